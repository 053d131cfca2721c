/**
 * Spades' cards: aces high in every suit, spades always trump, and the tables the hot
 * paths read instead of parsing card codes (nothing is allocated per card).
 */
import { RANKS, strengthOf, type CardCode } from "@gg/core";

export const SPADES = "S";
/** Aces high in every suit. */
export const STRENGTH = strengthOf(RANKS);

// Indexed by a character code: a rank's first character (the ten's "1" is unique among ranks)
// and a suit's letter. Arrays filled up front, so V8 keeps them fast.
const RANK_STRENGTH = new Array<number>(128).fill(-1);
for (const rank of RANKS) RANK_STRENGTH[rank.charCodeAt(0)] = STRENGTH[rank]!;
const SUIT_ORDER = new Array<number>(128).fill(-1);
["C", "D", "H", "S"].forEach((suit, i) => (SUIT_ORDER[suit.charCodeAt(0)] = i));

/** 0 = two … 12 = ace. Only for known cards. */
export const strength = (card: CardCode): number => RANK_STRENGTH[card.charCodeAt(0)]!;

/** Clubs, diamonds, hearts, spades; low to high within a suit. */
const order = (card: CardCode): number => SUIT_ORDER[card.charCodeAt(card.length - 1)]! * 16 + strength(card);

/** By suit (clubs, diamonds, hearts, spades), then rank low to high: the order hands are kept in. */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => order(a) - order(b));
}
