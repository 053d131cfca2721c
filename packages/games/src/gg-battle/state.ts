/**
 * The GG Battle state, its actions and options. States are plain JSON and
 * never mutated: `apply` works on a shallow working copy (`workCopy`) and
 * replaces — never edits — the card arrays it changes.
 */
import { z } from "zod";
import type { ChanceState, Seat } from "@gg/core";
import type { Card, Sign, StrategyCard } from "./cards.ts";

export const ggBattleOptions = z.strictObject({
  /** The 24-card strategy deck; off plays the seed's bare challenge game. */
  strategyDeck: z.boolean().default(true),
});
export type GGBattleOptions = z.infer<typeof ggBattleOptions>;

export type Phase = "arrange" | "rps" | "play" | "over";

/** A private Scout look: the top cards of a rival pile (top first) when it had `size` cards. */
export interface Peek {
  readonly rival: Seat;
  readonly pile: number;
  readonly size: number;
  readonly cards: readonly Card[];
  /** The pile's public `reorders` count when the look was taken (a Swap or Sink since makes the look stale). */
  readonly reorders: number;
}

export interface RpsState {
  /** Seats still throwing. */
  readonly in: readonly Seat[];
  /** This round's throws by seat (null: not thrown yet, or not in). Secret until the round resolves. */
  readonly throws: readonly (Sign | null)[];
  /** Resolved rounds, public: each round's throws by seat (null for seats not in). */
  readonly history: readonly (readonly (Sign | null)[])[];
}

export interface GGBattleState {
  readonly players: number;
  readonly strategyDeck: boolean;
  readonly phase: Phase;
  readonly chance: ChanceState;
  /** Per seat: 4 piles, each top card first; null until the seat has arranged. */
  readonly piles: readonly (readonly (readonly Card[])[] | null)[];
  /** Per seat and pile: is the top card face up (it won a challenge)? Only a top card can be face up. */
  readonly up: readonly (readonly boolean[])[];
  /** Per seat and pile: Shields lying on it (public). */
  readonly shields: readonly (readonly number[])[];
  /** Per seat: strategy cards in hand (secret). */
  readonly hands: readonly (readonly StrategyCard[])[];
  /** The strategy deck, top card first (its order is secret). */
  readonly deck: readonly StrategyCard[];
  /** Strategy cards played and Shields used up (face down). */
  readonly strategyDiscards: number;
  /** Strategy cards (hands and Shields) that left the game with an eliminated player. */
  readonly strategyGone: number;
  /** Per seat: its battle cards discarded (face down). */
  readonly discards: readonly number[];
  /** Per seat: its battle cards that left the game when it was eliminated. */
  readonly gone: readonly number[];
  /** Per seat: its discarded battle cards whose identity was shown (turned up by a challenge or a Bomb), in order. Public. */
  readonly shown: readonly (readonly Card[])[];
  /** Per seat: discarded cards never shown that are known not to be Bombs (face-down cards of a Bomb chain). Public. */
  readonly blankNotBomb: readonly number[];
  /** Per seat and pile: Swaps and Sinks played on it (public; they make Scout looks stale). */
  readonly reorders: readonly (readonly number[])[];
  /** Strategy cards played, in order (each was shown when played). Public. */
  readonly played: readonly StrategyCard[];
  readonly out: readonly boolean[];
  /** Eliminated seats, first eliminated first. */
  readonly eliminated: readonly Seat[];
  readonly rps: RpsState | null;
  /** Whose turn it is (play phase); also the first player once found. */
  readonly turn: Seat;
  /** 1 = clockwise (seat order), -1 after an odd number of Reverses. */
  readonly direction: 1 | -1;
  /** Has the seat in turn acted this turn (so it may end it, and may not pass)? */
  readonly acted: boolean;
  /** Second Chances in force this turn. */
  readonly secondChance: number;
  /** Consecutive passes; a full round of them ends the game. */
  readonly passes: number;
  /** Per seat: its private Scout peeks. */
  readonly peeks: readonly (readonly Peek[])[];
  readonly endedByHost: boolean;
  /** How the game ended, once over. */
  readonly ending: "lastPlayer" | "allPassed" | "host" | null;
}

