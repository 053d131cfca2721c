import { z } from "zod";
import type { CardCode, ChanceState, Seat, Teams, TrickPlay } from "@gg/core";

export const suecaOptions = z.strictObject({
  /** Game points that win the match: 4 (default) or 10. */
  target: z.union([z.literal(4), z.literal(10)]).default(4),
  /** A 60–60 hand scores nothing and makes the next hand worth 1 more. */
  carryOver: z.boolean().default(true),
});
export type SuecaOptions = z.infer<typeof suecaOptions>;

/** Sueca (40 cards, trump from the dealer's last card) or Italian Sueca (52 cards and a stock). */
export type SuecaVariant = "sueca" | "italian-sueca";

export type SuecaAction = { readonly type: "play"; readonly card: CardCode };

export const PLAYERS = 4;
export const HAND_SIZE = 10;
/** Partners sit opposite: seats 0 and 2 against 1 and 3. Team `t` holds the seats `s` with `s % 2 === t`. */
export const TEAMS: Teams = [
  [0, 2],
  [1, 3],
];

export function teamOfSeat(seat: Seat): 0 | 1 {
  return (seat & 1) as 0 | 1;
}

export function nextSeat(seat: Seat): Seat {
  return (seat + 1) % PLAYERS;
}

/** One line of the score sheet, written when a hand is complete. Pairs are indexed by team. */
export interface SheetLine {
  readonly dealer: Seat;
  readonly trump: CardCode;
  /** Card points each team took. */
  readonly points: readonly [number, number];
  /** Game points each team scored for the hand (the carry included). */
  readonly gamePoints: readonly [number, number];
  /** Game points carried into the next hand by 60–60 ties. */
  readonly carry: number;
}

export interface SuecaState {
  readonly variant: SuecaVariant;
  readonly options: SuecaOptions;
  readonly chance: ChanceState;
  /** The hand being played, from 1 (every game counts rounds from 1). */
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: "play" | "over";
  /** Whose card it is (meaningless once over). */
  readonly turn: Seat;
  readonly hands: readonly (readonly CardCode[])[];
  /** The shown card whose suit is trump: Sueca's dealer's last card, Italian Sueca's bottom stock card. */
  readonly trumpCard: CardCode;
  /** Who holds the shown trump card (public), or null while it is in the stock or once played. */
  readonly trumpHolder: Seat | null;
  /** Italian Sueca: the face-down stock, top first; its last card is the shown trump card. */
  readonly stock: readonly CardCode[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Card points taken by each team in this hand. */
  readonly points: readonly [number, number];
  /** Game points waiting for the next hand's winner (60–60 ties). */
  readonly carry: number;
  /** Game points of each team after the last completed hand. */
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A shallow copy to change before returning it from `apply`, field by field for speed (see Oh Hell's). */
export function copyState(s: SuecaState): Mutable<SuecaState> {
  return {
    variant: s.variant,
    options: s.options,
    chance: s.chance,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    trumpCard: s.trumpCard,
    trumpHolder: s.trumpHolder,
    stock: s.stock,
    trick: s.trick,
    history: s.history,
    points: s.points,
    carry: s.carry,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
