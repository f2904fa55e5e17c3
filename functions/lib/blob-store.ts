/** A stored file: its bytes (as a stream or a buffer) and what it is. */
export interface StoredBlob {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
}

/** Where images live: a folder on Node, an R2 bucket on the edge. Keys are `a-z0-9/-_.` paths. */
export interface BlobStore {
  get(key: string): Promise<StoredBlob | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Keys the stores accept: no `..`, no leading slash, nothing outside a small alphabet. */
export const blobKeyPattern = /^(?!.*\.\.)[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;
