/**
 * Buraco's cards: the 108-card double deck, card values, and a card's place in a sequence
 * (place 1 is the low ace, 2…13 the 2 to the king, 14 the high ace).
 */
import { JOKER, SUITS, standardDeck, type CardCode, type Suit } from "@gg/core";

/** Two 52-card decks and four jokers; the two copies of a card share its code. */
export const BURACO_DECK: readonly CardCode[] = Object.freeze([...standardDeck(), ...standardDeck(), JOKER, JOKER, JOKER, JOKER]);
export const DECK_SIZE = BURACO_DECK.length;

/** Every distinct code of the deck (52 cards and the joker). */
export const CODES: readonly CardCode[] = Object.freeze([...standardDeck(), JOKER]);

const RANK_PLACE: Readonly<Record<string, number>> = { A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, J: 11, Q: 12, K: 13 };

/** A card's natural place (the ace: 1; it may also stand at 14), 0 for the joker. */
export const PLACE: Readonly<Record<CardCode, number>> = Object.freeze(
  Object.fromEntries(CODES.map((c) => [c, c === JOKER ? 0 : RANK_PLACE[c.slice(0, -1)]!])),
);

/** A card's suit, or "" for the joker. */
export const SUIT_OF: Readonly<Record<CardCode, Suit | "">> = Object.freeze(Object.fromEntries(CODES.map((c): [CardCode, Suit | ""] => [c, c === JOKER ? "" : (c.slice(-1) as Suit)])));

/** Jokers and 2s can stand for any card. */
export function canBeWild(card: CardCode): boolean {
  return card === JOKER || PLACE[card] === 2;
}

/** Whether `card` is the natural card of `place` in a sequence of `suit`. */
export function isNaturalAt(card: CardCode, suit: Suit, place: number): boolean {
  if (SUIT_OF[card] !== suit) return false;
  const own = PLACE[card]!;
  return own === place || (own === 1 && place === 14);
}

/** The natural card of a place in a suit (`AH` for 1 and 14). */
export function cardAt(suit: Suit, place: number): CardCode {
  return NATURAL[suit]![place]!;
}
const PLACE_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
const NATURAL: Readonly<Record<string, readonly CardCode[]>> = Object.fromEntries(SUITS.map((suit) => [suit, ["", ...PLACE_RANKS.map((rank) => rank + suit)]]));

/** Card values, for cards laid down and against cards left in hand: joker 50, A 15, 2 10, K–8 10, 7–3 5. */
export function valueOf(card: CardCode): number {
  if (card === JOKER) return 50;
  const place = PLACE[card]!;
  return place === 1 ? 15 : place === 2 || place >= 8 ? 10 : 5;
}

export function valueOfCards(cards: readonly CardCode[]): number {
  let total = 0;
  for (const card of cards) total += valueOf(card);
  return total;
}

/** Counts of each code, for multiset comparisons. */
export function countCards(cards: readonly CardCode[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** `cards` without one copy of each card of `taken` (which must all be there). */
export function withoutCards(cards: readonly CardCode[], taken: readonly CardCode[]): CardCode[] {
  const rest = cards.slice();
  for (const card of taken) rest.splice(rest.indexOf(card), 1);
  return rest;
}

/** Whether `cards` holds every card of `wanted`, copies counted. */
export function holdsAll(cards: readonly CardCode[], wanted: readonly CardCode[]): boolean {
  if (wanted.length === 1) return cards.includes(wanted[0]!);
  const counts = countCards(cards);
  for (const card of wanted) {
    const n = counts.get(card) ?? 0;
    if (n === 0) return false;
    counts.set(card, n - 1);
  }
  return true;
}

const SUIT_ORDER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3, "": 4 };

/** A hand's display order: by suit, then place (aces high), jokers last. */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  const key = (c: CardCode) => SUIT_ORDER[SUIT_OF[c]!]! * 20 + (PLACE[c] === 1 ? 14 : PLACE[c]!);
  return cards.slice().sort((a, b) => key(a) - key(b));
}
