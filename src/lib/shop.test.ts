import { describe, expect, it } from 'vitest';
import {
  addressLine,
  defaultShopSettings,
  openingRows,
  socialLinks,
  telHref,
  todayHoursLines,
  whatsappHref,
} from './shop';

describe('openingRows', () => {
  it('groups the days that keep the same hours, as shoppers read them', () => {
    expect(openingRows(defaultShopSettings.hours)).toEqual([
      {
        days: 'Monday – Saturday',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        closed: false,
        opens: '11:00',
        closes: '19:00',
        time: '11:00 am – 7:00 pm',
      },
      {
        days: 'Sunday',
        dayOfWeek: ['Sunday'],
        closed: false,
        opens: '11:00',
        closes: '17:00',
        time: '11:00 am – 5:00 pm',
      },
    ]);
  });

  it('says Closed for closed days and keeps days apart when their hours differ', () => {
    const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
    const rows = openingRows({
      monday: { closed: true, opens: '', closes: '' },
      tuesday: { closed: true, opens: '10:00', closes: '18:00' },
      wednesday: open('10:00', '18:00'),
      thursday: open('10:00', '18:00'),
      friday: open('09:30', '12:00'),
      saturday: open('10:00', '18:00'),
      sunday: open('00:00', '23:59'),
    });
    expect(rows.map((row) => `${row.days}: ${row.time}`)).toEqual([
      'Monday – Tuesday: Closed',
      'Wednesday – Thursday: 10:00 am – 6:00 pm',
      'Friday: 9:30 am – 12:00 pm',
      'Saturday: 10:00 am – 6:00 pm',
      'Sunday: 12:00 am – 11:59 pm',
    ]);
  });
});

it('writes the address on one line, without an empty second line', () => {
  expect(addressLine(defaultShopSettings.address)).toBe(
    '14, Johari Bazaar, Near Hawa Mahal, Jaipur, Rajasthan 302003',
  );
  expect(addressLine({ ...defaultShopSettings.address, line2: '' })).toBe(
    '14, Johari Bazaar, Jaipur, Rajasthan 302003',
  );
});

it('links a phone, a WhatsApp chat and only the social accounts the shop has', () => {
  expect(telHref('+91 98290 12345')).toBe('tel:+919829012345');
  expect(whatsappHref('+91 98290 12345', 'Hello, is RNG-7 in stock?')).toBe(
    'https://wa.me/919829012345?text=Hello%2C%20is%20RNG-7%20in%20stock%3F',
  );
  expect(socialLinks(defaultShopSettings.social)).toEqual([]);
  expect(
    socialLinks({ ...defaultShopSettings.social, youtube: 'https://youtube.com/@chandi' }),
  ).toEqual([{ network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@chandi' }]);
});

describe('todayHoursLines', () => {
  it('writes a line per weekday, Monday first, for the phone menu to pick today', () => {
    const hours = {
      ...defaultShopSettings.hours,
      tuesday: { closed: true, opens: '', closes: '' },
    };
    const lines = todayHoursLines(hours);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('Open today, 11:00 am – 7:00 pm');
    expect(lines[1]).toBe('Closed today');
    expect(lines[6]).toBe('Open today, 11:00 am – 5:00 pm');
  });
});
