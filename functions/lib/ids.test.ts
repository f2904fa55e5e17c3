import { describe, expect, it } from 'vitest';
import { idPattern, newId } from './ids';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A byte source that hands out `bytes` in order, as many as each call asks for. */
function replay(bytes: number[]) {
  let next = 0;
  return (size: number) => {
    const chunk = new Uint8Array(size);
    for (let i = 0; i < size; i++) chunk[i] = bytes[next++ % bytes.length]!;
    return chunk;
  };
}

describe('newId', () => {
  it('is 20 base62 characters that fit the id pattern', () => {
    for (let i = 0; i < 100; i++) expect(newId()).toMatch(/^[0-9A-Za-z]{20}$/);
    expect(newId()).toMatch(idPattern);
  });

  it('never turns a byte from 248 up into a character (they would favour 0–7)', () => {
    const high = [248, 249, 250, 251, 252, 253, 254, 255];
    // Only high bytes for a while, then every byte 0–61 once: the id is the alphabet's start.
    const id = newId(
      replay([...high, ...high, ...high, ...Array.from({ length: 62 }, (_, i) => i)]),
    );
    expect(id).toBe(alphabet.slice(0, 20));
  });

  it('draws every character about equally often from the real random source', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      for (const char of newId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 400,000 characters, about 6,450 each (±250 at the extremes); `byte % 62` gave 0–7 about 7,800.
    const [low, high] = [Math.min(...counts.values()), Math.max(...counts.values())];
    expect(counts.size).toBe(62);
    expect(high / low).toBeLessThan(1.12);
  });
});
