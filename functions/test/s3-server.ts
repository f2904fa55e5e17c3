// A real S3-compatible server on loopback for the off-machine backup tests: s3rver, keeping its
// objects in a temporary folder, checking every request's signature with its fixed keys.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver is CommonJS without types: loaded through require, typed by the little used here.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** A running S3 server: its BACKUP_S3_URL for `bucket/prefix`, its files, and its stop. */
export interface TestS3 {
  /** `http://S3RVER:S3RVER@127.0.0.1:port/backups/shop` */
  url: string;
  /** The same server with an unknown access key: every request is refused. */
  badUrl: string;
  directory: string;
  close(): Promise<void>;
}

/** Start s3rver on a free loopback port with one bucket, `backups`. */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'chandi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'backups' }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/backups/shop`,
    badUrl: `http://NOT-A-KEY:S3RVER@127.0.0.1:${port}/backups/shop`,
    directory,
    close: () => server.close(),
  };
}
