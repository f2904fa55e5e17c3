import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { writeSetting } from '../../lib/settings';
import { jsonRequest, signInAdmin } from '../../test/customers';
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

describe('the owner is told which switch holds the shop closed', () => {
  const deployFileOn = () =>
    createMemorySite({
      '/config/maintenance-status.json':
        '{ "maintenance": true, "message": "Moving to a new host", "contact": "" }',
    });
  const setSwitch = async (app: ReturnType<typeof createApp>, cookie: string, on: boolean) => {
    const response = await app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', { isMaintain: on, message: 'Stocktaking' }, cookie),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it('never says the shop is open while the deploy-time file keeps it closed', async () => {
    const deps = await createTestDeps({ site: deployFileOn() });
    const app = createApp(deps);
    const cookie = await signInAdmin(app, deps.db);
    expect(await setSwitch(app, cookie, true)).toMatchObject({
      msg: expect.stringContaining('closed by your switch and by the deploy-time file'),
      switches: { owner: { isMaintain: true }, deployFile: true, shop: { isMaintain: true } },
    });

    const off = await setSwitch(app, cookie, false);
    expect(off).toEqual({
      status: 1,
      msg: 'Your switch is off, but the shop stays closed: the deploy-time file public/config/maintenance-status.json is on',
      result: [expect.objectContaining({ isMaintain: true, message: 'Moving to a new host' })],
      switches: {
        owner: { isMaintain: false, message: 'Stocktaking', contact: '', deadline: '' },
        deployFile: true,
        shop: expect.objectContaining({ isMaintain: true }),
        summary: off.msg,
      },
    });
    expect(String(off.msg)).not.toMatch(/open again|shop is open/i);
    expect(await statusOf(app)).toMatchObject({ isMaintain: true });
    expect((await app.request('/')).status).toBe(503);
  });

  it('says the shop is open only when both switches are off', async () => {
    const deps = await createTestDeps();
    const app = createApp(deps);
    const cookie = await signInAdmin(app, deps.db);
    expect(await setSwitch(app, cookie, true)).toMatchObject({
      msg: 'The shop is closed: your maintenance switch is on',
      switches: { deployFile: false, shop: { isMaintain: true } },
    });
    expect(await setSwitch(app, cookie, false)).toMatchObject({
      msg: 'The shop is open',
      switches: { owner: { isMaintain: false }, deployFile: false, shop: { isMaintain: false } },
    });
  });

  it('shows both switches on the dashboard, read afresh', async () => {
    const deps = await createTestDeps({ site: deployFileOn() });
    const app = createApp(deps);
    const cookie = await signInAdmin(app, deps.db);
    const dashboard = await app.request('/api/admin/dashboard', { headers: { cookie } });
    expect(await dashboard.json()).toMatchObject({
      maintenance: {
        owner: { isMaintain: false },
        deployFile: true,
        shop: { isMaintain: true },
        summary: expect.stringContaining('the shop stays closed'),
      },
    });
  });
});
