/**
 * What a seat (or a spectator) may know: its own hand, every hand's size, and
 * everything public — the contract and trump, the tricks, who has had their
 * positive, which negatives are left, the scores. Hands are kept sorted in
 * the state, so a view shares its arrays.
 */
import type { CardCode, GameResult, Seat, Suit, TrickPlay, Viewer } from "@gg/core";
import { NEGATIVES, type ContractId, type NegativeId } from "./contracts.ts";
import { result } from "./engine.ts";
import { ROUNDS, type KingOptions, type KingState, type SheetLine } from "./state.ts";

export interface KingView {
  readonly game: "king";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: KingOptions;
  /** The hand being played, 1 = the first (of `rounds`). */
  readonly round: number;
  readonly rounds: number;
  readonly dealer: Seat;
  readonly phase: KingState["phase"];
  /** Whose decision it is; null once the game is over. */
  readonly turn: Seat | null;
  /** The viewer's own cards, sorted; empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  /** This hand's contract, once the dealer has chosen it. */
  readonly contract: ContractId | null;
  /** A positive's trump suit (null: no trump, or not a positive). */
  readonly trump: Suit | null;
  /** The negatives not yet chosen in this match. */
  readonly negativesLeft: readonly NegativeId[];
  /** Which seats have chosen their positive. */
  readonly hadPositive: readonly boolean[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Tricks taken this hand, per seat. */
  readonly tricks: readonly number[];
  /** Points taken this hand so far, per seat. */
  readonly points: readonly number[];
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

export function view(state: KingState, viewer: Viewer): KingView {
  const own = viewer === "spectator" ? undefined : state.hands[viewer];
  return {
    game: "king",
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    rounds: ROUNDS,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    hand: own ?? [],
    handCounts: state.hands.map((h) => h.length),
    contract: state.contract,
    trump: state.trump,
    negativesLeft: NEGATIVES.filter((c) => !state.negativesPlayed.includes(c)),
    hadPositive: state.hadPositive,
    trick: state.trick,
    history: state.history,
    tricks: state.tricks,
    points: state.points,
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}
