// The private tracking links of the shop's replies and quotes, so every e-mail about an inquiry
// opens it without the customer typing anything. The acknowledgement's link is the inquiry's own
// `trackTokenHash`, made with the inquiry; these come later, one per e-mail.
import { and, eq } from 'drizzle-orm';
import { inquiryLinks } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newLinkToken } from '../../lib/link-tokens';

/**
 * A fresh tracking token for an e-mail about an inquiry and the insert that stores its hash, to put
 * in the same batch as the message that carries it.
 */
export async function newInquiryLink(db: Db, inquiryId: string, now: number) {
  const link = await newLinkToken();
  const insert = db
    .insert(inquiryLinks)
    .values({ tokenHash: link.hash, inquiryId, createdAt: now });
  return { token: link.token, insert };
}

/** Whether a token's hash is one of the links e-mailed about this inquiry. */
export async function inquiryLinkMatches(
  db: Db,
  inquiryId: string,
  tokenHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ inquiryId: inquiryLinks.inquiryId })
    .from(inquiryLinks)
    .where(and(eq(inquiryLinks.tokenHash, tokenHash), eq(inquiryLinks.inquiryId, inquiryId)));
  return row !== undefined;
}
