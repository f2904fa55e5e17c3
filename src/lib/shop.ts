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
    { days: 'Monday – Saturday', time: '11:00 am – 7:00 pm' },
    { days: 'Sunday', time: '11:00 am – 5:00 pm' },
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
