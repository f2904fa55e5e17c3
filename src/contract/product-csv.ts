// The product CSV import (DESIGN §10 "Admin at scale"): the largest file and the most product rows
// one upload may carry (the server answers 413 past either; the admin page checks the size first),
// and the most columns a file may have (the export writes 21; the server answers 400 past it).

export const productImportLimits = { bytes: 5 * 1024 * 1024, rows: 10_000, columns: 64 } as const;

/** A problem with one row of the file: its spreadsheet row number (the header is row 1) and column. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

/** `POST /api/admin/products/import/preview`: what applying the file would do, and what stops it. */
export interface ImportPreview {
  /** Send back to apply exactly this preview (`?fingerprint=`). */
  fingerprint: string;
  counts: { create: number; update: number; unchanged: number; problems: number };
  /** The first rows of each kind; `counts` has them all. */
  creates: { row: number; code: string; name: string }[];
  updates: { row: number; code: string; name: string; changes: Record<string, [string, string]> }[];
  /** The first 100 problems by row and column; `counts.problems` has them all. */
  problems: ImportProblem[];
}
