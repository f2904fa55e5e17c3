import * as z from '../../lib/zod';
import { email, indianPhone, personName } from '../../lib/fields';
import { inquiryMessage } from './inquiry.schemas';

const blankAsMissing = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && !value.trim())
    ? undefined
    : value;

/**
 * `POST /api/inquiry/contact`: the contact form's message. The phone number is optional ('' when
 * not given); the subject, one of the form's choices or any short text, goes before the message.
 */
export const contactInput = z.object({
  fullname: personName,
  email,
  phoneNumber: z.pipe(
    z.preprocess(blankAsMissing, z.optional(indianPhone)),
    z.transform((v) => v ?? ''),
  ),
  subject: z.preprocess(
    blankAsMissing,
    z.optional(z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters'))),
  ),
  message: inquiryMessage,
});

export type ContactInput = z.output<typeof contactInput>;
