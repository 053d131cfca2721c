/**
 * The King state, its actions and options. States are plain JSON and never
 * mutated: `apply` works on a shallow copy (`copyState`) and replaces — never
 * edits — the arrays it changes. Hands are kept sorted (clubs, diamonds,
 * hearts, spades; low to high), so views need no sorting.
 */
import { z } from "zod";
import type { CardCode, ChanceState, Seat, Suit, TrickPlay } from "@gg/core";
import type { ContractId, NegativeId } from "./contracts.ts";

export const kingOptions = z.strictObject({
  /** No hearts, no queens, no kings or jacks and no King of Hearts stop once their penalty cards are all taken. */
  earlyEnd: z.boolean().default(true),
});
export type KingOptions = z.infer<typeof kingOptions>;

/** The dealer's choice: a negative contract, or a positive with a trump suit (`null`: no trump). */
export type ChooseAction =
  | { readonly type: "choose"; readonly contract: NegativeId }
  | { readonly type: "choose"; readonly contract: "positive"; readonly trump: Suit | null };
export type PlayAction = { readonly type: "play"; readonly card: CardCode };
export type KingAction = ChooseAction | PlayAction;

/** One line of the score sheet, written when a hand is complete. */
export interface SheetLine {
  readonly round: number;
  readonly dealer: Seat;
  readonly contract: ContractId;
  readonly trump: Suit | null;
  /** The hand's points per seat (negative in a negative contract). */
  readonly points: readonly number[];
  /** The hand stopped before its 13th trick: its penalty cards were all taken. */
  readonly stoppedEarly: boolean;
}

export interface KingState {
  readonly players: number;
  readonly options: KingOptions;
  readonly chance: ChanceState;
  /** The hand being played: 1 for the first, `ROUNDS` for the last. */
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: "choose" | "play" | "over";
  /** Whose decision it is: the dealer while choosing, then the seat to play. */
  readonly turn: Seat;
  readonly hands: readonly (readonly CardCode[])[];
  /** This hand's contract, once chosen. */
  readonly contract: ContractId | null;
  /** A positive hand's trump suit; null in no trump and in every negative hand. */
  readonly trump: Suit | null;
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Tricks taken this hand, per seat. */
  readonly tricks: readonly number[];
  /** Points taken this hand so far, per seat. */
  readonly points: readonly number[];
  /** The negative contracts played so far (the one being played included). */
  readonly negativesPlayed: readonly NegativeId[];
  /** Which seats have chosen their positive. */
  readonly hadPositive: readonly boolean[];
  /** Totals after the last completed hand. */
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

/** King is a game of four, each for themselves. */
export const PLAYERS = 4;
/** Six negative hands and four positive ones. */
export const ROUNDS = 10;

export function leftOf(seat: Seat): Seat {
  return seat === PLAYERS - 1 ? 0 : seat + 1;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy to change before returning it from `apply`. Written out
 * field by field because V8 (Node 20) builds `{ ...state, turn }` about 20×
 * slower than an object literal (see docs/architecture.md, *Speed notes*).
 */
export function copyState(s: KingState): Mutable<KingState> {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    contract: s.contract,
    trump: s.trump,
    trick: s.trick,
    history: s.history,
    tricks: s.tricks,
    points: s.points,
    negativesPlayed: s.negativesPlayed,
    hadPositive: s.hadPositive,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
