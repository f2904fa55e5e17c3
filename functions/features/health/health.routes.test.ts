import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps } from '../../test/memory-deps';

it('reports the database as up', async () => {
  const response = await createApp(await createTestDeps()).request('/api/health');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 1, msg: 'ok', health: 'ok', database: 'up' });
});

it('reports degraded with 503 and Retry-After when the database is closed', async () => {
  const deps = await createTestDeps();
  deps.db.$client.close();
  const response = await createApp(deps).request('/api/health');
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toMatchObject({
    status: 0,
    health: 'degraded',
    database: 'down',
    msg: expect.stringMatching(/degraded/i),
  });
});
