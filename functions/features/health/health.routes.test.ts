import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps } from '../../test/memory-deps';

it('reports the database as up', async () => {
  const response = await createApp(await createTestDeps()).request('/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 1, msg: 'ok', database: 'up' });
});

it('answers 503 when the database is closed', async () => {
  const deps = await createTestDeps();
  deps.db.$client.close();
  const response = await createApp(deps).request('/api/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: 0, database: 'down' });
});
