import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { writeSetting } from '../../lib/settings';
import { createMemorySite, createTestDeps } from '../../test/memory-deps';
import { defaultMaintenanceMessage } from './maintain.service';

const statusOf = async (app: ReturnType<typeof createApp>) => {
  const response = await app.request('/api/maintain/getMaintainStatus');
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: Record<string, unknown>[] }).result[0];
};

it('is off by default', async () => {
  const app = createApp(await createTestDeps());
  expect(await statusOf(app)).toEqual({
    isMaintain: false,
    message: '',
    contact: '',
    deadline: '',
  });
});

it('is on when the owner switched it on in the database', async () => {
  const deps = await createTestDeps();
  await writeSetting(deps.db, 'maintenance', {
    isMaintain: true,
    message: 'Back at noon',
    contact: 'owner@chandi.example',
    deadline: '',
  });
  expect(await statusOf(createApp(deps))).toEqual({
    isMaintain: true,
    message: 'Back at noon',
    contact: 'owner@chandi.example',
    deadline: '',
  });
});

it('is on when the static switch file says so, with the neutral default message', async () => {
  const site = createMemorySite({
    '/config/maintenance-status.json':
      '{ "maintenance": true, "message": "", "contact": "help@chandi.example" }',
  });
  const app = createApp(await createTestDeps({ site }));
  expect(await statusOf(app)).toMatchObject({
    isMaintain: true,
    message: defaultMaintenanceMessage,
    contact: 'help@chandi.example',
  });
});

it('treats a missing or malformed static file as off', async () => {
  const site = createMemorySite({ '/config/maintenance-status.json': '{ not json' });
  const app = createApp(await createTestDeps({ site }));
  expect(await statusOf(app)).toMatchObject({ isMaintain: false });
});
