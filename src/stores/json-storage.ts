/**
 * Encoder/decoder pair for a persisted list or record held as one JSON localStorage key
 * (DESIGN §9 "Stored keys"). An empty value removes the key, so "empty" and "cleared" are the same.
 */
export function jsonCodec<T>(sanitize: (parsed: unknown) => T, isEmpty: (value: T) => boolean) {
  return {
    // @nanostores/persistent deletes the key when encode gives undefined.
    encode: (value: T) => (isEmpty(value) ? undefined : JSON.stringify(value)) as string,
    decode: (raw: string): T => {
      try {
        return sanitize(JSON.parse(raw));
      } catch {
        return sanitize(undefined);
      }
    },
  };
}

/** A list stored bare or, as older clients did, inside an object (`list`, `items`). */
export function listOf(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  const holder = parsed as { list?: unknown; items?: unknown } | null | undefined;
  const inner = holder?.list ?? holder?.items;
  return Array.isArray(inner) ? inner : [];
}

/** A non-empty string, or undefined. */
export const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A finite number, or the fallback. */
export const num = (value: unknown, fallback = 0) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};
