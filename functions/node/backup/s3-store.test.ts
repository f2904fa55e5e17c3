import { expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { backupConfigFromEnv } from './backup-config';
import { describeS3Target, parseS3Url } from './s3-store';

it('reads BACKUP_S3_URL: key, secret (percent-encoded), bucket and prefix', () => {
  const target = parseS3Url(
    'https://AKIA123:se%2Fcr%2Bet@acct.r2.cloudflarestorage.com/shop/chandi/daily',
  );
  expect(target).toEqual({
    endpoint: 'https://acct.r2.cloudflarestorage.com',
    bucket: 'shop',
    prefix: 'chandi/daily',
    accessKeyId: 'AKIA123',
    secretAccessKey: 'se/cr+et',
    region: undefined,
  });
  expect(describeS3Target(target)).toBe('https://acct.r2.cloudflarestorage.com/shop/chandi/daily');
  const config = backupConfigFromEnv(
    parseEnv({ BACKUP_S3_URL: 'http://k:s@127.0.0.1:9000/b', BACKUP_S3_REGION: 'ap-south-1' }),
  );
  expect(config.offsite).toMatchObject({ bucket: 'b', prefix: '', region: 'ap-south-1' });
  expect(backupConfigFromEnv(parseEnv({})).offsite).toBeUndefined();
});

it('refuses a BACKUP_S3_URL without keys or a bucket, naming the variable', () => {
  for (const url of ['https://host/bucket', 'https://k:s@host/', 'ftp://k:s@host/b'])
    expect(() => parseEnv({ BACKUP_S3_URL: url })).toThrow(/BACKUP_S3_URL: must/);
});
