/**
 * Hearts' cards: the deck of each table size (low cards taken out so hands are
 * equal), the lowest club that leads, penalty points, the hand order, and the
 * shared frozen action objects (nothing is allocated per card or per pass).
 */
import { RANKS, SUITS, strengthOf, suitOf, type CardCode, type Suit } from "@gg/core";
import type { PassAction, PlayAction } from "./state.ts";

export const QUEEN_OF_SPADES = "QS";
export const JACK_OF_DIAMONDS = "JD";
export const HEARTS: Suit = "H";

/** Aces high; no trump in Hearts. */
export const STRENGTH = strengthOf(RANKS);

/** Cards taken out so that every hand has the same size. */
export const REMOVED: Readonly<Record<number, readonly CardCode[]>> = {
  3: ["2D"],
  4: [],
  5: ["2D", "2C"],
  6: ["2D", "2C", "3D", "3C"],
};

/** Hand order: clubs, diamonds, hearts, spades; low to high within a suit. */
const ORDER = new Map<CardCode, number>(SUITS.flatMap((suit, s) => RANKS.map((rank, r) => [rank + suit, s * 13 + r] as const)));
const BY_ORDER: readonly CardCode[] = [...ORDER.keys()];

/** The table's deck, in hand order. */
export function deckFor(players: number): readonly CardCode[] {
  const removed = new Set(REMOVED[players] ?? []);
  return BY_ORDER.filter((card) => !removed.has(card));
}

/** The lowest club left in the table's deck: it leads the first trick. */
export function lowestClub(players: number): CardCode {
  return deckFor(players).find((card) => suitOf(card) === "C")!;
}

export function orderOf(card: CardCode): number {
  return ORDER.get(card)!;
}

export function isCard(value: unknown): value is CardCode {
  return typeof value === "string" && ORDER.has(value);
}

export function sortCards(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** Two sorted lists of cards merged into one, in hand order. */
export function mergeCards(a: readonly CardCode[], b: readonly CardCode[]): CardCode[] {
  const out = new Array<CardCode>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = ORDER.get(a[i]!)! < ORDER.get(b[j]!)! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

// The suit letter's char code, read without slicing the string.
const HEART_CODE = 72; // "H"
export const isHeart = (card: CardCode): boolean => card.charCodeAt(card.length - 1) === HEART_CODE;

/** A penalty card: a heart or `QS`. */
export const isPenalty = (card: CardCode): boolean => isHeart(card) || card === QUEEN_OF_SPADES;

/** Penalty points of one card: hearts 1, `QS` 13. */
export function penaltyOf(card: CardCode): number {
  if (isHeart(card)) return 1;
  return card === QUEEN_OF_SPADES ? 13 : 0;
}

export const PLAY: ReadonlyMap<CardCode, PlayAction> = new Map(BY_ORDER.map((card) => [card, Object.freeze({ type: "play", card } as const)]));

// One frozen pass action per set of 3 cards, made on first use, keyed by the cards' hand order.
const PASSES = new Array<PassAction | undefined>(52 * 52 * 52);

/** Every choice of 3 cards of a sorted hand, as shared actions (each action's cards in hand order). */
export function passActionsOf(hand: readonly CardCode[]): PassAction[] {
  const n = hand.length;
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = ORDER.get(hand[i]!)!;
  const out = new Array<PassAction>((n * (n - 1) * (n - 2)) / 6);
  let next = 0;
  for (let i = 0; i < n - 2; i++) {
    for (let j = i + 1; j < n - 1; j++) {
      const pair = (order[i]! * 52 + order[j]!) * 52;
      for (let k = j + 1; k < n; k++) {
        const key = pair + order[k]!;
        out[next++] = PASSES[key] ?? makePass(key, hand[i]!, hand[j]!, hand[k]!);
      }
    }
  }
  return out;
}

function makePass(key: number, a: CardCode, b: CardCode, c: CardCode): PassAction {
  return (PASSES[key] = Object.freeze({ type: "pass", cards: Object.freeze([a, b, c]) }));
}
