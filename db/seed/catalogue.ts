/** Demo catalogue for Chandi: six categories and 36 pieces of 925 sterling silver from Jaipur. */
export type Stone =
  | 'none'
  | 'ruby'
  | 'emerald'
  | 'sapphire'
  | 'pearl'
  | 'cz'
  | 'turquoise'
  | 'onyx'
  | 'moonstone'
  | 'amethyst'
  | 'garnet';
export type ProductKind =
  | 'ring'
  | 'band'
  | 'mens-ring'
  | 'signet'
  | 'necklace'
  | 'chain'
  | 'pendant'
  | 'choker'
  | 'bracelet'
  | 'bangle'
  | 'cuff'
  | 'anklet'
  | 'jhumka'
  | 'drop-earring'
  | 'hoop'
  | 'chandbali'
  | 'stud'
  | 'top';
export interface ProductArt {
  kind: ProductKind;
  stone: Stone;
  /** deterministic variation seed */
  seed: number;
  /** background tint family */
  backdrop: 'ivory' | 'blush' | 'sage' | 'slate' | 'sand';
}
export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  art: ProductArt;
}
export interface DemoProduct {
  name: string;
  code: string;
  categorySlug: string;
  description: string;
  priceRupees: number;
  discount: number;
  weightGrams: number;
  status: boolean;
  newArrival: boolean;
  trendingProd: boolean;
  bestSeller: boolean;
  art: ProductArt;
  /** alt text for each generated view, in order; 2 or 3 entries → that many images */
  imageAlts: string[];
  /** Priced by the day's silver rate instead of `priceRupees` (DESIGN §10). */
  linked?: DemoRateLinked;
  /** BIS hallmark unique ID. */
  huid?: string;
  /** The sizes it is made in; the shopper chooses one (DESIGN §10 "Sizes"). */
  sizing?: DemoSizing;
}
/** A demo piece's size type and the sizes it is made in, in the order shown. */
export interface DemoSizing {
  type: 'ring' | 'bangle';
  sizes: string[];
}
/** How a rate-linked demo piece is priced: purity, making (₹ per gram or for the piece), stones ₹. */
export interface DemoRateLinked {
  purity: number;
  makingKind: 'per_gram' | 'fixed';
  making: number;
  other: number;
}

/**
 * The demo's fine-silver rate: ₹192.45 per gram of 999 silver (₹1,92,450 a kilo), a made-up but
 * believable late-2026 figure, dated the day the catalogue is seeded.
 */
export const demoSilverRateRupees = 192.45;

// Plain and chain work is charged per gram; stone pieces carry a fixed setting charge and the stones.
const perGram = (making: number): DemoRateLinked => ({
  purity: 925,
  makingKind: 'per_gram',
  making,
  other: 0,
});
const stoneSet = (making: number, stones: number): DemoRateLinked => ({
  purity: 925,
  makingKind: 'fixed',
  making,
  other: stones,
});

/** Indian ring sizes `from` to `to`, every one: what the descriptions promise. */
const ringSizes = (from: number, to: number): DemoSizing => ({
  type: 'ring',
  sizes: Array.from({ length: to - from + 1 }, (_, i) => String(from + i)),
});
/** Bangle sizes, such as 2-4, 2-6 and 2-8. */
const bangleSizes = (...sizes: string[]): DemoSizing => ({ type: 'bangle', sizes });

