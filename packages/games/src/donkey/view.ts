/**
 * What a seat (or a spectator) may know: its own hand, how many cards everyone
 * holds and how many are left in the stock, the trick and the round's finished
 * tricks, what each seat is known to lack, the donkey counts. Hands are kept
 * sorted in the state, so a view shares its arrays.
 */
import type { CardCode, GameResult, Seat, TrickPlay, Viewer } from "@gg/core";
import { result } from "./engine.ts";
import { stockCount, type DonkeyOptions, type DonkeyState } from "./state.ts";

export interface DonkeyView {
  readonly game: "donkey";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: DonkeyOptions;
  /** The round being played, 1 = the first. */
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: DonkeyState["phase"];
  /** Whose decision it is; null once the game is over. */
  readonly turn: Seat | null;
  /** Who led the trick in progress, or leads the next one. */
  readonly leader: Seat;
  /** The viewer's own cards, sorted; empty for spectators. */
  readonly hand: readonly CardCode[];
  /** Cards held per seat; 0 is a safe player. */
  readonly handCounts: readonly number[];
  readonly stockCount: number;
  readonly trick: readonly TrickPlay[];
  /** The round's finished tricks, in order: their cards are out of the game. */
  readonly history: readonly (readonly TrickPlay[])[];
  /**
   * Per seat, what its hand is known to hold none of, as bits (suit index 0–3 for clubs,
   * diamonds, hearts, spades; 4 + rank strength for the ranks 2 … A), learnt when it drew or passed.
   */
  readonly lacks: readonly number[];
  /** Donkey rounds per seat. */
  readonly donkeys: readonly number[];
  /** The donkey of each finished round. */
  readonly sheet: readonly Seat[];
  readonly result: GameResult | null;
}

export function view(state: DonkeyState, viewer: Viewer): DonkeyView {
  const own = viewer === "spectator" ? undefined : state.hands[viewer];
  const handCounts = new Array<number>(state.players);
  for (let seat = 0; seat < state.players; seat++) handCounts[seat] = state.hands[seat]!.length;
  return {
    game: "donkey",
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    leader: state.leader,
    hand: own ?? [],
    handCounts,
    stockCount: stockCount(state),
    trick: state.trick,
    history: state.history,
    lacks: state.lacks,
    donkeys: state.donkeys,
    sheet: state.sheet,
    result: result(state),
  };
}
