// The e-mails of a quote's life: the quote itself (with its PDF and private link), the customer's
// acceptance (to the owner and back to the customer) and a request for changes (to the owner).
import { shopperRupees } from '../../../src/contract/money';
import { formatRateDate } from '../../../src/contract/pricing';
import { convertedNote, convertedText, type QuoteView } from '../../../src/contract/quotes';
import {
  action,
  bullets,
  composeMail,
  details,
  paragraph,
  quoted,
  shopLink,
  type ShopDetails,
} from '../mail/compose';
import { adminInquiryPath, trackingPath } from '../mail/inquiry-mail';
import type { MailAttachment, MailMessage } from '../mail/outbox';

/** Who and what a quote's e-mails are about. */
export interface QuoteMailContext {
  inquiryId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  siteUrl: string;
}

const lineText = (quote: QuoteView) => (line: QuoteView['lines'][number]) =>
  `${line.name} (${line.code})${line.size ? `, size ${line.size}` : ''} × ${line.qty}: ${shopperRupees(line.amount)}${quote.fx ? ` (${convertedText(line.amount, quote.fx)})` : ''} + GST`;

const taxText = (quote: QuoteView) =>
  quote.igst
    ? `IGST 3 %: ${shopperRupees(quote.igst)}`
    : `CGST 1.5 %: ${shopperRupees(quote.cgst)}, SGST 1.5 %: ${shopperRupees(quote.sgst)}`;

/** The quote to the customer: total, validity, the lines, the PDF attached and the private link. */
export function quoteOfferMail(
  shop: ShopDetails,
  to: QuoteMailContext & { trackToken: string },
  quote: QuoteView,
  pdf: MailAttachment,
): MailMessage {
  const total = shopperRupees(quote.total);
  return {
    ...composeMail(shop, {
      kind: 'customer_quote',
      to: to.customerEmail,
      replyTo: shop.email || undefined,
      ref: `inquiry:${to.inquiryId}`,
      subject: `Your quote ${quote.number} for ${to.reference}: ${total}`,
      heading: `Quote ${quote.number}`,
      parts: [
        paragraph(`Dear ${to.customerName},`),
        paragraph(
          `Thank you for your inquiry ${to.reference}. Our quote is ${total} including GST; the PDF is attached.`,
        ),
        details([
          ['Total', total],
          ['Tax', taxText(quote)],
          [
            quote.fx ? `Total in ${quote.fx.currency}` : '',
            quote.fx ? convertedText(quote.total, quote.fx) : '',
          ],
          ['Valid until', formatRateDate(quote.validUntil)],
          [
            'Silver rate',
            quote.rate === null
              ? ''
              : `₹${quote.rate}/g of ${formatRateDate(quote.rateDate ?? '')}`,
          ],
        ]),
        bullets(quote.lines.map(lineText(quote))),
        ...(quote.fx ? [paragraph(convertedNote(quote.fx))] : []),
        ...(quote.message ? [paragraph(quote.message)] : []),
        action(
          'Accept or ask for changes',
          shopLink(to.siteUrl, trackingPath(to.reference, to.trackToken)),
        ),
        paragraph('The link opens your quote; it is private to you.'),
      ],
    }),
    attachments: [pdf],
  };
}

/** To the owner: the customer accepted a quote. */
export function quoteAcceptedOwnerMail(
  shop: ShopDetails,
  ownerEmail: string,
  about: QuoteMailContext,
  quote: QuoteView,
): MailMessage {
  return composeMail(shop, {
    kind: 'owner_quote_accepted',
    to: ownerEmail,
    ref: `inquiry:${about.inquiryId}`,
    subject: `Quote ${quote.number} accepted by ${about.customerName}: ${shopperRupees(quote.total)}`,
    heading: `Quote ${quote.number} was accepted`,
    parts: [
      details([
        ['Customer', `${about.customerName} <${about.customerEmail}>`],
        ['Inquiry', about.reference],
        ['Total', shopperRupees(quote.total)],
      ]),
      bullets(quote.lines.map(lineText(quote))),
      paragraph('The inquiry is now marked won.'),
      action('Open the inquiry', shopLink(about.siteUrl, adminInquiryPath(about.inquiryId))),
    ],
  });
}

/** To the customer: their acceptance is recorded. */
export function quoteAcceptedCustomerMail(
  shop: ShopDetails,
  about: QuoteMailContext,
  quote: QuoteView,
): MailMessage {
  return composeMail(shop, {
    kind: 'customer_quote_accepted',
    to: about.customerEmail,
    replyTo: shop.email || undefined,
    ref: `inquiry:${about.inquiryId}`,
    subject: `You accepted quote ${quote.number}`,
    heading: `Thank you: quote ${quote.number} is accepted`,
    parts: [
      paragraph(`Dear ${about.customerName},`),
      paragraph(
        `We have your acceptance of quote ${quote.number} for ${shopperRupees(quote.total)} including GST. We will be in touch about making and delivery.`,
      ),
      details([
        ['Inquiry', about.reference],
        ['Total', shopperRupees(quote.total)],
      ]),
    ],
  });
}

/** To the owner: the customer asks for changes to a quote, in their words. */
export function quoteChangesOwnerMail(
  shop: ShopDetails,
  ownerEmail: string,
  about: QuoteMailContext,
  number: string,
  words: string,
): MailMessage {
  return composeMail(shop, {
    kind: 'owner_quote_changes',
    to: ownerEmail,
    replyTo: about.customerEmail,
    ref: `inquiry:${about.inquiryId}`,
    subject: `${about.customerName} asks for changes to quote ${number}`,
    heading: `Changes asked for quote ${number}`,
    parts: [
      details([
        ['Customer', `${about.customerName} <${about.customerEmail}>`],
        ['Inquiry', about.reference],
      ]),
      quoted(words),
      action('Open the inquiry', shopLink(about.siteUrl, adminInquiryPath(about.inquiryId))),
    ],
  });
}
