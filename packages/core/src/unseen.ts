/**
 * Dealing the cards a seat has not seen, for a trick game's `determinize`: the other seats get
 * random hands of the right sizes that keep what play has shown — above all the suits a seat
 * could not follow. Shared by Oh Hell, Hearts, Spades and King's search.
 */
import { suitOf, type CardCode } from "./cards.ts";
import type { Seat } from "./contract.ts";
import { shuffle, type RandomSource } from "./random.ts";
import type { TrickPlay } from "./tricks.ts";

/** Suits each seat has shown it lacks: it did not follow the led suit (empty tricks are skipped). */
export function shownVoids(players: number, tricks: readonly (readonly TrickPlay[])[]): Set<string>[] {
  const out = Array.from({ length: players }, () => new Set<string>());
  for (const trick of tricks) {
    if (trick.length === 0) continue;
    const led = suitOf(trick[0]!.card);
    for (const p of trick) if (suitOf(p.card) !== led) out[p.seat]!.add(led);
  }
  return out;
}

/** `fits` for `dealUnseen` from shown voids alone. */
export function outsideVoids(voids: readonly Set<string>[]): (seat: Seat, card: CardCode) => boolean {
  return (seat, card) => !voids[seat]!.has(suitOf(card));
}

/** The seats by how many voids they showed, most first (ties in seat order): the most constrained pick first. */
export function mostVoidsFirst(voids: readonly Set<string>[]): Seat[] {
  return voids.map((_, seat) => seat).sort((a, b) => voids[b]!.size - voids[a]!.size);
}

export interface UnseenDeal {
  /** How many unseen cards each seat gets, by seat (0 for the seat whose view it is). */
  readonly counts: readonly number[];
  /** Whether `seat` may hold `card`, from what play has shown. */
  readonly fits: (seat: Seat, card: CardCode) => boolean;
  /** The order the seats take their cards in (default: seat order). */
  readonly order?: readonly Seat[];
  /** Shuffles tried before giving up on `fits` (default 20). */
  readonly attempts?: number;
}

/** The cards dealt to each seat by `dealUnseen`, and those left over (a stock's, where the game has one). */
export interface UnseenHands {
  readonly hands: CardCode[][];
  readonly rest: CardCode[];
}

/**
 * Deals `unseen` out by `counts`, each seat taking the first cards of a shuffled pool that fit
 * it; when a seat runs out of fitting cards the deal starts again from a new shuffle, and after
 * `attempts` shuffles (rare: the constraints leave few deals) the cards are dealt plainly.
 */
export function dealUnseen(unseen: readonly CardCode[], deal: UnseenDeal, random: RandomSource): UnseenHands {
  const { counts, fits } = deal;
  const order = deal.order ?? counts.map((_, seat) => seat);
  const attempts = deal.attempts ?? 20;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const pool = shuffle(random, unseen);
    const hands = fittingDeal(pool, counts, fits, order);
    if (hands) return { hands, rest: pool };
  }
  const pool = shuffle(random, unseen);
  const hands = counts.map((count) => pool.splice(0, count));
  return { hands, rest: pool };
}

/** One try: the hands taken out of `pool`, or null when a seat found no fitting card left. */
function fittingDeal(pool: CardCode[], counts: readonly number[], fits: UnseenDeal["fits"], order: readonly Seat[]): CardCode[][] | null {
  const hands: CardCode[][] = counts.map(() => []);
  for (const seat of order) {
    for (let k = 0; k < counts[seat]!; k++) {
      const at = pool.findIndex((card) => fits(seat, card));
      if (at < 0) return null;
      hands[seat]!.push(pool.splice(at, 1)[0]!);
    }
  }
  return hands;
}
