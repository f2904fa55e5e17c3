// Made on first use: building an en-IN currency formatter loads locale data, 20–90 ms on a phone's
// first page, and most pages only ever show prices rendered at build time.
let rupees: Intl.NumberFormat | undefined;

/** Rupees with Indian digit grouping and two decimals: ₹1,06,600.00. */
export const formatRupees = (amount: number) =>
  (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })).format(
    amount,
  );

/** Grams with one decimal: "12.5 gm". */
export const formatGrams = (grams: number) => `${grams.toFixed(1)} gm`;
