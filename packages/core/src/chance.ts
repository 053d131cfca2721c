/**
 * Explicit chance, as in OpenSpiel: every random event of a game (a deal, a
 * die, a draw for the first player, a reshuffle) is one *chance outcome* of a
 * named kind. A match can fix outcomes in advance (tests, tutorials, puzzles,
 * stacked deals); the game consumes them in the order it needs them, and when
 * they run out the seeded PRNG takes over. A record with fixed outcomes
 * replays exactly like one driven by its seed alone.
 */
import { InvalidChanceError } from "./errors.ts";
import { openRandom, seedRandom, type RandomSource, type RandomState, type SavableRandom } from "./random.ts";

/** One fixed chance outcome. Each game documents its kinds and value shapes. */
export interface ChanceOutcome {
  readonly kind: string;
  readonly value: unknown;
}

/** Kept in the game state: the PRNG and the fixed outcomes not yet used. */
export interface ChanceState {
  readonly random: RandomState;
  readonly fixed: readonly ChanceOutcome[];
  readonly used: number;
}

export function initialChance(seed: string, fixed: readonly ChanceOutcome[] = []): ChanceState {
  return { random: seedRandom(seed), fixed, used: 0 };
}

/**
 * A working copy of a `ChanceState` for one `setup` or `apply` call: draw
 * outcomes, then `save()` into the new state. The input state is untouched.
 */
export class Chance {
  private rng: SavableRandom | undefined;
  private used: number;

  constructor(private readonly start: ChanceState) {
    this.used = start.used;
  }

  /**
   * The next outcome of `kind`: the next fixed outcome when one is left
   * (checked by `accept`, which throws `InvalidChanceError` with a reason, or
   * returns the parsed value), otherwise `sample` from the PRNG.
   */
  draw<T>(kind: string, sample: (random: RandomSource) => T, accept: (value: unknown) => T): T {
    const fixed = this.start.fixed;
    if (this.used < fixed.length) {
      const outcome = fixed[this.used]!;
      if (outcome.kind !== kind) {
        throw new InvalidChanceError(`fixed chance outcome #${this.used} is '${outcome.kind}', but the game draws '${kind}' here`);
      }
      this.used++;
      return accept(outcome.value);
    }
    this.rng ??= openRandom(this.start.random);
    this.rng.startDraw?.();
    return sample(this.rng);
  }

  /** The chance state after the draws (the same object when nothing was drawn). */
  save(): ChanceState {
    if (!this.rng && this.used === this.start.used) return this.start;
    return { random: this.rng ? this.rng.save() : this.start.random, fixed: this.start.fixed, used: this.used };
  }
}

/** Throws the error games use for a fixed outcome that does not fit. */
export function badChance(kind: string, reason: string): never {
  throw new InvalidChanceError(`fixed chance outcome '${kind}': ${reason}`);
}