export const demoCategories: DemoCategory[] = [
  {
    slug: 'necklace',
    name: 'Necklaces',
    description:
      'Chains, pendants, chokers and beaded necklaces in 925 sterling silver, made by hand in our Jaipur workshop.',
    art: { kind: 'pendant', stone: 'emerald', seed: 9102, backdrop: 'sage' },
  },
  {
    slug: 'bracelets',
    name: 'Bracelets',
    description:
      'Bangles, kadas, link bracelets and payal anklets in solid 92.5% silver, polished or oxidised in Jaipur.',
    art: { kind: 'bangle', stone: 'none', seed: 9201, backdrop: 'slate' },
  },
  {
    slug: 'earrings',
    name: 'Earrings',
    description:
      'Jhumkas, chandbalis, hoops and drops in 925 sterling silver, with granulation and stone work from Jaipur craftsmen.',
    art: { kind: 'jhumka', stone: 'pearl', seed: 9301, backdrop: 'blush' },
  },
  {
    slug: 'tops',
    name: 'Tops',
    description:
      'Small ear tops and studs in 925 sterling silver for every day, finished by hand in Jaipur.',
    art: { kind: 'top', stone: 'ruby', seed: 9401, backdrop: 'ivory' },
  },
  {
    slug: 'ladies-rings',
    name: 'Ladies Rings',
    description:
      'Solitaires, stacking bands and cocktail rings in 92.5% sterling silver, set with natural stones and CZ in Jaipur.',
    art: { kind: 'ring', stone: 'sapphire', seed: 9501, backdrop: 'blush' },
  },
  {
    slug: 'mens-rings',
    name: "Men's Rings",
    description:
      'Signets, bands and stone rings for men in solid 925 sterling silver, cast and finished in Jaipur.',
    art: { kind: 'signet', stone: 'onyx', seed: 9601, backdrop: 'slate' },
  },
];

type Flags = 'new' | 'trend' | 'best' | 'out';

interface Entry {
  name: string;
  code: string;
  art: ProductArt;
  price: number;
  discount: number;
  grams: number;
  flags: Flags[];
  description: string;
  /** what the third (detail) view shows; omitted → only two views */
  detail?: string;
  front?: string;
  linked?: DemoRateLinked;
  huid?: string;
  sizing?: DemoSizing;
}

function make(categorySlug: string, e: Entry): DemoProduct {
  const imageAlts = [
    `${e.name} in 925 sterling silver, ${e.front ?? 'front view'}`,
    `${e.name}, angled close-up`,
  ];
  if (e.detail) imageAlts.push(`${e.name}, ${e.detail}`);
  return {
    name: e.name,
    code: e.code,
    categorySlug,
    description: e.description,
    priceRupees: e.price,
    discount: e.discount,
    weightGrams: e.grams,
    status: !e.flags.includes('out'),
    newArrival: e.flags.includes('new'),
    trendingProd: e.flags.includes('trend'),
    bestSeller: e.flags.includes('best'),
    art: e.art,
    imageAlts,
    linked: e.linked,
    huid: e.huid,
    sizing: e.sizing,
  };
}

const onBust = 'on a velvet neck display';

