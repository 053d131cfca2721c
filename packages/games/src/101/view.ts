/** What a seat (or a spectator) may know: own hand, counts of the others, never the bank's order or `chance`. */
import type { CardCode, Seat, Suit, Viewer } from "@gg/core";
import { SUIT_LIST } from "./cards101.ts";
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
  /** The whole table, bottom to top: every card on it was laid face up (public). */
  readonly pile: readonly CardCode[];
  /**
   * The last completed move and its layer while its cards are the top of the table (null once a
   * reshuffle took them; during a bridge window it is the bridging move, whose jacks count −20).
   */
  readonly lastMove: { readonly seat: Seat; readonly cards: readonly CardCode[] } | null;
  /**
   * Per seat, the suits it showed it lacked this round (it passed or drew to cover a 6 while
   * that suit was asked for), and how many cards it has drawn since (those may be of any suit).
   */
  readonly voids: readonly { readonly suits: readonly Suit[]; readonly drawnSince: number }[];
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
    pile: state.table.slice(),
    lastMove: onTop(state) ? { seat: state.move!.seat, cards: state.move!.cards.slice() } : null,
    voids: state.voidMask.map((mask, seat) => ({ suits: SUIT_LIST.filter((_, i) => mask & (1 << i)), drawnSince: state.voidDrawn[seat]! })),
  };
}

/** Whether the last move's cards still lie, in order, on top of the table. */
function onTop(state: State101): boolean {
  const move = state.move;
  if (move === null) return false;
  const n = move.cards.length;
  const t = state.table.length;
  if (n > t) return false;
  for (let i = 0; i < n; i++) if (state.table[t - n + i] !== move.cards[i]) return false;
  return true;
}
