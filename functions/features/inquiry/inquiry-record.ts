import { inquiries } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { newLinkToken } from '../../lib/link-tokens';

/** Who wrote to the shop and what they wrote. */
export interface InquirySender {
  name: string;
  email: string;
  /** '' when not given (the contact form's phone is optional). */
  phone: string;
  message: string;
}

/**
 * A new inquiry (or contact message) ready for a batch: its id, the token of its tracking link
 * (only the hash is stored) and the insert, which returns the `seq` its reference is made from.
 */
export async function newInquiryRecord(
  db: Db,
  sender: InquirySender,
  kind: 'inquiry' | 'contact',
  userId: string | null,
  now: number,
) {
  const id = newId();
  const track = await newLinkToken();
  const insert = db
    .insert(inquiries)
    .values({
      id,
      userId,
      kind,
      fullname: sender.name,
      email: sender.email,
      phoneNumber: sender.phone,
      message: sender.message,
      trackTokenHash: track.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ seq: inquiries.seq });
  return { id, trackToken: track.token, insert };
}
