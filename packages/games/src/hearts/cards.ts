/**
 * Hearts' cards: the deck of each table size (low cards taken out so hands are
 * equal), the lowest club that leads, penalty points, the hand order, and the
 * shared frozen pass and play actions (nothing is allocated per pass or card; the trick entries
 * and `played` events are core's shared ones, `trick-play.ts`).
 */
import { RANKS, SUITS, strengthOf, suitOf, type CardCode, type Seat, type Suit, type TrickPlay } from "@gg/core";
import type { PassAction, PlayAction } from "./state.ts";

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
// Written out as literals: V8 interns string literals, so every hand, pass and play of the game
// holds these very strings and comparing two codes (`indexOf`, `===`) is a pointer comparison. Codes
// built by concatenation are separate strings that compare character by character.
const BY_ORDER: readonly CardCode[] = Object.freeze([
  "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC",
  "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD",
  "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH",
  "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS",
]);

/**
 * Hot paths read a card's hand order from two 128-entry tables, by its first and last character
 * codes (the ten's "1" is unique among ranks): no hashing of the code in a Map, and tables small
 * enough to stay in the first-level cache (a 16,384-slot table by both codes at once did not).
 * Only for known cards: `cardOrder` checks an unknown value first.
 */
const RANK_ORDER = new Int8Array(128);
const SUIT_ORDER = new Int8Array(128);
RANKS.forEach((rank, r) => (RANK_ORDER[rank.charCodeAt(0)] = r));
SUITS.forEach((suit, s) => (SUIT_ORDER[suit.charCodeAt(0)] = s * 13));

const DECKS = new Map<number, readonly CardCode[]>();

/** The table's deck, in hand order (one shared frozen list per table size: a deal reads it every hand). */
export function deckFor(players: number): readonly CardCode[] {
  let deck = DECKS.get(players);
  if (!deck) {
    const removed = new Set(REMOVED[players] ?? []);
    deck = Object.freeze(BY_ORDER.filter((card) => !removed.has(card)));
    DECKS.set(players, deck);
  }
  return deck;
}

/** The lowest club left in the table's deck: it leads the first trick. */
export function lowestClub(players: number): CardCode {
  return deckFor(players).find((card) => suitOf(card) === "C")!;
}

/** A known card's place in hand order: 0 for `2C` … 51 for `AS`. */
export function orderOf(card: CardCode): number {
  return SUIT_ORDER[card.charCodeAt(card.length - 1) & 127]! + RANK_ORDER[card.charCodeAt(0) & 127]!;
}

/** The hand order of `value` if it is one of the 52 card codes, else −1. */
export function cardOrder(value: unknown): number {
  if (typeof value !== "string" || value.length < 2 || value.length > 3) return -1;
  const order = orderOf(value);
  return BY_ORDER[order] === value ? order : -1;
}

// `{ type: "play", card }` per card by hand order, shared and frozen, holding the interned codes
// (core's shared play actions hold codes built by concatenation: finding one in a hand compared
// every card before it character by character).
const PLAY_BY_ORDER: readonly PlayAction[] = BY_ORDER.map((card) => Object.freeze({ type: "play", card } as const));

/** The shared action of playing a known card. */
export function playOf(card: CardCode): PlayAction {
  return PLAY_BY_ORDER[orderOf(card)]!;
}

export function isCard(value: unknown): value is CardCode {
  return cardOrder(value) >= 0;
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

// One frozen pass action per set of 3 cards, at the set's rank among the C(52, 3) sets in the
// combinatorial number system, counted from the top card down (a card's "place" is 51 − its
// order): rank = C(place of the lowest card, 3) + C(place of the middle one, 2) + place of the
// highest. The whole table is made at the first listing, in rank order (a dense array, its
// objects allocated one after another), so a listing is only reads: a hand's passes lowest card
// first walk it in short runs of neighbouring slots, not in jumps across it.
// Int32Arrays: the ranks stay small integers (a plain array of quotients may hold doubles).
const CHOOSE2 = Int32Array.from({ length: 52 }, (_, n) => (n * (n - 1)) / 2);
const CHOOSE3 = Int32Array.from({ length: 52 }, (_, n) => (n * (n - 1) * (n - 2)) / 6);
let passTable: readonly PassAction[] | null = null;

function everyPass(): readonly PassAction[] {
  const all: PassAction[] = [];
  for (let low = 2; low < 52; low++) {
    for (let middle = 1; middle < low; middle++) {
      for (let high = 0; high < middle; high++) {
        const cards = Object.freeze([BY_ORDER[51 - low]!, BY_ORDER[51 - middle]!, BY_ORDER[51 - high]!]);
        all.push(Object.freeze({ type: "pass", cards }));
      }
    }
  }
  return (passTable = all);
}

// The places of the hand's cards, reused by every listing (a hand holds at most 17 cards).
const PLACES = new Int32Array(52);

/** Every choice of 3 cards of a sorted hand, as shared actions (each action's cards in hand order). */
export function passActionsOf(hand: readonly CardCode[]): PassAction[] {
  const table = passTable ?? everyPass();
  const n = hand.length;
  for (let i = 0; i < n; i++) PLACES[i] = 51 - orderOf(hand[i]!);
  const out = new Array<PassAction>(CHOOSE3[n]!);
  let next = 0;
  for (let i = 0; i < n - 2; i++) {
    const asLowest = CHOOSE3[PLACES[i]!]!;
    for (let j = i + 1; j < n - 1; j++) {
      const base = asLowest + CHOOSE2[PLACES[j]!]!;
      for (let k = j + 1; k < n; k++) out[next++] = table[base + PLACES[k]!]!;
    }
  }
  return out;
}
