import { escapeHtml } from '../../../src/lib/html';
import { addressLine } from '../../../src/lib/shop';
import type { Db } from '../../lib/db';
import { readShopSettings } from '../settings/settings.service';
import { safeHeaders } from './mail-headers';
import type { MailMessage } from './outbox';

/** What an e-mail says about the shop that sends it: its name and, in the footer, where it is. */
export interface ShopDetails {
  name: string;
  /** The address on one line. */
  address: string;
  phone: string;
  email: string;
}

/** The shop's details for e-mails: the owner's saved settings (the defaults until they save them). */
export async function shopDetailsForMail(db: Db): Promise<ShopDetails> {
  const shop = await readShopSettings(db);
  return {
    name: shop.name,
    address: `${addressLine(shop.address)}, ${shop.address.country}`,
    phone: shop.phone,
    email: shop.email,
  };
}

/** One piece of an e-mail's body in both forms; build them with the helpers below. */
export interface MailPart {
  text: string;
  html: string;
}

const pStyle = 'margin:0 0 16px;line-height:1.5';

/** Line breaks kept in HTML after escaping. */
const escapeLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** A paragraph of text; anything in it (a customer's name) is escaped in the HTML. */
export const paragraph = (text: string): MailPart => ({
  text,
  html: `<p style="${pStyle}">${escapeLines(text)}</p>`,
});

/** Someone's own words (an inquiry's message), quoted and escaped, line breaks kept. */
export const quoted = (text: string): MailPart => ({
  text: text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n'),
  html: `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c9c9c9;color:#333">${escapeLines(text)}</blockquote>`,
});

/** Labelled values ("Phone: …"), one per line; rows with an empty value are left out. */
export const details = (rows: readonly (readonly [label: string, value: string])[]): MailPart => {
  const shown = rows.filter(([, value]) => value !== '');
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${shown
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:2px 16px 2px 0;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeLines(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
};

/** A bulleted list, each entry escaped. */
export const bullets = (lines: readonly string[]): MailPart => ({
  text: lines.map((line) => `- ${line}`).join('\n'),
  html: `<ul style="margin:0 0 16px;padding-left:20px">${lines
    .map((line) => `<li style="margin:0 0 4px">${escapeHtml(line)}</li>`)
    .join('')}</ul>`,
});

/**
 * A link to follow: a button in HTML and the bare address in both forms, so it works in a
 * text-only client. Only http(s) addresses are accepted.
 */
export const action = (label: string, url: string): MailPart => {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Mail links must be http(s): ${url}`);
  const href = escapeHtml(url);
  return {
    text: `${label}:\n${url}`,
    html:
      `<p style="${pStyle}"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>` +
      `<p style="${pStyle};font-size:13px;color:#555">Or open this address: <a href="${href}" style="color:#555;word-break:break-all">${href}</a></p>`,
  };
};

/** The shop's name, address and contacts, as every message ends. */
function footer(shopDetails: ShopDetails): MailPart {
  const lines = [
    shopDetails.name,
    shopDetails.address,
    [shopDetails.phone, shopDetails.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  return {
    text: `--\n${lines.join('\n')}`,
    html: `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:13px;line-height:1.5;color:#666">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** The body of an e-mail in plain text and simple HTML: a heading, the parts, the shop's footer. */
export function layoutMail(
  shopDetails: ShopDetails,
  heading: string,
  parts: readonly MailPart[],
): MailPart {
  const end = footer(shopDetails);
  const text = [heading, ...parts.map((part) => part.text), end.text].join('\n\n');
  const html =
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="margin:0;padding:0;background:#f6f6f6">' +
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#1f2937">' +
    `<p style="margin:0 0 20px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#666">${escapeHtml(shopDetails.name)}</p>` +
    `<h1 style="margin:0 0 16px;font-size:20px;font-weight:600">${escapeHtml(heading)}</h1>` +
    parts.map((part) => part.html).join('') +
    end.html +
    '</div></body></html>';
  return { text: `${text}\n`, html };
}

/** What a message is made of before layout: its headers and its body's parts. */
export interface MailDraft {
  kind: string;
  to: string;
  subject: string;
  replyTo?: string;
  ref?: string;
  heading: string;
  parts: readonly MailPart[];
}

/** A complete message ready for `queueMail`: laid out, with headers that cannot be injected. */
export function composeMail(shopDetails: ShopDetails, draft: MailDraft): MailMessage {
  const body = layoutMail(shopDetails, draft.heading, draft.parts);
  return safeHeaders({
    kind: draft.kind,
    to: draft.to,
    subject: draft.subject,
    replyTo: draft.replyTo,
    ref: draft.ref,
    text: body.text,
    html: body.html,
  });
}

/** An absolute link into the shop from a path (`/admin/inquiries/…`), on SITE_URL. */
export const shopLink = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();
