/** Rounds: the dice for the first dealer, the deal and opening card, scoring, the limit, the game's end. */
import { Chance, randomInt, shuffle, type ApplyResult, type CardCode, type GameResult, type Seat } from "@gg/core";
import { DECK_36, handPoints, isJack, rankOf } from "./cards101.ts";
import { acceptDeal, acceptDice } from "./chanceKinds.ts";
import { draft, fail, type Ctx } from "./draft.ts";
import { afterMove } from "./moves.ts";
import { othersAfter } from "./seats.ts";
import type { State101 } from "./state.ts";

export const HAND_SIZE = 5;

export function roll(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const dice = ctx.chance.draw("dice", (rng) => [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)] as [number, number], acceptDice);
  const total = dice[0] + dice[1];
  ctx.events.push({ type: "dice", to: "all", seat, dice, total });
  const totals = s.dice.totals.slice();
  totals[seat] = total;
  const rollers = s.dice.rollers.slice(1);
  s.dice = { rollers, totals, history: [...s.dice.history, { seat, dice }] };
  if (rollers.length > 0) {
    s.turn = rollers[0]!;
    return;
  }
  let best = -1;
  for (const t of totals) if (t !== null && t > best) best = t;
  const tied = [...totals.keys()].filter((i) => totals[i] === best);
  if (tied.length > 1) {
    // Ties roll again, among the tied players only.
    ctx.events.push({ type: "diceTie", to: "all", seats: tied, total: best });
    s.dice = { rollers: tied, totals: totals.map(() => null), history: s.dice.history };
    s.turn = tied[0]!;
    return;
  }
  ctx.events.push({ type: "dealer", to: "all", seat: tied[0]!, by: "dice" });
  startRound(ctx, tied[0]!);
}

/** Deals a round: one card at a time from the dealer's left, 5 each; the dealer's fifth opens. */
export function startRound(ctx: Ctx, dealer: Seat): void {
  const s = ctx.s;
  const seats = [...othersAfter(s, dealer), dealer];
  const deck = ctx.chance.draw("deal", (rng) => shuffle(rng, DECK_36), acceptDeal);
  const hands: CardCode[][] = s.hands.map(() => []);
  const dealt = HAND_SIZE * seats.length;
  for (let i = 0; i < dealt - 1; i++) hands[seats[i % seats.length]!]!.push(deck[i]!);
  const opening = deck[dealt - 1]!;
  s.hands = hands;
  s.bank = deck.slice(dealt);
  s.table = [opening];
  s.round += 1;
  s.dealer = dealer;
  s.calledSuit = null;
  s.multiplier = 1;
  s.turn = dealer;
  s.draws = 0;
  s.cover = false;
  s.skips = 0;
  s.skipLayer = -1;
  s.move = null;
  s.voidMask = s.voidMask.map(() => 0);
  s.voidDrawn = s.voidDrawn.map(() => 0);
  ctx.events.push({ type: "dealt", to: "all", round: s.round, dealer, handCounts: hands.map((h) => h.length), bankSize: s.bank.length });
  for (const seat of seats) ctx.events.push({ type: "hand", to: [seat], seat, cards: hands[seat]! });
  ctx.events.push({ type: "played", to: "all", seat: dealer, cards: [opening], opening: true });
  const rank = rankOf(opening);
  if (isJack(opening) || hands[dealer]!.some((c) => rankOf(c) === rank)) {
    s.phase = "opening"; // the dealer has a choice: add cards of the rank, call a suit
    return;
  }
  s.phase = "play";
  afterMove(ctx, dealer, [opening]); // no choice: the opening completes by itself
}

// ---- end of a round, the limit, the next dealer ---------------------------------------

