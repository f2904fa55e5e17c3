import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../db/schema';
import { defaultShopSettings, type ShopSettings } from '../../../src/lib/shop';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { readCatalogueVersion } from '../../lib/catalogue-version';
import { shopDetailsForMail } from '../mail/compose';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
const schedule = vi.fn();

beforeEach(async () => {
  schedule.mockClear();
  deps = await createTestDeps({
    now: () => Date.UTC(2026, 5, 1),
    publisher: { schedule, status: () => ({ state: 'idle', at: 0 }) },
  });
  app = createApp(deps);
  owner = (await signedInAdmin(app, deps.db, 'owner')).cookie;
});

const save = (body: unknown, cookie = owner) =>
  app.request('/api/admin/settings', jsonRequest('PUT', body, cookie));

const publicSettings = async () => {
  const response = await app.request('/api/settings');
  expect(response.status).toBe(200);
  return ((await response.json()) as { settings: ShopSettings }).settings;
};

const errorsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { status: number; msg: string; errors: object };
  expect(body.status).toBe(0);
  return body.errors;
};

describe('GET /api/settings', () => {
  it('answers the defaults for an empty database, to anyone', async () => {
    expect(await publicSettings()).toEqual(defaultShopSettings);
  });
});

describe('GET /api/admin/settings', () => {
  it('tells the owner the details are still the demo values until they save', async () => {
    const read = async () =>
      (await (
        await app.request('/api/admin/settings', jsonRequest('GET', undefined, owner))
      ).json()) as {
        demo: boolean;
      };
    expect(await read()).toMatchObject({ demo: true });
    expect((await save({ name: 'Chandi Silver' })).status).toBe(200);
    expect(await read()).toMatchObject({ demo: false });
  });
});

