// The shop's facts (DESIGN §10 "Shop settings live in the database"): their shape, the defaults an
// empty database starts from, and how pages show them. No dependencies, so the build, the server
// and the admin's Settings screen share it. Pages read the saved values through
// `getShopSettings()` (src/lib/catalogue.ts), never the defaults directly.

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** One day's opening hours, as 24-hour `HH:MM` times in shop time; a closed day may leave them empty. */
export interface DayHours {
  closed: boolean;
  opens: string;
  closes: string;
}

export const socialNetworks = ['instagram', 'facebook', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface ShopAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}

/**
 * The About and Contact pages' own words, which the owner may change (issue 32): plain text,
 * shown escaped; a blank line starts a new paragraph.
 */
export interface PageTexts {
  /** The street or quarter the pages name ("Johari Bazaar"), beside the city on About. */
  area: string;
  /** The founder's story on About. */
  story: string;
  /** The invitation at the head of the Contact page. */
  contactIntro: string;
}

/**
 * The wording the pages had before the owner could change it. The story names the shop and its
 * street as saved, as that fixed wording did, until the owner writes their own.
 */
export const defaultPageTexts = (name: string, street: string): PageTexts => ({
  area: 'Johari Bazaar',
  story: [
    `${name} began in 1992 as a two-bench workshop in ${street}, a few steps from the Hawa Mahal, where Mohan Lal Soni made silver for families who had bought from his father.`,
    'Our name is the Hindi word for silver, and silver is all we work in: solid 925 sterling, 92.5% pure, shaped, set and polished by hand. The workshop has grown to a small team of karigars, and the pieces now travel across India, but the way we make them has not changed. A ring still starts as a drawing at the bench and ends with the 925 stamp.',
    'We make rings, necklaces, chains, bracelets, earrings and tops that are meant to be worn every day and handed down, and we repair and re-polish what we make for as long as you own it.',
  ].join('\n\n'),
  contactIntro:
    'Ask about a piece, a custom design, a repair or your ring size. Visit us in Johari Bazaar, call, or send a message below.',
});

/** A text's paragraphs: split at blank lines, each trimmed, none empty. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The owner-editable facts, as `GET /api/settings` returns them (money in rupees). */
export interface ShopSettings {
  name: string;
  /** The registered business name, for the terms page and the search engines' record. */
  legalName: string;
  address: ShopAddress;
  /** Written `+91 98290 12345`. */
  phone: string;
  whatsapp: string;
  email: string;
  hours: Record<Weekday, DayHours>;
  /** An https address per network; empty means the shop has none there (no link is shown). */
  social: Record<SocialNetwork, string>;
  map: { lat: number; lon: number };
  /** Empty when the shop has not given one. */
  gstin: string;
  /** Flat charge on a cart up to `freeAbove`, free above it (rupees). */
  shipping: { charge: number; freeAbove: number };
  pages: PageTexts;
}

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });

/**
 * The values of an empty database: plainly a demo (an `.example` address, no social accounts, no
 * GSTIN), shown until the owner saves their own; the dashboard says so meanwhile.
 */
export const defaultShopSettings: ShopSettings = {
  name: 'Chandi',
  legalName: 'Chandi Silver Jewellers (demo)',
  address: {
    line1: '14, Johari Bazaar',
    line2: 'Near Hawa Mahal',
    city: 'Jaipur',
    region: 'Rajasthan',
    postcode: '302003',
    country: 'India',
  },
  phone: '+91 98290 12345',
  whatsapp: '+91 98290 12345',
  email: 'support@chandi.example',
  hours: {
    monday: open('11:00', '19:00'),
    tuesday: open('11:00', '19:00'),
    wednesday: open('11:00', '19:00'),
    thursday: open('11:00', '19:00'),
    friday: open('11:00', '19:00'),
    saturday: open('11:00', '19:00'),
    sunday: open('11:00', '17:00'),
  },
  social: { instagram: '', facebook: '', youtube: '', pinterest: '' },
  map: { lat: 26.9213, lon: 75.8246 },
  gstin: '',
  shipping: { charge: 12, freeAbove: 5000 },
  pages: defaultPageTexts('Chandi', '14, Johari Bazaar'),
};

/** What the shop says about itself that is part of the design, not a setting. */
export const brand = {
  tagline: '925 Sterling Silver Jewellery from Jaipur',
  founded: 1992,
} as const;

/** "monday" → "Monday". */
export const dayName = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** "19:00" → "7:00 pm": opening times as shoppers read them. */
const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

/** One row of opening hours: the label shoppers see and the schema.org fields search engines read. */
export interface OpeningRow {
  /** "Monday – Saturday", or one day's name. */
  days: string;
  dayOfWeek: string[];
  closed: boolean;
  opens: string;
  closes: string;
  /** "11:00 am – 7:00 pm", or "Closed". */
  time: string;
}

/** A line per weekday, Monday first, for the phone menu to show today's: hours or "Closed today". */
export const todayHoursLines = (hours: Record<Weekday, DayHours>) =>
  weekdays.map((day) => {
    const { closed, opens, closes } = hours[day];
    return closed ? 'Closed today' : `Open today, ${clock(opens)} – ${clock(closes)}`;
  });

/** The week as rows, consecutive days with the same hours (or all closed) sharing one row. */
export function openingRows(hours: Record<Weekday, DayHours>): OpeningRow[] {
  const rows: OpeningRow[] = [];
  const same = (a: DayHours, b: DayHours) =>
    a.closed === b.closed && (a.closed || (a.opens === b.opens && a.closes === b.closes));
  let start = 0;
  weekdays.forEach((day, i) => {
    const next = weekdays[i + 1];
    if (next && same(hours[day], hours[next])) return;
    const days = weekdays.slice(start, i + 1).map(dayName);
    const { closed, opens, closes } = hours[day];
    rows.push({
      days: days.length > 1 ? `${days[0]} – ${days.at(-1)}` : days[0]!,
      dayOfWeek: days,
      closed,
      opens,
      closes,
      time: closed ? 'Closed' : `${clock(opens)} – ${clock(closes)}`,
    });
    start = i + 1;
  });
  return rows;
}

/** The address on one line, without the country. */
export const addressLine = (a: ShopAddress) =>
  [a.line1, a.line2, a.city, `${a.region} ${a.postcode}`.trim()].filter(Boolean).join(', ');

/** A `tel:` link for a written phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat link for a written number, optionally with a message typed in. */
export const whatsappHref = (number: string, text?: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

const networkLabels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** The social accounts the shop has, in a fixed order, with their display names. */
export const socialLinks = (social: Record<SocialNetwork, string>) =>
  socialNetworks
    .filter((network) => social[network])
    .map((network) => ({ network, label: networkLabels[network], href: social[network] }));
