/**
 * How hard the stress run pushes. `npm run test:stress` runs the full battery of issue #7;
 * `STRESS_SHORT=1` (what `npm test` runs) keeps every check but shortens it to stay well under
 * five minutes.
 */
export const short = process.env.STRESS_SHORT === '1';

export const stress = {
  /** autocannon per target. */
  loadSeconds: short ? 5 : 30,
  loadConnections: 100,
  /** Concurrent `add-to-db {pId}` calls on one cart line. */
  cartCalls: 50,
  /** Inquiry submissions during which the server is killed. */
  inquiries: short ? 200 : 1000,
  inquiryConcurrency: 20,
  /** How long another process holds the database's exclusive lock (issue #11: 10 s in both). */
  lockSeconds: 10,
};
