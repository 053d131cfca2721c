/**
 * What the generic search bot needs from Spades, and the `search` level itself.
 * - `determinize`: the unseen cards dealt at random to the other three seats (the partner's
 *   hand is hidden too), shown voids honoured; a seat that has not seen its own cards gets a
 *   random hand as well.
 * - `evaluate`: the seat's team's lead, each carried bag counted at −10 (ten of them will cost
 *   100), and ±1000 once the match is won or lost.
 * - Bidding: core search compares a few candidate bids — the rules estimate and one either side,
 *   and nil for a hand weak enough to try — each played out to the end of the hand by `rules`
 *   bots over the same sampled deals. The blind-nil choice (taken without seeing the cards) is
 *   the rules bot's.
 */
import {
  dealUnseen,
  initialChance,
  mostVoidsFirst,
  outsideVoids,
  searchBot,
  shownVoids,
  standardDeck,
  suitOf,
  type AnyGame,
  type Bot,
  type CardCode,
  type RandomSource,
  type Seat,
} from "@gg/core";
import { spadesRulesBot } from "./bots.ts";
import { BIDS } from "./engine.ts";
import { strength } from "./cards.ts";
import { expectedTricks, rulesBid } from "./hand.ts";
import { PLAYERS, type SpadesAction, type SpadesState } from "./state.ts";
import type { SpadesView } from "./view.ts";

const DECK = standardDeck();

export function determinize(view: SpadesView, seat: Seat, random: RandomSource): SpadesState {
  const seen = new Set<CardCode>(view.hand);
  for (const trick of view.history) for (const p of trick) seen.add(p.card);
  for (const p of view.trick) seen.add(p.card);
  const unseen = DECK.filter((c) => !seen.has(c));
  const lacking = shownVoids(PLAYERS, [...view.history, view.trick]);
  const ownKnown = !view.unseen[seat] && view.viewer === seat;
  return {
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands: dealAround(unseen, view.handCounts, ownKnown ? seat : -1, view.hand, lacking, random),
    unseen: view.unseen,
    bids: view.bids,
    blind: view.blind,
    tricks: view.tricks,
    trick: view.trick,
    history: view.history,
    spadesBroken: view.spadesBroken,
    scores: view.scores,
    bags: view.bags,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/** Deals the unseen cards to every seat but `own`, which keeps `hand`: shown voids kept when possible, the most void seats first. */
function dealAround(unseen: CardCode[], counts: readonly number[], own: Seat, hand: readonly CardCode[], lacking: Set<string>[], random: RandomSource): CardCode[][] {
  const deal = { counts: counts.map((count, s) => (s === own ? 0 : count)), fits: outsideVoids(lacking), order: mostVoidsFirst(lacking), attempts: 50 };
  const { hands } = dealUnseen(unseen, deal, random);
  if (own >= 0) hands[own] = hand.slice();
  return hands;
}

/** A won or lost match outweighs any score. */
const MATCH_VALUE = 1000;
/** Each carried bag brings the next −100 a tenth nearer. */
const BAG_COST = 10;

export function evaluate(state: SpadesState, seat: Seat): number {
  const team = seat & 1;
  const other = 1 - team;
  const lead = state.scores[team]! - BAG_COST * state.bags[team]! - (state.scores[other]! - BAG_COST * state.bags[other]!);
  if (state.phase !== "over" || state.endedByHost) return lead;
  return lead + (state.scores[team]! > state.scores[other]! ? MATCH_VALUE : -MATCH_VALUE);
}

/** Nil is worth trying out when the hand is weak: few likely tricks, at most 3 spades and none above the jack. */
function nilCandidate(hand: readonly CardCode[]): boolean {
  let spades = 0;
  for (const card of hand) {
    if (suitOf(card) !== "S") continue;
    spades++;
    if (strength(card) > 9) return false;
  }
  return spades <= 3 && expectedTricks(hand) < 2;
}

/** The bids search compares: the rules estimate and one either side, and nil when worth trying. */
export function candidateBids(view: SpadesView, seat: Seat): SpadesAction[] {
  const partnerBid = view.bids[(seat + 2) % 4] ?? null;
  const estimate = Math.max(1, Math.round(expectedTricks(view.hand)));
  const bids = new Set<number>([estimate - 1, estimate, estimate + 1].filter((b) => b >= 1 && b <= 13));
  if (rulesBid(view.hand, partnerBid) === 0 || (partnerBid !== 0 && nilCandidate(view.hand))) bids.add(0);
  return [...bids].sort((a, b) => a - b).map((b) => BIDS[b]!);
}

/** Playouts per decision: a bid is made once a hand and weighs most, so it gets more. */
export interface SpadesSearchConfig {
  readonly bidPlayouts: number;
  readonly playPlayouts: number;
}

export function spadesSearchBot(game: AnyGame, config: SpadesSearchConfig): Bot<SpadesView, SpadesAction> {
  const bidding = searchBot(game, { playouts: config.bidPlayouts }) as Bot<SpadesView, SpadesAction>;
  const playing = searchBot(game, { playouts: config.playPlayouts }) as Bot<SpadesView, SpadesAction>;
  const rules = spadesRulesBot();
  return {
    act(input) {
      const { view, seat } = input;
      if (view.phase !== "bid") return playing.act(input);
      if (view.unseen[seat]) return rules.act(input);
      return bidding.act({ seat, view, random: input.random, legal: candidateBids(view, seat) });
    },
  };
}
