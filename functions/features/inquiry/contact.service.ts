import type { Db } from '../../lib/db';
import type { ShopDetails } from '../mail/compose';
import { inquiryMailStatements, type InquiryMailSettings } from '../mail/inquiry-mail';
import type { ContactInput } from './contact.schemas';
import { newInquiryRecord } from './inquiry-record';
import { formatReference } from './inquiry.service';

/**
 * Put a contact-form message into the inquiry desk: an inquiry of kind `contact` with no pieces,
 * written in one batch with the owner's notification and the sender's acknowledgement (DESIGN §10
 * "E-mail is a real component with an outbox"). Returns its reference and tracking token.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactInput,
  userId: string | null,
  now: number,
  mail: { shop: ShopDetails; settings: InquiryMailSettings },
): Promise<{ reference: string; trackToken: string }> {
  const sender = {
    name: input.fullname,
    email: input.email,
    phone: input.phoneNumber,
    message: input.subject ? `Subject: ${input.subject}\n\n${input.message}` : input.message,
  };
  const record = await newInquiryRecord(db, sender, 'contact', userId, now);
  const [ownerMail, customerMail] = inquiryMailStatements(
    db,
    mail.shop,
    mail.settings,
    { inquiryId: record.id, kind: 'contact', ...sender, pieces: [], trackToken: record.trackToken },
    now,
  );
  const [[row]] = await db.batch([record.insert, ownerMail, customerMail]);
  return { reference: formatReference(row!.seq, now), trackToken: record.trackToken };
}
