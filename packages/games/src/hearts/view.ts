/**
 * What a seat (or a spectator) may know. The pass is the secret part: a view
 * shows its own seat's chosen and received cards, and of the others only who
 * has chosen. Hands are kept sorted in the state, so a view shares its arrays.
 */
import type { CardCode, GameResult, Seat, TrickPlay, Viewer } from "@gg/core";
import { result } from "./engine.ts";
import { firstLead } from "./hand.ts";
import { passDirection, type HeartsOptions, type HeartsState, type PassDirection, type SheetLine } from "./state.ts";

export interface HeartsView {
  readonly game: "hearts";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: HeartsOptions;
  /** The hand being played, from 0. */
  readonly round: number;
  readonly direction: PassDirection;
  readonly phase: HeartsState["phase"];
  /** Whose card it is; null while passing and once the game is over. */
  readonly turn: Seat | null;
  /** The card that leads every hand's first trick (the lowest club of the table's deck). */
  readonly firstLead: CardCode;
  /** The viewer's own cards, sorted; empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  /** Who has chosen their pass this hand (never what). */
  readonly passChosen: readonly boolean[];
  /** The 3 cards the viewer passed this hand, once chosen; null otherwise (always null for spectators). */
  readonly passed: readonly CardCode[] | null;
  /** The 3 cards the viewer received this hand, once handed over; null otherwise. */
  readonly received: readonly CardCode[] | null;
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  readonly heartsBroken: boolean;
  /** Penalty points taken in tricks this hand, per seat. */
  readonly taken: readonly number[];
  readonly jackTaker: Seat | null;
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

export function view(state: HeartsState, viewer: Viewer): HeartsView {
  const seat = viewer === "spectator" ? -1 : viewer;
  const own = state.hands[seat];
  const received = state.received[seat];
  return {
    game: "hearts",
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    direction: passDirection(state.players, state.round),
    phase: state.phase,
    turn: state.phase === "play" ? state.turn : null,
    firstLead: firstLead(state.players),
    hand: own ?? [],
    handCounts: state.hands.map((h) => h.length),
    passChosen: state.passes.map((p) => p !== null),
    passed: state.passes[seat] ?? null,
    received: received && received.length > 0 ? received : null,
    trick: state.trick,
    history: state.history,
    heartsBroken: state.heartsBroken,
    taken: state.taken,
    jackTaker: state.jackTaker,
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}
