// A total in words as Indian invoices write it: lakh and crore, not million ("Rupees One Lakh Six
// Thousand Six Hundred Only").

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
const belowHundred = (n: number) =>
  n < 20 ? ones[n]! : [tens[Math.floor(n / 10)]!, ones[n % 10]!].filter(Boolean).join(' ');

/** 0–999 in words ('' for 0). */
const belowThousand = (n: number) =>
  [n >= 100 ? `${ones[Math.floor(n / 100)]} Hundred` : '', belowHundred(n % 100)]
    .filter(Boolean)
    .join(' ');

/**
 * A whole number of rupees in words with Indian grouping: crore (10^7), lakh (10^5), thousand,
 * hundred; above 99 crore the crores themselves are counted the same way ("One Thousand Crore").
 * Zero is "Zero".
 */
export function wholeInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${wholeInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Lakh Six Thousand Six Hundred Only" for 1,06,600 rupees (paise given, whole rupees). */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${wholeInWords(rupees)}${paiseWords} Only`;
}
