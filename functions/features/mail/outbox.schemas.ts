import * as z from '../../lib/zod';

/** `GET /api/admin/outbox`: which rows to list and which page. */
export const outboxQuery = z.object({
  show: z._default(z.enum(['failed', 'waiting', 'attention']), 'attention'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** An outbox row's id in a path. */
export const outboxIdParam = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an outbox id')),
});
