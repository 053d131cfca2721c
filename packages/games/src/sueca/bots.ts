/**
 * The `rules` bot: how a decent club player plays Sueca without counting every card.
 * - Leading: cash a side-suit card nobody can beat when it carries points, else lead the
 *   cheapest side-suit card (trumps only when nothing else is left).
 * - Partner winning a trick nobody can take from them: give them the most points without
 *   spending a trump; otherwise keep the points.
 * - Opponent winning: take the trick when it is worth it — cheaply when playing last, with a
 *   card nobody can beat otherwise — and throw the cheapest card when not. Aces and 7s are kept
 *   for tricks they can win.
 */
import { rankOf, suitOf, type Bot, type CardCode, type Rank, type TrickPlay } from "@gg/core";
import { PORTUGUESE_RANKS, PORTUGUESE_RANKS_52, PORTUGUESE_STRENGTH_52, pointsOf } from "./cards.ts";
import type { SuecaAction } from "./state.ts";
import type { SuecaView } from "./view.ts";

const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const rankMask = (ranks: readonly Rank[]): number => ranks.reduce((mask, r) => mask | (1 << PORTUGUESE_STRENGTH_52[r]!), 0);
const DECK_RANKS: Readonly<Record<SuecaView["game"], number>> = { sueca: rankMask(PORTUGUESE_RANKS), "italian-sueca": rankMask(PORTUGUESE_RANKS_52) };

const strength = (card: CardCode): number => PORTUGUESE_STRENGTH_52[rankOf(card)]!;

function beats(card: CardCode, best: CardCode, trump: string): boolean {
  if (suitOf(card) === suitOf(best)) return strength(card) > strength(best);
  return suitOf(card) === trump;
}

/** What the bot knows of the cards: per suit, a mask of the ranks gone (played) or in its own hand. */
class Knowledge {
  private readonly gone = [0, 0, 0, 0];
  constructor(
    view: SuecaView,
    private readonly deckRanks = DECK_RANKS[view.game],
  ) {
    for (const trick of view.history) for (const p of trick) this.mark(p.card);
    for (const p of view.trick) this.mark(p.card);
    for (const card of view.hand) this.mark(card);
  }
  private mark(card: CardCode): void {
    this.gone[SUIT_INDEX[suitOf(card)]!]! |= 1 << strength(card);
  }
  /** No card still out can beat `card` within its suit. */
  isMaster(card: CardCode): boolean {
    const higher = this.deckRanks & ~((2 << strength(card)) - 1);
    return (higher & ~this.gone[SUIT_INDEX[suitOf(card)]!]!) === 0;
  }
}

/** Cheapest first: fewer points, then a side suit before trump, then weaker. */
function cost(card: CardCode, trump: string): number {
  return pointsOf(card) * 100 + (suitOf(card) === trump ? 50 : 0) + strength(card);
}

function cheapest(cards: readonly CardCode[], trump: string): CardCode {
  let best = cards[0]!;
  for (const c of cards) if (cost(c, trump) < cost(best, trump)) best = c;
  return best;
}

/** The most points to give a partner, sparing trumps. */
function richest(cards: readonly CardCode[], trump: string): CardCode {
  const gift = (c: CardCode) => (suitOf(c) === trump ? -50 : 0) + pointsOf(c) * 2 - strength(c) / 100;
  let best = cards[0]!;
  for (const c of cards) if (gift(c) > gift(best)) best = c;
  return best;
}

function lead(cards: readonly CardCode[], trump: string, known: Knowledge): CardCode {
  const cashable = cards.filter((c) => suitOf(c) !== trump && pointsOf(c) > 0 && known.isMaster(c));
  if (cashable.length > 0) return cashable.reduce((a, b) => (pointsOf(b) > pointsOf(a) ? b : a));
  const side = cards.filter((c) => suitOf(c) !== trump);
  if (side.length > 0) return cheapest(side, trump);
  const masterTrump = cards.find((c) => known.isMaster(c) && pointsOf(c) > 0);
  return masterTrump ?? cheapest(cards, trump);
}

function follow(cards: readonly CardCode[], trick: readonly TrickPlay[], partner: number, trump: string, known: Knowledge): CardCode {
  let best = trick[0]!;
  for (const p of trick) if (beats(p.card, best.card, trump)) best = p;
  const last = trick.length === 3;
  if (best.seat === partner) {
    const safe = last || (known.isMaster(best.card) && (suitOf(best.card) === trump || trick.length === 2));
    return safe ? richest(cards, trump) : cheapest(cards, trump);
  }
  let onTable = 0;
  for (const p of trick) onTable += pointsOf(p.card);
  const winners = cards.filter((c) => beats(c, best.card, trump));
  if (winners.length === 0) return cheapest(cards, trump);
  const take = cheapest(winners, trump);
  if (last) return onTable + pointsOf(take) > 0 || suitOf(take) !== trump ? take : cheapest(cards, trump);
  const sure = winners.filter((c) => known.isMaster(c) && (suitOf(c) === trump || suitOf(c) === suitOf(trick[0]!.card)));
  if (sure.length > 0 && (onTable > 0 || pointsOf(sure[0]!) > 0)) return cheapest(sure, trump);
  if (onTable >= 10) return take;
  return cheapest(cards, trump);
}

export function suecaRulesBot(): Bot<SuecaView, SuecaAction> {
  return {
    act({ view, legal }) {
      if (legal.length === 1) return legal[0]!;
      const cards = legal.map((a) => a.card);
      const trump = suitOf(view.trumpCard);
      const seat = view.viewer as number;
      const known = new Knowledge(view);
      const card = view.trick.length === 0 ? lead(cards, trump, known) : follow(cards, view.trick, (seat + 2) % 4, trump, known);
      return legal.find((a) => a.card === card)!;
    },
  };
}
