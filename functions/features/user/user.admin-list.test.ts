import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { registerCustomer } from '../../test/customers';
import { newId } from '../../lib/ids';
import { createTestDeps } from '../../test/memory-deps';
import type { UserListJson } from './user.admin-list';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;

interface Page {
  items: UserListJson[];
  total: number;
  page: number;
  pageSize: number;
}

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  cookie = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  const names = ['Asha Verma', 'Bela Rao', 'Chitra Jain', 'Deepa Shah', 'Esha Gupta'];
  await deps.db.insert(users).values(
    names.map((name, n) => ({
      id: newId(),
      cartId: newId(),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
      passwordHash: 'x',
      phone: n === 2 ? '+91 98290 12345' : null,
      createdAt: Date.UTC(2026, 0, 1 + n),
    })),
  );
});

const list = async (query = '', who = cookie) => {
  const response = await app.request(`/api/admin/users${query}`, { headers: { cookie: who } });
  return { status: response.status, body: (await response.json()) as Page };
};
const names = (page: Page) => page.items.map((u) => u.name);

describe('GET /api/admin/users', () => {
  it('answers a page of customers, newest first, with phone and registration date', async () => {
    const { status, body } = await list('?pageSize=2');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(names(body)).toEqual(['Esha Gupta', 'Deepa Shah']);
    expect(body.items[0]).toEqual({
      _id: expect.any(String),
      name: 'Esha Gupta',
      email: 'esha@example.in',
      phone: null,
      createdAt: '2026-01-05T00:00:00.000Z',
    });
    expect(names((await list('?pageSize=2&page=3')).body)).toEqual(['Asha Verma']);
  });

  it('sorts by name and e-mail both ways', async () => {
    expect(names((await list('?sort=name')).body)[0]).toBe('Asha Verma');
    expect(names((await list('?sort=-name')).body)[0]).toBe('Esha Gupta');
    expect((await list('?sort=-email')).body.items[0]!.email).toBe('esha@example.in');
    expect(names((await list('?sort=created')).body)[0]).toBe('Asha Verma');
  });

  it('finds customers by name, e-mail or phone however the digits are spaced', async () => {
    expect(names((await list('?q=jain')).body)).toEqual(['Chitra Jain']);
    expect(names((await list('?q=BELA%40')).body)).toEqual(['Bela Rao']);
    expect(names((await list('?q=9829012345')).body)).toEqual(['Chitra Jain']);
    expect(names((await list('?q=98290-123')).body)).toEqual(['Chitra Jain']);
    expect((await list('?q=nobody')).body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a bad sort with 400, and is for admins only', async () => {
    expect((await list('?sort=password')).status).toBe(400);
    const customer = await registerCustomer(app);
    expect((await list('', '')).status).toBe(401);
    expect((await list('', customer.cookie)).status).toBe(403);
  });

  it('keeps the reference call GET /api/user/get-user answering every customer', async () => {
    const response = await app.request('/api/user/get-user', { headers: { cookie } });
    const body = (await response.json()) as { User: unknown[] };
    expect(body.User).toHaveLength(5);
  });
});
