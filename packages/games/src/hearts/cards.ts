/**
 * Hearts' cards: the deck of each table size (low cards taken out so hands are
 * equal), the lowest club that leads, penalty points, the hand order, and the
 * shared frozen action objects (nothing is allocated per pass; the play actions, trick entries
 * and `played` events are core's shared ones, `trick-play.ts`).
 */
import { RANKS, SUITS, strengthOf, suitOf, type CardCode, type Seat, type Suit, type TrickPlay } from "@gg/core";
import type { PassAction } from "./state.ts";

export const QUEEN_OF_SPADES = "QS";
export const JACK_OF_DIAMONDS = "JD";
export const HEARTS: Suit = "H";

/** Aces high; no trump in Hearts. */
export const STRENGTH = strengthOf(RANKS);

// A rank's strength by its first character ("1" is the ten): read without slicing the code.
const STRENGTH_BY_CHAR = new Array<number>(128).fill(-1);
for (const rank of RANKS) STRENGTH_BY_CHAR[rank.charCodeAt(0)] = STRENGTH[rank]!;

/** A card's strength within its suit: 0 for a two … 12 for an ace. */
export const strengthOfCard = (card: CardCode): number => STRENGTH_BY_CHAR[card.charCodeAt(0)]!;

/**
 * The seat winning a trick: the highest card of the led suit (no trump). Core's `winningPlay`
 * gives the same answer; this one reads ranks by character code, as it runs after every trick.
 */
export function trickWinner(trick: readonly TrickPlay[]): Seat {
  const led = trick[0]!.card.charCodeAt(trick[0]!.card.length - 1);
  let best = trick[0]!;
  for (let i = 1; i < trick.length; i++) {
    const play = trick[i]!;
    if (play.card.charCodeAt(play.card.length - 1) === led && strengthOfCard(play.card) > strengthOfCard(best.card)) best = play;
  }
  return best.seat;
}

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

/**
 * Hot paths index arrays by a card's slot, its first and last character codes
 * (the ten's "1" is unique among ranks), instead of hashing the code in a Map.
 * Only for known cards: actions are checked with `isCard` first.
 */
const slot = (card: CardCode): number => card.charCodeAt(0) * 128 + card.charCodeAt(card.length - 1);
const SLOTS = 128 * 128;
// Filled up front (an array written sparsely would fall back to slow dictionary elements), and
// bytes: 16 KiB stay in cache where 16,384 plain numbers took 128 KiB.
const ORDER_BY_SLOT = new Int8Array(SLOTS).fill(-1);
for (const [card, order] of ORDER) ORDER_BY_SLOT[slot(card)] = order;

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
  return ORDER_BY_SLOT[slot(card)]!;
}

export function isCard(value: unknown): value is CardCode {
  return typeof value === "string" && ORDER.has(value);
}

export function sortCards(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => orderOf(a) - orderOf(b));
}

/** Two sorted lists of cards merged into one, in hand order. */
export function mergeCards(a: readonly CardCode[], b: readonly CardCode[]): CardCode[] {
  const out = new Array<CardCode>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = orderOf(a[i]!) < orderOf(b[j]!) ? a[i++]! : b[j++]!;
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

// One frozen pass action per set of 3 cards, made on first use, at the set's rank among the C(52, 3) sets
// in the combinatorial number system, counted from the top card down (a card's "place" is 51 − its
// order): rank = C(place of the lowest card, 3) + C(place of the middle one, 2) + place of the highest.
// Listing a hand's passes lowest card first then walks the table in short runs of neighbouring
// slots, not in jumps across it (cache misses made up most of the listing's time).
// Int32Arrays: the ranks stay small integers (a plain array of quotients may hold doubles).
const CHOOSE2 = Int32Array.from({ length: 52 }, (_, n) => (n * (n - 1)) / 2);
const CHOOSE3 = Int32Array.from({ length: 52 }, (_, n) => (n * (n - 1) * (n - 2)) / 6);
const PASSES = new Array<PassAction | null>(CHOOSE3[51]! + CHOOSE2[51]! + 51).fill(null);

/** Every choice of 3 cards of a sorted hand, as shared actions (each action's cards in hand order). */
export function passActionsOf(hand: readonly CardCode[]): PassAction[] {
  const n = hand.length;
  // Each card's share of a set's rank as its lowest, middle or highest card, read once.
  const asLowest = new Int32Array(n);
  const asMiddle = new Int32Array(n);
  const asHighest = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const place = 51 - orderOf(hand[i]!);
    asLowest[i] = CHOOSE3[place]!;
    asMiddle[i] = CHOOSE2[place]!;
    asHighest[i] = place;
  }
  const out = new Array<PassAction>(CHOOSE3[n]!);
  let next = 0;
  for (let i = 0; i < n - 2; i++) {
    for (let j = i + 1; j < n - 1; j++) {
      const base = asLowest[i]! + asMiddle[j]!;
      for (let k = j + 1; k < n; k++) {
        const rank = base + asHighest[k]!;
        out[next++] = PASSES[rank] ?? makePass(rank, hand[i]!, hand[j]!, hand[k]!);
      }
    }
  }
  return out;
}

function makePass(rank: number, a: CardCode, b: CardCode, c: CardCode): PassAction {
  return (PASSES[rank] = Object.freeze({ type: "pass", cards: Object.freeze([a, b, c]) }));
}
