// Holds the shop database's write lock from another process, as a backup tool or a stuck script
// would: `node lock-holder.mjs <db path> <seconds>`. Prints "locked" once it holds the lock and
// "released" when it lets go.
import { createClient } from '@libsql/client';

const [path, seconds] = process.argv.slice(2);
const client = createClient({ url: `file:${path}` });
// A write transaction (BEGIN IMMEDIATE) takes the write lock at once; in WAL mode that is all
// BEGIN EXCLUSIVE would take too. The client rolls back a bare `BEGIN` between calls, so hold a
// transaction object instead.
const transaction = await client.transaction('write');
console.log('locked');
await new Promise((done) => setTimeout(done, Number(seconds) * 1000));
await transaction.rollback();
console.log('released');
client.close();
