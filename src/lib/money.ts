const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees with Indian digit grouping and two decimals: ₹1,06,600.00. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** Grams with one decimal: "12.5 gm". */
export const formatGrams = (grams: number) => `${grams.toFixed(1)} gm`;
