// Sizes a piece is made in (DESIGN §10 "Sizes"): the tables the size guide shows and the rules the
// product form, the server, the cart and the product page check a size by. No runtime dependencies:
// catalogue pages import it.
//
// Ring sizes are Indian sizes 1–30. They follow the Japanese scale that Indian jewellers use: a
// size-n ring has an inner circumference of (40 + n) mm, and its inner diameter is that over π.
// This is the chart published by Indian jewellers, e.g. https://rajmudraring.shop/ring-size-information.php
// (sizes 6–25, diameter and circumference to 0.1 mm, agree with the rule here); charts from
// different shops differ by up to half a size at the ends (size 30 is given as 22.2–22.9 mm),
// which is why the guide asks for millimetres and the shop confirms the size.
//
// Bangle sizes 2-2 to 2-14 are read the Indian way: "2-6" is an inner diameter of 2 and 6/16
// inches (2.375 in, 60.3 mm).

/** How a piece is sized: Indian ring sizes or bangle sizes. A piece without a size type has one size. */
export const sizeTypes = ['ring', 'bangle'] as const;
export type SizeType = (typeof sizeTypes)[number];

/** One row of a size table: the size as stored and shown, and its inner measurements. */
export interface SizeRow {
  size: string;
  /** Inner diameter in millimetres, one decimal. */
  diameterMm: number;
  /** Inner circumference in millimetres, one decimal. */
  circumferenceMm: number;
  /** Inner diameter in inches (bangles only). */
  diameterInches?: number;
}

const oneDecimal = (mm: number) => Math.round(mm * 10) / 10;

/** Indian ring sizes 1–30, smallest first. */
export const ringSizes: readonly SizeRow[] = Array.from({ length: 30 }, (_, i) => {
  const circumference = 40 + (i + 1);
  return {
    size: String(i + 1),
    diameterMm: oneDecimal(circumference / Math.PI),
    circumferenceMm: circumference,
  };
});

/** Bangle sizes 2-2 to 2-14, smallest first. */
export const bangleSizes: readonly SizeRow[] = Array.from({ length: 13 }, (_, i) => {
  const sixteenths = i + 2;
  const inches = 2 + sixteenths / 16;
  const mm = inches * 25.4;
  return {
    size: `2-${sixteenths}`,
    diameterMm: oneDecimal(mm),
    circumferenceMm: oneDecimal(mm * Math.PI),
    diameterInches: inches,
  };
});

/** The table of a size type. */
export const sizeTable = (type: SizeType): readonly SizeRow[] =>
  type === 'ring' ? ringSizes : bangleSizes;

/** Whether a text is a size type. */
export const isSizeType = (value: unknown): value is SizeType =>
  (sizeTypes as readonly unknown[]).includes(value);

/** The row of a size in its type's table, or undefined when the type has no such size. */
export const sizeRow = (type: SizeType, size: string): SizeRow | undefined =>
  sizeTable(type).find((row) => row.size === size);

/** Whether a text is a size of any type (a ring size 1–30 or a bangle size 2-2 to 2-14). */
export const isKnownSize = (size: string) => sizeTypes.some((type) => sizeRow(type, size));

/** The stored list (`"12,14,16"`) as sizes; blank parts dropped. */
export const splitSizes = (stored: string): string[] =>
  stored
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);

/** Sizes of a type in the order its table shows them, each once: what the database stores. */
export const joinSizes = (type: SizeType, sizes: readonly string[]): string =>
  sizeTable(type)
    .filter((row) => sizes.includes(row.size))
    .map((row) => row.size)
    .join(',');

/** What is wrong with a field of a product's sizing: the field and a "must …" message. */
export interface SizeProblem {
  field: 'sizeType' | 'sizes';
  message: string;
}

/**
 * Why a product cannot be made in these sizes, or null when it can: no size type means no sizes; a
 * size type needs at least one size, each of its own table and listed once.
 */
export function sizeProblem(type: SizeType | null, sizes: readonly string[]): SizeProblem | null {
  if (type === null) {
    return sizes.length ? { field: 'sizes', message: 'need a size type (ring or bangle)' } : null;
  }
  if (sizes.length === 0)
    return { field: 'sizes', message: `must include at least one ${type} size` };
  const foreign = sizes.filter((size) => !sizeRow(type, size));
  if (foreign.length) {
    const range = type === 'ring' ? '1 to 30' : '2-2 to 2-14';
    return {
      field: 'sizes',
      message: `must be ${type} sizes (${range}); not ${foreign.join(', ')}`,
    };
  }
  if (new Set(sizes).size !== sizes.length)
    return { field: 'sizes', message: 'lists a size twice' };
  return null;
}

/** The sizing of a product as its JSON carries it. */
export interface Sizing {
  sizeType: SizeType | null;
  sizes: readonly string[];
}

/**
 * Why a cart line or inquiry piece cannot have this size (a "must …" message for the `size` field),
 * or null: a sized piece needs one of the sizes it is made in, a piece in one size takes none.
 */
export function lineSizeProblem(product: Sizing, size: string | undefined): string | null {
  if (!product.sizeType) return size ? 'must be left out: this piece comes in one size' : null;
  if (!size) return `is required: choose one of ${product.sizes.join(', ')}`;
  return product.sizes.includes(size)
    ? null
    : `must be one of the sizes this piece is made in: ${product.sizes.join(', ')}`;
}

/** "17.2 mm inside" for a ring size, "2.375 in · 60.3 mm inside" for a bangle size. */
export function sizeMeasure(type: SizeType, size: string): string {
  const row = sizeRow(type, size);
  if (!row) return '';
  const mm = `${row.diameterMm.toFixed(1)} mm`;
  return row.diameterInches ? `${row.diameterInches} in · ${mm} inside` : `${mm} inside`;
}
