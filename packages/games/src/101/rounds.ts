/** The end of a round: scoring, the score limit, the next dealer, the game's end. */
import { Chance, type ApplyResult, type GameResult, type Seat } from "@gg/core";
import { handPoints, isJack } from "./cards101.ts";
import { startRound } from "./deal.ts";
import { draft, fail, type Ctx } from "./draft.ts";
import type { State101 } from "./state.ts";

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
