const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const idLength = 20;
// 248 is the largest multiple of 62 in a byte: `byte % 62` over 0–255 would make the first eight
// characters a quarter likelier than the rest, so bytes from 248 up are thrown away.
const unbiasedBelow = 256 - (256 % alphabet.length);

/** Random bytes from the platform's CSPRNG. */
const secureBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/**
 * An opaque random id of 20 base62 characters (about 119 bits), safe in URLs and file names; every
 * character is equally likely. `randomBytes` is for tests; ids always use the platform's CSPRNG.
 */
export function newId(randomBytes: (size: number) => Uint8Array = secureBytes): string {
  // Called per use, never at module top level: workerd refuses getRandomValues there.
  let id = '';
  while (id.length < idLength) {
    for (const byte of randomBytes(idLength)) {
      if (byte < unbiasedBelow && id.length < idLength) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

/** The shape every id in a path must have before it reaches the database. */
export const idPattern = /^[0-9A-Za-z]{1,64}$/;
