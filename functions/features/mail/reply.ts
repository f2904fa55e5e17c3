import { action, composeMail, details, paragraph, shopLink, type ShopDetails } from './compose';
import { trackingPath } from './inquiry-mail';
import type { MailMessage } from './outbox';

/** What a reply e-mail is about: the customer, the inquiry, and the words the shop wrote. */
export interface ReplyMailInput {
  inquiryId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  body: string;
  siteUrl: string;
  /** This e-mail's tracking token (functions/features/inquiry/inquiry-links.ts). */
  trackToken: string;
}

/**
 * The shop's reply to a customer's inquiry, ready for `queueMail`: the owner's words (escaped in
 * HTML, line breaks kept), the reference and the private link that opens the inquiry's page.
 */
export function replyMail(shop: ShopDetails, input: ReplyMailInput): MailMessage {
  return composeMail(shop, {
    kind: 'customer_reply',
    to: input.customerEmail,
    replyTo: shop.email || undefined,
    ref: `inquiry:${input.inquiryId}`,
    subject: `Reply to your inquiry ${input.reference}`,
    heading: `A reply to your inquiry ${input.reference}`,
    parts: [
      paragraph(`Dear ${input.customerName},`),
      paragraph(input.body),
      details([['Reference', input.reference]]),
      action(
        'See your inquiry',
        shopLink(input.siteUrl, trackingPath(input.reference, input.trackToken)),
      ),
      paragraph(
        'You can answer by replying to this e-mail. The link shows the whole conversation; it is private to you.',
      ),
    ],
  });
}
