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

/**
 * Price after the discount percent, in paise of whole rupees: `round_half_up(price × (100 − discount)
 * / 100)` to the rupee (DESIGN §11), for fixed and rate-linked pieces alike. With no discount the
 * price stays as the owner typed it, paise and all.
 */
export function discountedPaise(pricePaise: number, discount: number): number {
  if (discount === 0) return pricePaise;
  // Integer arithmetic: price × (100 − discount) is exact, the single division rounds half up.
  return Math.floor((pricePaise * (100 - discount) + 5_000) / 10_000) * 100;
}

/**
 * A whole number with Indian digit grouping (1,23,45,678): the last three digits, then pairs. Written
 * out rather than with Intl, whose first en-IN formatter loads locale data on the main thread
 * (20 ms here in Node, about 60 ms in the admin's first render on a slow phone).
 */
export function formatCount(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return whole <= -1 ? `-${grouped}` : grouped;
}

/** Rupees with Indian digit grouping and two decimals (₹1,06,600.00), as the admin's tables show them. */
export function formatRupees(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const text = `₹${formatCount(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return amount < 0 && paise > 0 ? `-${text}` : text;
}

/** A price as shoppers see it: whole rupees lose their ".00" (₹4,523), others keep paise (DESIGN §10). */
export const shopperRupees = (amount: number) => formatRupees(amount).replace(/\.00$/, '');
