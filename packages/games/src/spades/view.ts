import { type CardCode, type GameResult, type Seat, type Teams, type TrickPlay, type Viewer } from "@gg/core";
import { result } from "./engine.ts";
import { TEAMS, type SheetLine, type SpadesOptions, type SpadesState } from "./state.ts";

export interface SpadesView {
  readonly game: "spades";
  readonly viewer: Viewer;
  readonly players: number;
  /** Partners: seats 0 and 2 against 1 and 3. */
  readonly teams: Teams;
  readonly options: SpadesOptions;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: SpadesState["phase"];
  /** Whose decision it is; null once the game is over. */
  readonly turn: Seat | null;
  /**
   * The viewer's own hand, sorted by suit then rank; empty for spectators, and empty while the
   * viewer may still bid blind nil (it has not seen its cards).
   */
  readonly hand: readonly CardCode[];
  /** Per seat: may still bid blind nil, so has not seen its cards (public: everyone knows who is eligible). */
  readonly unseen: readonly boolean[];
  readonly handCounts: readonly number[];
  /** Per seat: the bid (0 = nil), or null before it bids. */
  readonly bids: readonly (number | null)[];
  /** Per seat: whether its nil is blind. */
  readonly blind: readonly boolean[];
  readonly tricks: readonly number[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  readonly spadesBroken: boolean;
  /** Per team. */
  readonly scores: readonly [number, number];
  /** Per team: bags carried toward the next 10. */
  readonly bags: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

export function view(state: SpadesState, viewer: Viewer): SpadesView {
  // Hands are kept sorted in the state: the view shows the seat's own as it is.
  const own = viewer === "spectator" || state.unseen[viewer] ? [] : state.hands[viewer] ?? [];
  return {
    game: "spades",
    viewer,
    players: state.hands.length,
    teams: TEAMS,
    options: state.options,
    round: state.round,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    hand: own,
    unseen: state.unseen,
    handCounts: state.hands.map((h) => h.length),
    bids: state.bids,
    blind: state.blind,
    tricks: state.tricks,
    trick: state.trick,
    history: state.history,
    spadesBroken: state.spadesBroken,
    scores: state.scores,
    bags: state.bags,
    sheet: state.sheet,
    result: result(state),
  };
}
