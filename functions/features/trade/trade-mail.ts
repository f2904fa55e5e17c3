import {
  action,
  composeMail,
  details,
  paragraph,
  quoted,
  shopDetailsForMail,
  shopLink,
} from '../mail/compose';
import type { MailMessage } from '../mail/outbox';
import type { Db } from '../../lib/db';

/** Where a trade e-mail points and who gets the owner's copy. */
export interface TradeMailSettings {
  siteUrl: string;
  ownerEmail: string;
}

/** The owner's note that an application is waiting, with the link to the admin's Trade screen. */
export async function tradeApplicationMail(
  db: Db,
  settings: TradeMailSettings,
  applicant: { userId: string; name: string; email: string; businessName: string; sells: string },
): Promise<MailMessage> {
  const shop = await shopDetailsForMail(db);
  return composeMail(shop, {
    kind: 'owner_trade_application',
    to: settings.ownerEmail,
    replyTo: applicant.email,
    ref: `trade:${applicant.userId}`,
    subject: `Trade account application from ${applicant.businessName}`,
    heading: 'A trade account application is waiting',
    parts: [
      details([
        ['Business', applicant.businessName],
        ['Applicant', `${applicant.name} <${applicant.email}>`],
        ['Sells', applicant.sells],
      ]),
      action('Review it', shopLink(settings.siteUrl, '/admin/trade')),
    ],
  });
}

/** The applicant's answer: approved (with what it unlocks) or declined (with the owner's note). */
export async function tradeDecisionMail(
  db: Db,
  settings: TradeMailSettings,
  decision: {
    userId: string;
    name: string;
    email: string;
    businessName: string;
    approved: boolean;
    note: string | null;
  },
): Promise<MailMessage> {
  const shop = await shopDetailsForMail(db);
  const parts = decision.approved
    ? [
        paragraph(
          `Your trade account for ${decision.businessName} is approved. Sign in to see trade prices and each design's minimum quantity on every product, in your cart and in the inquiries you send.`,
        ),
        action('Browse the catalogue', shopLink(settings.siteUrl, '/shop/product')),
      ]
    : [
        paragraph(
          `We could not approve a trade account for ${decision.businessName} this time. You can still shop at retail prices, and apply again from your account.`,
        ),
        ...(decision.note ? [quoted(decision.note)] : []),
      ];
  return composeMail(shop, {
    kind: decision.approved ? 'trade_approved' : 'trade_declined',
    to: decision.email,
    ref: `trade:${decision.userId}`,
    subject: decision.approved
      ? `Your ${shop.name} trade account is approved`
      : `About your ${shop.name} trade account`,
    heading: `Hello ${decision.name}`,
    parts,
  });
}