export function endRound(ctx: Ctx, reason: "out" | "bridge" | "stalemate", seat: Seat): void {
  const s = ctx.s;
  const mult = s.multiplier;
  const jacks = s.move!.cards.filter(isJack).length;
  const scores = s.hands.map((hand, p) => {
    if (s.outRound[p] !== null) return null;
    if (reason === "stalemate") return 0; // a round that cannot end counts for nobody
    let points = reason === "out" && p === seat ? 0 : handPoints(hand);
    if (p === seat) points -= 20 * jacks; // finishing with / bridging with jacks: −20 each
    return points === 0 ? 0 : points * mult; // never −0 in JSON data
  });
  const totals = s.totals.map((t, p) => t + (scores[p] ?? 0));
  ctx.events.push({ type: "roundScored", to: "all", round: s.round, reason, seat, multiplier: mult, scores, totals: totals.slice() });

  const outRound = s.outRound.slice();
  const justOut: Seat[] = [];
  if (s.limit !== null) {
    const half = Math.floor(s.limit / 2);
    for (let p = 0; p < s.players; p++) {
      if (outRound[p] !== null) continue;
      if (totals[p]! > s.limit) {
        outRound[p] = s.round;
        justOut.push(p);
        ctx.events.push({ type: "eliminated", to: "all", seat: p, total: totals[p] });
      } else if (totals[p] === s.limit || totals[p] === half) {
        totals[p] = 0;
        ctx.events.push({ type: "reset", to: "all", seat: p });
      }
    }
  }
  s.totals = totals;
  s.outRound = outRound;
  const still = [...outRound.keys()].filter((p) => outRound[p] === null);
  if (still.length <= 1) {
    // The last player left wins; when all go out together, the lowest of them.
    finish(ctx, still.length === 1 ? still : lowest(totals, justOut), false);
    return;
  }
  const dealer = nextDealer(s, still);
  ctx.events.push({ type: "dealer", to: "all", seat: dealer, by: "total" });
  startRound(ctx, dealer);
}

/** The highest total among players still in; ties: the first of them clockwise after the previous dealer. */
function nextDealer(s: State101, still: readonly Seat[]): Seat {
  let best = -Infinity;
  for (const p of still) best = Math.max(best, s.totals[p]!);
  for (let i = 1; i <= s.players; i++) {
    const p = (s.dealer + i) % s.players;
    if (s.outRound[p] === null && s.totals[p] === best) return p;
  }
  return still[0]!;
}

function lowest(totals: readonly number[], seats: readonly Seat[]): Seat[] {
  const min = Math.min(...seats.map((p) => totals[p]!));
  return seats.filter((p) => totals[p] === min);
}

function finish(ctx: Ctx, winners: Seat[], byHost: boolean): void {
  const s = ctx.s;
  s.phase = "over";
  s.winners = winners;
  s.endedByHost = byHost;
  s.skips = 0;
  s.skipLayer = -1;
  ctx.events.push({ type: "gameOver", to: "all", winners, totals: s.totals, endedByHost: byHost });
}

/** The host ends the game: standings after the last completed round; lowest total still in wins. */
export function endByHost(state: State101): ApplyResult<State101> {
  if (state.phase === "over") fail("GAME_OVER", "the game is already over");
  const ctx: Ctx = { s: draft(state), chance: new Chance(state.chance), events: [] };
  const still = [...state.outRound.keys()].filter((p) => state.outRound[p] === null);
  finish(ctx, lowest(state.totals, still), true);
  return { state: ctx.s, events: ctx.events };
}

/**
 * Scores are the totals (lower is better). Ranks: players who stayed in longer
 * rank above those out earlier; then the lower total. Winners rank 1.
 */
export function result(state: State101): GameResult | null {
  if (state.phase !== "over") return null;
  const stay = (p: Seat) => state.outRound[p] ?? Infinity;
  const better = (a: Seat, b: Seat) => stay(a) > stay(b) || (stay(a) === stay(b) && state.totals[a]! < state.totals[b]!);
  const winners = state.winners ?? [];
  const seats = [...Array(state.players).keys()];
  const ranks = seats.map((p) => (winners.includes(p) ? 1 : 1 + seats.filter((q) => winners.includes(q) || better(q, p)).length));
  return { scores: state.totals.slice(), winners: winners.slice(), ranks, ...(state.endedByHost ? { endedByHost: true } : {}) };
}