export type ArrangeAction = { readonly type: "arrange"; readonly piles: readonly (readonly Card[])[] };
export type ThrowAction = { readonly type: "throw"; readonly sign: Sign };
export type ChallengeAction = { readonly type: "challenge"; readonly pile: number; readonly rival: Seat; readonly rivalPile: number };
export type StrategyAction =
  | { readonly type: "strategy"; readonly card: "Scout"; readonly rival: Seat; readonly rivalPile: number }
  | { readonly type: "strategy"; readonly card: "Swap"; readonly pile: number; readonly otherPile: number }
  | { readonly type: "strategy"; readonly card: "Sink" | "Shield"; readonly pile: number }
  | { readonly type: "strategy"; readonly card: "Second Chance" | "Skip" | "Reverse" }
  | { readonly type: "strategy"; readonly card: "Steal"; readonly rival: Seat };

export type GGBattleAction =
  | ArrangeAction
  | ThrowAction
  | ChallengeAction
  | StrategyAction
  | { readonly type: "endTurn" }
  | { readonly type: "pass" };

/** A mutable working copy of the top two levels of a state; card arrays stay shared. */
export type Work = {
  -readonly [K in keyof GGBattleState]: GGBattleState[K];
} & {
  piles: (Card[][] | null)[];
  up: boolean[][];
  shields: number[][];
  hands: (readonly StrategyCard[])[];
  discards: number[];
  gone: number[];
  shown: (readonly Card[])[];
  blankNotBomb: number[];
  reorders: number[][];
  out: boolean[];
  eliminated: Seat[];
  peeks: (readonly Peek[])[];
};

/** Copies each seat's small arrays; card arrays are shared (they are replaced, never edited). */
function perSeat<T>(rows: readonly (readonly T[])[]): T[][] {
  const out: T[][] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = rows[i]!.slice();
  return out;
}

/**
 * A working copy for one `apply`. Written field by field: an object spread of
 * this many fields was the engine's hottest spot.
 */
export function workCopy(s: GGBattleState): Work {
  const piles: (Card[][] | null)[] = new Array(s.players);
  for (let i = 0; i < s.players; i++) piles[i] = s.piles[i] ? (s.piles[i]!.slice() as Card[][]) : null;
  return {
    players: s.players,
    strategyDeck: s.strategyDeck,
    phase: s.phase,
    chance: s.chance,
    piles,
    up: perSeat(s.up),
    shields: perSeat(s.shields),
    hands: s.hands.slice(),
    deck: s.deck,
    strategyDiscards: s.strategyDiscards,
    strategyGone: s.strategyGone,
    discards: s.discards.slice(),
    gone: s.gone.slice(),
    shown: s.shown.slice(),
    blankNotBomb: s.blankNotBomb.slice(),
    reorders: perSeat(s.reorders),
    played: s.played,
    out: s.out.slice(),
    eliminated: s.eliminated.slice(),
    rps: s.rps,
    turn: s.turn,
    direction: s.direction,
    acted: s.acted,
    secondChance: s.secondChance,
    passes: s.passes,
    peeks: s.peeks.slice(),
    endedByHost: s.endedByHost,
    ending: s.ending,
  };
}

/** Living seats in seat order. */
export function living(s: GGBattleState): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (!s.out[seat]) seats.push(seat);
  return seats;
}

/** Pile cards a seat still has (32 before it has arranged, 0 once eliminated). */
export function pileCards(s: GGBattleState, seat: Seat): number {
  const piles = s.piles[seat];
  if (s.out[seat]) return 0;
  if (!piles) return 32;
  let n = 0;
  for (const p of piles) n += p.length;
  return n;
}
