/**
 * mulberry32 by Tommy Ettinger (public domain): a small seeded pseudo-random generator, 32-bit state,
 * period 2^32, returning numbers in [0, 1). Used where randomness must repeat: the demo data
 * (DESIGN §5) and the property tests.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
