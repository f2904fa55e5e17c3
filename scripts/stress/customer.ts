let counter = 0;

/** A customer registered through the real API: ids and the session cookie to send. */
export interface Customer {
  id: string;
  cartId: string;
  cookie: string;
}

/** Register a new customer on a running shop (a real Argon2id hash and session). */
export async function registerCustomer(base: string): Promise<Customer> {
  counter += 1;
  const response = await fetch(`${base}/api/user/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Stress Tester',
      email: `stress${counter}-${Date.now()}@example.in`,
      password: 'silver-925-pass',
      confirmPassword: 'silver-925-pass',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { _id: string }; cartId: string };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { id: body.user._id, cartId: body.cartId, cookie };
}

/** The catalogue as shoppers see it: ids and codes of in-stock products. */
export async function inStockProducts(base: string): Promise<{ _id: string; code: string }[]> {
  const { prod } = (await (await fetch(`${base}/api/product/?limit=0`)).json()) as {
    prod: { _id: string; code: string; status: boolean }[];
  };
  return prod.filter((p) => p.status);
}

/** A JSON POST as the shop's own pages send it. */
export function postJson(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}
