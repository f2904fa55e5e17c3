// The quote as a PDF (pdf-lib, on Node and in workerd alike): loaded with a dynamic import only
// where a quote is made, so the rest of the Worker never evaluates it.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { rupeesInWords } from '../../../src/contract/amount-in-words';
import { gstStateName } from '../../../src/contract/gst-states';
import { shopperRupees } from '../../../src/contract/money';
import { formatRateDate, purityName } from '../../../src/contract/pricing';
import {
  convertedAmount,
  convertedNote,
  convertedText,
  currencyText,
  jewelleryHsn,
  type QuoteView,
} from '../../../src/contract/quotes';
import { quoteSans } from './quote-fonts';

/** Everything printed on a quote besides the quote itself. */
export interface QuotePdfParties {
  shop: { name: string; address: string; phone: string; email: string; gstin: string };
  shopState: string;
  customer: { name: string; email: string };
  reference: string;
}

const a4 = [595.28, 841.89] as const;
const margin = 48;
const ink = rgb(0.12, 0.16, 0.22);
const grey = rgb(0.4, 0.4, 0.4);

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Characters the embedded font lacks become "?", so no text can break the drawing. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff₹–—‘’“”•×·]/g, '?');

const money = (rupees: number) => shopperRupees(rupees);

/** A top-down writer on A4 pages that starts a new page when the next line will not fit. */
class Sheet {
  y = a4[1] - margin;
  page: PDFPage;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage([...a4]);
  }
  room(height: number) {
    if (this.y - height < margin) {
      this.page = this.doc.addPage([...a4]);
      this.y = a4[1] - margin;
    }
  }
  width = (text: string, size: number) => this.font.widthOfTextAtSize(printable(text), size);
  text(text: string, x: number, size = 9, color = ink) {
    this.page.drawText(printable(text), { x, y: this.y, size, font: this.font, color });
  }
  right(text: string, rightX: number, size = 9) {
    this.text(text, rightX - this.width(text, size), size);
  }
  /** Words wrapped to `width`; returns the lines. */
  wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.width(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }
  paragraph(text: string, size = 9, color = ink, width = a4[0] - 2 * margin) {
    for (const line of this.wrap(text, width, size)) {
      this.room(size + 4);
      this.text(line, margin, size, color);
      this.y -= size + 4;
    }
  }
  rule() {
    this.page.drawLine({
      start: { x: margin, y: this.y + 4 },
      end: { x: a4[0] - margin, y: this.y + 4 },
      thickness: 0.5,
      color: grey,
    });
    this.y -= 6;
  }
  gap(points: number) {
    this.y -= points;
  }
}

// Columns of the lines table: x of the left edge (text) or right edge (numbers).
const col = {
  no: margin,
  piece: margin + 20,
  hsn: 330,
  qty: 395,
  unit: 470,
  amount: a4[0] - margin,
};

/** The breakup of a rate-linked line in words, under its piece. */
const breakupText = (line: QuoteView['lines'][number]) => {
  const b = line.breakup;
  if (!b) return '';
  const discount = b.discount ? `, less ${b.discount} %` : '';
  return `${b.weight} g ${purityName(b.purity)}: metal ${money(b.metal)} + making ${money(b.making)} + other ${money(b.other)}${discount}`;
};

/**
 * The quote as an A4 PDF: the shop (name, address, GSTIN), number, dates and the customer, the
 * lines with HSN 7113, the taxable value, CGST + SGST or IGST, the total in figures and words,
 * validity and the silver rate with its date. Text is real text, so a PDF reader extracts it.
 */
