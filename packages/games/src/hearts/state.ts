/**
 * The Hearts state, its actions and options. States are plain JSON and never
 * mutated: `apply` works on a shallow copy (`copyState`) and replaces — never
 * edits — the arrays it changes. Hands are kept sorted (clubs, diamonds,
 * hearts, spades; low to high), so views need no sorting.
 */
import { z } from "zod";
import type { CardCode, ChanceState, Seat, TrickPlay } from "@gg/core";

export const heartsOptions = z.strictObject({
  /** The match ends after the hand in which a total reaches this. */
  target: z.union([z.literal(50), z.literal(100)]).default(100),
  /** Shooting the moon: the shooter scores −26 (everyone else 0) instead of everyone else +26. */
  moonSubtracts: z.boolean().default(false),
  /** Whoever takes `JD` scores −10. */
  jackOfDiamonds: z.boolean().default(false),
});
export type HeartsOptions = z.infer<typeof heartsOptions>;

export type PassAction = { readonly type: "pass"; readonly cards: readonly CardCode[] };
export type PlayAction = { readonly type: "play"; readonly card: CardCode };
export type HeartsAction = PassAction | PlayAction;

/** Where a hand's passes go: `left` is seat + 1, `right` seat − 1, `across` seat + 2. */
export type PassDirection = "left" | "right" | "across" | "none";

/** One line of the score sheet, written when a hand is complete. */
export interface SheetLine {
  readonly direction: PassDirection;
  /** Penalty points taken in tricks (hearts 1, `QS` 13), before the moon and `JD`. */
  readonly taken: readonly number[];
  /** The hand's points as added to the totals. */
  readonly points: readonly number[];
  /** The seat that shot the moon, if one did. */
  readonly moon: Seat | null;
}

export interface HeartsState {
  readonly players: number;
  readonly options: HeartsOptions;
  readonly chance: ChanceState;
  /** The hand being played, from 0. */
  readonly round: number;
  readonly phase: "pass" | "play" | "over";
  /** Whose card it is (play phase only). */
  readonly turn: Seat;
  /** Cards held, sorted; a seat's chosen pass has left its hand. */
  readonly hands: readonly (readonly CardCode[])[];
  /** Each seat's chosen pass (secret), null until chosen; kept for the passer's view during the hand. */
  readonly passes: readonly (readonly CardCode[] | null)[];
  /** Cards each seat received this hand (secret to the receiver); empty before the pass is done. */
  readonly received: readonly (readonly CardCode[])[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /** A heart or `QS` has been played this hand. */
  readonly heartsBroken: boolean;
  /** Penalty points taken in tricks this hand, per seat. */
  readonly taken: readonly number[];
  /** Who took `JD` this hand. */
  readonly jackTaker: Seat | null;
  /** Totals after the last completed hand. */
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

/** Pass offsets per hand (`round` counts from 1), cycling: 4 players left, right, across, none; others left, right, none. */
export function passOffset(players: number, round: number): number {
  const cycle = players === 4 ? [1, 3, 2, 0] : [1, players - 1, 0];
  return cycle[(round - 1) % cycle.length]!;
}

export function passDirection(players: number, round: number): PassDirection {
  const offset = passOffset(players, round);
  if (offset === 0) return "none";
  if (offset === 1) return "left";
  return offset === players - 1 ? "right" : "across";
}

export function leftOf(seat: Seat, players: number): Seat {
  return seat + 1 === players ? 0 : seat + 1;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy to change before returning it from `apply`. Written out
 * field by field because V8 (Node 20) builds `{ ...state, turn }` about 20×
 * slower than an object literal (see docs/architecture.md, *Speed notes*).
 */
export function copyState(s: HeartsState): Mutable<HeartsState> {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    round: s.round,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    passes: s.passes,
    received: s.received,
    trick: s.trick,
    history: s.history,
    heartsBroken: s.heartsBroken,
    taken: s.taken,
    jackTaker: s.jackTaker,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
