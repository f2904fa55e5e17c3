// The product CSV import (DESIGN §10 "Admin at scale"): the largest file and the most product rows
// one upload may carry. The server answers 413 past either; the admin page checks the size first.

export const productImportLimits = { bytes: 5 * 1024 * 1024, rows: 10_000 } as const;
