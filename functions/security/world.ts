import { argon2idAsync } from '@noble/hashes/argon2.js';
import { eq } from 'drizzle-orm';
import { admins, cartItems, users, wishlistItems } from '../../db/schema';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { newId } from '../lib/ids';
import { rateRules } from '../lib/rate-rules';
import { jsonRequest } from '../test/customers';
import { addCategory, addImage, addProduct } from '../test/fixtures';
import { createTestDeps } from '../test/memory-deps';
import type { PathValues } from './routes';

/** The admin reset key of every world. */
export const worldResetSecret = 'world-reset-secret-key';

/** A signed-in customer: ids, e-mail and the session cookie to send. */
export interface Customer {
  id: string;
  cartId: string;
  email: string;
  cookie: string;
}

/** The password of every account a world creates. */
export const worldPassword = 'silver-925-pass';

/**
 * An Argon2id PHC string with tiny parameters. Verification reads the parameters from the string,
 * so signing these accounts in through the real login route costs milliseconds, not 0.2 s each.
 */
async function quickHash(password: string): Promise<string> {
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await argon2idAsync(password, salt, { m: 64, t: 1, p: 1, dkLen: 32 });
  return `$argon2id$v=19$m=64,t=1,p=1$${b64(salt)}$${b64(hash)}`;
}

/** Sign in through the API; returns the `name=token` of the session cookie it set. */
async function signIn(app: ReturnType<typeof createApp>, path: string, email: string) {
  const response = await app.request(path, jsonRequest('POST', { email, password: worldPassword }));
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * A shop to attack: an admin and two customers signed in (one Argon2 login each, reused by every
 * case), a category with two products, an inquiry, and customer B's cart and wishlist filled.
 * Rate limits are raised so the battery tests the checks, not the limiter (limits.test.ts does that).
 */
export async function createWorld(overrides: Partial<AppDeps> = {}) {
  const deps = await createTestDeps({
    rateRules: rateRules(1000),
    adminResetSecret: worldResetSecret,
    ...overrides,
  });
  const app = createApp(deps);
  const passwordHash = await quickHash(worldPassword);
  await deps.db.insert(admins).values({
    id: newId(),
    name: 'Shop Owner',
    email: 'owner@chandi.example',
    passwordHash,
    role: 'owner',
  });
  const customer = async (name: string): Promise<Customer> => {
    const [id, cartId, email] = [newId(), newId(), `${name.toLowerCase()}@example.in`];
    await deps.db.insert(users).values({ id, cartId, name, email, passwordHash });
    return { id, cartId, email, cookie: await signIn(app, '/api/user/login-user', email) };
  };
  const admin = await signIn(app, '/api/admin/login', 'owner@chandi.example');
  const a = await customer('Aarti');
  const b = await customer('Bela');
  const category = await addCategory(deps.db);
  const product = await addProduct(deps.db, category.id);
  const other = await addProduct(deps.db, category.id);
  await addImage(deps.db, product.id);
  await addImage(deps.db, other.id);
  await deps.blobs.put('test/media/photo.webp', new Uint8Array([1, 2, 3]), 'image/webp');
  const inquiry = await app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest('POST', {
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone: '98290 12345',
      message: 'Is this ring available in size 12?',
      productCodes: [product.code],
    }),
  );
  const { reference } = (await inquiry.json()) as { reference: string };
  const [inquiryRow] = await deps.db.query.inquiries.findMany({ limit: 1 });
  const [image] = await deps.db.query.productImages.findMany({
    where: (row, { eq }) => eq(row.productId, product.id),
  });
  const world = { deps, app, admin, a, b, category, product, other, reference, imageId: image!.id };
  await app.request(
    `/api/cart/add-to-db/${b.id}`,
    jsonRequest('POST', { pId: product.id, qty: 3 }, b.cookie),
  );
  await app.request(
    `/api/wishlist/add-to-db-wishlist/${b.id}/${product.id}`,
    jsonRequest('POST', undefined, b.cookie),
  );
  return { ...world, inquiryId: inquiryRow!.id };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/** Path values that make every route address `customer`'s own account and the world's records. */
export function valuesFor(world: World, customer: Customer): PathValues {
  return {
    userId: customer.id,
    cartId: customer.cartId,
    productId: world.product.id,
    categoryId: world.category.id,
    inquiryId: world.inquiryId,
    reference: world.reference,
    mediaKey: 'test/media/photo.webp',
  };
}

/** A customer's cart and wishlist rows as stored, to compare before and after an attack. */
export async function savedBasket(world: World, customer: Customer) {
  const db = world.deps.db;
  return {
    cart: await db.select().from(cartItems).where(eq(cartItems.userId, customer.id)),
    wishlist: await db.select().from(wishlistItems).where(eq(wishlistItems.userId, customer.id)),
  };
}

/** What no response may carry: stack frames, source paths, SQL or driver errors. */
export const internals =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|SQLITE_|LibsqlError|\bSELECT\b.+\bFROM\b/i;

/** Assert-free reading of an error envelope: status, JSON body (or null) and raw text. */
export async function readAnswer(response: Response) {
  const text = await response.text();
  let body: { status?: unknown; msg?: unknown } | null;
  try {
    body = JSON.parse(text) as { status?: unknown; msg?: unknown };
  } catch {
    body = null;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', body, text };
}
