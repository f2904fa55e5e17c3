import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { sliceCsv } from './csv-slices';

const bytes = (text: string) => new TextEncoder().encode(text);
const limits = { maxCells: 64, maxLength: 64 * 1024 };

/** Each record of the slices with its row, as the import reads them. */
function sliced(text: string, sliceLength: number) {
  const layout = sliceCsv(bytes(text), limits, sliceLength);
  return layout.slices.flatMap((slice) =>
    (
      parse(slice.bytes, {
        relax_column_count: true,
        record_delimiter: layout.recordDelimiter,
      }) as string[][]
    ).map((cells, index) => ({ row: slice.firstRow + index, cells })),
  );
}

/** Each record of the whole file with its row, blank rows after the header left out. */
function whole(text: string) {
  return (parse(text, { relax_column_count: true }) as string[][])
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ row, cells }) => row === 1 || cells.join('').replace(/[ \t]/g, '') !== '');
}

describe('sliceCsv', () => {
  const file = [
    'code,name,description',
    'A-1,"Moon, Ring","two\r\nlines"',
    ',,',
    '',
    ' , ',
    'A-2,"say ""hi""",x',
    'A-3,"a\rb",ठीक',
    'A-4,last,',
  ];

  it.each(['\r\n', '\n', '\r'])(
    'cuts on record boundaries only, skipping blank rows and keeping row numbers (%j)',
    (delimiter) => {
      const text = file.join(delimiter);
      for (const sliceLength of [1, 7, 30, 1 << 20]) {
        expect(sliced(text, sliceLength)).toEqual(whole(text));
      }
    },
  );

  it('counts the rows with something in them, and finds the first record too big', () => {
    expect(sliceCsv(bytes(file.join('\r\n')), limits).filledRows).toBe(4);
    const wide = sliceCsv(bytes(`a,b\r\n${','.repeat(99)}x\r\n`), limits);
    expect(wide.oversized).toEqual({ row: 2, cells: 100, length: 102, unclosed: false });
    const long = sliceCsv(bytes(`a\r\n"${'x'.repeat(70_000)}`), limits);
    expect(long.oversized).toMatchObject({ row: 2, cells: 1, unclosed: true });
  });
});
