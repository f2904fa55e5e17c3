/** "19:00" → "7:00 pm": opening times as shoppers read them. */
const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

/** One row of opening hours: the label shoppers see and the schema.org fields search engines read. */
const opening = (days: string, dayOfWeek: string[], opens: string, closes: string) => ({
  days,
  dayOfWeek,
  opens,
  closes,
  time: `${clock(opens)} – ${clock(closes)}`,
});

/** The one source of the shop's facts (DESIGN §2, §5): pages, footer and SEO read them from here. */
export const shop = {
  name: 'Chandi',
  tagline: '925 Sterling Silver Jewellery from Jaipur',
  founded: 1992,
  address: {
    line1: '14, Johari Bazaar',
    line2: 'Near Hawa Mahal',
    city: 'Jaipur',
    region: 'Rajasthan',
    postcode: '302003',
    country: 'India',
  },
  /** The shop's position, for the contact page's map (shown only when asked). */
  geo: { lat: 26.9213, lon: 75.8246 },
  phone: '+91 141 256 7890',
  whatsapp: '+91 98290 12345',
  email: 'support@chandi.example',
  hours: [
    opening(
      'Monday – Saturday',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      '11:00',
      '19:00',
    ),
    opening('Sunday', ['Sunday'], '11:00', '17:00'),
  ],
  social: {
    instagram: 'https://www.instagram.com/',
    whatsapp: 'https://wa.me/919829012345',
  },
  copyrightYear: 2025,
  freeShippingAbove: 5000,
  shippingCharge: 12,
} as const;

/** The address on one line. */
export const shopAddressLine = () =>
  `${shop.address.line1}, ${shop.address.line2}, ${shop.address.city}, ${shop.address.region} ${shop.address.postcode}`;
