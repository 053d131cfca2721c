/** Card facts the bots read fast: rank and suit by character code, the index of a card in the deck. */
import { RANKS, SUITS, type CardCode, type Suit } from "@gg/core";

// 0 = two … 12 = ace, read from the first character ("1" is the ten) without slicing the code.
const RANK_BY_CHAR: number[] = [];
RANKS.forEach((rank, r) => (RANK_BY_CHAR[rank.charCodeAt(0)] = r));
const SUIT_BY_CHAR: number[] = [];
SUITS.forEach((suit, s) => (SUIT_BY_CHAR[suit.charCodeAt(0)] = s));

export const ACE = 12;
export const KING = 11;
export const QUEEN = 10;
export const JACK = 9;

/** A card's rank, 0 (two) … 12 (ace). */
export const rank = (card: CardCode): number => RANK_BY_CHAR[card.charCodeAt(0)]!;
/** A card's suit index, 0 … 3 in `SUITS` order (C, D, H, S). */
export const suitIndex = (card: CardCode): number => SUIT_BY_CHAR[card.charCodeAt(card.length - 1)]!;
export const suitIndexOf = (suit: Suit): number => SUIT_BY_CHAR[suit.charCodeAt(0)]!;
/** The card's index in a 52-slot table: suit × 13 + rank. */
export const slotOf = (card: CardCode): number => suitIndex(card) * 13 + rank(card);