const necklaces: Entry[] = [
  {
    name: 'Oxidised Temple Choker',
    code: 'NCK-101',
    art: { kind: 'choker', stone: 'garnet', seed: 1103, backdrop: 'sand' },
    price: 12499,
    discount: 15,
    grams: 58,
    flags: ['trend', 'best'],
    front: onBust,
    detail: 'flat lay showing the temple coin and ghungroo drops',
    description:
      'A close-fitting temple choker in 92.5% sterling silver with an oxidised finish that brings out every granule. Diamond-shaped links are set with garnets, with ghungroo bells below and a lotus coin at the centre. Adjustable thread tie fits 12–15 inch necks. Wipe with a soft dry cloth and store in the pouch provided.',
  },
  {
    name: 'Pearl and Lotus Coin Necklace',
    code: 'NCK-102',
    art: { kind: 'necklace', stone: 'pearl', seed: 1108, backdrop: 'ivory' },
    price: 9999,
    discount: 10,
    grams: 45,
    flags: [],
    front: onBust,
    detail: 'laid flat, showing the beaded strand',
    description:
      'Polished 92.5% silver beads strung with freshwater pearls, finished with a hand-chased lotus coin. The strand measures 18 inches with a hook clasp. Keep away from perfume and wipe the pearls gently after wearing.',
  },
  {
    name: 'Emerald Teardrop Pendant',
    code: 'NCK-103',
    art: { kind: 'pendant', stone: 'emerald', seed: 1102, backdrop: 'sage' },
    price: 3299,
    discount: 0,
    grams: 15.4,
    flags: ['new', 'trend'],
    linked: stoneSet(450, 1200),
    huid: 'E5Q9W7',
    front: onBust,
    detail: 'laid flat with its chain',
    description:
      'A pear-cut green emerald sits in a bright-polished teardrop frame of 925 sterling silver edged with granulation. Comes on an 18 inch cable chain. Polish with a silver cloth and store separately to avoid scratches.',
  },
  {
    name: 'Everyday Silver Chain',
    code: 'NCK-104',
    art: { kind: 'chain', stone: 'none', seed: 1104, backdrop: 'slate' },
    price: 3499,
    discount: 5,
    grams: 18.5,
    flags: ['best'],
    linked: perGram(18),
    huid: 'H7K2P9',
    front: onBust,
    detail: 'coiled flat to show the links',
    description:
      'A sturdy everyday chain in solid 92.5% silver with a high-polish finish and a small silver bead charm. 20 inches long with a lobster clasp, and strong enough for heavier pendants. Clean with mild soap and water, then dry well.',
  },
  {
    name: 'Ruby Teardrop Pendant',
    code: 'NCK-105',
    art: { kind: 'pendant', stone: 'ruby', seed: 1105, backdrop: 'blush' },
    price: 2899,
    discount: 20,
    grams: 15,
    flags: ['new'],
    front: onBust,
    description:
      'A faceted ruby teardrop in a polished 925 sterling silver frame, on a fine 18 inch chain. Light enough to wear every day. Store in the anti-tarnish pouch and wipe after each wear.',
  },
  {
    name: 'Turquoise Beaded Necklace',
    code: 'NCK-106',
    art: { kind: 'necklace', stone: 'turquoise', seed: 1106, backdrop: 'sand' },
    price: 6999,
    discount: 0,
    grams: 34.5,
    flags: ['out'],
    front: onBust,
    detail: 'laid flat, showing the turquoise beads',
    description:
      'Round beads of 92.5% sterling silver alternate with stabilised turquoise on a strong nylon-coated wire. 17 inches with a 2 inch extender. Turquoise is porous, so keep it away from water, oils and perfume.',
  },
];

