/**
 * The `rules` bot: what a careful player does without simulating anything.
 * It knows which cards are still unseen (not in its hand and not played this
 * round) and what each rival is known to lack. As leader it plays the card the
 * rivals are least likely to fit (so they draw), preferring one that surely
 * wins the trick (so it keeps the lead); following, it takes the trick when it
 * can, and otherwise gives up the card its hand needs least: the one whose suit
 * and rank it holds most of, so that it keeps fitting later leads.
 */
import type { Bot, CardCode } from "@gg/core";
import { DECK, fits, mayHold, sameSuit, strengthOfCard, suitIndex } from "./cards.ts";
import type { DonkeyAction } from "./state.ts";
import type { DonkeyView } from "./view.ts";

/** Cards the viewer has not seen: not in its hand, not played this round. */
export function unseenCards(view: DonkeyView): CardCode[] {
  const seen = new Set<CardCode>(view.hand);
  for (const trick of view.history) for (const play of trick) seen.add(play.card);
  for (const play of view.trick) seen.add(play.card);
  const out: CardCode[] = [];
  for (const card of DECK) if (!seen.has(card)) out.push(card);
  return out;
}

/** How many rivals are expected to find no card that fits `card` (and so draw or pass). */
function expectedMisses(view: DonkeyView, me: number, card: CardCode, unseen: readonly CardCode[]): number {
  let misses = 0;
  for (let seat = 0; seat < view.players; seat++) {
    const held = view.handCounts[seat]!;
    if (seat === me || held === 0) continue;
    let possible = 0;
    let fitting = 0;
    for (const c of unseen) {
      if (!mayHold(view.lacks[seat]!, c)) continue;
      possible++;
      if (fits(c, card)) fitting++;
    }
    misses += possible === 0 ? 1 : Math.pow(1 - fitting / possible, held);
  }
  return misses;
}

/** True when no unseen card of `card`'s suit is higher: it takes any trick it leads or tops. */
function isBoss(card: CardCode, unseen: readonly CardCode[]): boolean {
  const strength = strengthOfCard(card);
  for (const c of unseen) if (sameSuit(c, card) && strengthOfCard(c) > strength) return false;
  return true;
}

/** How much the hand needs `card` to fit later leads: high when it is the hand's only card of its suit or rank. */
function need(hand: readonly CardCode[], card: CardCode): number {
  let suit = 0;
  let rank = 0;
  for (const c of hand) {
    if (suitIndex(c) === suitIndex(card)) suit++;
    if (strengthOfCard(c) === strengthOfCard(card)) rank++;
  }
  return 1 / suit + 0.25 / rank;
}

function lead(view: DonkeyView, me: number, cards: readonly CardCode[]): CardCode {
  const unseen = unseenCards(view);
  let best = cards[0]!;
  let bestScore = -Infinity;
  for (const card of cards) {
    const score = expectedMisses(view, me, card, unseen) + (isBoss(card, unseen) ? 0.6 : 0) - 0.5 * need(view.hand, card);
    if (score > bestScore) [best, bestScore] = [card, score];
  }
  return best;
}

function follow(view: DonkeyView, cards: readonly CardCode[]): CardCode {
  const led = view.trick[0]!.card;
  let top = led;
  for (const play of view.trick) if (sameSuit(play.card, led) && strengthOfCard(play.card) > strengthOfCard(top)) top = play.card;
  const winners = cards.filter((c) => sameSuit(c, led) && strengthOfCard(c) > strengthOfCard(top));
  if (winners.length > 0) {
    // The lowest card that surely holds the trick, else the highest (the likeliest to hold it).
    const unseen = unseenCards(view);
    const sure = winners.filter((c) => isBoss(c, unseen));
    if (sure.length > 0) return sure[0]!;
    return winners[winners.length - 1]!;
  }
  let best = cards[0]!;
  for (const card of cards) if (need(view.hand, card) < need(view.hand, best)) best = card;
  return best;
}

export function donkeyRulesBot(): Bot<DonkeyView, DonkeyAction> {
  return {
    act({ view, legal }) {
      if (legal.length === 1) return legal[0]!;
      const cards: CardCode[] = [];
      for (const action of legal) if (action.type === "play") cards.push(action.card);
      const me = view.viewer as number;
      return { type: "play", card: view.trick.length === 0 ? lead(view, me, cards) : follow(view, cards) };
    },
  };
}
