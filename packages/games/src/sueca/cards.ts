/**
 * The Portuguese card order and card points shared by Sueca, Italian Sueca and Bisca,
 * and the hand scale that turns a side's card points into game points.
 */
import { deckOf, rankOf, strengthOf, type CardCode, type Rank, type RankStrength } from "@gg/core";

/** The 40-card deck's ranks, low to high: 2 3 4 5 6 Q J K 7 A (no 8, 9, 10). */
export const PORTUGUESE_RANKS: readonly Rank[] = ["2", "3", "4", "5", "6", "Q", "J", "K", "7", "A"];

/** The 52-card deck's ranks, low to high: 10 9 8 sit between Q and 6 (Italian Sueca). */
export const PORTUGUESE_RANKS_52: readonly Rank[] = ["2", "3", "4", "5", "6", "8", "9", "10", "Q", "J", "K", "7", "A"];

/** Rank strength within a suit for the 40-card deck (for core's `winningPlay`). */
export const PORTUGUESE_STRENGTH: RankStrength = strengthOf(PORTUGUESE_RANKS);

/** Rank strength within a suit for the 52-card deck. */
export const PORTUGUESE_STRENGTH_52: RankStrength = strengthOf(PORTUGUESE_RANKS_52);

/** Card points by rank: A 11, 7 10, K 4, J 3, Q 2, every other rank 0 (120 in a deck). */
export const CARD_POINTS: Readonly<Record<Rank, number>> = {
  "2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "8": 0, "9": 0, "10": 0, Q: 2, J: 3, K: 4, "7": 10, A: 11,
};

/** All the card points of a deal. */
export const TOTAL_POINTS = 120;

export function pointsOf(card: CardCode): number {
  return CARD_POINTS[rankOf(card)];
}

/** The sum of the card points of some cards. */
export function pointsIn(cards: readonly CardCode[]): number {
  let total = 0;
  for (const card of cards) total += pointsOf(card);
  return total;
}

/** The 40-card deck (2…7, J, Q, K, A of each suit), rank-major like core's `deckOf`. */
export function portugueseDeck(): CardCode[] {
  return deckOf(PORTUGUESE_RANKS);
}

/**
 * Game points a side earns for the card points it took in a hand: 61–90 → 1,
 * 91–119 → 2, all 120 → 4; 60 or less → 0 (at 60–60 nobody scores).
 */
export function gamePoints(cardPoints: number): number {
  if (cardPoints >= TOTAL_POINTS) return 4;
  if (cardPoints > 90) return 2;
  if (cardPoints > 60) return 1;
  return 0;
}
