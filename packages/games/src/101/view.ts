/** What a seat (or a spectator) may know: own hand, counts of the others, never the bank's order or `chance`. */
import type { CardCode, Seat, Suit, Viewer } from "@gg/core";
import { canDraw } from "./seats.ts";
import type { Phase, State101 } from "./state.ts";

/** Cards of the table shown face up: enough to see a bridge forming. */
export const VISIBLE_TABLE = 4;

export interface View101 {
  readonly viewer: Viewer;
  readonly players: number;
  readonly phase: Phase;
  readonly round: number;
  readonly dealer: Seat;
  /** Whose decision it is (null once the game is over). */
  readonly turn: Seat | null;
  /** The viewer's own hand; null for spectators and seats out of the game. */
  readonly hand: readonly CardCode[] | null;
  readonly handCounts: readonly number[];
  readonly bankSize: number;
  readonly tableSize: number;
  /** The top cards of the table, bottom to top (the last is the top card). */
  readonly table: readonly CardCode[];
  readonly top: CardCode | null;
  readonly calledSuit: Suit | null;
  readonly multiplier: number;
  readonly totals: readonly number[];
  readonly limit: number | null;
  readonly resetAt: readonly number[];
  readonly out: readonly boolean[];
  readonly drawsUsed: number;
  readonly canDraw: boolean;
  /** The seat on turn must cover the 6 on top. */
  readonly mustCover: boolean;
  /** Skips still queued by 8s / aces and who laid them. */
  readonly pendingSkips: { readonly layer: Seat; readonly count: number } | null;
  /** The seat that may declare a bridge now (10 s window). */
  readonly bridgeWindow: Seat | null;
  /** The dealer is completing the opening move. */
  readonly opening: boolean;
  readonly dice: State101["dice"];
  readonly winners: readonly Seat[] | null;
  readonly endedByHost: boolean;
}

export function view(state: State101, viewer: Viewer): View101 {
  const seated = typeof viewer === "number" && viewer >= 0 && viewer < state.players;
  const over = state.phase === "over";
  return {
    viewer,
    players: state.players,
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    turn: over ? null : state.turn,
    // Copies, so a client or bot that sorts its view cannot touch the state.
    hand: seated && state.outRound[viewer] === null ? state.hands[viewer]!.slice() : null,
    handCounts: state.hands.map((h) => h.length),
    bankSize: state.bank.length,
    tableSize: state.table.length,
    table: state.table.slice(-VISIBLE_TABLE),
    top: state.table.length > 0 ? state.table[state.table.length - 1]! : null,
    calledSuit: state.calledSuit,
    multiplier: state.multiplier,
    totals: state.totals.slice(),
    limit: state.limit,
    resetAt: state.limit === null ? [] : [state.limit, Math.floor(state.limit / 2)],
    out: state.outRound.map((r) => r !== null),
    drawsUsed: state.draws,
    canDraw: state.phase === "play" && canDraw(state),
    mustCover: state.cover,
    pendingSkips: state.skips > 0 ? { layer: state.skipLayer, count: state.skips } : null,
    bridgeWindow: state.phase === "bridge" ? state.turn : null,
    opening: state.phase === "opening",
    dice: state.dice,
    winners: state.winners,
    endedByHost: state.endedByHost,
  };
}
