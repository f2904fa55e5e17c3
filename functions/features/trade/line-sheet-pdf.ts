// A trade buyer's line sheet as a PDF (pdf-lib, on Node and in workerd alike): loaded with a dynamic
// import only where one is made, so the rest of the Worker never evaluates it. The quote's
// embedded face (DejaVu Sans cut to Latin and ₹) prints the rupee sign.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { shopperRupees } from '../../../src/contract/money';
import { formatRateDate, purityName } from '../../../src/contract/pricing';
import { indicativeText, type TradePriceJson } from '../../../src/contract/trade';
import { quoteSans } from '../quote/quote-fonts';

/** One piece of the sheet: the catalogue's facts and the buyer's trade terms. */
export interface LineSheetRow extends TradePriceJson {
  code: string;
  name: string;
  weight: number;
  purity: number;
  retail: number;
  /** The piece's first picture as JPEG, where the runtime could convert it (Node). */
  picture?: Uint8Array;
}

export interface LineSheetHead {
  shopName: string;
  buyer: string;
  rate: { rate: number; date: string } | null;
  madeOn: string;
  validUntil: string;
}

const a4 = [595.28, 841.89] as const;
const margin = 40;
const ink = rgb(0.12, 0.16, 0.22);
const grey = rgb(0.4, 0.4, 0.4);
const pictureSize = 40;
const columns = { code: margin, name: 120, weight: 300, purity: 345, price: 440, min: 515 };
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
// Characters the cut face lacks become "?", so no name can break the drawing.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff₹–—‘’“”•×·€£]/g, '?');

/**
 * The line sheet as an A4 PDF of real text: the shop, for whom, the silver rate and its date, the
 * valid-until date, then per piece its code, name, weight, purity, trade price (retail where it
 * has none), minimum and indicative foreign amounts.
 */
export async function lineSheetPdf(head: LineSheetHead, rows: LineSheetRow[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${head.shopName} line sheet ${head.madeOn}`);
  doc.setAuthor(head.shopName);
  // Without ligatures: a "fi" glyph would reach a PDF reader as another character.
  const font = await doc.embedFont(fromBase64(quoteSans), {
    subset: false,
    features: { liga: false, clig: false, dlig: false },
  });
  let page: PDFPage = doc.addPage([...a4]);
  let y = a4[1] - margin;
  const text = (value: string, x: number, size = 9, color = ink, f: PDFFont = font) =>
    page.drawText(printable(value), { x, y, size, font: f, color });
  const next = (height: number) => {
    y -= height;
    if (y < margin) {
      page = doc.addPage([...a4]);
      y = a4[1] - margin;
    }
  };

  text(`${head.shopName} — trade line sheet`, margin, 15);
  next(18);
  text(`For ${head.buyer} · made ${formatRateDate(head.madeOn)}`, margin, 9, grey);
  next(12);
  text(
    head.rate
      ? `Priced at the fine silver rate of ${shopperRupees(head.rate.rate)}/g of ${formatRateDate(head.rate.date)}; valid until ${formatRateDate(head.validUntil)}.`
      : `Valid until ${formatRateDate(head.validUntil)}.`,
    margin,
    9,
    grey,
  );
  next(12);
  text('Prices include GST 3 %. Amounts in other currencies are indicative.', margin, 9, grey);
  next(20);
  const headings: [string, number][] = [
    ['Code', columns.code],
    ['Name', columns.name],
    ['Weight', columns.weight],
    ['Purity', columns.purity],
    ['Trade price', columns.price],
    ['Minimum', columns.min],
  ];
  for (const [label, x] of headings) text(label, x, 9);
  next(14);
  for (const row of rows) {
    // A picture takes the code's column, 40 points square; the code goes under the name.
    const image = row.picture && (await doc.embedJpg(row.picture));
    if (image) {
      if (y - pictureSize < margin) next(y);
      const scale = pictureSize / Math.max(image.width, image.height);
      page.drawImage(image, {
        x: margin,
        y: y + 9 - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
    if (!image) text(row.code, columns.code);
    text(row.name.length > 34 ? `${row.name.slice(0, 33)}…` : row.name, columns.name);
    text(`${row.weight} g`, columns.weight);
    text(purityName(row.purity), columns.purity, 8);
    text(shopperRupees(row.trade_price ?? row.retail), columns.price);
    text(String(row.min_qty), columns.min);
    let under = 0;
    if (image) {
      next(11);
      under += 11;
      text(`Code ${row.code}`, columns.name, 8, grey);
    }
    if (row.indicative) {
      next(11);
      under += 11;
      text(indicativeText(row.indicative), columns.name, 8, grey);
    }
    next(image ? Math.max(15, pictureSize + 4 - under) : 15);
  }
  return doc.save();
}
