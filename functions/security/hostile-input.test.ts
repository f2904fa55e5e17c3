import { beforeAll, describe, expect, it } from 'vitest';
import { maxBeaconBytes } from '../../src/contract/vitals';
import { beaconBodyPaths } from '../middleware/request-guard';
import { validBodies } from './bodies';
import { fillPath, stateChanging, type AppRoute } from './routes';
import { createWorld, internals, readAnswer, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

const depth = 20_000;
const deepArray = '['.repeat(depth) + ']'.repeat(depth);
const deepObject = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Text that must never be stored: NUL and the other C0 controls, bidi overrides and isolates. */
const unsafeText: [string, string][] = [
  ['a NUL byte', 'Asha\u0000Verma'],
  ['a right-to-left override', 'Asha \u202Egpj.exe'],
  ['a bidi isolate', 'Asha \u2067Verma'],
  ['an escape character', 'Asha\u001b[31mVerma'],
];

/** Values that are wrong, huge or hostile; each may be refused (4xx) or stored as inert text. */
const hostileValues: [string, unknown][] = [
  ['10,000 characters', 'x'.repeat(10_000)],
  ['SQL injection', "Robert'); DROP TABLE users;--"],
  ['SQL tautology', "' OR '1'='1' --"],
  ['HTML injection', '<script>window.__pwned=1</script><img src=x onerror="alert(1)">'],
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['false', false],
  ['null', null],
  ['a list', ['a', 'b']],
  ['an operator object', { $gt: '' }],
  ['deep nesting', '__DEEP__'],
];

/** Whole bodies that are not the JSON the route wants. */
const badBodies: [string, BodyInit][] = [
  ['an empty body', ''],
  ['truncated JSON', '{"name":'],
  ['a lone brace', '{'],
  ['a list', '[]'],
  ['null', 'null'],
  ['a string', '"text"'],
  ['a number', '42'],
  ['deeply nested lists', deepArray],
  ['deeply nested objects', deepObject],
  [
    'a prototype-polluting body',
    '{"__proto__":{"isAdmin":true,"status":1},"constructor":{"prototype":{"isAdmin":true}}}',
  ],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
];

const bodyRoutes = () =>
  stateChanging(world.app).filter((r) => r.body === 'json' || r.body === 'form');
const cookieFor = (route: AppRoute) =>
  route.access === 'admin' ? world.admin : route.access === 'customer' ? world.a.cookie : '';

async function send(route: AppRoute, body: BodyInit) {
  return world.app.request(fillPath(route.path, valuesFor(world, world.a)), {
    method: route.method,
    headers: { 'content-type': 'application/json', cookie: cookieFor(route) },
    body,
  });
}

/** The answer is a JSON envelope, never a 5xx; a refusal is a 4xx with a message and no internals. */
async function expectHandled(response: Response, label: Record<string, string>) {
  const answer = await readAnswer(response);
  expect({ ...label, status: answer.status < 500 }).toEqual({ ...label, status: true });
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.text).not.toMatch(internals);
  if (answer.status >= 400) {
    expect(answer.body).toMatchObject({ status: 0, msg: expect.stringMatching(/\w{3}/) });
  }
  return answer;
}

/** The route's valid body with one field replaced (or removed), as JSON text. */
function withField(route: AppRoute, field: string, value: unknown): string {
  const body: Record<string, unknown> = { ...validBodies(world)[route.key], [field]: value };
  if (value === undefined) delete body[field];
  const text = JSON.stringify(body);
  return value === '__DEEP__' ? text.replace('"__DEEP__"', deepObject) : text;
}

describe('hostile request bodies', () => {
  it('every route that reads a body has a valid sample to spoil', () => {
    const missing = bodyRoutes().filter((route) => !validBodies(world)[route.key]);
    expect(missing.map((route) => route.key)).toEqual([]);
  });

  it('malformed and mis-shaped bodies answer 400 with a clear msg on every route', async () => {
    for (const route of bodyRoutes()) {
      for (const [what, body] of badBodies) {
        const answer = await expectHandled(await send(route, body), { route: route.key, what });
        // The metrics beacon takes 2 KB at most: a longer body is refused for its size first.
        const oversized =
          beaconBodyPaths.has(route.path) && new Blob([body as BlobPart]).size > maxBeaconBytes;
        expect({ route: route.key, what, status: answer.status }).toEqual({
          route: route.key,
          what,
          status: oversized ? 413 : 400,
        });
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('missing fields, wrong types, huge and injected values never cause a 5xx', async () => {
    for (const route of bodyRoutes()) {
      for (const field of Object.keys(validBodies(world)[route.key]!)) {
        await expectHandled(await send(route, withField(route, field, undefined)), {
          route: route.key,
          field,
          what: 'missing',
        });
        for (const [what, value] of hostileValues) {
          await expectHandled(await send(route, withField(route, field, value)), {
            route: route.key,
            field,
            what,
          });
        }
      }
    }
  });

  it('control characters and bidi overrides in any text field answer 400 naming the field', async () => {
    for (const route of bodyRoutes()) {
      const sample = validBodies(world)[route.key]!;
      for (const field of Object.keys(sample).filter((f) => typeof sample[f] === 'string')) {
        for (const [what, text] of unsafeText) {
          const answer = await expectHandled(await send(route, withField(route, field, text)), {
            route: route.key,
            field,
            what,
          });
          expect({ route: route.key, field, what, status: answer.status }).toEqual({
            route: route.key,
            field,
            what,
            status: 400,
          });
          expect(answer.body).toMatchObject({ errors: { [field]: expect.any(String) } });
        }
      }
    }
  });

  it('left the database whole: no injected statement ran', async () => {
    const db = world.deps.db;
    expect((await db.query.users.findMany()).length).toBeGreaterThanOrEqual(2);
    expect(await db.query.products.findMany()).not.toHaveLength(0);
    expect(await db.query.admins.findMany()).toHaveLength(1);
  });
});
