/**
 * The `rules` bot: what a decent club player does without counting every card.
 * Bids the sum of each card's chance to take a trick; then takes tricks
 * cheaply while short of the bid and ducks once it is made.
 */
import { RANKS, rankOf, suitOf, type Bot, type CardCode } from "@gg/core";
import type { OhHellAction } from "./state.ts";
import type { OhHellView } from "./view.ts";

const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((rank, i) => [rank, i]));
const value = (card: CardCode) => RANK_VALUE[rankOf(card)]!;

/** Rough chance that a card takes a trick. */
function winChance(card: CardCode, trump: string, players: number, trumpsHeld: number): number {
  const v = value(card); // 0 = two … 12 = ace
  if (suitOf(card) === trump) return v >= 11 ? 0.95 : v >= 9 ? 0.75 : trumpsHeld >= 3 ? 0.5 : 0.3;
  const crowd = players >= 5 ? 0.7 : 1;
  return (v === 12 ? 0.85 : v === 11 ? 0.5 : v === 10 ? 0.2 : 0) * crowd;
}

/** Whether `card` beats the trick's current best card (an off-suit card never does). */
function beats(card: CardCode, best: CardCode, trump: string): boolean {
  if (suitOf(card) === suitOf(best)) return value(card) > value(best);
  return suitOf(card) === trump;
}

export function ohHellRulesBot(): Bot<OhHellView, OhHellAction> {
  return {
    act({ view, legal }) {
      const trump = suitOf(view.trumpCard);
      if (view.phase === "bid") {
        const trumps = view.hand.filter((c) => suitOf(c) === trump).length;
        const expected = view.hand.reduce((sum, c) => sum + winChance(c, trump, view.players, trumps), 0);
        const bids = legal.filter((a) => a.type === "bid").map((a) => a.bid);
        return { type: "bid", bid: bids.reduce((best, b) => (Math.abs(b - expected) < Math.abs(best - expected) ? b : best)) };
      }
      const cards = legal.flatMap((a) => (a.type === "play" ? [a.card] : []));
      const seat = view.viewer as number;
      const want = (view.bids[seat] ?? 0) - view.tricks[seat]!;
      const byValue = (a: CardCode, b: CardCode) => (suitOf(a) === trump ? 13 : 0) + value(a) - ((suitOf(b) === trump ? 13 : 0) + value(b));
      cards.sort(byValue);
      if (view.trick.length === 0) return { type: "play", card: want > 0 ? cards[cards.length - 1]! : cards[0]! };
      let best = view.trick[0]!.card;
      for (const p of view.trick) if (beats(p.card, best, trump)) best = p.card;
      const winners = cards.filter((c) => beats(c, best, trump));
      const losers = cards.filter((c) => !beats(c, best, trump));
      if (want > 0) return { type: "play", card: winners[0] ?? cards[0]! };
      return { type: "play", card: losers[losers.length - 1] ?? winners[winners.length - 1]! };
    },
  };
}
