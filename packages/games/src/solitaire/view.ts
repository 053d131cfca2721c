/**
 * What a viewer may know. A seat sees its own board as its player does
 * (face-down cards and the stock as counts) and every seat's progress, never
 * a rival's card: rivals play the same deal, so any card of theirs could be
 * one hidden on one's own board. Spectators of a lone game see its board;
 * spectators of a race see progress only.
 */
import type { CardCode, GameResult, Seat, Viewer } from "@gg/core";
import { CODE } from "./cards.ts";
import { result } from "./engine.ts";
import { foundationCards, passLimit, type Board, type BoardStatus, type HintAnswer, type SolitaireOptions, type SolitaireState } from "./state.ts";

export interface ColumnView {
  /** Face-down cards under the face-up ones. */
  readonly down: number;
  /** The face-up cards, bottom first. */
  readonly up: readonly CardCode[];
}

export interface BoardView {
  readonly columns: readonly ColumnView[];
  /** Cards left in the stock (face down). */
  readonly stock: number;
  /** The waste, bottom first: its last card is on top. */
  readonly waste: readonly CardCode[];
  /** Cards on each foundation (clubs, diamonds, hearts, spades): its top card's rank, 0 when empty. */
  readonly foundations: readonly number[];
  readonly score: number;
  /** Passes begun (1 after the deal); `passLimit` null when unlimited. */
  readonly passes: number;
  readonly passLimit: number | null;
}

export interface SeatProgress {
  readonly foundations: number;
  readonly score: number;
  readonly moves: number;
  readonly status: BoardStatus;
}

export interface SolitaireView {
  readonly game: "solitaire";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: SolitaireOptions;
  /** The board the viewer sees: its own, a lone game's for spectators; null for a race's spectators. */
  readonly board: BoardView | null;
  /** Whose board `board` is. */
  readonly boardSeat: Seat | null;
  /** Every seat's progress, by seat. */
  readonly progress: readonly SeatProgress[];
  /** The viewer's board may take its last move back. */
  readonly canUndo: boolean;
  /** The viewer's last hint, until its next move. */
  readonly hint: HintAnswer | null;
  readonly over: boolean;
  readonly result: GameResult | null;
}

export function boardView(b: Board, options: SolitaireOptions): BoardView {
  const limit = passLimit(options);
  return {
    columns: b.columns.map((col, i) => ({ down: b.down[i]!, up: col.slice(b.down[i]!).map((c) => CODE[c]!) })),
    stock: b.talon.length - b.pos,
    waste: b.talon.slice(0, b.pos).map((c) => CODE[c]!),
    foundations: b.foundations,
    score: b.score,
    passes: b.passes,
    passLimit: limit === Infinity ? null : limit,
  };
}

export function view(state: SolitaireState, viewer: Viewer): SolitaireView {
  const own = viewer === "spectator" ? null : viewer;
  const boardSeat = own ?? (state.players === 1 ? 0 : null);
  return {
    game: "solitaire",
    viewer,
    players: state.players,
    options: state.options,
    board: boardSeat === null ? null : boardView(state.boards[boardSeat]!, state.options),
    boardSeat,
    progress: state.boards.map((b, seat) => ({ foundations: foundationCards(b), score: b.score, moves: state.moves[seat]!, status: state.status[seat]! })),
    canUndo: own !== null && !state.over && state.status[own] === "playing" && state.undo[own] !== null,
    hint: own === null ? null : state.hints[own]!,
    over: state.over,
    result: result(state),
  };
}
