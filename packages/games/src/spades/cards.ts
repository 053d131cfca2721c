/**
 * Spades' cards: aces high in every suit, spades always trump, and the tables the hot
 * paths read instead of parsing card codes (nothing is allocated per card).
 */
import { RANKS, SUITS, standardDeck, strengthOf, rankOf, type CardCode } from "@gg/core";

export const SPADES = "S";
/** Aces high in every suit. */
export const STRENGTH = strengthOf(RANKS);

const DECK = standardDeck();
const STRENGTH_OF: Readonly<Record<CardCode, number>> = Object.fromEntries(DECK.map((card) => [card, STRENGTH[rankOf(card)]!]));
const ORDER: Readonly<Record<CardCode, number>> = Object.fromEntries(SUITS.flatMap((suit, s) => RANKS.map((rank, r) => [rank + suit, s * 16 + r])));

/** 0 = two … 12 = ace. */
export const strength = (card: CardCode): number => STRENGTH_OF[card]!;

/** By suit (clubs, diamonds, hearts, spades), then rank low to high: the order hands are kept in. */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => ORDER[a]! - ORDER[b]!);
}
