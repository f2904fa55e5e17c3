import { and, eq } from 'drizzle-orm';
import { quotes } from '../../../db/schema';
import type { Db } from '../../lib/db';

/**
 * The inquiry's sent quote becomes `viewed` (with when) once its private link is opened; a quote
 * already viewed, accepted or replaced keeps its state.
 */
export const markQuoteViewed = (db: Db, inquiryId: string, now: number) =>
  db
    .update(quotes)
    .set({ state: 'viewed', viewedAt: now })
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.state, 'sent')));
