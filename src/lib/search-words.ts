// How shoppers write what they look for, and the words the catalogue uses. The index and queries
// pass through the same canonicalWord, so "Jhumkis", "jumka" and "JHUMKA" are one word; synonyms
// widen a query only ("payal" also looks for anklets), so a product keeps its own words.

/** Other spellings, misspellings and Hindi names → the catalogue's word (already singular). */
export const spellings: Record<string, string> = {
  // Earrings
  jumka: 'jhumka',
  jhumki: 'jhumka',
  jhumaka: 'jhumka',
  jumki: 'jhumka',
  jhoomka: 'jhumka',
  jhumkha: 'jhumka',
  jhumkaa: 'jhumka',
  earing: 'earring',
  eairing: 'earring',
  earrring: 'earring',
  chandbaali: 'chandbali',
  chaandbali: 'chandbali',
  // Necklaces
  neckless: 'necklace',
  neckle: 'necklace',
  necklase: 'necklace',
  neklace: 'necklace',
  necklece: 'necklace',
  nacklace: 'necklace',
  haar: 'necklace',
  pendent: 'pendant',
  pandent: 'pendant',
  mangalsootra: 'mangalsutra',
  // Wrists, ankles, toes, noses
  braclet: 'bracelet',
  bracelete: 'bracelet',
  braslet: 'bracelet',
  breslet: 'bracelet',
  bangel: 'bangle',
  bangal: 'bangle',
  kangan: 'bangle',
  chudi: 'bangle',
  churi: 'bangle',
  kadaa: 'kada',
  kara: 'kada',
  payel: 'payal',
  paayal: 'payal',
  pajeb: 'payal',
  pazeb: 'payal',
  ankelet: 'anklet',
  bichhiya: 'bichiya',
  bichia: 'bichiya',
  bichhia: 'bichiya',
  nathni: 'nath',
  nathani: 'nath',
  anguthi: 'ring',
  angoothi: 'ring',
  // Finishes, stones, work
  oxidized: 'oxidised',
  oxidise: 'oxidised',
  oxidize: 'oxidised',
  oxodised: 'oxidised',
  oxydised: 'oxidised',
  ghungru: 'ghungroo',
  ghunghroo: 'ghungroo',
  ghunghru: 'ghungroo',
  minakari: 'meenakari',
  solitare: 'solitaire',
  emrald: 'emerald',
  emarald: 'emerald',
  saphire: 'sapphire',
  safire: 'sapphire',
  amethist: 'amethyst',
  turquise: 'turquoise',
  turqoise: 'turquoise',
  firoza: 'turquoise',
  feroza: 'turquoise',
  moti: 'pearl',
  // Who it is for, and the shop's own words
  gent: 'men',
  man: 'men',
  woman: 'women',
  chandi: 'silver',
  chaandi: 'silver',
  jewelry: 'jewellery',
  jewelery: 'jewellery',
  jwellery: 'jewellery',
};

/** Two words written for one: "ear ring" is "earring". */
const joined: Record<string, string> = {
  'ear ring': 'earring',
  'neck lace': 'necklace',
  'mangal sutra': 'mangalsutra',
  'chand bali': 'chandbali',
  'maang tikka': 'tikka',
  'mang tikka': 'tikka',
};

/** Other words for the same kind of piece: a query for the key also finds these (ranked lower). */
export const synonyms: Record<string, string[]> = {
  payal: ['anklet'],
  anklet: ['payal'],
  kada: ['bangle'],
  bangle: ['kada'],
  nath: ['nose ring', 'nose pin'],
  'nose ring': ['nath', 'nose pin'],
  'nose pin': ['nath', 'nose ring'],
  laung: ['nose pin', 'nath'],
  bichiya: ['toe ring'],
  'toe ring': ['bichiya'],
  mangalsutra: ['black bead'],
  top: ['stud'],
  stud: ['top'],
  bali: ['hoop'],
  hoop: ['bali'],
  locket: ['pendant'],
  pendant: ['locket'],
  lady: ['women'],
  women: ['lady'],
  bajuband: ['armlet'],
  armlet: ['bajuband'],
};

/** Words every piece here has; a query drops them when it has other words ("silver ring" → ring). */
const shopWords = new Set(['silver', 'sterling', '925', 'jewellery', 'pure', 'piece']);
/** Words that say nothing about a piece, left out of queries and of the description's words. */
export const fillerWords = new Set(
  'a about across after all along also an and any are around as at be before behind by can each even for from has have in into is it its of off on only or other our out over own so than that the their then they this through to too up use using very when which while will with you your'.split(
    ' ',
  ),
);

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');

/** The words of a text: runs of letters and digits, lower case, without accents or apostrophes. */
export const splitWords = (text: string) =>
  plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// A plural's singular, good enough for jewellery: rings, earrings, necklaces, watches, ladies.
function singular(word: string): string {
  // Not plurals: glass, lotus, porous (but jhumkis and chandbalis are).
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us)$/.test(word) || /\d/.test(word))
    return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** One word as the index holds it: plain lower case, singular, known misspellings corrected. */
export function canonicalWord(word: string): string {
  const written = plain(word);
  const single = singular(written);
  return spellings[written] ?? spellings[single] ?? single;
}

/**
 * A query as groups that must all match; each group lists alternatives (the shopper's words
 * first, then synonyms), each alternative the words it needs. Words common to every piece are
 * dropped when others remain.
 */
export function queryGroups(query: string): string[][][] {
  const words: string[] = [];
  // Single letters say too little to look for (the index leaves them out too); digits stay.
  for (const word of splitWords(query)
    .filter((w) => w.length > 1 || /\d/.test(w))
    .map(canonicalWord)) {
    const pair = `${words.at(-1)} ${word}`;
    if (joined[pair]) words.splice(-1, 1, joined[pair]);
    else words.push(word);
  }
  const meaningful = words.filter((w) => !shopWords.has(w) && !fillerWords.has(w));
  const kept = meaningful.length > 0 ? meaningful : words;
  const groups: string[][][] = [];
  for (let i = 0; i < kept.length; i++) {
    const pair = `${kept[i]} ${kept[i + 1]}`;
    const key = synonyms[pair] ? pair : kept[i]!;
    if (key === pair) i++;
    groups.push([key.split(' '), ...(synonyms[key] ?? []).map((s) => s.split(' '))]);
  }
  return groups;
}
