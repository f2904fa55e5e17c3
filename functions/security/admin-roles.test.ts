import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../test/admins';
import { jsonRequest, registerCustomer } from '../test/customers';
import { validBodies } from './bodies';
import { endpoints, fillPath, ownerOnlyRoutes, type AppRoute } from './routes';
import { createWorld, internals, readAnswer, valuesFor, type World } from './world';

type Caller = 'anonymous' | 'customer' | 'staff' | 'owner';

let world: World;
let staff: string;
let staffTarget: string;
let customerTarget: string;

beforeAll(async () => {
  world = await createWorld();
  staff = (await signedInAdmin(world.app, world.deps.db, 'staff')).cookie;
  // Accounts the owner-only routes act on, so that the owner's calls find what they address.
  staffTarget = (await signedInAdmin(world.app, world.deps.db, 'staff', 'Another Assistant')).id;
  customerTarget = (await registerCustomer(world.app, 'Leaving Customer')).id;
});

const adminRoutes = () => endpoints(world.app).filter((route) => route.access === 'admin');

/** The route's address with real records: the world's, or the accounts made for the owner's calls. */
function pathFor(route: AppRoute): string {
  const filled = fillPath(route.path, valuesFor(world, world.a));
  if (route.path.startsWith('/api/admin/staff/:id'))
    return filled.replace(/[^/]+(?=\/\w+$)/, staffTarget);
  if (route.path === '/api/admin/customers/:id') return `/api/admin/customers/${customerTarget}`;
  return filled;
}

/** What each caller must get: refused with 401/403, or let through (any other answer but a 5xx). */
function expected(route: AppRoute, caller: Caller): 401 | 403 | 'allowed' {
  if (caller === 'anonymous') return 401;
  if (caller === 'customer') return 403;
  if (caller === 'staff' && ownerOnlyRoutes.has(route.key)) return 403;
  return 'allowed';
}

async function call(route: AppRoute, caller: Caller) {
  const cookie = { anonymous: '', customer: world.a.cookie, staff, owner: world.admin }[caller];
  const body = route.body === 'json' ? validBodies(world)[route.key] : undefined;
  return readAnswer(
    await world.app.request(pathFor(route), jsonRequest(route.method, body, cookie)),
  );
}

async function checkEveryRoute(caller: Caller) {
  const outcomes = [];
  for (const route of adminRoutes()) {
    const answer = await call(route, caller);
    const want = expected(route, caller);
    const got =
      answer.status === 401 || answer.status === 403
        ? answer.status
        : answer.status < 500
          ? 'allowed'
          : answer.status;
    outcomes.push({ route: route.key, got, want });
    expect(answer.text).not.toMatch(internals);
  }
  expect(outcomes.filter((o) => o.got !== o.want)).toEqual([]);
  return outcomes;
}

describe('every admin route, for each kind of caller', () => {
  it('lists only registered admin routes as owner-only', () => {
    const registered = new Set(adminRoutes().map((route) => route.key));
    expect([...ownerOnlyRoutes].filter((key) => !registered.has(key))).toEqual([]);
    expect(adminRoutes().length).toBeGreaterThan(20);
  });

  it('refuses a visitor with 401', async () => {
    await checkEveryRoute('anonymous');
  });

  it('refuses a signed-in customer with 403', async () => {
    await checkEveryRoute('customer');
  });

  it('lets staff run the catalogue and inquiries, and refuses them the owner-only routes with 403', async () => {
    const outcomes = await checkEveryRoute('staff');
    expect(outcomes.filter((o) => o.got === 403).map((o) => o.route)).toEqual(
      adminRoutes()
        .map((route) => route.key)
        .filter((key) => ownerOnlyRoutes.has(key)),
    );
    const refused = await call(
      adminRoutes().find((route) => route.key === 'PUT /api/admin/settings')!,
      'staff',
    );
    expect(refused.body).toEqual({ status: 0, msg: 'Only the shop owner can do this' });
  });

  it('lets the owner through everywhere', async () => {
    await checkEveryRoute('owner');
  });
});
