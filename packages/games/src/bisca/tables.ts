/**
 * Per-card lookups of the Portuguese order and points (from Sueca's `cards.ts`)
 * for the hot paths — the engine's tricks, the bots' playouts and the sorted
 * hands. Bisca's 40 cards have one-character ranks (no 10), so a card's rank and
 * suit are its first and last character codes, read from small typed arrays:
 * no string is cut and no dictionary is probed per lookup. Hands stay sorted in
 * the state (dealt sorted, each draw put in its place), so a view shares its
 * seat's hand instead of sorting a copy for every move of a playout.
 */
import { SUITS, type CardCode } from "@gg/core";
import { CARD_POINTS, PORTUGUESE_RANKS } from "../sueca/cards.ts";

const RANK_STRENGTH = new Int8Array(128).fill(-1);
const RANK_POINTS = new Int8Array(128);
PORTUGUESE_RANKS.forEach((rank, strength) => {
  RANK_STRENGTH[rank.charCodeAt(0)] = strength;
  RANK_POINTS[rank.charCodeAt(0)] = CARD_POINTS[rank];
});
const SUIT_INDEX = new Int8Array(128).fill(-1);
SUITS.forEach((suit, index) => (SUIT_INDEX[suit.charCodeAt(0)] = index));

/** Card points (A 11, 7 10, K 4, J 3, Q 2, others 0). */
export function points(card: CardCode): number {
  return RANK_POINTS[card.charCodeAt(0)]!;
}

/** Strength within the suit: higher beats lower (2 lowest … 7, A highest). */
export function strength(card: CardCode): number {
  return RANK_STRENGTH[card.charCodeAt(0)]!;
}

/** A card's place in a sorted hand: by suit (clubs, diamonds, hearts, spades), then rank low to high. */
function order(card: CardCode): number {
  return SUIT_INDEX[card.charCodeAt(card.length - 1)]! * 16 + RANK_STRENGTH[card.charCodeAt(0)]!;
}

/** A sorted copy of `cards` (an insertion sort: hands are small). */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  const out: CardCode[] = [];
  for (const card of cards) insertInto(out, card);
  return out;
}

/** A copy of the sorted `hand` with `card` in its place. */
export function withCard(hand: readonly CardCode[], card: CardCode): CardCode[] {
  const out = hand.slice();
  insertInto(out, card);
  return out;
}

function insertInto(sorted: CardCode[], card: CardCode): void {
  const key = order(card);
  let j = sorted.length - 1;
  sorted.push(card);
  for (; j >= 0 && order(sorted[j]!) > key; j--) sorted[j + 1] = sorted[j]!;
  sorted[j + 1] = card;
}
