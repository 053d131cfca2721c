/** The state, actions and round summaries of Bet on Tricks: plain JSON only. */
import type { ChanceState, Seat } from "@gg/core";
import type { Options } from "./options.ts";
import type { Play } from "./strength.ts";

export type Phase = "bid" | "play" | "over";

export type BetOnTricksAction =
  | { readonly type: "bid"; readonly bid: number }
  | { readonly type: "play"; readonly card: string; readonly as?: string };

export interface TrickRecord {
  readonly plays: readonly Play[];
  /** Null when Cut cancelled every card. */
  readonly winner: Seat | null;
}

/** What a finished round left behind (public: shown until the next one ends). */
export interface RoundSummary {
  readonly round: number;
  readonly size: number;
  readonly starter: Seat;
  readonly bets: readonly (number | null)[];
  readonly tricks: readonly number[];
  /** Seats whose tricks differed from their bet (the keep-1 saved ones included). */
  readonly missed: readonly Seat[];
  /** Seats kept at 1 life because everyone still in would have reached 0. */
  readonly saved: readonly Seat[];
  readonly eliminated: readonly Seat[];
  readonly lives: readonly number[];
  /** The 1-card round's cards, all revealed; null in other rounds. */
  readonly revealed: readonly (string | null)[] | null;
  readonly lastTrick: TrickRecord | null;
}

export interface State {
  readonly players: number;
  readonly options: Options;
  readonly chance: ChanceState;
  readonly phase: Phase;
  /** The first round's starter draw (made at setup): every draw round, one card (or null: not in that round) per seat. */
  readonly draws: readonly (readonly (string | null)[])[];
  readonly lives: readonly number[];
  /** The round in which each seat went out (0 while still in): ranks by elimination order. */
  readonly outRound: readonly number[];
  /** The round being played, 1 = the first. */
  readonly round: number;
  readonly size: number;
  readonly starter: Seat;
  readonly hands: readonly (readonly string[])[];
  readonly bets: readonly (number | null)[];
  readonly tricks: readonly number[];
  /** The seat to bet or play; -1 once over. */
  readonly turn: Seat;
  /** Who led (or leads) the current trick. */
  readonly leader: Seat;
  readonly trick: readonly Play[];
  /** The last completed trick of this round. */
  readonly lastTrick: TrickRecord | null;
  /** Every completed trick of this round, in order (public: each card was shown when played). */
  readonly history: readonly TrickRecord[];
  readonly previous: RoundSummary | null;
  readonly endedByHost: boolean;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy with every field written out: one object shape for every
 * state (faster than spreading), to be changed before it is returned.
 */
export function copyState(s: State): Mutable<State> {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    phase: s.phase,
    draws: s.draws,
    lives: s.lives,
    outRound: s.outRound,
    round: s.round,
    size: s.size,
    starter: s.starter,
    hands: s.hands,
    bets: s.bets,
    tricks: s.tricks,
    turn: s.turn,
    leader: s.leader,
    trick: s.trick,
    lastTrick: s.lastTrick,
    history: s.history,
    previous: s.previous,
    endedByHost: s.endedByHost,
  };
}
