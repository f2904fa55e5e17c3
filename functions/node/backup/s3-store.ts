import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

/** Where off-machine copies go: an S3-compatible bucket and a key prefix inside it. */
export interface S3Target {
  /** `https://host[:port]` (path-style requests: `endpoint/bucket/key`). */
  endpoint: string;
  bucket: string;
  /** Keys start with this (no leading or trailing slash; may be empty). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: aws4fetch reads it from an AWS host name, `auto` for R2, else `us-east-1`. */
  region?: string;
}

/**
 * Read `BACKUP_S3_URL`: `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]`, the key and secret
 * percent-encoded where they hold `/`, `+` or `@`. Throws a sentence naming what is missing.
 */
export function parseS3Url(text: string, region?: string): S3Target {
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('BACKUP_S3_URL must start with https:// (or http:// on a private network)');
  if (!url.username || !url.password)
    throw new Error(
      'BACKUP_S3_URL must carry the access key and secret: https://KEY:SECRET@host/…',
    );
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket)
    throw new Error('BACKUP_S3_URL must name the bucket: https://KEY:SECRET@host/bucket');
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.map(decodeURIComponent).join('/'),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    region,
  };
}

/** The target as the owner may see it: no key, no secret. */
export const describeS3Target = (target: S3Target) =>
  `${target.endpoint}/${target.bucket}${target.prefix ? `/${target.prefix}` : ''}`;

/** What a listing returns: keys with their sizes, and the "folders" one level down. */
export interface S3Listing {
  objects: { key: string; size: number }[];
  folders: string[];
}

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    match[1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );

/** The few S3 calls backups need, signed with aws4fetch. Keys are relative to the target's prefix. */
export function createS3Store(target: S3Target) {
  const aws = new AwsClient({
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
    service: 's3',
    region: target.region,
    retries: 3,
  });
  const fullKey = (key: string) => (target.prefix ? `${target.prefix}/${key}` : key);
  const objectUrl = (key: string) =>
    `${target.endpoint}/${target.bucket}/${fullKey(key).split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (what: string, response: Response) => {
    const body = await response.text().catch(() => '');
    const code = xmlValues(body, 'Code')[0] ?? '';
    return new Error(`S3 ${what} answered ${response.status} ${code}`.trim());
  };

  return {
    /**
     * Upload `bytes` as `key`. The SHA-256 is signed into the request, so the store refuses bytes
     * that differ from it, and the answer's ETag must be the bytes' MD5: the copy is verified.
     */
    async put(key: string, bytes: Uint8Array, sha256: string): Promise<void> {
      const response = await aws.fetch(objectUrl(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'x-amz-content-sha256': sha256,
          'content-md5': createHash('md5').update(bytes).digest('base64'),
        },
      });
      if (!response.ok) throw await fail(`PUT ${key}`, response);
      await response.body?.cancel();
      const md5 = createHash('md5').update(bytes).digest('hex');
      const etag = response.headers.get('etag')?.replaceAll('"', '');
      if (etag !== md5)
        throw new Error(`S3 PUT ${key}: the stored copy's ETag ${etag} is not its MD5`);
    },
    /** The bytes of `key`, or null when there is no such object. */
    async get(key: string): Promise<Uint8Array | null> {
      const response = await aws.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await fail(`GET ${key}`, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    /** Every object below `prefix` (or, with `delimiter`, the objects and folders one level down). */
    async list(prefix: string, delimiter?: string): Promise<S3Listing> {
      const listing: S3Listing = { objects: [], folders: [] };
      const base = target.prefix ? `${target.prefix}/` : '';
      let token: string | undefined;
      do {
        const url = new URL(`${target.endpoint}/${target.bucket}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', base + prefix);
        if (delimiter) url.searchParams.set('delimiter', delimiter);
        if (token) url.searchParams.set('continuation-token', token);
        const response = await aws.fetch(url);
        if (!response.ok) throw await fail(`LIST ${prefix}`, response);
        const xml = await response.text();
        const contents = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)];
        for (const [, entry] of contents)
          listing.objects.push({
            key: xmlValues(entry!, 'Key')[0]!.slice(base.length),
            size: Number(xmlValues(entry!, 'Size')[0]),
          });
        for (const [, entry] of xml.matchAll(/<CommonPrefixes>([\s\S]*?)<\/CommonPrefixes>/g))
          listing.folders.push(xmlValues(entry!, 'Prefix')[0]!.slice(base.length));
        token =
          xmlValues(xml, 'IsTruncated')[0] === 'true'
            ? xmlValues(xml, 'NextContinuationToken')[0]
            : undefined;
      } while (token);
      return listing;
    },
    async delete(key: string): Promise<void> {
      const response = await aws.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${key}`, response);
      await response.body?.cancel();
    },
  };
}

/** An S3-compatible bucket as backups use it. */
export type S3Store = ReturnType<typeof createS3Store>;
