import * as z from 'zod';

/** `GET /api/admin/outbox`: which rows to list and which page. */
export const outboxQuery = z.object({
  show: z.enum(['failed', 'waiting', 'attention']).default('attention'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An outbox row's id in a path. */
export const outboxIdParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an outbox id'),
});
