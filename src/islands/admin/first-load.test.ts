import { stubFetch } from '../../stores/test-env';
import { expect, it, vi } from 'vitest';

vi.stubGlobal('location', new URL('http://shop.test/admin/products?q=ring&page=2'));
const owner = { name: 'Owner', email: 'owner@shop.test', role: 'owner' };
const calls = stubFetch(({ path }) => ({
  status: 200,
  body: path.endsWith('/api/admin/me') ? { LoginInfo: owner } : { rows: [], total: 0 },
}));
const { startFirstRequests } = await import('./first-load');
const { takeStarted } = await import('./started-lists');

it("starts the session check and the screen's first list together, once a page load", async () => {
  const session = startFirstRequests();
  expect(startFirstRequests()).toBe(session);
  expect(await session).toBe('signed-in');
  expect(calls.map((call) => call.path.replace(/^\//, ''))).toEqual([
    'api/admin/me',
    'api/admin/products?q=ring&page=2',
  ]);
});

it('hands the started answer to the screen once; the next load asks the server again', async () => {
  const list = '/api/admin/products?q=ring&page=2';
  expect(takeStarted('/api/admin/products')).toBeUndefined();
  expect((await takeStarted(list))?.ok).toBe(true);
  expect(takeStarted(list)).toBeUndefined();
});
