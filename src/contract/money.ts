// Money rules both sides use (DESIGN §2, §9 "Money"): stored as integer paise, carried in JSON as
// rupees with at most two decimals, shown as rupees with Indian digit grouping.

/** Rupees (up to two decimals) to integer paise, rounding half up. */
export function rupeesToPaise(rupees: number): number {
  // toFixed first: 1.005 * 100 is 100.49999999999999 in binary floating point.
  return Math.round(Number((rupees * 100).toFixed(6)));
}

/** Integer paise to rupees as a number with at most two decimals, as the JSON carries them. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Price after the discount percent, in paise: `round_half_up(price × (100 − discount) / 100)`. */
export function discountedPaise(pricePaise: number, discount: number): number {
  // Integer arithmetic: price × (100 − discount) is exact, the single division rounds half up.
  return Math.floor((pricePaise * (100 - discount) + 50) / 100);
}

// Made on first use: building an en-IN currency formatter loads locale data, 20–90 ms on a phone's
// first page, and most pages only ever show prices rendered at build time.
let rupees: Intl.NumberFormat | undefined;

/** Rupees with Indian digit grouping and two decimals (₹1,06,600.00), as the admin's tables show them. */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return rupees.format(amount);
}

/** A price as shoppers see it: whole rupees lose their ".00" (₹4,523), others keep paise (DESIGN §10). */
export const shopperRupees = (amount: number) => formatRupees(amount).replace(/\.00$/, '');