const bracelets: Entry[] = [
  {
    name: 'Twisted Rope Bangle',
    code: 'BRC-201',
    art: { kind: 'bangle', stone: 'none', seed: 1201, backdrop: 'slate' },
    price: 4299,
    discount: 0,
    grams: 28,
    flags: ['best'],
    linked: perGram(45),
    huid: 'B3R8T1',
    detail: 'seen from above',
    sizing: bangleSizes('2-4', '2-6', '2-8'),
    description:
      'A round bangle twisted from solid 92.5% silver wire and polished to a bright shine. Made in bangle sizes 2-4, 2-6 and 2-8 (2¼ to 2½ inches inside). Rub with a silver cloth to restore the shine.',
  },
  {
    name: 'Oxidised Onyx Kada',
    code: 'BRC-202',
    art: { kind: 'cuff', stone: 'onyx', seed: 1203, backdrop: 'sand' },
    price: 7999,
    discount: 10,
    grams: 48,
    flags: [],
    detail: 'close-up of the engraving',
    description:
      'A broad kada in 925 sterling silver, hand-engraved and oxidised so the pattern stands out, with a polished black onyx at the front. Inner diameter 2.5 inches, slips over the hand. Avoid silver dip cleaners, which remove the oxidised finish.',
  },
  {
    name: 'Ghungroo Payal Anklet',
    code: 'BRC-203',
    art: { kind: 'anklet', stone: 'none', seed: 1202, backdrop: 'blush' },
    price: 2999,
    discount: 12,
    grams: 22,
    flags: ['new', 'best'],
    linked: perGram(55),
    detail: 'laid flat, showing the bells',
    description:
      'A single payal in 92.5% sterling silver with tiny ghungroo bells that chime softly as you walk. 10 inches with an adjustable S-hook. Wipe dry after wearing and store flat in its pouch.',
  },
  {
    name: 'Sapphire Station Bracelet',
    code: 'BRC-204',
    art: { kind: 'bracelet', stone: 'sapphire', seed: 1204, backdrop: 'slate' },
    price: 3899,
    discount: 0,
    grams: 16,
    flags: [],
    description:
      'A polished 925 sterling silver link bracelet with blue sapphires set in round bezels along its length. 7 inches plus a 1 inch extender, with a lobster clasp. Clean with a soft brush and mild soapy water.',
  },
  {
    name: 'Moonstone Silver Cuff',
    code: 'BRC-205',
    art: { kind: 'cuff', stone: 'moonstone', seed: 1205, backdrop: 'ivory' },
    price: 14999,
    discount: 25,
    grams: 56,
    flags: ['trend', 'out'],
    detail: 'close-up of the moonstone',
    description:
      'A heavy cuff of 92.5% silver with a polished finish and a glowing oval moonstone at the centre. Fits wrists up to 6.5 inches. Store away from other pieces, as moonstone scratches easily.',
  },
  {
    name: 'Garnet Studded Bangle',
    code: 'BRC-206',
    art: { kind: 'bangle', stone: 'garnet', seed: 1206, backdrop: 'sage' },
    price: 5499,
    discount: 8,
    grams: 31.5,
    flags: [],
    detail: 'seen from above',
    sizing: bangleSizes('2-4', '2-6', '2-8'),
    description:
      'A rounded 925 sterling silver bangle set with deep red garnets in polished collets. Made in bangle sizes 2-4, 2-6 and 2-8, with a smooth inner edge for comfort. Wipe with a silver cloth and keep dry.',
  },
];

const earrings: Entry[] = [
  {
    name: 'Emerald Peacock Jhumka',
    code: 'EAR-301',
    art: { kind: 'jhumka', stone: 'emerald', seed: 1301, backdrop: 'sage' },
    price: 2499,
    discount: 10,
    grams: 14.2,
    flags: ['best', 'trend'],
    detail: 'laid flat, showing the dome and bead fringe',
    description:
      'Bell-shaped jhumkas in 92.5% sterling silver with a flower top set with emeralds and a fringe of tiny silver beads. Polished finish, 2 inch drop, push-back posts. Store in the box provided and wipe after each wear.',
  },
  {
    name: 'Oxidised Temple Jhumka',
    code: 'EAR-302',
    art: { kind: 'jhumka', stone: 'ruby', seed: 1303, backdrop: 'sand' },
    price: 1899,
    discount: 0,
    grams: 12.4,
    flags: [],
    detail: 'laid flat, showing the granulation',
    description:
      'Traditional temple jhumkas in 925 sterling silver, oxidised to show off the granulation, with small rubies in the flower tops. 1.8 inch drop on comfortable posts. Avoid dip cleaners; a dry cloth keeps the dark finish intact.',
  },
  {
    name: 'Pearl Chandbali Earrings',
    code: 'EAR-303',
    art: { kind: 'chandbali', stone: 'pearl', seed: 1302, backdrop: 'blush' },
    price: 3199,
    discount: 15,
    grams: 15.8,
    flags: ['new', 'trend'],
    detail: 'laid flat, showing the pearl fringe',
    description:
      'Crescent chandbalis of polished 92.5% silver edged with granules and finished with a fringe of freshwater pearls. 2.2 inch drop, lightweight for their size. Keep pearls away from perfume and store flat.',
  },
  {
    name: 'Classic Silver Hoops',
    code: 'EAR-304',
    art: { kind: 'hoop', stone: 'none', seed: 1304, backdrop: 'slate' },
    price: 1299,
    discount: 0,
    grams: 7.2,
    flags: [],
    linked: perGram(35),
    description:
      'Medium hoops in solid 925 sterling silver with a bright polish. 1.2 inch diameter with a hinged snap closure. Polish with a silver cloth when they dull.',
  },
  {
    name: 'Amethyst Teardrop Earrings',
    code: 'EAR-305',
    art: { kind: 'drop-earring', stone: 'amethyst', seed: 1305, backdrop: 'ivory' },
    price: 1799,
    discount: 18,
    grams: 6.4,
    flags: ['new'],
    detail: 'laid flat, showing the pear-cut stones',
    description:
      'Pear-cut purple amethysts in polished 92.5% silver teardrop frames with a granulated edge. 1.6 inch drop. Store separately and clean with a soft brush and mild soapy water.',
  },
  {
    name: 'Oxidised Ruby Chandbali',
    code: 'EAR-306',
    art: { kind: 'chandbali', stone: 'ruby', seed: 1307, backdrop: 'sand' },
    price: 2799,
    discount: 5,
    grams: 13.6,
    flags: ['out'],
    detail: 'laid flat, showing the stone work',
    description:
      'Festive chandbalis in 925 sterling silver with an oxidised finish, small rubies along the crescent and a silver bead fringe. 2 inch drop on posts with screw backs. Wipe with a dry cloth only.',
  },
];

