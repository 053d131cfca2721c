/**
 * Forced loops (stalemate). Play can cycle with nobody ever having a choice — two aces
 * bounced through a one-card bank while everyone else is skipped. The round ends as a
 * stalemate exactly when a position comes back with no choice in between: each forced
 * action records the position it left and the one it reached (`forcedPositions`), and
 * any choice clears them. A record only points at the state's own arrays (states are
 * never mutated), so following a forced stretch costs a small object per action.
 */
import type { CardCode, Seat } from "@gg/core";
import type { Ctx } from "./draft.ts";
import { hasChoice } from "./legal.ts";
import { endRound } from "./rounds.ts";
import type { Position101, State101 } from "./state.ts";

const NONE: readonly Position101[] = [];

/** The seat's action is forced: a turn in play with exactly one legal action. */
export function isForced(state: State101, seat: Seat): boolean {
  return state.phase === "play" && !hasChoice(state, seat);
}

/**
 * After an action by `seat` from `before` (`forced`: it was that seat's only legal action):
 * keeps this round's forced stretch up to date, and ends the round when it loops.
 */
export function followForcedStretch(ctx: Ctx, before: State101, seat: Seat, forced: boolean): void {
  const s = ctx.s;
  if (!forced || s.round !== before.round || s.phase === "over") {
    if (s.forcedPositions.length > 0) s.forcedPositions = NONE;
    return;
  }
  const seen = before.forcedPositions.length > 0 ? before.forcedPositions : [positionOf(before)];
  const reached = positionOf(s);
  if (!seen.some((p) => samePosition(p, reached))) {
    s.forcedPositions = [...seen, reached];
    return;
  }
  ctx.events.push({ type: "stalemate", to: "all", multiplier: s.multiplier });
  s.forcedPositions = NONE;
  endRound(ctx, "stalemate", seat);
}

function positionOf(s: State101): Position101 {
  return { phase: s.phase, turn: s.turn, draws: s.draws, cover: s.cover, skips: s.skips, skipLayer: s.skipLayer, calledSuit: s.calledSuit, hands: s.hands, table: s.table, bank: s.bank };
}

/** Hands compare as sets (their order never matters), table and bank in order. */
export function samePosition(a: Position101, b: Position101): boolean {
  return (
    a.turn === b.turn &&
    a.draws === b.draws &&
    a.cover === b.cover &&
    a.skips === b.skips &&
    a.skipLayer === b.skipLayer &&
    a.calledSuit === b.calledSuit &&
    a.phase === b.phase &&
    sameOrder(a.table, b.table) &&
    sameOrder(a.bank, b.bank) &&
    a.hands.every((hand, p) => sameSet(hand, b.hands[p]!))
  );
}

function sameOrder(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Cards are distinct, so equal length and inclusion make equal sets. */
function sameSet(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (const card of a) if (!b.includes(card)) return false;
  return true;
}
