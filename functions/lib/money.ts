/** Rupees (up to two decimals) to integer paise, rounding half up. */
export function rupeesToPaise(rupees: number): number {
  // toFixed first: 1.005 * 100 is 100.49999999999999 in binary floating point.
  return Math.round(Number((rupees * 100).toFixed(6)));
}

/** Integer paise to rupees as a number with at most two decimals, as the JSON carries them. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Price after the discount percent, in paise, rounded half up (DESIGN §9 "Money"). */
export function discountedPaise(pricePaise: number, discount: number): number {
  // Integer arithmetic: price × (100 − discount) is exact, the single division rounds half up.
  return Math.floor((pricePaise * (100 - discount) + 50) / 100);
}

/** Grams with one decimal to integer tenths of a gram. */
export function gramsToTenths(grams: number): number {
  return Math.round(grams * 10);
}

/** Integer tenths of a gram to grams. */
export function tenthsToGrams(tenths: number): number {
  return tenths / 10;
}
