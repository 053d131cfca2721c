import { z } from "zod";
import type { CardCode, ChanceState, Seat, Suit, TrickPlay } from "@gg/core";

export const biscaOptions = z.strictObject({
  /** Cards in each hand, kept by drawing after every trick: 3, 7, or 9 (9 with 2 players only). */
  // A union of its values, not a refinement, so the create form can offer exactly these (optionBounds).
  handSize: z.union([z.literal(3), z.literal(7), z.literal(9)]).default(3),
  /** A player holding the 2 of trumps may swap it for the turned card while the stock lasts. */
  swapTrumpTwo: z.boolean().default(true),
});
export type BiscaOptions = z.infer<typeof biscaOptions>;

export type BiscaAction = { readonly type: "play"; readonly card: CardCode } | { readonly type: "swap" };

/** The game points that end the match (the hand that reaches them is the last). */
export const MATCH_TARGET = 4;

/** One line of the score sheet, written when a hand is complete. Arrays are by seat. */
export interface SheetLine {
  readonly dealer: Seat;
  readonly trump: Suit;
  /** Card points of each seat's side (partners show their team's total). */
  readonly points: readonly number[];
  /** Game points each seat's side earned in the hand. */
  readonly gamePoints: readonly number[];
}

export interface BiscaState {
  readonly players: number;
  readonly options: BiscaOptions;
  readonly chance: ChanceState;
  /** The hand being played, from 0. */
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: "play" | "over";
  /** Whose decision it is (meaningless once over). */
  readonly turn: Seat;
  /** Each seat's hand, kept sorted (`tables.ts`). */
  readonly hands: readonly (readonly CardCode[])[];
  /** The face-down stock in drawing order; `stock[drawn]` is the next card drawn. */
  readonly stock: readonly CardCode[];
  readonly drawn: number;
  /** The face-up card under the stock, drawn last; null once drawn. */
  readonly turned: CardCode | null;
  readonly trump: Suit;
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Card points each seat took in this hand's tricks. */
  readonly taken: readonly number[];
  /** Cards everyone knows a seat holds: the turned card it drew or swapped for, until played. */
  readonly known: readonly (readonly CardCode[])[];
  /** Game points per seat (partners share their team's), after the last completed hand. */
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

export function leftOf(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

const PARTNERSHIPS: readonly (readonly Seat[])[] = Object.freeze([Object.freeze([0, 2]), Object.freeze([1, 3])]);
const ALONE: readonly (readonly (readonly Seat[])[])[] = Object.freeze(
  [0, 1, 2, 3].map((players) => Object.freeze(Array.from({ length: players }, (_, seat) => Object.freeze([seat])))),
);

/** Partnerships at 4 players (partners sit opposite); every seat for itself otherwise. */
export function biscaTeams(players: number): readonly (readonly Seat[])[] | undefined {
  return players === 4 ? PARTNERSHIPS : undefined;
}

/** The sides that score: the two teams at 4 players, else one side per seat. */
export function sidesOf(players: number): readonly (readonly Seat[])[] {
  return biscaTeams(players) ?? ALONE[players]!;
}

/** The side (index into `sidesOf`) of a seat. */
export function sideOf(seat: Seat, players: number): number {
  return players === 4 ? seat % 2 : seat;
}

/** Cards still to draw: the face-down stock and the turned card. */
export function stockLeft(state: BiscaState): number {
  return state.stock.length - state.drawn + (state.turned === null ? 0 : 1);
}

/** Once the stock is empty, every trick must follow suit. */
export function mustFollow(state: BiscaState): boolean {
  return state.turned === null && state.drawn === state.stock.length;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy to change before returning it from `apply`, field by field:
 * V8 (Node 20) builds `{ ...state }` far slower than an object literal.
 */
export function copyState(s: BiscaState): Mutable<BiscaState> {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    stock: s.stock,
    drawn: s.drawn,
    turned: s.turned,
    trump: s.trump,
    trick: s.trick,
    history: s.history,
    taken: s.taken,
    known: s.known,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
