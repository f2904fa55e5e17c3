// Holds the shop database's exclusive lock from another process, as a backup tool or a stuck script
// would: `node lock-holder.mjs <db path> <seconds>`. Prints "locked" once it holds the lock and
// "released" when it lets go.
import Database from 'libsql';

const [path, seconds] = process.argv.slice(2);
// The bare binding, not @libsql/client: the client has no BEGIN EXCLUSIVE transaction mode. The
// timeout only lets it wait for a write the server may be finishing when it starts.
const db = new Database(path, { timeout: 5000 });
db.exec('BEGIN EXCLUSIVE');
console.log('locked');
await new Promise((done) => setTimeout(done, Number(seconds) * 1000));
db.exec('ROLLBACK');
console.log('released');
db.close();
