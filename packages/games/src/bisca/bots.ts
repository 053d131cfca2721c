/**
 * The `rules` bot: how a steady Bisca player plays without counting every card.
 * Swaps the 2 of trumps whenever it may; leads its cheapest card; takes a trick
 * with a card of the led suit when it can, and spends a trump only on a trick
 * worth it; loads points on a trick its partner already holds when it plays last;
 * otherwise throws its cheapest card. It also plays the `search` level's
 * playouts, so it reads per-card tables and allocates next to nothing.
 */
import { suitOf, type Bot, type CardCode, type Suit, type TrickPlay } from "@gg/core";
import { sideOf, type BiscaAction } from "./state.ts";
import { points, strength } from "./tables.ts";
import type { BiscaView } from "./view.ts";

/** A trick worth this many card points is worth a trump. */
const TRUMP_WORTHY = 10;

/** What playing a card gives up: its points, and a trump's power on top. */
function cost(card: CardCode, trump: Suit): number {
  return points(card) + (suitOf(card) === trump ? 12 + strength(card) : strength(card) / 10);
}

function beats(card: CardCode, best: CardCode, trump: Suit): boolean {
  if (suitOf(card) === suitOf(best)) return strength(card) > strength(best);
  return suitOf(card) === trump;
}

/** The trick's winning card so far (highest trump, else highest of the led suit). */
function bestOf(trick: readonly TrickPlay[], trump: Suit): TrickPlay {
  let best = trick[0]!;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i]!.card, best.card, trump)) best = trick[i]!;
  return best;
}

export function biscaRulesBot(): Bot<BiscaView, BiscaAction> {
  return {
    act({ view, legal }) {
      for (const action of legal) if (action.type === "swap") return action;
      return { type: "play", card: chooseCard(view, legal) };
    },
  };
}

/** The card to play among the legal plays. */
function chooseCard(view: BiscaView, legal: readonly BiscaAction[]): CardCode {
  const { trump, trick, players } = view;
  let cheapest = "";
  for (const a of legal) if (a.type === "play" && (cheapest === "" || cost(a.card, trump) < cost(cheapest, trump))) cheapest = a.card;
  if (trick.length === 0) return cheapest;
  const best = bestOf(trick, trump);
  const last = trick.length === players - 1;
  if (sideOf(best.seat, players) === sideOf(view.viewer as number, players)) {
    // The partner holds the trick: load points when nobody can take it back.
    if (!last) return cheapest;
    let load = "";
    for (const a of legal) if (a.type === "play" && suitOf(a.card) !== trump && (load === "" || points(a.card) > points(load))) load = a.card;
    return load || cheapest;
  }
  let onTable = 0;
  for (const p of trick) onTable += points(p.card);
  // Overtaking in the same suit costs no trump and adds the card's own points to ours: take it with the richest such card.
  let overtake = "";
  let cheapestTrump = "";
  for (const a of legal) {
    if (a.type !== "play" || !beats(a.card, best.card, trump)) continue;
    if (suitOf(a.card) === suitOf(best.card) && suitOf(a.card) !== trump) {
      if (overtake === "" || points(a.card) > points(overtake) || (points(a.card) === points(overtake) && strength(a.card) > strength(overtake))) overtake = a.card;
    } else if (cheapestTrump === "" || strength(a.card) < strength(cheapestTrump)) cheapestTrump = a.card;
  }
  if (overtake !== "" && (last || onTable + points(overtake) > 0)) return overtake;
  if (cheapestTrump !== "" && (onTable >= TRUMP_WORTHY || (view.mustFollow && onTable > 0))) return cheapestTrump;
  return cheapest;
}
