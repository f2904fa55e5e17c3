import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addInquiry } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';
import { dashboardSummary } from './dashboard.service';

const hour = 3_600_000;
let deps: AppDeps;

beforeEach(async () => {
  deps = await createTestDeps();
});

describe('the dashboard’s inquiry figures', () => {
  it('counts inquiries per stage and those waiting in new for more than 24 hours, keeping unreadInquiries', async () => {
    const now = Date.UTC(2026, 10, 23, 10);
    await addInquiry(deps.db, { stage: 'new', createdAt: now - 30 * hour });
    await addInquiry(deps.db, { stage: 'new', createdAt: now - hour });
    await addInquiry(deps.db, { stage: 'quoted', createdAt: now - 30 * hour });
    await addInquiry(deps.db, { stage: 'won', createdAt: now });
    const summary = await dashboardSummary(deps.db, now);
    expect(summary.counts.unreadInquiries).toBe(2);
    expect(summary.inquiryStages).toEqual({
      new: 2,
      in_progress: 0,
      quoted: 1,
      won: 1,
      lost: 0,
      spam: 0,
    });
    expect(summary.followUp).toBe(1);
    expect(summary.latestInquiries.map((i) => [i.stage, i.status])).toEqual([
      ['won', true],
      ['new', false],
      ['quoted', true],
      ['new', false],
    ]);
  });

  it('are part of GET /api/admin/dashboard', async () => {
    const app = createApp(deps);
    const owner = await signInAdmin(app, deps.db);
    await addInquiry(deps.db, { stage: 'new', createdAt: Date.now() - 25 * hour });
    const response = await app.request(
      '/api/admin/dashboard',
      jsonRequest('GET', undefined, owner),
    );
    expect(await response.json()).toMatchObject({
      counts: { unreadInquiries: 1 },
      inquiryStages: { new: 1, won: 0 },
      followUp: 1,
    });
  });
});
