/** Read-only questions about a state: whose turn, who is next, what fits, what can be drawn. */
import type { CardCode, Seat } from "@gg/core";
import { fits } from "./cards101.ts";
import type { State101 } from "./state.ts";

export function activeSeats(state: State101): readonly Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

export function isIn(state: State101, seat: Seat): boolean {
  return state.outRound[seat] === null;
}

/** The next seat clockwise that is still in the game. */
export function nextIn(state: State101, seat: Seat): Seat {
  let next = seat;
  do next = (next + 1) % state.players;
  while (state.outRound[next] !== null && next !== seat);
  return next;
}

/** Seats still in, clockwise, starting after `seat` and leaving it out. */
export function othersAfter(state: State101, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let next = nextIn(state, seat); next !== seat; next = nextIn(state, next)) out.push(next);
  return out;
}

export function canDraw(state: State101): boolean {
  return state.bank.length > 0 || state.table.length > 1;
}

export function top(state: State101): CardCode {
  return state.table[state.table.length - 1]!;
}

export function anyFits(state: State101, seat: Seat): boolean {
  const t = top(state);
  for (const card of state.hands[seat]!) if (fits(card, t, state.calledSuit)) return true;
  return false;
}
