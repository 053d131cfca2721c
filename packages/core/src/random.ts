/**
 * Seeded randomness. Engines never call `Math.random`: they draw from a
 * `RandomSource` restored from plain data held in the game state.
 *
 * The default algorithm is xoshiro128** (Blackman & Vigna, 2018), 128 bits of
 * state. A seed string is expanded into the four state words with FNV-1a
 * (one pass per word, each with its own basis) finished by MurmurHash3's
 * fmix32 avalanche. Other algorithms (the verifiable HMAC-SHA256 stream of a
 * later issue) plug in with `registerRandomAlgorithm` without touching games.
 */

/** The one interface games draw from. */
export interface RandomSource {
  /** A uniformly distributed integer in [0, 2^32). */
  uint32(): number;
}

/** A PRNG's whole state as JSON, stored in game states. */
export interface RandomState {
  readonly algorithm: string;
  readonly [field: string]: unknown;
}

export interface SavableRandom extends RandomSource {
  save(): RandomState;
  /** Called before each chance draw that uses the stream (a deal, a die): streams keyed by draw use it. */
  startDraw?(): void;
}

type Opener = (state: RandomState) => SavableRandom;
const algorithms = new Map<string, Opener>();

export function registerRandomAlgorithm(name: string, open: Opener): void {
  algorithms.set(name, open);
}

/** Restores a PRNG from its saved state (the saved state itself is not changed). */
export function openRandom(state: RandomState): SavableRandom {
  const open = algorithms.get(state.algorithm);
  if (!open) throw new Error(`unknown random algorithm '${state.algorithm}'`);
  return open(state);
}

/** An unbiased integer in [0, n), by rejection sampling (no modulo bias). */
export function randomInt(rng: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad range ${n}`);
  const limit = 0x100000000 - (0x100000000 % n); // largest multiple of n not above 2^32
  let x = rng.uint32();
  while (x >= limit) x = rng.uint32();
  return x % n;
}

/** A shuffled copy (Fisher–Yates, Durstenfeld's in-place form, from the end). */
export function shuffle<T>(rng: RandomSource, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** Picks one element uniformly. */
export function pick<T>(rng: RandomSource, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("pick: empty list");
  return items[randomInt(rng, items.length)]!;
}

// ---- xoshiro128** -------------------------------------------------------

export const XOSHIRO = "xoshiro128**";

export interface XoshiroState extends RandomState {
  readonly algorithm: typeof XOSHIRO;
  readonly words: readonly [number, number, number, number];
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const BASES = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35] as const;

type SeedScheme = (rest: string) => RandomState;
const schemes = new Map<string, SeedScheme>();

/**
 * Seeds of the form `<scheme>:<rest>` open another stream (the provably fair
 * `hmac-sha256:` seeds of `fair.ts`); any other string seeds xoshiro128**.
 */
export function registerSeedScheme(scheme: string, open: SeedScheme): void {
  schemes.set(scheme, open);
}

/** The initial PRNG state for a match seed. */
export function seedRandom(seed: string): RandomState {
  const colon = seed.indexOf(":");
  const scheme = colon > 0 ? schemes.get(seed.slice(0, colon)) : undefined;
  if (scheme) return scheme(seed.slice(colon + 1));
  // A fair seed must never fall back silently to another stream: that would deal other cards.
  if (seed.startsWith("hmac-sha256:")) throw new Error("hmac-sha256 seeds need fair.ts registered (import it from @gg/core)");
  return seedXoshiro(seed);
}

/** The xoshiro128** state for a seed string. */
export function seedXoshiro(seed: string): XoshiroState {
  const words = BASES.map((basis) => fmix32(fnv1a(seed, basis))) as [number, number, number, number];
  if (words.every((w) => w === 0)) words[0] = 1; // the all-zero state is xoshiro's one fixed point
  return { algorithm: XOSHIRO, words };
}

class Xoshiro128 implements SavableRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(words: readonly number[]) {
    this.a = words[0]! | 0;
    this.b = words[1]! | 0;
    this.c = words[2]! | 0;
    this.d = words[3]! | 0;
  }
  uint32(): number {
    const b = this.b;
    const m = Math.imul(b, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9);
    const t = b << 9;
    this.c ^= this.a;
    this.d ^= b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = (this.d << 11) | (this.d >>> 21);
    return result >>> 0;
  }
  save(): XoshiroState {
    return { algorithm: XOSHIRO, words: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
}

registerRandomAlgorithm(XOSHIRO, (state) => new Xoshiro128((state as XoshiroState).words));

/** A free-standing PRNG for drivers (simulations, bots' tie-breaks), never for engines' state. */
export function createRandom(seed: string): SavableRandom {
  return openRandom(seedRandom(seed));
}
