// What a customer sees of their inquiries (DESIGN §10 "Inquiry workflow"): the tracking page's
// answer and the My inquiries list, written once for the server that builds them and the pages
// that show them.
import type { QuoteView } from './quotes';

/** An inquiry's stage as the customer reads it; "spam" is never shown, it reads as Closed. */
export type CustomerStatus = 'Received' | 'In progress' | 'Quoted' | 'Confirmed' | 'Closed';

/** A piece as the customer asked for it; size '' when none was chosen. */
export interface CustomerPiece {
  code: string;
  name: string;
  qty: number;
  size: string;
}

/** `GET /api/inquiry/track/{reference}` → `result`: no personal data, no internal notes. */
export interface TrackedInquiry {
  reference: string;
  kind: 'inquiry' | 'contact';
  status: CustomerStatus;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  items: CustomerPiece[];
  /** The shop's replies, oldest first. */
  replies: { body: string; at: string }[];
  /** The latest quote: rupees, its last day (`YYYY-MM-DD`, shop time), expired after that day. */
  quote: {
    amount: number;
    validUntil: string;
    message: string;
    expired: boolean;
    at: string;
  } | null;
  /** The newest quote record with its lines and taxes, which the customer can accept. */
  offer: QuoteView | null;
}

/** `GET /api/user/inquiries` → `inquiries[]`, newest first. */
export interface MyInquiry {
  reference: string;
  kind: 'inquiry' | 'contact';
  status: CustomerStatus;
  createdAt: string;
  items: CustomerPiece[];
  /** `/track-order#ref=…&email=…`: the tracking page with the proof the inquiry carries. */
  trackingLink: string;
}