const tops: Entry[] = [
  {
    name: 'Pearl Jasmine Tops',
    code: 'TOP-401',
    art: { kind: 'top', stone: 'pearl', seed: 1401, backdrop: 'ivory' },
    price: 799,
    discount: 0,
    grams: 3.2,
    flags: ['best', 'new'],
    detail: 'laid flat, top view',
    description:
      'Jasmine-flower ear tops in polished 92.5% sterling silver with a freshwater pearl centre. 12 mm across with push-back posts, light enough for all-day wear. Wipe the pearl gently after wearing.',
  },
  {
    name: 'CZ Solitaire Studs',
    code: 'TOP-402',
    art: { kind: 'stud', stone: 'cz', seed: 1402, backdrop: 'slate' },
    price: 999,
    discount: 10,
    grams: 2.4,
    flags: ['best', 'trend'],
    linked: stoneSet(180, 150),
    description:
      'Brilliant-cut cubic zirconia studs in a claw setting of 925 sterling silver with a bright polish. 7 mm stones with secure push-backs. Clean with a soft toothbrush and warm soapy water.',
  },
  {
    name: 'Oxidised Kamal Tops',
    code: 'TOP-403',
    art: { kind: 'top', stone: 'ruby', seed: 1403, backdrop: 'blush' },
    price: 699,
    discount: 0,
    grams: 3.6,
    flags: ['trend'],
    detail: 'laid flat, top view',
    description:
      'Lotus ear tops in oxidised 92.5% silver with a small ruby at the heart of each flower. 14 mm across on push-back posts. Keep dry and avoid dip cleaners to protect the dark finish.',
  },
  {
    name: 'Emerald Round Studs',
    code: 'TOP-404',
    art: { kind: 'stud', stone: 'emerald', seed: 1404, backdrop: 'sage' },
    price: 1199,
    discount: 5,
    grams: 2.8,
    flags: ['new'],
    description:
      'Round green emeralds held by polished claws of 925 sterling silver. 6 mm stones on push-back posts, comfortable for everyday wear. Store in the box provided and wipe after use.',
  },
  {
    name: 'Turquoise Petal Tops',
    code: 'TOP-405',
    art: { kind: 'top', stone: 'turquoise', seed: 1405, backdrop: 'sand' },
    price: 849,
    discount: 15,
    grams: 3,
    flags: [],
    detail: 'laid flat, top view',
    description:
      'Petal tops in polished 92.5% silver around a turquoise cabochon. 13 mm across with push-backs. Turquoise is porous, so keep it away from water and perfume.',
  },
  {
    name: 'Granulated Silver Studs',
    code: 'TOP-406',
    art: { kind: 'stud', stone: 'none', seed: 1406, backdrop: 'ivory' },
    price: 499,
    discount: 0,
    grams: 2.2,
    flags: [],
    linked: perGram(60),
    description:
      'Simple dome studs in 925 sterling silver with a polished finish, no stones. 8 mm across on push-back posts, ideal for second piercings. Polish with a silver cloth.',
  },
];

