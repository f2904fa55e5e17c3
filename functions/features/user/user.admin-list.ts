import { asc, count, desc, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Paged } from '../../../src/contract/paging';
import type { Db } from '../../lib/db';
import { contains, pageQuery, pageWindow } from '../../lib/paging';

/** Orders of the admin's customer list: newest first unless asked (`-` means descending). */
export const userSorts = ['-created', 'created', 'name', '-name', 'email', '-email'] as const;

/** `GET /api/admin/users`: page, pageSize, q (name, e-mail or phone) and sort. */
export const userPageQuery = pageQuery(userSorts);

type UserSort = (typeof userSorts)[number];

/** A customer row of the admin's list. */
export interface UserListJson {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
}

const orderColumns = { created: users.createdAt, name: users.name, email: users.email } as const;

function orderBy(sort: UserSort) {
  const direction = sort.startsWith('-') ? desc : asc;
  const column = orderColumns[sort.replace('-', '') as keyof typeof orderColumns];
  return [direction(column), direction(users.id)];
}

// Phone numbers are stored written out (`+91 98290 12345`); a search typed as digits finds them
// whatever spacing either side used.
const phoneDigits = sql`replace(replace(replace(${users.phone}, ' ', ''), '-', ''), '+', '')`;

function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/[\s+-]/g, '');
  return or(
    contains(users.name, q),
    contains(users.email, q),
    /^\d{3,}$/.test(digits) ? contains(phoneDigits, digits) : undefined,
  );
}

/** One page of the customers for the admin, sorted and searched in the database. */
export async function listUserPage(
  db: Db,
  query: { page: number; pageSize: number; q: string; sort: UserSort },
): Promise<Paged<UserListJson>> {
  const where = matching(query.q);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
