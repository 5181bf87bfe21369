/**
 * Deterministic choices: the same lesson gets the same plan on every run and every machine, so a
 * teacher who regenerates sees no reshuffle and the tests can pin the output.
 */

/** FNV-1a, 32-bit: small, fast, and stable across Node versions (unlike `Math.random`). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The item a seed picks; `salt` lets one lesson make several independent picks. */
export function pick<T>(items: readonly T[], seed: number, salt: string | number): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[hashOf(`${seed}:${salt}`) % items.length];
}