const ladiesRings: Entry[] = [
  {
    name: 'Ruby Solitaire Ring',
    code: 'LRG-501',
    art: { kind: 'ring', stone: 'ruby', seed: 1501, backdrop: 'blush' },
    price: 1899,
    discount: 10,
    grams: 4.2,
    flags: ['best', 'trend'],
    linked: stoneSet(350, 650),
    detail: 'detail of the claw setting',
    sizing: ringSizes(8, 20),
    description:
      'A faceted ruby raised in a claw setting on a slim band of 92.5% sterling silver, polished to a mirror finish. Available in ring sizes 8 to 20 (Indian). Remove before washing hands and wipe with a silver cloth.',
  },
  {
    name: 'Pearl Blossom Ring',
    code: 'LRG-502',
    art: { kind: 'ring', stone: 'pearl', seed: 1502, backdrop: 'ivory' },
    price: 1499,
    discount: 0,
    grams: 3.8,
    flags: ['new'],
    detail: 'detail of the pearl setting',
    sizing: ringSizes(8, 18),
    description:
      'A single freshwater pearl on a polished cup of 925 sterling silver with granule shoulders. Sizes 8 to 18, comfortable for daily wear. Keep the pearl away from lotion and perfume.',
  },
  {
    name: 'Sapphire Claw Ring',
    code: 'LRG-503',
    art: { kind: 'ring', stone: 'sapphire', seed: 1504, backdrop: 'slate' },
    price: 2199,
    discount: 20,
    grams: 4.6,
    flags: [],
    detail: 'detail of the sapphire',
    sizing: ringSizes(8, 20),
    description:
      'A blue sapphire held in bright-polished claws on a band of 92.5% sterling silver. Sizes 8 to 20, with a comfort-fit inner edge. Store on its own to avoid scratches and clean with mild soapy water.',
  },
  {
    name: 'Oxidised Granule Dome Ring',
    code: 'LRG-504',
    art: { kind: 'ring', stone: 'none', seed: 1503, backdrop: 'sand' },
    price: 1299,
    discount: 0,
    grams: 5.4,
    flags: ['out'],
    detail: 'detail of the granulation',
    sizing: ringSizes(10, 20),
    description:
      'A dome of hand-applied silver granules in oxidised 925 sterling silver, no stones. Sizes 10 to 20. Wipe with a dry cloth; dip cleaners will strip the dark finish.',
  },
  {
    name: 'Textured Stacking Band',
    code: 'LRG-505',
    art: { kind: 'band', stone: 'none', seed: 1505, backdrop: 'blush' },
    price: 999,
    discount: 12,
    grams: 3.4,
    flags: ['best'],
    linked: perGram(40),
    detail: 'detail of the texture',
    sizing: ringSizes(6, 20),
    description:
      'A slim textured band in solid 92.5% silver with a polished finish, made to stack. Sizes 6 to 20. Polish with a silver cloth; the texture hides everyday scuffs.',
  },
  {
    name: 'CZ Half-Eternity Band',
    code: 'LRG-506',
    art: { kind: 'band', stone: 'cz', seed: 1506, backdrop: 'sage' },
    price: 1699,
    discount: 15,
    grams: 3.6,
    flags: ['trend'],
    detail: 'detail of the stones',
    sizing: ringSizes(8, 18),
    description:
      'A row of brilliant cubic zirconia set across the front of a polished 925 sterling silver band. Sizes 8 to 18. Clean behind the stones with a soft brush and warm soapy water.',
  },
];

