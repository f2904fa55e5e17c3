import { inArray } from 'drizzle-orm';
import { categories, inquiries, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { formatReference } from '../inquiry/inquiry-reference';

/** The inquiry an entry is about, as the owner knows it: its reference and who sent it. */
export interface AuditInquiry {
  reference: string;
  customerName: string;
}

/** What a page of entries is about, read from the records as they are now. */
export interface AuditSubjects {
  /** Product and category id → current name. */
  names: Map<string, string>;
  /** Inquiry id → reference and customer. */
  inquiries: Map<string, AuditInquiry>;
}

type Row = { entity: string; entityId: string | null };

const idsOf = (rows: Row[], entity: string) => [
  ...new Set(rows.flatMap((row) => (row.entity === entity && row.entityId ? [row.entityId] : []))),
];

/**
 * The current names of the products and categories, and the references and customers of the
 * inquiries, that a page of entries is about: one query per kind present, none for the others.
 */
export async function auditSubjects(db: Db, rows: Row[]): Promise<AuditSubjects> {
  const productIds = idsOf(rows, 'product');
  const categoryIds = idsOf(rows, 'category');
  const inquiryIds = idsOf(rows, 'inquiry');
  const [productRows, categoryRows, inquiryRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    inquiryIds.length
      ? db
          .select({
            id: inquiries.id,
            seq: inquiries.seq,
            createdAt: inquiries.createdAt,
            fullname: inquiries.fullname,
          })
          .from(inquiries)
          .where(inArray(inquiries.id, inquiryIds))
      : [],
  ]);
  return {
    names: new Map([...productRows, ...categoryRows].map((row) => [row.id, row.name])),
    inquiries: new Map(
      inquiryRows.map((row) => [
        row.id,
        { reference: formatReference(row.seq, row.createdAt), customerName: row.fullname },
      ]),
    ),
  };
}
