// Weights are stored as integer tenths of a gram and carried and shown as grams with one decimal
// (DESIGN §2).

/** Grams with one decimal to integer tenths of a gram. */
export function gramsToTenths(grams: number): number {
  return Math.round(grams * 10);
}

/** Integer tenths of a gram to grams. */
export function tenthsToGrams(tenths: number): number {
  return tenths / 10;
}

/** Grams with one decimal: "12.5 gm". */
export const formatGrams = (grams: number) => `${grams.toFixed(1)} gm`;
