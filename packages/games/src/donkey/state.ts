/**
 * The Donkey state, its actions and options. States are plain JSON and never
 * mutated: `apply` works on a shallow copy (`copyState`) and replaces — never
 * edits — the arrays it changes. The stock is the round's deal order and is
 * never copied: `drawn` counts the cards taken from its top.
 */
import { z } from "zod";
import type { CardCode, ChanceState, Seat, TrickPlay } from "@gg/core";

export const donkeyOptions = z.strictObject({
  /** Cards dealt to each player every round. */
  handSize: z.union([z.literal(5), z.literal(7)]).default(5),
  /** The match ends when a player has been the donkey this many times. */
  donkeyLimit: z.number().int().min(1).max(5).default(5),
});
export type DonkeyOptions = z.infer<typeof donkeyOptions>;

export type PlayAction = { readonly type: "play"; readonly card: CardCode };
export type DrawAction = { readonly type: "draw" };
export type DonkeyAction = PlayAction | DrawAction;

export interface DonkeyState {
  readonly players: number;
  readonly options: DonkeyOptions;
  readonly chance: ChanceState;
  /** The round being played: 1 for the first. */
  readonly round: number;
  /** The round's dealer; the seat after it led the round's first trick. */
  readonly dealer: Seat;
  readonly phase: "play" | "over";
  /** Whose decision it is (meaningless once over). */
  readonly turn: Seat;
  /** Who led the trick in progress (or leads the next one). */
  readonly leader: Seat;
  /** Cards held, each hand sorted (clubs, diamonds, hearts, spades; low to high). */
  readonly hands: readonly (readonly CardCode[])[];
  /** The round's stock in draw order; `stock[drawn]` is the top card. */
  readonly stock: readonly CardCode[];
  readonly drawn: number;
  readonly trick: readonly TrickPlay[];
  /** The round's finished tricks, in order (public: everyone saw them). */
  readonly history: readonly (readonly TrickPlay[])[];
  /**
   * Public knowledge per seat (`lacks.ts`): suits and ranks its hand is known to hold none of,
   * learnt when it drew or passed.
   */
  readonly lacks: readonly number[];
  /** Donkey rounds per seat, after the last finished round. */
  readonly donkeys: readonly number[];
  /** The donkey of each finished round, in order. */
  readonly sheet: readonly Seat[];
  readonly endedByHost: boolean;
}

export function leftOf(seat: Seat, players: number): Seat {
  return seat + 1 === players ? 0 : seat + 1;
}

/** Cards left in the stock. */
export function stockCount(state: DonkeyState): number {
  return state.stock.length - state.drawn;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type DraftState = Mutable<DonkeyState>;

/**
 * A shallow copy to change before returning it from `apply`. Written out
 * field by field because V8 (Node 20) builds `{ ...state, turn }` about 20×
 * slower than an object literal (see docs/architecture.md, *Speed notes*).
 */
export function copyState(s: DonkeyState): DraftState {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    leader: s.leader,
    hands: s.hands,
    stock: s.stock,
    drawn: s.drawn,
    trick: s.trick,
    history: s.history,
    lacks: s.lacks,
    donkeys: s.donkeys,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
