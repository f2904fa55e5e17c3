import { action, composeMail, details, paragraph, shopLink, type ShopDetails } from './compose';
import type { MailMessage } from './outbox';

/** What a reply e-mail is about: the customer, the inquiry, and the words the shop wrote. */
export interface ReplyMailInput {
  inquiryId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  body: string;
  siteUrl: string;
}

/**
 * The shop's reply to a customer's inquiry, ready for `queueMail`: the owner's words (escaped in
 * HTML, line breaks kept), the reference and a link to the tracking page with it filled in.
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
        shopLink(input.siteUrl, `/track-order?ref=${encodeURIComponent(input.reference)}`),
      ),
      paragraph(
        'You can answer by replying to this e-mail. To see the whole conversation, open the link and enter the e-mail address you used.',
      ),
    ],
  });
}
