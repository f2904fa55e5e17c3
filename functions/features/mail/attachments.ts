// Attachments ride in the outbox row as base64 JSON, so the row alone says what goes out, a retry
// sends the same bytes and a resend to a corrected address carries them too.
import type { MailAttachment } from './outbox';
import type { OutgoingAttachment } from './transport';

/** Bytes as base64, in chunks (a spread of a whole PDF would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Base64 back to bytes. */
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A file to attach to a queued message. */
export const attachment = (
  filename: string,
  contentType: string,
  bytes: Uint8Array,
): MailAttachment => ({ filename, contentType, content: toBase64(bytes) });

/** The stored column's files as bytes; files in another shape are left out. */
export function storedAttachments(stored: string): OutgoingAttachment[] {
  const files = JSON.parse(stored) as unknown;
  if (!Array.isArray(files)) return [];
  return files
    .filter(
      (file): file is MailAttachment =>
        typeof file?.filename === 'string' &&
        typeof file?.contentType === 'string' &&
        typeof file?.content === 'string',
    )
    .map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: fromBase64(file.content),
    }));
}
