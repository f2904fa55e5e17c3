import { blobKeyPattern, type BlobStore } from '../lib/blob-store';

/** A blob store in an R2 bucket; the content type we sniffed on upload travels as the object's metadata. */
export function createR2BlobStore(bucket: R2Bucket): BlobStore {
  const checked = (key: string) => {
    if (!blobKeyPattern.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return key;
  };
  return {
    async get(key) {
      const object = await bucket.get(checked(key));
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async put(key, bytes, contentType) {
      await bucket.put(checked(key), bytes, { httpMetadata: { contentType } });
    },
    async delete(key) {
      await bucket.delete(checked(key));
    },
  };
}
