/** 101's state, actions and options: plain JSON, never mutated. */
import { z } from "zod";
import type { CardCode, ChanceState, Seat, Suit } from "@gg/core";

export const options101 = z.strictObject({
  /** Play to a score limit (above it a player is out). Off: only the host ends the game. */
  scoreLimit: z.boolean().default(true),
  /** The limit itself; exactly it, or exactly half of it (rounded down), resets a total to 0. */
  limit: z.number().int().min(10).max(10_000).default(101),
});
export type Options101 = z.infer<typeof options101>;

export type Action101 =
  | { readonly type: "draw" }
  | { readonly type: "pass" }
  /** Cards in the order laid, the last on top; `suit` is the call when the move's top card is a jack. */
  | { readonly type: "play"; readonly cards: readonly CardCode[]; readonly suit?: Suit }
  | { readonly type: "bridge" }
  | { readonly type: "noBridge" };

/**
 * - `opening`: the dealer's fifth card lies on the table; the dealer may add cards of its rank (and calls a suit for a jack).
 * - `play`: ordinary turns (`cover` marks a 6 its player still has to cover).
 * - `bridge`: the layer of a bridge's fourth card answers bridge / no bridge; the move's effects wait.
 */
export type Phase = "opening" | "play" | "bridge" | "over";

/** The dice rolled at setup for the first dealer. */
export interface DiceState {
  /** Every roll, in order (ties rolled again among the tied), for the table. */
  readonly history: readonly { readonly seat: Seat; readonly dice: readonly [number, number] }[];
}

export interface State101 {
  readonly players: number;
  /** Null when the game is played without a score limit. */
  readonly limit: number | null;
  readonly chance: ChanceState;
  readonly phase: Phase;
  /** The round being played: 1, 2, … */
  readonly round: number;
  readonly dice: DiceState;
  /** The round's dealer (the dice chose the first). */
  readonly dealer: Seat;
  readonly hands: readonly (readonly CardCode[])[];
  /** The bank (банк), face down; index 0 is drawn first. */
  readonly bank: readonly CardCode[];
  /** The table, bottom to top (the last card is on top). */
  readonly table: readonly CardCode[];
  /** The suit called for the jack on top, null otherwise. */
  readonly calledSuit: Suit | null;
  /** The round's multiplier: 1, then ×2, ×3, … with each reshuffle. */
  readonly multiplier: number;
  readonly totals: readonly number[];
  /** The round in which a seat went out of the game (над лімітом), null while still in. */
  readonly outRound: readonly (number | null)[];
  /** The seat that acts now. */
  readonly turn: Seat;
  /** Optional draws used in this turn (up to 3). */
  readonly draws: number;
  /** The seat on turn left a 6 on top and must cover it. */
  readonly cover: boolean;
  /** Skips still queued by 8s / aces, and the seat that laid them (-1: none). */
  readonly skips: number;
  readonly skipLayer: Seat;
  /** The last completed move (its jacks score −20 when it ends the round). */
  readonly move: { readonly seat: Seat; readonly cards: readonly CardCode[] } | null;
  readonly winners: readonly Seat[] | null;
  readonly endedByHost: boolean;
  /**
   * Public: suits each seat showed it lacked this round (bit i = SUIT_LIST[i]),
   * set when it passed or drew to cover a 6 (nothing fitting), cleared each deal.
   */
  readonly voidMask: readonly number[];
  /** Cards each seat has drawn since its `voidMask` was last set (those may be of any suit). */
  readonly voidDrawn: readonly number[];
  /**
   * The positions play passed through since a player last had a choice, within this round
   * (loops.ts): one coming back is a forced loop, a stalemate. Empty in free play.
   */
  readonly forcedPositions: readonly Position101[];
}

/** What decides how play goes on (the multiplier only scales the score). */
export interface Position101 {
  readonly phase: Phase;
  readonly turn: Seat;
  readonly draws: number;
  readonly cover: boolean;
  readonly skips: number;
  readonly skipLayer: Seat;
  readonly calledSuit: Suit | null;
  readonly hands: readonly (readonly CardCode[])[];
  readonly table: readonly CardCode[];
  readonly bank: readonly CardCode[];
}
