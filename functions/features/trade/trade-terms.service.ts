import { asc, eq } from 'drizzle-orm';
import { products, tradeTerms } from '../../../db/schema';
import { paiseToRupees, rupeesToPaise } from '../../../src/contract/money';
import type { TradeTermsJson } from '../../../src/contract/trade';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';

type TermsRow = typeof tradeTerms.$inferSelect;

/** No trade making charge (the shop's discount applies) and no minimum. */
const noTerms: TradeTermsJson = { making_kind: null, making_charge: null, min_qty: 1 };

const reshape = (row: TermsRow | undefined): TradeTermsJson =>
  row
    ? {
        making_kind: row.makingKind,
        making_charge: row.makingPaise === null ? null : paiseToRupees(row.makingPaise),
        min_qty: row.minQty,
      }
    : noTerms;

/** A product's trade terms for the owner, with its code and name; 404 for an unknown product. */
export async function readTradeTerms(db: Db, productId: string) {
  const [row] = await db
    .select({ code: products.code, name: products.name, terms: tradeTerms })
    .from(products)
    .leftJoin(tradeTerms, eq(tradeTerms.productId, products.id))
    .where(eq(products.id, productId));
  if (!row) throw notFound('Product not found');
  return { _id: productId, code: row.code, name: row.name, ...reshape(row.terms ?? undefined) };
}

/** Every product with trade terms of its own, by code, for the owner's Trade screen. */
export async function listTradeTerms(db: Db) {
  const rows = await db
    .select({ id: products.id, code: products.code, name: products.name, terms: tradeTerms })
    .from(tradeTerms)
    .innerJoin(products, eq(products.id, tradeTerms.productId))
    .orderBy(asc(products.code));
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    name: row.name,
    ...reshape(row.terms),
  }));
}

/** Set a product's trade terms (all of them, as the form sends them) with the audit entry, in one batch. */
export async function saveTradeTerms(
  db: Db,
  actor: Actor,
  productId: string,
  input: TradeTermsJson,
  now: number,
) {
  const before = await readTradeTerms(db, productId);
  const values = {
    makingKind: input.making_kind,
    makingPaise: input.making_charge === null ? null : rupeesToPaise(input.making_charge),
    minQty: input.min_qty,
    updatedAt: now,
  };
  const view = (terms: TradeTermsJson) => ({
    tradeMakingKind: terms.making_kind,
    tradeMakingCharge: terms.making_charge,
    tradeMinQty: terms.min_qty,
  });
  await db.batch([
    db
      .insert(tradeTerms)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: tradeTerms.productId, set: values }),
    auditEntry(db, {
      actor,
      entity: 'product',
      entityId: productId,
      action: 'trade_terms',
      before: view(before),
      after: view(input),
      at: now,
    }),
  ]);
  return readTradeTerms(db, productId);
}
