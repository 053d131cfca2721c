/**
 * The `rules` bot: what a careful club player does without counting every card.
 * Passes the dangerous cards (an unguarded `QS`, `AS`/`KS` without a guard,
 * high hearts, the last cards of short suits); plays under the winning card
 * when it can, dumps `QS` and high cards when void, and leads low, flushing
 * the queen out with low spades when it holds no high spade.
 */
import { suitOf, type Bot, type CardCode } from "@gg/core";
import { isHeart, QUEEN_OF_SPADES, strengthOfCard } from "./cards.ts";
import type { HeartsAction } from "./state.ts";
import type { HeartsView } from "./view.ts";

const rank = strengthOfCard; // 0 = two … 12 = ace
const isHighSpade = (card: CardCode): boolean => card === "AS" || card === "KS";

/** How much the bot wants a card out of its hand before the play (higher: pass it first). */
function passDanger(card: CardCode, hand: readonly CardCode[]): number {
  const suit = suitOf(card);
  const length = hand.filter((c) => suitOf(c) === suit).length;
  const r = rank(card);
  if (suit === "S") {
    const guarded = length >= 5; // enough low spades to keep the queen or the high spades safe
    if (card === QUEEN_OF_SPADES) return guarded ? 0 : 100;
    if (isHighSpade(card)) return guarded ? 2 : 90 + r;
    return 0;
  }
  if (suit === "H") return r >= 9 ? 30 + r : r;
  return r + (length <= 3 ? 12 - 3 * length : 0); // empty a short suit to discard on it later
}

export function choosePass(hand: readonly CardCode[]): CardCode[] {
  const danger = new Map(hand.map((card) => [card, passDanger(card, hand)]));
  return [...hand].sort((a, b) => danger.get(b)! - danger.get(a)!).slice(0, 3);
}

/** The card winning the trick so far: the highest of the led suit. */
function winningCard(trick: HeartsView["trick"]): CardCode {
  const led = suitOf(trick[0]!.card);
  let best = trick[0]!.card;
  for (const p of trick) if (suitOf(p.card) === led && rank(p.card) > rank(best)) best = p.card;
  return best;
}

const highest = (cards: readonly CardCode[]): CardCode => cards.reduce((a, b) => (rank(b) > rank(a) ? b : a));
const lowest = (cards: readonly CardCode[]): CardCode => cards.reduce((a, b) => (rank(b) < rank(a) ? b : a));

function queenOut(view: HeartsView): boolean {
  if (view.hand.includes(QUEEN_OF_SPADES)) return false;
  return !view.history.some((t) => t.some((p) => p.card === QUEEN_OF_SPADES)) && !view.trick.some((p) => p.card === QUEEN_OF_SPADES);
}

function lead(view: HeartsView, cards: readonly CardCode[]): CardCode {
  const spades = cards.filter((c) => suitOf(c) === "S");
  // Without QS, AS or KS, low spades force the queen out of someone else's hand.
  if (queenOut(view) && spades.length > 0 && !view.hand.some(isHighSpade)) return lowest(spades);
  const safe = cards.filter((c) => c !== QUEEN_OF_SPADES && !isHighSpade(c) && !isHeart(c));
  return lowest(safe.length > 0 ? safe : cards);
}

function follow(view: HeartsView, cards: readonly CardCode[]): CardCode {
  const best = winningCard(view.trick);
  const under = cards.filter((c) => rank(c) < rank(best));
  if (under.length > 0) return under.includes(QUEEN_OF_SPADES) ? QUEEN_OF_SPADES : highest(under);
  // Every card wins for now: last to play takes it with the highest (never QS if avoidable), else plays low.
  const withoutQueen = cards.filter((c) => c !== QUEEN_OF_SPADES);
  const pool = withoutQueen.length > 0 ? withoutQueen : cards;
  return view.trick.length === view.players - 1 ? highest(pool) : lowest(pool);
}

function discard(view: HeartsView, cards: readonly CardCode[]): CardCode {
  if (cards.includes(QUEEN_OF_SPADES)) return QUEEN_OF_SPADES;
  const highSpades = cards.filter(isHighSpade);
  if (highSpades.length > 0 && queenOut(view)) return highest(highSpades);
  const hearts = cards.filter(isHeart);
  if (hearts.length > 0 && rank(highest(hearts)) >= 6) return highest(hearts);
  return highest(cards);
}

export function choosePlay(view: HeartsView, cards: readonly CardCode[]): CardCode {
  if (cards.length === 1) return cards[0]!;
  if (view.trick.length === 0) return lead(view, cards);
  const led = suitOf(view.trick[0]!.card);
  return suitOf(cards[0]!) === led ? follow(view, cards) : discard(view, cards);
}

export function heartsRulesBot(): Bot<HeartsView, HeartsAction> {
  return {
    act({ view, legal }) {
      if (view.phase === "pass") return { type: "pass", cards: choosePass(view.hand) };
      const cards: CardCode[] = [];
      for (const action of legal) if (action.type === "play") cards.push(action.card);
      return { type: "play", card: choosePlay(view, cards) };
    },
  };
}
