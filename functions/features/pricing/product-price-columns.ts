import { and, eq, ne } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { discountedPaise, rupeesToPaise } from '../../../src/contract/money';
import {
  defaultPurity,
  type MakingKind,
  type PricingMode,
  rateLinkedPaise,
  type SilverRate,
} from '../../../src/contract/pricing';
import { gramsToTenths } from '../../../src/contract/weight';
import type { Db } from '../../lib/db';
import { badRequest, HttpError } from '../../lib/errors';
import { currentSilverRate } from './silver-rate.service';

/** What a product save brings for its price. */
export interface ProductPricingInput {
  price: number;
  discount: number;
  weight: number;
  pricing?: PricingMode;
  purity?: number;
  making_kind?: MakingKind;
  making_charge?: number;
  other_charges?: number;
  huid?: string | null;
}

/** The stored pricing of a product, which a save that leaves a field out keeps. */
export type CurrentPricing = Pick<
  typeof products.$inferSelect,
  'pricing' | 'purity' | 'makingKind' | 'makingPaise' | 'otherPaise' | 'huid'
>;

/**
 * The pricing columns of a product save: a fixed piece takes the price typed, a rate-linked one is
 * priced now from the current silver rate (409 before any rate is set; 400 without weight or purity).
 * A HUID another product carries answers 409. Fields left out keep the product's current values.
 */
export async function pricingColumns(db: Db, input: ProductPricingInput, exceptId?: string) {
  const [current] = exceptId
    ? await db.select().from(products).where(eq(products.id, exceptId))
    : [];
  const huid = input.huid === undefined ? (current?.huid ?? null) : input.huid;
  if (huid) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.huid, huid), exceptId ? ne(products.id, exceptId) : undefined));
    if (taken)
      throw new HttpError(409, `Another product already has the HUID ${huid}`, {
        huid: 'is already used by another product',
      });
  }
  const rateLinked = (input.pricing ?? current?.pricing) === 'rate_linked';
  return pricedColumns(input, current, rateLinked ? await currentSilverRate(db) : null);
}

/**
 * The same columns from the input, the product as it is (undefined for a new one) and the current
 * rate, without the database: a CSV import prices thousands of rows with it. Throws the save's
 * 400/409 for a rate-linked piece without weight, purity or a rate.
 */
export function pricedColumns(
  input: ProductPricingInput,
  current: CurrentPricing | undefined,
  rate: SilverRate | null,
) {
  const pricing = input.pricing ?? current?.pricing ?? 'fixed';
  const purity = input.purity ?? current?.purity;
  const makingKind = input.making_kind ?? current?.makingKind ?? 'per_gram';
  const makingPaise =
    input.making_charge === undefined
      ? (current?.makingPaise ?? 0)
      : rupeesToPaise(input.making_charge);
  const otherPaise =
    input.other_charges === undefined
      ? (current?.otherPaise ?? 0)
      : rupeesToPaise(input.other_charges);
  const huid = input.huid === undefined ? (current?.huid ?? null) : input.huid;
  const weightTenths = gramsToTenths(input.weight);

  const columns = { pricing, makingKind, makingPaise, otherPaise, huid };
  if (pricing === 'fixed') {
    const pricePaise = rupeesToPaise(input.price);
    return {
      ...columns,
      purity: purity ?? defaultPurity,
      pricePaise,
      totalPaise: discountedPaise(pricePaise, input.discount),
    };
  }

  const errors: Record<string, string> = {};
  if (weightTenths <= 0) errors.weight = 'must be more than 0 for a rate-linked price';
  if (purity === undefined) errors.purity = 'is required for a rate-linked price';
  if (purity === undefined || weightTenths <= 0) {
    const summary = Object.entries(errors).map(([field, message]) => `${field} ${message}`);
    throw badRequest(`Invalid product: ${summary.join('; ')}`, errors);
  }
  if (!rate)
    throw new HttpError(
      409,
      'No silver rate is set yet: set the day’s rate on the dashboard before pricing a piece by it',
      { pricing: 'needs a silver rate: set one on the dashboard first' },
    );
  const inputs = { weightTenths, purity, makingKind, makingPaise, otherPaise };
  return {
    ...columns,
    purity,
    ...rateLinkedPaise({ ...inputs, discount: input.discount }, rate.ratePaise),
  };
}
