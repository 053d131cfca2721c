import { z } from "zod";
import type { CardCode, ChanceState, Seat, Teams } from "@gg/core";
import type { Sequence } from "./sequence.ts";

export const buracoOptions = z.strictObject({
  /** The total that ends the match. */
  target: z.union([z.literal(1500), z.literal(3000)]).default(3000),
});
export type BuracoOptions = z.infer<typeof buracoOptions>;

/**
 * The actions. `meld` lays down a new sequence (its cards low to high, a wild card at the place it
 * takes); `extend` gives the whole sequence `meld` of the team after the cards it adds.
 */
export type BuracoAction =
  | { readonly type: "draw" }
  | { readonly type: "takeDiscards" }
  | { readonly type: "meld"; readonly cards: readonly CardCode[] }
  | { readonly type: "extend"; readonly meld: number; readonly cards: readonly CardCode[] }
  | { readonly type: "discard"; readonly card: CardCode };

export const HAND_SIZE = 11;
export const MORTO_SIZE = 11;
export const MORTOS = 2;
export const GOING_OUT_BONUS = 100;
export const NO_MORTO_PENALTY = 100;
export const CLEAN_CANASTRA_BONUS = 200;
export const DIRTY_CANASTRA_BONUS = 100;

/** Partners sit opposite: seats 0 and 2 against 1 and 3. Two players: each seat its own team. */
export const FOUR_TEAMS: Teams = [
  [0, 2],
  [1, 3],
];
export const TWO_TEAMS: Teams = [[0], [1]];

export function teamsOf(players: number): Teams {
  return players === 4 ? FOUR_TEAMS : TWO_TEAMS;
}

/** Team 0 holds the even seats, team 1 the odd ones (at 2 and at 4 players). */
export function teamOfSeat(seat: Seat): 0 | 1 {
  return (seat & 1) as 0 | 1;
}

/** Where a team's morto is: still to win, set aside for one of its players (emptied by discarding), or taken into a hand. */
export type MortoStatus = "none" | "setAside" | "taken";

/** One team's part of a hand's score. */
export interface TeamHandScore {
  readonly melded: number;
  readonly canastras: number;
  readonly wentOut: number;
  readonly inHand: number;
  readonly morto: number;
  readonly total: number;
}

/** One line of the score sheet, written when a hand ends. */
export interface SheetLine {
  readonly round: number;
  /** The team that went out, or null when the stock ran out. */
  readonly wentOut: 0 | 1 | null;
  readonly teams: readonly [TeamHandScore, TeamHandScore];
  /** Team totals after the hand. */
  readonly scores: readonly [number, number];
}

export interface BuracoState {
  readonly options: BuracoOptions;
  readonly players: number;
  readonly chance: ChanceState;
  /** The hand being played, from 1. */
  readonly round: number;
  /** Who started this hand (the next hand starts one seat later). */
  readonly starter: Seat;
  /** `draw`: the player on turn draws or takes the pile; `play`: lays down, extends, discards. */
  readonly phase: "draw" | "play" | "over";
  readonly turn: Seat;
  readonly hands: readonly (readonly CardCode[])[];
  /** The stock, its top card first. */
  readonly stock: readonly CardCode[];
  /** The discard pile, its top card last. */
  readonly discards: readonly CardCode[];
  /** The mortos still on the table, the next one first. */
  readonly mortos: readonly (readonly CardCode[])[];
  /** Per seat: a morto set aside for it (emptied by discarding), picked up at its next turn. */
  readonly setAside: readonly (readonly CardCode[] | null)[];
  readonly morto: readonly [MortoStatus, MortoStatus];
  /** Each team's sequences, in the order laid down. */
  readonly melds: readonly [readonly Sequence[], readonly Sequence[]];
  /** The card taken this turn from a one-card pile (it may not be discarded), or null. */
  readonly takenCard: CardCode | null;
  /** Team totals over the match. */
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Draft = Mutable<BuracoState>;

/** A shallow copy to change before returning it from `apply`, field by field for speed. */
export function copyState(s: BuracoState): Draft {
  return {
    options: s.options,
    players: s.players,
    chance: s.chance,
    round: s.round,
    starter: s.starter,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    stock: s.stock,
    discards: s.discards,
    mortos: s.mortos,
    setAside: s.setAside,
    morto: s.morto,
    melds: s.melds,
    takenCard: s.takenCard,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
