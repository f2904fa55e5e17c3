import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxBeaconBytes } from '../../../src/contract/vitals';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, type FieldErrors } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { assertSafeText } from '../../lib/validate';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { beaconInput, type Beacon } from './vitals.schemas';
import { recordBeacon, vitalsSummary } from './vitals.service';

const beaconSize = bodyLimit({
  maxSize: maxBeaconBytes,
  onError: () => {
    throw new HttpError(413, `Request body is too large (at most ${maxBeaconBytes} bytes)`);
  },
});

/**
 * The beacon's body as JSON text, checked field by field. sendBeacon sends a string as
 * `text/plain` and a Blob with its own type, so the body is read as text whatever the type
 * (the request guard lets `text/plain` through on this path only).
 */
async function readBeacon(request: { text(): Promise<string> }): Promise<Beacon> {
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    throw badRequest('Invalid beacon: the body must be JSON');
  }
  assertSafeText(value, 'beacon');
  const result = beaconInput.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.') || 'beacon'] ??= issue.message;
  const summary = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
  throw badRequest(`Invalid beacon: ${summary.join('; ')}`, errors);
}

/**
 * `POST /api/vitals`: one page view's real-user metrics (DESIGN §11). Reads no cookie and keeps no
 * address or user agent; a refused beacon (413, 400, 429) leaves nothing behind. The rate limit
 * counts for the whole shop, so that what bounds the table is not a per-address counter that
 * would itself keep addresses.
 */
export const vitalsRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  return new Hono().post('/', beaconSize, async (c) => {
    const beacon = await readBeacon(c.req);
    await hitRateLimit(deps.db, rules.vitals, 'shop', now());
    await recordBeacon(deps.db, beacon, now());
    return c.json({ status: 1, msg: 'Thank you' });
  });
};

/** `GET /api/admin/vitals` (owner only): the Speed card's 75th percentiles over 7 and 28 days. */
export const vitalsAdminRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono().use(requireAdmin(deps), requireOwner).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const windows = await vitalsSummary(deps.db, now());
    const samples = windows.at(-1)!.cells.reduce((sum, cell) => sum + cell.samples, 0);
    return c.json({ status: 1, msg: `${samples} reports in the last 28 days`, windows });
  });
};
