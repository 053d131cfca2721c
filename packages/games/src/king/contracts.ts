/**
 * King's ten contracts: six negatives, each played once, and four positives,
 * one per player. What a trick is worth in each, and which choices the dealer
 * has: only those that keep the match completable.
 */
import { SUITS, type CardCode, type Suit } from "@gg/core";
import { PLAYERS, ROUNDS, type ChooseAction } from "./state.ts";

export const NEGATIVES = ["noTricks", "noHearts", "noQueens", "noKingsOrJacks", "noKingOfHearts", "noLastTwo"] as const;
export type NegativeId = (typeof NEGATIVES)[number];
export type ContractId = NegativeId | "positive";

/** Points of one positive trick. */
export const POSITIVE_TRICK = 25;

/** What each negative costs in all (the six sum to −1300; the four positives to +1300). */
export const NEGATIVE_TOTAL: Readonly<Record<NegativeId, number>> = {
  noTricks: -260,
  noHearts: -260,
  noQueens: -200,
  noKingsOrJacks: -240,
  noKingOfHearts: -160,
  noLastTwo: -180,
};

/** The negatives that stop early (option `earlyEnd`) once every penalty card is taken. */
export const STOPS_EARLY: Readonly<Record<ContractId, boolean>> = {
  noTricks: false,
  noHearts: true,
  noQueens: true,
  noKingsOrJacks: true,
  noKingOfHearts: true,
  noLastTwo: false,
  positive: false,
};

/** Contracts where a heart may not be led while the leader holds another suit. */
export const NO_HEART_LEAD: Readonly<Record<ContractId, boolean>> = {
  noTricks: false,
  noHearts: true,
  noQueens: false,
  noKingsOrJacks: false,
  noKingOfHearts: true,
  noLastTwo: false,
  positive: false,
};

export const isNegative = (value: unknown): value is NegativeId => (NEGATIVES as readonly unknown[]).includes(value);

// Read from the card code's characters, without slicing: the rank's first, the suit's last.
const HEART = 72; // "H"
const QUEEN = 81; // "Q"
const KING = 75; // "K"
const JACK = 74; // "J"
export const isHeart = (card: CardCode): boolean => card.charCodeAt(card.length - 1) === HEART;
export const KING_OF_HEARTS = "KH";

/** The points a trick gives its winner under a contract; `number` counts tricks from 1. */
export function trickPoints(contract: ContractId, cards: readonly CardCode[], number: number): number {
  switch (contract) {
    case "positive":
      return POSITIVE_TRICK;
    case "noTricks":
      return -20;
    case "noLastTwo":
      return number >= 12 ? -90 : 0;
    case "noKingOfHearts":
      return cards.includes(KING_OF_HEARTS) ? -160 : 0;
    default: {
      let points = 0;
      for (const card of cards) points += cardPenalty(contract, card.charCodeAt(0), card.charCodeAt(card.length - 1));
      return points;
    }
  }
}

function cardPenalty(contract: "noHearts" | "noQueens" | "noKingsOrJacks", rank: number, suit: number): number {
  if (contract === "noHearts") return suit === HEART ? -20 : 0;
  if (contract === "noQueens") return rank === QUEEN ? -50 : 0;
  return rank === KING || rank === JACK ? -30 : 0;
}

/**
 * Whether the dealer of `round` may choose a negative. One who has had their
 * positive must; one who has not may only if they deal again later, so that
 * a hand remains for their positive. (Dealing goes round the four seats, so a
 * seat deals again iff `round + PLAYERS <= ROUNDS`.) With every choice kept
 * to this, every seat without a positive always has a later deal of its own,
 * and the hands left always hold the negatives left: the match completes.
 */
export function mayChooseNegative(round: number, hadPositive: boolean): boolean {
  return hadPositive || round + PLAYERS <= ROUNDS;
}

const CHOOSE_NEGATIVE = Object.fromEntries(NEGATIVES.map((c) => [c, Object.freeze({ type: "choose", contract: c } as const)])) as Readonly<
  Record<NegativeId, { readonly type: "choose"; readonly contract: NegativeId }>
>;
/** The positives: no trump first, then each suit. */
export const POSITIVE_TRUMPS: readonly (Suit | null)[] = [null, ...SUITS];
const CHOOSE_POSITIVE = POSITIVE_TRUMPS.map((trump) => Object.freeze({ type: "choose", contract: "positive", trump } as const));

/** The dealer's legal choices, as shared frozen actions: negatives left, then the positives. */
export function choices(round: number, hadPositive: boolean, played: readonly NegativeId[]): ChooseAction[] {
  const out: ChooseAction[] = [];
  if (mayChooseNegative(round, hadPositive)) for (const c of NEGATIVES) if (!played.includes(c)) out.push(CHOOSE_NEGATIVE[c]);
  if (!hadPositive) out.push(...CHOOSE_POSITIVE);
  return out;
}