export async function quotePdf(quote: QuoteView, parties: QuotePdfParties): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Quotation ${quote.number}`);
  doc.setAuthor(parties.shop.name);
  doc.setCreationDate(new Date(quote.createdAt));
  doc.setModificationDate(new Date(quote.createdAt));
  // Without ligatures: a "fi" glyph would reach a PDF reader as another character.
  const font = await doc.embedFont(fromBase64(quoteSans), {
    subset: false,
    features: { liga: false, clig: false, dlig: false },
  });
  const s = new Sheet(doc, font);
  const { shop } = parties;

  s.text(shop.name, margin, 16);
  s.right('QUOTATION', col.amount, 14);
  s.gap(18);
  s.paragraph(shop.address, 9, grey, 300);
  s.paragraph([shop.phone, shop.email].filter(Boolean).join(' · '), 9, grey);
  s.paragraph(
    `GSTIN: ${shop.gstin || 'not registered'} · State: ${gstStateName(parties.shopState)} (${parties.shopState})`,
    9,
    grey,
  );
  s.gap(8);
  s.rule();
  const facts: [string, string][] = [
    ['Quote number', quote.number],
    ['Date', quote.createdAt.slice(0, 10)],
    ['Valid until', `${formatRateDate(quote.validUntil)} (inclusive)`],
    ['Inquiry', parties.reference],
    ['Customer', `${parties.customer.name} <${parties.customer.email}>`],
    [
      'Place of supply',
      `${gstStateName(quote.customerState)} (${quote.customerState})${quote.customerGstin ? ` · GSTIN: ${quote.customerGstin}` : ''}`,
    ],
  ];
  for (const [label, value] of facts) {
    s.room(13);
    s.text(label, margin, 9, grey);
    s.text(value, margin + 95, 9);
    s.gap(13);
  }
  s.gap(6);
  s.room(30);
  for (const [label, x, right] of [
    ['#', col.no, false],
    ['Piece', col.piece, false],
    ['HSN', col.hsn, false],
    ['Qty', col.qty, true],
    ['Unit (₹)', col.unit, true],
    ['Amount (₹)', col.amount, true],
  ] as const) {
    if (right) s.right(label, x);
    else s.text(label, x);
  }
  s.gap(6);
  s.rule();
  quote.lines.forEach((line, i) => {
    const piece = `${line.name} (${line.code})${line.size ? `, size ${line.size}` : ''}`;
    const wrapped = s.wrap(piece, col.hsn - col.piece - 10, 9);
    s.room(14 * wrapped.length + 12);
    s.text(String(i + 1), col.no);
    s.text(jewelleryHsn, col.hsn);
    s.right(String(line.qty), col.qty);
    s.right(money(line.unitPrice), col.unit);
    s.right(money(line.amount), col.amount);
    for (const part of wrapped) {
      s.text(part, col.piece);
      s.gap(12);
    }
    if (quote.fx) {
      s.room(10);
      const fx = quote.fx;
      s.text(
        `In ${fx.currency}: ${convertedText(line.unitPrice, fx)} each, ${convertedText(line.amount, fx)} before GST`,
        col.piece,
        7.5,
        grey,
      );
      s.gap(10);
    }
    const breakup = breakupText(line);
    if (breakup) {
      for (const part of s.wrap(breakup, col.amount - col.piece, 7.5)) {
        s.room(10);
        s.text(part, col.piece, 7.5, grey);
        s.gap(10);
      }
    }
    s.gap(4);
  });
  s.rule();
  const totals: [string, number][] = [
    ['Taxable value', quote.taxable],
    ...(quote.igst
      ? ([['IGST @ 3 %', quote.igst]] as [string, number][])
      : ([
          ['CGST @ 1.5 %', quote.cgst],
          ['SGST @ 1.5 %', quote.sgst],
        ] as [string, number][])),
  ];
  for (const [label, value] of totals) {
    s.room(13);
    s.right(label, col.unit);
    s.right(money(value), col.amount);
    s.gap(13);
  }
  s.room(18);
  s.right('Total', col.unit, 11);
  s.right(money(quote.total), col.amount, 11);
  s.gap(18);
  s.paragraph(`Amount in words: ${rupeesInWords(Math.round(quote.total * 100))}`);
  if (quote.fx) {
    const fx = quote.fx;
    s.gap(8);
    // GST as the difference, so the three converted figures add up as the rupee ones do.
    const taxable = convertedAmount(quote.taxable, fx);
    const total = convertedAmount(quote.total, fx);
    const gst = Math.round((total - taxable) * 100) / 100;
    s.paragraph(
      `In ${fx.currency}: taxable value ${currencyText(taxable, fx)}, GST ${currencyText(gst, fx)}, total ${currencyText(total, fx)}.`,
      10,
    );
    s.paragraph(convertedNote(fx), 8, grey);
  }
  s.gap(8);
  s.paragraph(
    quote.rate === null
      ? `Prices hold until ${formatRateDate(quote.validUntil)}.`
      : `Silver rate: ₹${quote.rate} per gram of fine silver (999), rate of ${formatRateDate(quote.rateDate ?? '')}. Rate-linked prices are held at this rate until ${formatRateDate(quote.validUntil)}.`,
  );
  if (quote.message) {
    s.gap(8);
    s.paragraph(quote.message);
  }
  s.gap(8);
  s.paragraph(
    'Accept this quote or ask for changes from the private link in our e-mail. This is a quotation, not a tax invoice.',
    8,
    grey,
  );
  return doc.save();
}
