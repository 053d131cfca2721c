import { z } from "zod";
import type { CardCode, ChanceState, Seat, TrickPlay } from "@gg/core";

export const spadesOptions = z.strictObject({
  /** Points that end the match: 250, 300 or 500 (default). */
  target: z.union([z.literal(250), z.literal(300), z.literal(500)]).default(500),
  /** A team at least 100 behind at the start of a hand may bid nil before looking at its cards (±200). */
  blindNil: z.boolean().default(false),
});
export type SpadesOptions = z.infer<typeof spadesOptions>;

/**
 * A bid of 0 is nil. An eligible seat (blind nil on, its team at least 100 behind) first
 * chooses between `blindNil` and `seeCards`; only then may it see its hand.
 */
export type SpadesAction =
  | { readonly type: "bid"; readonly bid: number }
  | { readonly type: "blindNil" }
  | { readonly type: "seeCards" }
  | { readonly type: "play"; readonly card: CardCode };

// Four players, partners opposite (seats 0 and 2 against 1 and 3): Sueca's seating.
export { PLAYERS, TEAMS, nextSeat, teamOfSeat } from "../sueca/state.ts";
export const HAND_SIZE = 13;
/** A team that falls to this total ends the match. */
export const FLOOR = -200;
/** The lead that makes a team eligible for blind nil. */
export const BLIND_NIL_LEAD = 100;

/** One line of the score sheet, written when a hand is complete. Pairs are indexed by team. */
export interface SheetLine {
  readonly dealer: Seat;
  /** Per seat: the bid (0 = nil). */
  readonly bids: readonly number[];
  /** Per seat: whether its nil was blind. */
  readonly blind: readonly boolean[];
  /** Per seat: tricks taken. */
  readonly tricks: readonly number[];
  /** Per team: the points the hand scored (bag penalties included). */
  readonly points: readonly [number, number];
  /** Per team: bags collected in this hand. */
  readonly bags: readonly [number, number];
  /** Per team: the totals after the hand. */
  readonly scores: readonly [number, number];
}

export interface SpadesState {
  readonly options: SpadesOptions;
  readonly chance: ChanceState;
  /** The hand being played, from 1. */
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: "bid" | "play" | "over";
  /** Whose decision it is (meaningless once over). */
  readonly turn: Seat;
  readonly hands: readonly (readonly CardCode[])[];
  /**
   * Per seat: true while the seat may still bid blind nil and so has not seen its hand
   * (its view shows no cards until it bids blind nil or chooses to see them).
   */
  readonly unseen: readonly boolean[];
  /** Per seat: the bid (0 = nil), or null before it bids. */
  readonly bids: readonly (number | null)[];
  /** Per seat: whether its nil bid is blind. */
  readonly blind: readonly boolean[];
  /** Per seat: tricks taken in this hand. */
  readonly tricks: readonly number[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /** A spade has been played in this hand: spades may be led. */
  readonly spadesBroken: boolean;
  /** Per team: totals after the last completed hand. */
  readonly scores: readonly [number, number];
  /** Per team: bags carried (0–9; every 10 cost 100 and are removed). */
  readonly bags: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A shallow copy to change before returning it from `apply`, field by field for speed (see Oh Hell's). */
export function copyState(s: SpadesState): Mutable<SpadesState> {
  return {
    options: s.options,
    chance: s.chance,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    unseen: s.unseen,
    bids: s.bids,
    blind: s.blind,
    tricks: s.tricks,
    trick: s.trick,
    history: s.history,
    spadesBroken: s.spadesBroken,
    scores: s.scores,
    bags: s.bags,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}

/** Per seat from a per-team pair. */
export const perSeat = (pair: readonly [number, number]): number[] => [pair[0], pair[1], pair[0], pair[1]];
