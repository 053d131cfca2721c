/**
 * The `rules` bot's contract choice. For every legal choice it estimates, from
 * the dealer's hand alone, the margin the hand will bring (its points minus
 * the mean of the others'), and takes the best after subtracting what the
 * choice gives up: a positive used now is no longer there for a better hand
 * later (`OWN_POSITIVE_VALUE`). A negative's margin is (total − 4 × share) / 3
 * for the estimated share of its penalty; a positive's 25 × (4 × tricks − 13) / 3.
 */
import type { CardCode, Suit } from "@gg/core";
import { ACE, JACK, KING, QUEEN, rank, suitIndex, suitIndexOf } from "./cards.ts";
import { NEGATIVE_TOTAL, POSITIVE_TRICK, type NegativeId } from "./contracts.ts";
import type { ChooseAction } from "./state.ts";

/**
 * The margin a seat expects from its own positive when it keeps it for later
 * (it will choose the trump and lead). Measured: the mean margin of the
 * chooser's positive hands between `rules` bots (see docs/bots.md).
 */
export const OWN_POSITIVE_VALUE = 50;

/** Chance a card of this rank takes a trick when its holder tries to duck (a 13-card hand sums to ~3). */
const DUCK_DANGER = [0, 0, 0, 0.02, 0.05, 0.08, 0.12, 0.18, 0.25, 0.35, 0.5, 0.65, 0.85];

/** Expected tricks a hand takes in a ducking contract. */
function duckTricks(hand: readonly CardCode[]): number {
  let sum = 0;
  for (const card of hand) sum += DUCK_DANGER[rank(card)]!;
  return sum;
}

/** Expected penalty points the hand takes in each negative (a positive number: the share of |total|). */
export function negativeShares(hand: readonly CardCode[]): Record<NegativeId, number> {
  const t = duckTricks(hand);
  const other = (0.8 * t) / 13; // chance a penalty card held by someone else falls into one of our tricks
  let heartDanger = 0;
  let queens = 0;
  let kings = 0;
  let jacks = 0;
  const kingOfHearts = hand.includes("KH");
  const aceOfHearts = hand.includes("AH");
  for (const card of hand) {
    const r = rank(card);
    if (suitIndex(card) === 2) heartDanger += DUCK_DANGER[r]!;
    if (r === QUEEN) queens++;
    else if (r === KING) kings++;
    else if (r === JACK) jacks++;
  }
  return {
    noTricks: 20 * t,
    noHearts: 20 * (0.75 * t + 1.3 * heartDanger),
    noQueens: 50 * (0.5 * queens + (4 - queens) * other),
    noKingsOrJacks: 30 * (0.6 * kings + 0.35 * jacks + (8 - kings - jacks) * other),
    noKingOfHearts: 160 * (kingOfHearts ? (aceOfHearts ? 0.6 : 0.55) : (aceOfHearts ? 0.05 : 0) + (0.3 * t) / 3.05),
    noLastTwo: 180 * 0.3 * (0.5 + (0.5 * t) / 3.05),
  };
}

const TRUMP_HONOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.4, 0.6, 0.8, 0.95];
const SIDE_HONOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.25, 0.55, 0.85];

/** Expected tricks with this trump (null: no trump) when the hand's holder chooses and leads. */
export function positiveTricks(hand: readonly CardCode[], trump: Suit | null): number {
  const length = [0, 0, 0, 0];
  const top = [0, 0, 0, 0]; // the highest rank held per suit
  for (const card of hand) {
    const s = suitIndex(card);
    length[s]!++;
    top[s] = Math.max(top[s]!, rank(card));
  }
  const t = trump === null ? -1 : suitIndexOf(trump);
  let tricks = 0;
  for (const card of hand) {
    const s = suitIndex(card);
    const r = rank(card);
    if (s === t) tricks += TRUMP_HONOURS[r]!;
    else if (r === ACE || (r === KING && length[s]! >= 2) || (r === QUEEN && length[s]! >= 3)) tricks += trump === null ? SIDE_HONOURS[r]! + 0.05 : SIDE_HONOURS[r]!;
  }
  if (t >= 0) tricks += Math.max(0, length[t]! - 3) * 0.8;
  else for (let s = 0; s < 4; s++) if (length[s]! >= 5 && top[s]! >= KING) tricks += (length[s]! - 4) * 0.5;
  return tricks;
}

/** The estimated margin of each legal choice, net of what it gives up; the best one is chosen. */
export function choiceValue(hand: readonly CardCode[], choice: ChooseAction, shares = negativeShares(hand)): number {
  if (choice.contract === "positive") {
    const tricks = positiveTricks(hand, choice.trump);
    return (POSITIVE_TRICK * (4 * tricks - 13)) / 3 - OWN_POSITIVE_VALUE;
  }
  return (-NEGATIVE_TOTAL[choice.contract] - 4 * shares[choice.contract]) / 3;
}

export function chooseContract(hand: readonly CardCode[], legal: readonly ChooseAction[]): ChooseAction {
  const shares = negativeShares(hand);
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const choice of legal) {
    const value = choiceValue(hand, choice, shares);
    if (value > bestValue) {
      best = choice;
      bestValue = value;
    }
  }
  return best;
}
