/** The 36-card deck of 101 and what each card is worth and fits on. */
import { deckOf, type CardCode, type Suit } from "@gg/core";

export const DECK_36: readonly CardCode[] = deckOf(["6", "7", "8", "9", "10", "J", "Q", "K", "A"]);
const IN_DECK = new Set(DECK_36);
export const SUIT_LIST: readonly Suit[] = ["C", "D", "H", "S"];

export function isDeckCard(value: unknown): value is CardCode {
  return typeof value === "string" && IN_DECK.has(value);
}

/** Rank part of a code; cheap (no allocation) for the one two-letter rank. */
export function rankOf(card: CardCode): string {
  return card.length === 3 ? "10" : card[0]!;
}

export function suitOf(card: CardCode): Suit {
  return card[card.length - 1] as Suit;
}

export function isJack(card: CardCode): boolean {
  return card[0] === "J";
}

/** Points in hand at the end of a round: 10 → 10, J → 20, Q → 10, QS → 50, K → 10, A → 15, 6–9 → 0. */
export function cardPoints(card: CardCode): number {
  if (card === "QS") return 50;
  switch (card[0]) {
    case "1":
    case "Q":
    case "K":
      return 10;
    case "J":
      return 20;
    case "A":
      return 15;
    default:
      return 0;
  }
}

export function handPoints(hand: readonly CardCode[]): number {
  let sum = 0;
  for (const card of hand) sum += cardPoints(card);
  return sum;
}

/**
 * Whether `card` may start a move on `top`: a jack goes on anything; on a jack
 * only the called suit; otherwise the same suit or the same rank.
 */
export function fits(card: CardCode, top: CardCode, called: Suit | null): boolean {
  if (isJack(card)) return true;
  if (called !== null && isJack(top)) return suitOf(card) === called;
  return suitOf(card) === suitOf(top) || rankOf(card) === rankOf(top);
}

const BRIDGE_RANKS = new Set(["10", "J", "Q", "K", "A"]);

/** Four cards of one rank among 10, J, Q, K, A on top of the table: a bridge (міст). */
export function isBridge(table: readonly CardCode[]): boolean {
  const n = table.length;
  if (n < 4) return false;
  const rank = rankOf(table[n - 1]!);
  if (!BRIDGE_RANKS.has(rank)) return false;
  return rankOf(table[n - 2]!) === rank && rankOf(table[n - 3]!) === rank && rankOf(table[n - 4]!) === rank;
}
