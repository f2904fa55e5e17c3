import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { categories, inquiries, inquiryItems, products, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { deskCounts } from '../inquiry/desk.query';
import { formatReference } from '../inquiry/inquiry-reference';
import { readShopSettingsState } from '../settings/settings.service';

/**
 * The dashboard's real figures: counts (with inquiries per stage and how many need a follow-up at
 * `now`), the latest inquiries and the most-inquired products.
 */
export async function dashboardSummary(db: Db, now = Date.now()) {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [userCount, productCount, categoryCount, unreadInquiries, latest, mostInquired, desk] =
    await Promise.all([
      total(db.select({ n: count() }).from(users)),
      total(db.select({ n: count() }).from(products)),
      total(db.select({ n: count() }).from(categories)),
      total(db.select({ n: count() }).from(inquiries).where(eq(inquiries.stage, 'new'))),
      db
        .select({
          id: inquiries.id,
          seq: inquiries.seq,
          fullname: inquiries.fullname,
          stage: inquiries.stage,
          createdAt: inquiries.createdAt,
        })
        .from(inquiries)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.seq))
        .limit(5),
      db
        .select({
          _id: inquiryItems.productId,
          code: inquiryItems.code,
          name: products.name,
          inquiries: sql<number>`count(*)`,
        })
        .from(inquiryItems)
        .innerJoin(products, eq(products.id, inquiryItems.productId))
        .where(isNotNull(inquiryItems.productId))
        .groupBy(inquiryItems.productId)
        .orderBy(desc(sql`count(*)`))
        .limit(5),
      deskCounts(db, {}, now),
    ]);
  const { saved } = await readShopSettingsState(db);
  return {
    counts: {
      users: userCount,
      products: productCount,
      categories: categoryCount,
      unreadInquiries,
    },
    inquiryStages: desk.stages,
    followUp: desk.followUp,
    latestInquiries: latest.map((row) => ({
      _id: row.id,
      reference: formatReference(row.seq, row.createdAt),
      fullname: row.fullname,
      status: row.stage !== 'new',
      stage: row.stage,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    mostInquired,
    // Until the owner saves the shop's settings, the pages show the demo values.
    shopDetailsAreDemo: !saved,
  };
}
