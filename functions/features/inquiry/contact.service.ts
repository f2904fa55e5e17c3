import type { Db } from '../../lib/db';
import type { ShopDetails } from '../mail/compose';
import { inquiryMailStatements, type InquiryMailSettings } from '../mail/inquiry-mail';
import type { ContactInput } from './contact.schemas';
import { newInquiryRecord } from './inquiry-record';
import { formatReference } from './inquiry-reference';

/**
 * Put a contact-form message into the inquiry desk: an inquiry of kind `contact` with no pieces,
 * written in one batch with the owner's notification and, to a signed-in customer's own account
 * address (`copyTo`), the acknowledgement that copies the message (DESIGN §10 "E-mail is a real
 * component with an outbox"). A guest gets no copy: the form would otherwise send any text to any
 * address in the shop's name. Returns its reference and tracking token.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactInput,
  sender: { userId: string; copyTo: string } | null,
  now: number,
  mail: { shop: ShopDetails; settings: InquiryMailSettings },
): Promise<{ reference: string; trackToken: string }> {
  const from = {
    name: input.fullname,
    email: input.email,
    phone: input.phoneNumber,
    message: input.subject ? `Subject: ${input.subject}\n\n${input.message}` : input.message,
  };
  const record = await newInquiryRecord(db, from, 'contact', sender?.userId ?? null, now);
  const mails = inquiryMailStatements(
    db,
    mail.shop,
    mail.settings,
    { inquiryId: record.id, kind: 'contact', ...from, pieces: [], trackToken: record.trackToken },
    now,
    sender?.copyTo ?? null,
  );
  const [[row]] = await db.batch([record.insert, ...mails]);
  return { reference: formatReference(row!.seq, now), trackToken: record.trackToken };
}
