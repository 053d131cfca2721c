/** Moves and their effects: covering 6s, penalties, skips, drawing and reshuffling. */
import { shuffle, type CardCode, type Seat, type Suit } from "@gg/core";
import { isBridge, isJack, rankOf } from "./cards101.ts";
import { acceptReshuffle } from "./chanceKinds.ts";
import type { Ctx } from "./draft.ts";
import { nextIn, othersAfter, top } from "./seats.ts";

/** The bridge window's time limit (the server keeps the clock). */
export const BRIDGE_MS = 10_000;

/**
 * Lays the cards (for the opening, the fifth card already lies there and counts as part of the move).
 * True when the move emptied the hand: the round is over and the caller scores it.
 */
export function playMove(ctx: Ctx, seat: Seat, cards: readonly CardCode[], suit: Suit | null): boolean {
  const s = ctx.s;
  const opening = s.phase === "opening";
  const moveCards = opening ? [top(s), ...cards] : cards;
  if (cards.length > 0) {
    s.hands[seat] = s.hands[seat]!.filter((c) => !cards.includes(c));
    s.table = s.table.concat(cards);
    ctx.events.push({ type: "played", to: "all", seat, cards });
  }
  s.calledSuit = isJack(moveCards[moveCards.length - 1]!) ? suit : null;
  if (s.calledSuit) ctx.events.push({ type: "suitCalled", to: "all", seat, suit: s.calledSuit });
  s.phase = "play";
  return afterMove(ctx, seat, moveCards);
}

/**
 * A completed move: a 6 must be covered, a bridge opens its window, otherwise the effects apply.
 * An empty hand ends the round: the last move's effects still apply, then it returns true
 * (the caller scores the round: the deal and the scoring build on this file, not it on them).
 */
export function afterMove(ctx: Ctx, seat: Seat, moveCards: readonly CardCode[]): boolean {
  const s = ctx.s;
  s.move = { seat, cards: moveCards };
  if (rankOf(moveCards[moveCards.length - 1]!) === "6") {
    s.cover = true; // never finishes a round, even with an empty hand
    s.turn = seat;
    return false;
  }
  s.cover = false;
  if (s.hands[seat]!.length === 0) {
    applyEffects(ctx, seat, moveCards, true); // the last move still bites before counting
    return true;
  }
  if (isBridge(s.table)) {
    s.phase = "bridge";
    s.turn = seat;
    ctx.events.push({ type: "bridgeWindow", to: "all", seat, rank: rankOf(top(s)), timeLimitMs: BRIDGE_MS });
    return false;
  }
  resolveEffects(ctx, seat, moveCards);
  return false;
}

export function resolveEffects(ctx: Ctx, seat: Seat, moveCards: readonly CardCode[]): void {
  applyEffects(ctx, seat, moveCards, false);
  advance(ctx, seat);
}

/**
 * 7s: the next player draws one per 7. QS on top: the next player draws 5.
 * 8s and aces: each queues a skip for the next player in turn, round the table
 * and passing over the layer; each 8's target draws 2 at once, one 8 at a time
 * in the order they reach their targets (a player hit twice draws 2, the next
 * target 2, then the first 2 again: who goes without when the bank runs short).
 */
function applyEffects(ctx: Ctx, seat: Seat, cards: readonly CardCode[], goingOut: boolean): void {
  const s = ctx.s;
  const rank = rankOf(cards[0]!);
  if (rank === "7") {
    penalty(ctx, nextIn(s, seat), cards.length, "7");
  } else if (cards[cards.length - 1] === "QS") {
    penalty(ctx, nextIn(s, seat), 5, "QS");
  } else if (rank === "8" || rank === "A") {
    const others = othersAfter(s, seat);
    const queued = s.skipLayer === seat ? s.skips : 0;
    if (rank === "8") {
      for (let j = 0; j < cards.length; j++) penalty(ctx, others[(queued + j) % others.length]!, 2, "8");
    }
    if (!goingOut) {
      s.skips = queued + cards.length;
      s.skipLayer = seat;
    }
  }
}

function penalty(ctx: Ctx, seat: Seat, count: number, cause: string): void {
  ctx.events.push({ type: "penalty", to: "all", seat, count, cause });
  drawCards(ctx, seat, count, "penalty");
}

/** The turn moves on, using up queued skips; the layer plays a normal turn when it comes back round. */
export function advance(ctx: Ctx, from: Seat): void {
  const s = ctx.s;
  let next = nextIn(s, from);
  while (s.skips > 0 && next !== s.skipLayer) {
    ctx.events.push({ type: "skipped", to: "all", seat: next });
    s.skips -= 1;
    next = nextIn(s, next);
  }
  if (s.skips === 0) s.skipLayer = -1;
  s.turn = next;
  s.draws = 0;
  s.cover = false;
}

// ---- drawing and reshuffling ------------------------------------------------------

/** Draws `count` cards (fewer when even a reshuffle cannot supply them). */
export function drawCards(ctx: Ctx, seat: Seat, count: number, reason: string): void {
  const s = ctx.s;
  let taken: CardCode[] = [];
  for (let i = 0; i < count; i++) {
    if (s.bank.length === 0) {
      reportDraw(ctx, seat, taken, reason); // the draw so far, before the reshuffle
      taken = [];
      if (!reshuffle(ctx)) break; // a draw that still cannot be made is skipped
    }
    taken.push(s.bank[0]!);
    s.bank = s.bank.slice(1);
  }
  reportDraw(ctx, seat, taken, reason);
}

/** The cards go to the drawer's hand; the drawer sees them, the other seats only the count. */
function reportDraw(ctx: Ctx, seat: Seat, taken: CardCode[], reason: string): void {
  if (taken.length === 0) return;
  const s = ctx.s;
  s.hands[seat] = s.hands[seat]!.concat(taken);
  if (s.voidMask[seat] !== 0) {
    const drawn = s.voidDrawn.slice();
    drawn[seat] = drawn[seat]! + taken.length;
    s.voidDrawn = drawn;
  }
  const others: Seat[] = [];
  for (let p = 0; p < s.players; p++) if (p !== seat) others.push(p);
  ctx.events.push({ type: "drew", to: [seat], seat, cards: taken, count: taken.length, reason });
  ctx.events.push({ type: "drew", to: others, seat, count: taken.length, reason });
}

/** The table except its top card becomes the new bank; the round's multiplier rises. */
function reshuffle(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.table.length < 2) return false;
  const under = s.table.slice(0, -1);
  s.bank = ctx.chance.draw("reshuffle", (rng) => shuffle(rng, under), (value) => acceptReshuffle(value, under));
  s.table = [s.table[s.table.length - 1]!];
  s.multiplier += 1;
  ctx.events.push({ type: "reshuffled", to: "all", bankSize: s.bank.length, multiplier: s.multiplier });
  return true;
}