describe('PUT /api/admin/settings', () => {
  it('changes only the fields sent, writes them as the shop shows them, and publishes', async () => {
    const response = await save({ phone: '0 98765-43210', address: { city: 'Jodhpur' } });
    expect(response.status).toBe(200);
    const expected = {
      ...defaultShopSettings,
      phone: '+91 98765 43210',
      address: { ...defaultShopSettings.address, city: 'Jodhpur' },
    };
    expect(await response.json()).toMatchObject({ status: 1, settings: expected, demo: false });
    expect(await publicSettings()).toEqual(expected);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(await readCatalogueVersion(deps.db)).toBe(Date.UTC(2026, 5, 1));
  });

  it("takes the shop's landline as its phone, but only a mobile for WhatsApp", async () => {
    const landline = await save({ phone: '0141 257 0000' });
    expect(landline.status).toBe(200);
    expect((await publicSettings()).phone).toBe('+91 141 257 0000');
    expect(await errorsOf(await save({ whatsapp: '0141 257 0000' }))).toEqual({
      whatsapp: 'must be an Indian phone number such as 98290 12345',
    });
  });

  it('is what e-mails say about the shop from then on', async () => {
    await save({ name: 'Chandi Silver', email: 'hello@chandisilver.in', address: { line2: '' } });
    expect(await shopDetailsForMail(deps.db)).toEqual({
      name: 'Chandi Silver',
      address: '14, Johari Bazaar, Jaipur, Rajasthan 302003, India',
      phone: defaultShopSettings.phone,
      email: 'hello@chandisilver.in',
    });
  });

  it('records who changed what, before and after, in the audit trail', async () => {
    await save({ phone: '98765 43210', shipping: { charge: 49.5 } });
    const [entry, ...more] = await deps.db.select().from(auditLog);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorName: 'Shop Owner',
      entity: 'settings',
      entityId: 'shop',
      action: 'update',
      at: Date.UTC(2026, 5, 1),
    });
    expect(JSON.parse(entry!.changes)).toEqual({
      phone: [defaultShopSettings.phone, '+91 98765 43210'],
      shipping: [defaultShopSettings.shipping, { charge: 49.5, freeAbove: 5000 }],
    });
  });

  it('merges a day of opening hours and checks the whole week', async () => {
    const closedSunday = await save({ hours: { sunday: { closed: true } } });
    expect(closedSunday.status).toBe(200);
    expect((await publicSettings()).hours.sunday).toEqual({
      closed: true,
      opens: '11:00',
      closes: '17:00',
    });
    expect(await errorsOf(await save({ hours: { monday: { opens: '20:00' } } }))).toEqual({
      'hours.monday.closes': 'must be after the opening time (Monday opens at 20:00)',
    });
    expect(
      await errorsOf(await save({ hours: { tuesday: { opens: '', closes: '18:00' } } })),
    ).toEqual({ 'hours.tuesday.opens': 'is required on an open day (Tuesday)' });
    const everyDay = Object.fromEntries(
      Object.keys(defaultShopSettings.hours).map((day) => [day, { closed: true }]),
    );
    expect(await errorsOf(await save({ hours: everyDay }))).toEqual({
      hours: 'must have at least one open day',
    });
    expect(await errorsOf(await save({ hours: { friday: { closes: '7pm' } } }))).toEqual({
      'hours.friday.closes': 'must be a time such as 09:30 or 19:00',
    });
  });

  it('takes a GSTIN in any case and spacing, and refuses one of the wrong shape or check', async () => {
    expect((await save({ gstin: '27aapfu 0939f1zv' })).status).toBe(200);
    expect((await publicSettings()).gstin).toBe('27AAPFU0939F1ZV');
    expect(await errorsOf(await save({ gstin: '27AAPFU0939F1ZX' }))).toEqual({
      gstin: 'has a last character that does not match the rest: please check it for a typo',
    });
    expect(await errorsOf(await save({ gstin: '27AAPFU0939F' }))).toEqual({
      gstin: expect.stringMatching(/^must be 15 characters: a 2-digit state code, the PAN/),
    });
    expect(await errorsOf(await save({ gstin: '45AAPFU0939F1ZV' }))).toEqual({
      gstin: 'must start with a state code from 01 to 38',
    });
    expect((await save({ gstin: '' })).status).toBe(200);
    expect((await publicSettings()).gstin).toBe('');
  });

  it('names each bad field with a clear message and saves nothing', async () => {
    const errors = await errorsOf(
      await save({
        name: 'C',
        phone: '12345',
        whatsapp: '+1 555 0100',
        email: 'not-an-address',
        address: { postcode: '30200' },
        social: { instagram: 'http://instagram.com/chandi', facebook: 'javascript:alert(1)' },
        map: { lat: 91, lon: -181 },
        shipping: { charge: -1, freeAbove: 'lots' },
      }),
    );
    expect(errors).toEqual({
      name: 'must be at least 2 characters',
      phone: 'must be an Indian phone number such as 0141 257 0000 or 98290 12345',
      whatsapp: 'must be an Indian phone number such as 98290 12345',
      email: 'must be a valid e-mail address',
      'address.postcode': 'must be a 6-digit PIN code such as 302003',
      'social.instagram': 'must be an https:// address, or empty',
      'social.facebook': 'must be an https:// address, or empty',
      'map.lat': 'must be a latitude between -90 and 90',
      'map.lon': 'must be a longitude between -180 and 180',
      'shipping.charge': 'must be 0 or more',
      'shipping.freeAbove': 'must be the order value above which shipping is free in rupees',
    });
    expect(await errorsOf(await save({}))).toEqual({
      settings: 'Send at least one setting to change',
    });
    expect(await publicSettings()).toEqual(defaultShopSettings);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('keeps social links that are https and clears one sent empty', async () => {
    await save({ social: { instagram: 'https://www.instagram.com/chandi.jaipur' } });
    await save({ social: { youtube: 'https://youtube.com/@chandi' } });
    expect((await publicSettings()).social).toEqual({
      instagram: 'https://www.instagram.com/chandi.jaipur',
      facebook: '',
      youtube: 'https://youtube.com/@chandi',
      pinterest: '',
    });
    await save({ social: { instagram: '' } });
    expect((await publicSettings()).social.instagram).toBe('');
  });

  it("keeps the About and Contact pages' wording until the owner writes their own, then publishes it", async () => {
    // Untouched, the story names the shop and street as saved, as the fixed wording did.
    expect((await publicSettings()).pages.story).toMatch(
      /^Chandi began in 1992 as a two-bench workshop in 14, Johari Bazaar, a few steps from the Hawa Mahal/,
    );
    await save({ name: 'Rupa Silver', address: { line1: '7, Tripolia Bazaar' } });
    expect((await publicSettings()).pages.story).toMatch(
      /^Rupa Silver began in 1992 as a two-bench workshop in 7, Tripolia Bazaar,/,
    );
    schedule.mockClear();
    const story = 'Rupa learned the craft from her mother.\r\n\r\n\r\n\r\nNow we are four.';
    const response = await save({ pages: { story, area: '  Tripolia Bazaar ' } });
    expect(response.status).toBe(200);
    expect(schedule).toHaveBeenCalledOnce();
    expect((await publicSettings()).pages).toEqual({
      area: 'Tripolia Bazaar',
      story: 'Rupa learned the craft from her mother.\n\nNow we are four.',
      contactIntro: defaultShopSettings.pages.contactIntro,
    });
  });

  it("refuses HTML, control characters and texts too short or too long for the pages' words", async () => {
    const long = 'x'.repeat(4001);
    const errors = await errorsOf(
      await save({
        pages: {
          story: 'A story <script>alert(1)</script> that is long enough to pass the length.',
          area: 'Johari\nBazaar',
          contactIntro: 'Hi',
        },
      }),
    );
    expect(errors).toEqual({
      'pages.story': 'must be plain text, without HTML tags',
      'pages.area': 'must be one line',
      'pages.contactIntro': 'must be at least 10 characters',
    });
    expect(await errorsOf(await save({ pages: { story: long } }))).toEqual({
      'pages.story': 'must be at most 4000 characters',
    });
    expect(
      await errorsOf(
        await save({ pages: { contactIntro: 'Write to us\u0007 any time you like.' } }),
      ),
    ).toEqual({ 'pages.contactIntro': expect.stringMatching(/control/) });
    expect((await publicSettings()).pages).toEqual(defaultShopSettings.pages);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('answers 401 to a visitor, 403 to a customer and to staff, and changes nothing', async () => {
    const customer = await registerCustomer(app);
    const staff = await signedInAdmin(app, deps.db, 'staff');
    const body = { name: 'Taken Over' };
    expect((await save(body, '')).status).toBe(401);
    expect((await save(body, customer.cookie)).status).toBe(403);
    const refused = await save(body, staff.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 0, msg: 'Only the shop owner can do this' });
    const read = await app.request(
      '/api/admin/settings',
      jsonRequest('GET', undefined, staff.cookie),
    );
    expect(read.status).toBe(403);
    expect((await publicSettings()).name).toBe(defaultShopSettings.name);
  });
});
