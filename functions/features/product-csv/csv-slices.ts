// csv-parse's parser is synchronous: 5 MB of product rows cost it about 0.2 s of CPU, 5 MB of empty
// cells (commas) over 4 s. So the import hands it the file a slice of whole records at a time, lets
// other requests run between slices, and never hands it blank rows or records too big to be rows.
// Finding where records end needs no parsing: in every file csv-parse accepts (RFC 4180 quoting,
// quotes not relaxed), a line break ends a record exactly when an even number of quote marks come
// before it. A file with broken quoting still reaches csv-parse, which names the fault: every slice
// up to the fault starts where a record really starts. The scan is of UTF-8 bytes, where quotes,
// commas and line breaks never occur inside another character.

/** Whole records of a CSV file, and the spreadsheet row of the first (the header is row 1). */
export interface CsvSlice {
  bytes: Uint8Array;
  firstRow: number;
}

/** A record too big to hand to the parser: its row, cells and length in bytes. */
export interface OversizedRecord {
  row: number;
  cells: number;
  length: number;
  /** It runs to the end of the file inside quotes: a quote was never closed. */
  unclosed: boolean;
}

/** A CSV file cut into slices for the parser, and what is known of it before parsing. */
export interface CsvLayout {
  /** The record delimiter csv-parse would discover (the first line break outside quotes). */
  recordDelimiter?: '\r\n' | '\n' | '\r';
  slices: CsvSlice[];
  /** Records after the header with a cell that is more than spaces and tabs. */
  filledRows: number;
  /** The first record with more than `maxCells` cells or `maxLength` bytes: nothing is sliced. */
  oversized?: OversizedRecord;
}

const quote = 34;
const comma = 44;
const cr = 13;
const lf = 10;

/**
 * Cut a CSV file (UTF-8) into slices of about `sliceLength` bytes that start and end on record
 * boundaries, in one pass and without parsing. Records after the header made only of commas,
 * spaces and tabs (blank rows, which the import skips) are left out between slices, so the parser
 * never spends time on them; each slice says which row it starts on. Stops at the first record
 * with more than `maxCells` cells or `maxLength` bytes.
 */
export function sliceCsv(
  bytes: Uint8Array,
  limits: { maxCells: number; maxLength: number },
  sliceLength = 32 * 1024,
): CsvLayout {
  const slices: CsvSlice[] = [];
  let recordDelimiter: CsvLayout['recordDelimiter'];
  let filledRows = 0;
  let sliceStart = 0;
  let sliceRow = 1;
  let recordStart = 0;
  let row = 1;
  let cells = 1;
  let blank = true;
  let quoted = false;

  // Ends the record [recordStart, end); false when it is too big to go on.
  const endRecord = (end: number) => {
    if (cells > limits.maxCells || end - recordStart > limits.maxLength) return false;
    if (row > 1 && blank) {
      if (sliceStart < recordStart)
        slices.push({ bytes: bytes.subarray(sliceStart, recordStart), firstRow: sliceRow });
      sliceStart = end;
      sliceRow = row + 1;
    } else {
      if (row > 1) filledRows += 1;
      if (end - sliceStart >= sliceLength) {
        slices.push({ bytes: bytes.subarray(sliceStart, end), firstRow: sliceRow });
        sliceStart = end;
        sliceRow = row + 1;
      }
    }
    row += 1;
    cells = 1;
    blank = true;
    recordStart = end;
    return true;
  };
  const oversized = (end: number): CsvLayout => ({
    recordDelimiter,
    slices: [],
    filledRows,
    oversized: { row, cells, length: end - recordStart, unclosed: quoted },
  });

  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === quote) {
      quoted = !quoted;
      blank = false;
    } else if (quoted) {
      continue;
    } else if (c === comma) {
      cells += 1;
    } else if (c === cr || c === lf) {
      const crlf = c === cr && bytes[i + 1] === lf;
      recordDelimiter ??= crlf ? '\r\n' : c === lf ? '\n' : '\r';
      // A line break that is not the file's delimiter is a character of a cell, as for csv-parse.
      const ends = recordDelimiter === '\r\n' ? crlf : recordDelimiter === (c === lf ? '\n' : '\r');
      if (!ends) continue;
      const end = i + recordDelimiter.length;
      if (!endRecord(end)) return oversized(end);
      i = end - 1;
    } else if (c !== 32 && c !== 9) {
      blank = false;
    }
  }
  if (recordStart < bytes.length && !endRecord(bytes.length)) return oversized(bytes.length);
  if (sliceStart < bytes.length)
    slices.push({ bytes: bytes.subarray(sliceStart), firstRow: sliceRow });
  return { recordDelimiter, slices, filledRows };
}
