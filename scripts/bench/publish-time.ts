import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { shopperRupees } from '../../src/contract/money';
import { adminPassword, startShop, type Shop } from '../stress/shop-server';
import { demoCatalogue, growCatalogue } from './catalogue';
import { kb } from './page-weight';

interface Piece {
  _id: string;
  name: string;
  description: string;
  code: string;
  price: number;
  discount: number;
  total_price: number;
  weight: number;
  status: boolean;
  pricing: string;
  sizeType: string | null;
  category_id: { _id: string };
}

const timeoutMs = 300_000;

/**
 * CPU seconds (user + system) a Linux process and the children it has waited for (the builds it
 * runs) have used so far: what a publish costs, however busy the machine is.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / ticksPerSecond;
}

/** Wall and CPU seconds of one publish, from the save to the page showing it. */
interface Timing {
  seconds: number;
  cpu: number;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@chandi.example',
      password: adminPassword,
    }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** From `saved` (and the server's CPU then) until the page at `path` contains `text` (polled every 100 ms). */
async function untilShown(
  shop: Shop,
  path: string,
  text: string,
  saved: { at: number; cpu: number },
): Promise<Timing> {
  while (performance.now() - saved.at < timeoutMs) {
    const html = await (await fetch(shop.base + path)).text();
    if (html.includes(text))
      return {
        seconds: (performance.now() - saved.at) / 1000,
        cpu: cpuSeconds(shop.pid) - saved.cpu,
      };
    await sleep(100);
  }
  throw new Error(`${path} never showed ${text}`);
}

/** From `saved` until the piece's page shows the price the API now gives it. */
async function untilPriceShown(shop: Shop, id: string, saved: { at: number; cpu: number }) {
  const { prod } = (await (await fetch(`${shop.base}/api/product/${id}`)).json()) as {
    prod: Piece;
  };
  const price = `<span class="detail-now">${shopperRupees(prod.total_price)}</span>`;
  return untilShown(shop, `/prod-detail/${id}`, price, saved);
}

/** A fixed-price piece without sizes gets ₹111 more through the admin API (as the product form saves it). */
async function changePrice(shop: Shop, cookie: string): Promise<Timing> {
  const { prod } = (await (await fetch(`${shop.base}/api/product/?limit=50`)).json()) as {
    prod: Piece[];
  };
  const piece = prod.find((p) => p.pricing === 'fixed' && !p.sizeType)!;
  const form = new FormData();
  const fields = {
    name: piece.name,
    description: piece.description,
    code: piece.code,
    price: String(piece.price + 111),
    discount: String(piece.discount),
    categoryID: piece.category_id._id,
    weight: String(piece.weight),
    status: String(piece.status),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const cpu = cpuSeconds(shop.pid);
  const response = await fetch(`${shop.base}/api/product/update/${piece._id}`, {
    method: 'PUT',
    headers: { cookie, origin: shop.base },
    body: form,
  });
  const saved = { at: performance.now(), cpu };
  if (!response.ok)
    throw new Error(`saving the price: ${response.status} ${await response.text()}`);
  return untilPriceShown(shop, piece._id, saved);
}

/**
 * The owner sets a new silver rate (₹1/g more), which reprices every rate-linked piece in one batch;
 * timed until a rate-linked piece's page shows its new price (one build publishes them all at once).
 */
async function changeRate(shop: Shop, cookie: string): Promise<Timing> {
  const { rate } = (await (await fetch(`${shop.base}/api/silver-rate`)).json()) as { rate: number };
  const { prod } = (await (await fetch(`${shop.base}/api/product/?limit=50`)).json()) as {
    prod: Piece[];
  };
  const piece = prod.find((p) => p.pricing === 'rate_linked')!._id;
  const cpu = cpuSeconds(shop.pid);
  const response = await fetch(`${shop.base}/api/admin/silver-rate`, {
    method: 'PUT',
    headers: { cookie, origin: shop.base, 'content-type': 'application/json' },
    body: JSON.stringify({
      rate: rate + 1,
      date: new Date().toISOString().slice(0, 10),
      confirm: true,
    }),
  });
  const saved = { at: performance.now(), cpu };
  if (!response.ok) throw new Error(`saving the rate: ${response.status} ${await response.text()}`);
  return untilPriceShown(shop, piece, saved);
}

/**
 * The shop's phone changes through the settings API; every page shows it in the footer. The pages
 * other than product pages show it first (the contact page), the product pages next (decision 022).
 */
async function changePhone(
  shop: Shop,
  cookie: string,
  productPath: string,
): Promise<{ contact: Timing; product: Timing }> {
  const phone = `+91 98290 ${String(10_000 + Math.floor(Math.random() * 89_999))}`;
  const cpu = cpuSeconds(shop.pid);
  const response = await fetch(`${shop.base}/api/admin/settings`, {
    method: 'PUT',
    headers: { cookie, origin: shop.base, 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  const saved = { at: performance.now(), cpu };
  if (!response.ok)
    throw new Error(`saving the phone: ${response.status} ${await response.text()}`);
  const contact = await untilShown(shop, '/shop/contact', phone, saved);
  return { contact, product: await untilShown(shop, productPath, phone, saved) };
}

/** One catalogue: its "All" listing's weight, and how long an admin change takes to show. */
async function measure(size: number) {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-publish-bench-'));
  let shop: Shop | undefined;
  try {
    const db = await demoCatalogue(`file:${join(dir, 'shop.db')}`);
    if (size > 36) await growCatalogue(db, size);
    db.$client.close();
    shop = await startShop(dir);
    const listing = await (await fetch(`${shop.base}/shop/product`)).text();
    const restPath = /data-rest="([^"]+)"/.exec(listing)?.[1];
    const rest = restPath ? await (await fetch(shop.base + restPath)).arrayBuffer() : null;
    const cookie = await signIn(shop.base);
    // Let the server settle after its first build before timing a publish.
    await sleep(2000);
    const price = await changePrice(shop, cookie);
    const rate = await changeRate(shop, cookie);
    const lastPiece = [...listing.matchAll(/href="(\/prod-detail\/[^"]+)"/g)].at(-1)![1]!;
    const phone = await changePhone(shop, cookie, lastPiece);
    return {
      listing: gzipSync(listing, { level: 9 }).byteLength,
      rest: rest ? gzipSync(new Uint8Array(rest), { level: 9 }).byteLength : 0,
      price,
      rate,
      phone,
    };
  } finally {
    await shop?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * For the demo catalogue and a generated one of `large` products, each on the real server: the
 * "All" listing's HTML (gzip), the file with the rest of a long listing, and the seconds from an
 * admin's save through the API until the public page shows it (a product's price; a new silver
 * rate, which reprices the rate-linked pieces; the shop's phone, which every page shows: on the
 * contact page, then on the product pages). A markdown table.
 */
export async function measurePublishing(large = 5000): Promise<string> {
  const rows = [
    '| catalogue | "All" listing HTML (gzip KB) | rest of the listing (gzip KB) | price saved → shown (s) | its CPU (s) | silver rate saved → new prices shown (s) | phone saved → on the contact page (s) | → on every product page (s) | its CPU (s) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, size] of [
    ['demo (36)', 36],
    [`generated ${large.toLocaleString('en')}`, large],
  ] as const) {
    const { listing, rest, price, rate, phone } = await measure(size);
    const restKb = rest ? kb(rest) : '— (embedded)';
    rows.push(
      `| ${name} | ${kb(listing)} | ${restKb} | ${price.seconds.toFixed(1)} | ${price.cpu.toFixed(1)} | ${rate.seconds.toFixed(1)} | ${phone.contact.seconds.toFixed(1)} | ${phone.product.seconds.toFixed(1)} | ${phone.product.cpu.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  return rows.join('\n');
}