const mensRings: Entry[] = [
  {
    name: 'Onyx Signet Ring',
    code: 'MRG-601',
    art: { kind: 'signet', stone: 'onyx', seed: 1601, backdrop: 'slate' },
    price: 3499,
    discount: 0,
    grams: 10.5,
    flags: ['best', 'trend'],
    linked: stoneSet(600, 250),
    huid: 'M6X4N2',
    detail: 'detail of the onyx face',
    sizing: ringSizes(16, 28),
    description:
      'A classic signet in solid 92.5% sterling silver with a polished black onyx face and a bevelled frame. Sizes 16 to 28 (Indian). Wipe with a silver cloth and keep away from hard knocks.',
  },
  {
    name: "Sun Motif Men's Ring",
    code: 'MRG-602',
    art: { kind: 'mens-ring', stone: 'none', seed: 1602, backdrop: 'sand' },
    price: 2899,
    discount: 10,
    grams: 11.2,
    flags: ['new'],
    detail: 'detail of the engraved sun',
    sizing: ringSizes(16, 28),
    description:
      'A broad 925 sterling silver ring with an engraved sun on a polished face, no stones. Sizes 16 to 28 with a comfort-fit inner edge. Polish with a silver cloth to keep the rays bright.',
  },
  {
    name: "Oxidised Garnet Men's Ring",
    code: 'MRG-603',
    art: { kind: 'mens-ring', stone: 'garnet', seed: 1603, backdrop: 'slate' },
    price: 3199,
    discount: 5,
    grams: 11.8,
    flags: [],
    detail: 'detail of the garnet',
    sizing: ringSizes(18, 28),
    description:
      'A dark red garnet set in a square face of oxidised 92.5% silver, on a heavy band. Sizes 18 to 28. Avoid dip cleaners; a dry cloth keeps the blackened finish even.',
  },
  {
    name: "Men's Textured Band",
    code: 'MRG-604',
    art: { kind: 'band', stone: 'none', seed: 1604, backdrop: 'ivory' },
    price: 2299,
    discount: 0,
    grams: 8.6,
    flags: [],
    linked: perGram(40),
    sizing: ringSizes(16, 30),
    description:
      'A wide band of solid 925 sterling silver with a textured, polished finish. Sizes 16 to 30. Clean with mild soapy water and dry well.',
  },
  {
    name: 'Turquoise Signet Ring',
    code: 'MRG-605',
    art: { kind: 'signet', stone: 'turquoise', seed: 1605, backdrop: 'sage' },
    price: 3799,
    discount: 20,
    grams: 10.2,
    flags: [],
    detail: 'detail of the turquoise face',
    sizing: ringSizes(16, 28),
    description:
      'A polished 92.5% silver signet set with a turquoise cabochon. Sizes 16 to 28. Turquoise is porous, so take the ring off before washing or using lotion.',
  },
  {
    name: "Sapphire Men's Ring",
    code: 'MRG-606',
    art: { kind: 'mens-ring', stone: 'sapphire', seed: 1606, backdrop: 'sand' },
    price: 4499,
    discount: 8,
    grams: 12,
    flags: ['new'],
    detail: 'detail of the sapphire',
    sizing: ringSizes(16, 28),
    description:
      'A deep blue sapphire in a bevelled face of polished 925 sterling silver, with granule accents. Sizes 16 to 28. Clean with a soft brush and mild soapy water.',
  },
];

export const demoProducts: DemoProduct[] = [
  ...necklaces.map((e) => make('necklace', e)),
  ...bracelets.map((e) => make('bracelets', e)),
  ...earrings.map((e) => make('earrings', e)),
  ...tops.map((e) => make('tops', e)),
  ...ladiesRings.map((e) => make('ladies-rings', e)),
  ...mensRings.map((e) => make('mens-rings', e)),
];
