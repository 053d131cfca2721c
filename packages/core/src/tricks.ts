/**
 * Trick-taking mechanics shared by the trick games (Sueca, Bisca, Hearts, Spades, King, …):
 * which cards follow suit, and who wins a trick. Each game passes its own rank order,
 * so the same two functions serve ace-high decks and Sueca's A 7 K J Q order alike.
 */
import { suitOf, type CardCode, type Rank, type Suit } from "./cards.ts";
import type { Seat } from "./contract.ts";

/** One card of a trick and the seat that played it, in play order. */
export interface TrickPlay {
  readonly seat: Seat;
  readonly card: CardCode;
}

/** A rank's strength within its suit: higher beats lower. */
export type RankStrength = Readonly<Partial<Record<Rank, number>>>;

/** Strengths from a list of ranks written low to high (`["2", …, "A"]`). */
export function strengthOf(lowToHigh: readonly Rank[]): RankStrength {
  const strength: Partial<Record<Rank, number>> = {};
  lowToHigh.forEach((rank, index) => (strength[rank] = index));
  return strength;
}

/**
 * The cards of `hand` that may be played on a trick led with `led`: those of the led
 * suit when the hand has any, else the whole hand (the usual follow-suit duty).
 */
export function followingCards(hand: readonly CardCode[], led: Suit | null): readonly CardCode[] {
  if (led === null) return hand;
  const following = hand.filter((card) => suitOf(card) === led);
  return following.length > 0 ? following : hand;
}

/**
 * The winning play of a complete (or partial) trick: the highest trump if any trump
 * was played, else the highest card of the led suit; other suits never win.
 */
export function winningPlay(trick: readonly TrickPlay[], trump: Suit | null, strength: RankStrength): TrickPlay {
  let best = trick[0]!;
  for (let i = 1; i < trick.length; i++) {
    const play = trick[i]!;
    if (beats(play.card, best.card, trump, strength)) best = play;
  }
  return best;
}

function beats(card: CardCode, best: CardCode, trump: Suit | null, strength: RankStrength): boolean {
  const suit = suitOf(card);
  if (suit === suitOf(best)) return strength[rankKey(card)]! > strength[rankKey(best)]!;
  return suit === trump;
}

/** `rankOf` without slicing the code (this runs after every trick of every playout). */
const rankKey = (card: CardCode): Rank => (card.length === 3 ? "10" : card[0]) as Rank;
