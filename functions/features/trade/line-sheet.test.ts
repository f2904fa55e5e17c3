import { beforeEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { silverRates } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { imageFile } from '../../test/images';
import { pictureAsJpeg } from '../../node/picture-jpeg';
import { createTestDeps } from '../../test/memory-deps';
import { approvedBuyer } from '../../test/trade';

const clock = Date.UTC(2026, 10, 27, 9);
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let anklet: { id: string; code: string };
let ring: { id: string; code: string };

beforeEach(async () => {
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner');
  await deps.db.insert(silverRates).values({
    id: 'rate',
    ratePaise: 9550,
    rateDate: '2026-11-26',
    setByName: 'Shop Owner',
    createdAt: clock - 1000,
  });
  const category = await addCategory(deps.db);
  anklet = await addProduct(deps.db, category.id, {
    name: 'Ghungroo Anklet',
    code: 'ANK-77',
    pricePaise: 480_000,
    discount: 0,
  });
  ring = await addProduct(deps.db, category.id, {
    name: 'Lotus Ring',
    code: 'RNG-12',
    pricePaise: 150_000,
    discount: 0,
  });
  await app.request(
    `/api/admin/trade/products/${anklet.id}`,
    jsonRequest('PUT', { making_kind: null, making_charge: null, min_qty: 6 }, owner.cookie),
  );
  await app.request(
    '/api/admin/trade/settings',
    jsonRequest(
      'PUT',
      { discount: 15, fx: { date: '2026-11-26', rates: { USD: 80, EUR: 90, GBP: 100, AED: 20 } } },
      owner.cookie,
    ),
  );
});

const sheet = (cookie: string | undefined, ids: string[]) =>
  app.request(`/api/trade/line-sheet?ids=${ids.join(',')}`, jsonRequest('GET', undefined, cookie));

describe('GET /api/trade/line-sheet', () => {
  it('is for an approved trade buyer only', async () => {
    expect((await sheet(undefined, [ring.id])).status).toBe(401);
    const customer = await registerCustomer(app, 'Bela Rao');
    expect((await sheet(customer.cookie, [ring.id])).status).toBe(403);
  });

  it("is a PDF of the listing's pieces in its order, with trade prices, minimums, the rate and validity", async () => {
    const buyer = await approvedBuyer(app, owner.cookie);
    const response = await sheet(buyer.cookie, [ring.id, anklet.id]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="line-sheet-2026-11-27.pdf"',
    );
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('For Moti Silver House');
    expect(text).toContain('₹95.50/g of 26 Nov 2026; valid until 4 Dec 2026');
    // ₹1,500 and ₹4,800 less 15 %: ₹1,275 and ₹4,080; the anklet's minimum is 6.
    expect(text.indexOf('RNG-12')).toBeLessThan(text.indexOf('ANK-77'));
    expect(text).toMatch(/RNG-12\s+Lotus Ring\s+5\.2 g\s+925 sterling silver\s+₹1,275\s+1/);
    expect(text).toMatch(/ANK-77\s+Ghungroo Anklet\s+5\.2 g\s+925 sterling silver\s+₹4,080\s+6/);
    expect(text).toContain('US$51.00 · €45.33 · £40.80 · AED 204.00 (indicative)');
  });

  it("shows each piece's first picture where the runtime converts pictures (Node), none without", async () => {
    // The anklet has a stored WebP picture, as uploads are kept; the ring has none.
    await addImage(deps.db, anklet.id);
    const webp = new Uint8Array(await (await imageFile(400)).arrayBuffer());
    await deps.blobs.put(`test/${anklet.id}/0-400.webp`, webp, 'image/webp');
    const buyer = await approvedBuyer(app, owner.cookie);
    const images = async () => {
      const response = await sheet(buyer.cookie, [ring.id, anklet.id]);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
        mergePages: true,
      });
      expect(text).toContain('ANK-77');
      return (
        bytes
          .toString('latin1')
          .match(/\/Subtype \/Image[^>]*\/DCTDecode|\/DCTDecode[^>]*\/Subtype \/Image/g) ?? []
      );
    };
    // The Worker's deps: no converter, so no picture, and the sheet is still made.
    expect(await images()).toHaveLength(0);
    deps.pictureAsJpeg = pictureAsJpeg;
    app = createApp(deps);
    expect(await images()).toHaveLength(1);
  });
});
