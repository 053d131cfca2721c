/**
 * The only gate for hidden information. A seat sees its own hand and only
 * counts of the others' — except in the blind 1-card round, where it sees
 * every card but its own (spectators see them all). Never the chance state.
 */
import type { GameResult, Seat, Viewer } from "@gg/core";
import type { Options } from "./options.ts";
import type { Phase, RoundSummary, State, TrickRecord } from "./state.ts";
import type { Play } from "./strength.ts";
import { activeSeats, forbiddenBet, result } from "./engine.ts";

export interface BetOnTricksView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: Options;
  readonly phase: Phase;
  /** The round being played, 1 = the first. */
  readonly round: number;
  /** Cards per player this round. */
  readonly roundSize: number;
  /** True in the 1-card round: cards on foreheads, no card is chosen. */
  readonly blind: boolean;
  readonly starter: Seat;
  /** The seat to bet or play (null at the end). */
  readonly turn: Seat | null;
  readonly activeSeats: readonly Seat[];
  readonly lives: readonly number[];
  readonly out: readonly boolean[];
  /** The round in which each seat went out (0 while still in): public, it orders the ranks. */
  readonly outRound: readonly number[];
  /** The viewer's own hand; null for spectators and, in the blind round, for everyone. */
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  /** Blind round only: each seat's card as this viewer sees it (its own is null). */
  readonly blindCards: readonly (string | null)[] | null;
  readonly bets: readonly (number | null)[];
  readonly tricks: readonly number[];
  readonly leader: Seat | null;
  /** Cards on the table in the current trick, in the order played. */
  readonly trick: readonly Play[];
  readonly lastTrick: TrickRecord | null;
  /** Every completed trick of this round, in order: all cards played so far this round are public. */
  readonly history: readonly TrickRecord[];
  /** The bet the hook forbids to the seat now betting (public knowledge), or null. */
  readonly forbiddenBet: number | null;
  /** The first round's starter draw (made at setup): every draw round's cards, null for seats not in it. */
  readonly starterDraw: { readonly rounds: readonly (readonly (string | null)[])[] };
  readonly previousRound: RoundSummary | null;
  readonly result: GameResult | null;
}

export function view(state: State, viewer: Viewer): BetOnTricksView {
  const n = state.players;
  const isSeat = typeof viewer === "number" && Number.isInteger(viewer) && viewer >= 0 && viewer < n;
  const playing = state.phase === "bid" || state.phase === "play";
  const blind = state.size === 1 && state.hands.some((h) => h.length > 0);
  const active = activeSeats(state);
  return {
    viewer,
    players: n,
    options: state.options,
    phase: state.phase,
    round: state.round,
    roundSize: state.size,
    blind,
    starter: state.starter,
    turn: playing ? state.turn : null,
    activeSeats: active,
    lives: state.lives,
    out: state.lives.map((l) => l <= 0),
    outRound: state.outRound,
    hand: isSeat && !blind ? state.hands[viewer]! : null,
    handCounts: state.hands.map((h) => h.length),
    blindCards: blind ? state.hands.map((h, s) => (s === viewer ? null : (h[0] ?? null))) : null,
    bets: state.bets,
    tricks: state.tricks,
    leader: state.phase === "play" ? state.leader : null,
    trick: state.trick,
    lastTrick: state.lastTrick,
    history: state.history,
    forbiddenBet: forbiddenBet(state),
    starterDraw: { rounds: state.draws },
    previousRound: state.previous,
    result: result(state),
  };
}
