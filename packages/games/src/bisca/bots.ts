/**
 * The `rules` bot: how a steady Bisca player plays without counting every card.
 * Swaps the 2 of trumps whenever it may; leads its cheapest card; takes a trick
 * with a card of the led suit when it can, and spends a trump only on a trick
 * worth it; loads points on a trick its partner already holds when it plays last;
 * otherwise throws its cheapest card.
 */
import { rankOf, suitOf, winningPlay, type Bot, type CardCode, type Suit } from "@gg/core";
import { CARD_POINTS, PORTUGUESE_STRENGTH, pointsOf } from "../sueca/cards.ts";
import { sideOf, type BiscaAction } from "./state.ts";
import type { BiscaView } from "./view.ts";

/** A trick worth this many card points is worth a trump. */
const TRUMP_WORTHY = 10;

const strength = (card: CardCode): number => PORTUGUESE_STRENGTH[rankOf(card)]!;

/** What playing a card gives up: its points, and a trump's power on top. */
function cost(card: CardCode, trump: Suit): number {
  return CARD_POINTS[rankOf(card)] + (suitOf(card) === trump ? 12 + strength(card) : strength(card) / 10);
}

function beats(card: CardCode, best: CardCode, trump: Suit): boolean {
  if (suitOf(card) === suitOf(best)) return strength(card) > strength(best);
  return suitOf(card) === trump;
}

const cheapest = (cards: CardCode[], trump: Suit): CardCode => cards.reduce((a, b) => (cost(b, trump) < cost(a, trump) ? b : a));

export function biscaRulesBot(): Bot<BiscaView, BiscaAction> {
  return {
    act({ view, legal }) {
      if (legal.some((a) => a.type === "swap")) return { type: "swap" };
      const cards = legal.flatMap((a) => (a.type === "play" ? [a.card] : []));
      return { type: "play", card: chooseCard(view, cards) };
    },
  };
}

function chooseCard(view: BiscaView, cards: CardCode[]): CardCode {
  const { trump, trick, players } = view;
  if (trick.length === 0) return cheapest(cards, trump);
  const best = winningPlay(trick, trump, PORTUGUESE_STRENGTH);
  const seat = view.viewer as number;
  const last = trick.length === players - 1;
  if (sideOf(best.seat, players) === sideOf(seat, players)) {
    // The partner holds the trick: load points when nobody can take it back.
    const loads = cards.filter((c) => suitOf(c) !== trump);
    if (last && loads.length > 0) return loads.reduce((a, b) => (pointsOf(b) > pointsOf(a) ? b : a));
    return cheapest(cards, trump);
  }
  const onTable = trick.reduce((sum, p) => sum + pointsOf(p.card), 0);
  const winners = cards.filter((c) => beats(c, best.card, trump));
  const sameSuit = winners.filter((c) => suitOf(c) === suitOf(best.card));
  // Overtaking in the same suit costs no trump and adds the card's own points to ours.
  if (sameSuit.length > 0 && (last || onTable + pointsOf(sameSuit[0]!) > 0)) {
    return sameSuit.reduce((a, b) => (pointsOf(b) > pointsOf(a) || (pointsOf(b) === pointsOf(a) && strength(b) > strength(a)) ? b : a));
  }
  const trumps = winners.filter((c) => suitOf(c) === trump);
  if (trumps.length > 0 && (onTable >= TRUMP_WORTHY || (view.mustFollow && onTable > 0))) return cheapest(trumps, trump);
  return cheapest(cards, trump);
}
