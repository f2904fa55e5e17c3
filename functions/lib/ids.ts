const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An opaque random id of 20 base62 characters (about 119 bits), safe in URLs and file names. */
export function newId(): string {
  // Called per use, never at module top level: workerd refuses getRandomValues there.
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  let id = '';
  for (const byte of bytes) id += alphabet[byte % 62];
  return id;
}

/** The shape every id in a path must have before it reaches the database. */
export const idPattern = /^[0-9A-Za-z]{1,64}$/;
