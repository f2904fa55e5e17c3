import type {
  Client,
  InArgs,
  InStatement,
  ResultSet,
  Transaction,
  TransactionMode,
} from '@libsql/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseFault } from '../lib/errors';

/** How long a call keeps trying against another process's lock before its error goes out (as a 503). */
export const busyRetryBudgetMs = 5000;

/** How long to keep trying and how far apart; tests shorten them. */
export interface BusyRetryTiming {
  budgetMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const defaultTiming: BusyRetryTiming = {
  budgetMs: busyRetryBudgetMs,
  firstDelayMs: 10,
  maxDelayMs: 200,
};

const isBusy = (error: unknown) => databaseFault(error) === 'busy';

/**
 * Wrap a local libSQL client whose connection has no busy timeout, so that SQLite never sleeps on
 * the event loop: a call refused because another process holds the lock is retried after a timer
 * (backoff with jitter) until it succeeds or `budgetMs` has passed, then its busy error is thrown.
 * Calls run one at a time, and after a busy failure `reopen` replaces the connection before any
 * other call uses it (libSQL leaves the failed statement open, and the connection would never
 * commit again: tursodatabase/libsql-client-ts#352). Every retried call is all-or-nothing: a single
 * statement, or a batch the client rolls back when it fails.
 */
export function retryWhileBusy(
  client: Client,
  reopen: () => Promise<void>,
  timing: Partial<BusyRetryTiming> = {},
): Client {
  return new BusyRetryingClient(client, reopen, { ...defaultTiming, ...timing });
}

class BusyRetryingClient implements Client {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: Client,
    private readonly reopen: () => Promise<void>,
    private readonly timing: BusyRetryTiming,
  ) {}

  get closed() {
    return this.client.closed;
  }

  get protocol() {
    return this.client.protocol;
  }

  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return this.#retry(() =>
      typeof stmtOrSql === 'string'
        ? this.client.execute(stmtOrSql, args)
        : this.client.execute(stmtOrSql),
    );
  }

  batch(stmts: (InStatement | [string, InArgs?])[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.#retry(() => this.client.batch(stmts, mode));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#retry(() => this.client.migrate(stmts));
  }

  /**
   * Only taking the lock is retried. Drizzle's default `write` mode takes it at BEGIN, so in WAL
   * mode nothing inside the transaction can be refused afterwards.
   */
  transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.#retry(() => this.client.transaction(mode));
  }

  /** Not retried: statements before the refused one may have run. */
  executeMultiple(sql: string): Promise<void> {
    return this.#alone(() => this.client.executeMultiple(sql));
  }

  sync() {
    return this.client.sync();
  }

  close() {
    this.client.close();
  }

  reconnect() {
    return this.client.reconnect();
  }

  async #retry<T>(call: () => Promise<T>): Promise<T> {
    const deadline = performance.now() + this.timing.budgetMs;
    for (
      let delay = this.timing.firstDelayMs;
      ;
      delay = Math.min(delay * 2, this.timing.maxDelayMs)
    ) {
      try {
        return await this.#alone(call);
      } catch (error) {
        // Jitter, so that writers queued behind one lock do not all come back at the same moment.
        const wait = Math.min(delay * (0.5 + Math.random() / 2), deadline - performance.now());
        if (!isBusy(error) || wait <= 0) throw error;
        await sleep(wait);
      }
    }
  }

  /** Run `call` after every call before it has settled, reopening the connection if it was refused. */
  #alone<T>(call: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(async () => {
      try {
        return await call();
      } catch (error) {
        if (isBusy(error)) await this.reopen();
        throw error;
      }
    });
    this.#queue = result.catch(() => undefined);
    return result;
  }
}
