import type { Db } from '../lib/db';

type Statement = string | { sql: string };

/**
 * Records the SQL text of every statement the database runs (through `execute` and `batch`) while
 * `during` runs, in order: what a request did before its answer, whatever its timing.
 */
export async function statementsDuring(db: Db, during: () => Promise<unknown>): Promise<string[]> {
  const client = db.$client;
  const seen: string[] = [];
  const text = (statement: Statement) =>
    typeof statement === 'string' ? statement : statement.sql;
  const { execute, batch } = client;
  client.execute = ((statement: Statement, ...rest: unknown[]) => {
    seen.push(text(statement));
    return (execute as (...args: unknown[]) => unknown).call(client, statement, ...rest);
  }) as typeof execute;
  client.batch = ((statements: Statement[], ...rest: unknown[]) => {
    seen.push(...statements.map(text));
    return (batch as (...args: unknown[]) => unknown).call(client, statements, ...rest);
  }) as typeof batch;
  try {
    await during();
  } finally {
    client.execute = execute;
    client.batch = batch;
  }
  return seen;
}
