import type { BatchItem } from 'drizzle-orm/batch';
import { auditLog, inquiries, inquiryItems, products, users } from '../../db/schema';
import type { Db } from '../../functions/lib/db';
import { newId } from '../../functions/lib/ids';
import { growCatalogue } from './catalogue';

/** What the admin-at-scale bench seeds (issue 15 "Admin at scale"). */
export const scale = { products: 5000, customers: 20_000, inquiries: 50_000, audit: 20_000 };

const names = ['Asha', 'Bela', 'Chitra', 'Deepa', 'Esha', 'Farah', 'Gita', 'Hema', 'Isha', 'Jaya'];
const surnames = ['Verma', 'Rao', 'Jain', 'Shah', 'Gupta', 'Mehta', 'Nair', 'Iyer', 'Das', 'Sethi'];
const stages = ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] as const;

/**
 * Insert rows in statements of `size` rows (SQLite's bound-parameter limit), many statements to a
 * batch: one commit per batch instead of one per statement is most of the speed.
 */
async function insertAll<T>(
  db: Db,
  rows: T[],
  size: number,
  insert: (chunk: T[]) => BatchItem<'sqlite'>,
) {
  const statements: BatchItem<'sqlite'>[] = [];
  for (let start = 0; start < rows.length; start += size) {
    statements.push(insert(rows.slice(start, start + size)));
  }
  for (let start = 0; start < statements.length; start += 50) {
    const [first, ...rest] = statements.slice(start, start + 50);
    await db.batch([first!, ...rest]);
  }
}

/**
 * Grow a seeded shop's database to the bench's scale: 5,000 products, 20,000 customers (every
 * third with a phone), 50,000 inquiries with one or two pieces each, and 20,000 audit entries,
 * spread over the past two years. Direct batched inserts: seconds, not minutes.
 */
export async function seedAdminScale(db: Db, adminId: string): Promise<void> {
  await growCatalogue(db, scale.products);
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;
  const when = (n: number, total: number) => now - Math.floor((2 * year * (total - n)) / total);
  const customers = Array.from({ length: scale.customers }, (_, n) => {
    const name = `${names[n % 10]} ${surnames[Math.floor(n / 10) % 10]} ${n}`;
    return {
      id: newId(),
      cartId: newId(),
      name,
      email: `customer${n}@example.in`,
      passwordHash: 'not-a-password',
      phone:
        n % 3 === 0
          ? `+91 98${String(n).padStart(3, '0').slice(-3)} ${String(10000 + n).slice(-5)}`
          : null,
      createdAt: when(n, scale.customers),
      updatedAt: when(n, scale.customers),
    };
  });
  await insertAll(db, customers, 500, (rows) => db.insert(users).values(rows));

  const pieces = await db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      price: products.pricePaise,
    })
    .from(products);
  const asked: (typeof inquiries.$inferInsert)[] = [];
  const items: (typeof inquiryItems.$inferInsert)[] = [];
  for (let n = 0; n < scale.inquiries; n++) {
    const id = newId();
    const customer = customers[(n * 7) % customers.length]!;
    const at = when(n, scale.inquiries);
    asked.push({
      id,
      userId: n % 2 ? customer.id : null,
      fullname: customer.name,
      email: customer.email,
      phoneNumber: `98290 ${String(10000 + (n % 90000)).slice(-5)}`,
      message: `Is piece number ${n} available in a pair?`,
      kind: n % 10 === 0 ? 'contact' : 'inquiry',
      stage: stages[n % stages.length]!,
      createdAt: at,
      updatedAt: at,
    });
    if (n % 10 === 0) continue;
    for (let k = 0; k < 1 + (n % 2); k++) {
      const piece = pieces[(n * 13 + k) % pieces.length]!;
      items.push({
        id: newId(),
        inquiryId: id,
        productId: piece.id,
        code: piece.code,
        name: piece.name,
        pricePaise: piece.price,
        qty: 1,
        position: k,
      });
    }
  }
  await insertAll(db, asked, 400, (rows) => db.insert(inquiries).values(rows));
  await insertAll(db, items, 500, (rows) => db.insert(inquiryItems).values(rows));

  const entities = ['product', 'category', 'settings', 'inquiry', 'staff'];
  const entries = Array.from({ length: scale.audit }, (_, n) => ({
    id: newId(),
    at: when(n, scale.audit),
    actorId: adminId,
    actorName: 'Shop Owner',
    entity: entities[n % entities.length]!,
    entityId: pieces[n % pieces.length]!.id,
    action: 'update',
    changes: JSON.stringify({ pricePaise: [100_000 + n, 100_100 + n] }),
  }));
  await insertAll(db, entries, 500, (rows) => db.insert(auditLog).values(rows));
}
