import { type CardCode, type GameResult, type Seat, type Suit, type TrickPlay, type Viewer } from "@gg/core";
import { canSwap, result } from "./engine.ts";
import { MATCH_TARGET, biscaTeams, mustFollow, stockLeft, type BiscaOptions, type BiscaState, type SheetLine } from "./state.ts";

export interface BiscaView {
  readonly game: "bisca";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: BiscaOptions;
  /** Partnerships at 4 players (`[[0, 2], [1, 3]]`), else null. */
  readonly teams: readonly (readonly Seat[])[] | null;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: BiscaState["phase"];
  /** Whose decision it is; null once the game is over. */
  readonly turn: Seat | null;
  readonly trump: Suit;
  /** The face-up card under the stock (drawn last); null once drawn. */
  readonly turned: CardCode | null;
  /** Cards left to draw, the turned card included. */
  readonly stockLeft: number;
  /** True once the stock is empty: every card played must follow the led suit when it can. */
  readonly mustFollow: boolean;
  /** The viewer's own hand, sorted by suit (C D H S) then rank, low to high; empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  /** Cards everyone knows a seat holds (the turned card it drew or swapped for), by seat. */
  readonly known: readonly (readonly CardCode[])[];
  /** Whether the viewer may swap its 2 of trumps for the turned card now. */
  readonly canSwap: boolean;
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Card points each seat took in this hand. */
  readonly taken: readonly number[];
  /** Game points per seat (partners share their team's). */
  readonly scores: readonly number[];
  readonly target: number;
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

const NO_CARDS: readonly CardCode[] = Object.freeze([]);

export function view(state: BiscaState, viewer: Viewer): BiscaView {
  const seat = viewer === "spectator" ? null : viewer;
  const over = state.phase === "over";
  return {
    game: "bisca",
    viewer,
    players: state.players,
    options: state.options,
    teams: biscaTeams(state.players) ?? null,
    round: state.round,
    dealer: state.dealer,
    phase: state.phase,
    turn: over ? null : state.turn,
    trump: state.trump,
    turned: state.turned,
    stockLeft: stockLeft(state),
    mustFollow: mustFollow(state),
    hand: seat === null ? NO_CARDS : state.hands[seat] ?? NO_CARDS,
    handCounts: state.hands.map((h) => h.length),
    known: state.known,
    canSwap: seat !== null && !over && state.turn === seat && canSwap(state, seat),
    trick: state.trick,
    history: state.history,
    taken: state.taken,
    scores: state.scores,
    target: MATCH_TARGET,
    sheet: state.sheet,
    result: result(state),
  };
}
