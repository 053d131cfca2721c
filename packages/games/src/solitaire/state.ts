/**
 * The Solitaire state: one board per seat (a race deals the same cards to
 * every board), each seat's move count, status, undo chain and last hint.
 * Plain JSON; boards are never edited — a move builds a new board that
 * shares the columns it does not touch.
 */
import { z } from "zod";
import type { ChanceState, Seat } from "@gg/core";
import type { Card } from "./cards.ts";

export const solitaireOptions = z.strictObject({
  /** Cards turned by one draw. */
  draw: z.union([z.literal(1), z.literal(3)]).default(1),
  /** 0: the standard limit (unlimited with draw 1, three with draw 3); else at most that many passes. */
  passes: z.number().int().min(0).max(9).default(0),
  /** Only deals the solver proved winnable. */
  winnableDeals: z.boolean().default(true),
  /** A race's time limit, in minutes (the server keeps the clock). */
  raceMinutes: z.union([z.literal(5), z.literal(10), z.literal(15)]).default(10),
});
export type SolitaireOptions = z.infer<typeof solitaireOptions>;

/** Piles by name: the waste, the columns `t1`…`t7`, the foundations by suit. */
export const COLUMN_PILES = ["t1", "t2", "t3", "t4", "t5", "t6", "t7"] as const;
export const FOUNDATION_PILES = ["fC", "fD", "fH", "fS"] as const;
export type ColumnPile = (typeof COLUMN_PILES)[number];
export type FoundationPile = (typeof FOUNDATION_PILES)[number];
export type Pile = "waste" | ColumnPile | FoundationPile;

export type SolitaireAction =
  | { readonly type: "draw" }
  | { readonly type: "recycle" }
  | { readonly type: "move"; readonly from: Pile; readonly to: Pile }
  | { readonly type: "undo" }
  | { readonly type: "hint" }
  | { readonly type: "stop" };

/** One board. Cards are numbers (`cards.ts`). */
export interface Board {
  /** Seven columns, bottom card first; the first `down[i]` cards of column i are face down. */
  readonly columns: readonly (readonly Card[])[];
  readonly down: readonly number[];
  /**
   * The stock and the waste as one list in draw order: `talon[0 … pos)` is the waste (its top is
   * `talon[pos - 1]`), `talon[pos …]` the stock (`talon[pos]` is drawn next). A recycle is `pos = 0`.
   */
  readonly talon: readonly Card[];
  readonly pos: number;
  /** Cards on each foundation (clubs, diamonds, hearts, spades): its top card's rank. */
  readonly foundations: readonly number[];
  readonly score: number;
  /** Passes begun: 1 after the deal, one more per recycle. */
  readonly passes: number;
}

export type BoardStatus = "playing" | "won" | "stopped";

/** The board before each move, latest first: undo pops one. */
export interface UndoLink {
  readonly board: Board;
  readonly prev: UndoLink | null;
}

export type HintAnswer =
  | { readonly status: "win"; readonly move: SolitaireAction }
  | { readonly status: "lost" }
  | { readonly status: "unknown"; readonly move: SolitaireAction | null };

export interface SolitaireState {
  readonly players: number;
  readonly options: SolitaireOptions;
  readonly chance: ChanceState;
  /** The deal every board started from (52 cards in deal order); never shown during play. */
  readonly deal: readonly Card[];
  readonly boards: readonly Board[];
  readonly status: readonly BoardStatus[];
  /** Moves made per seat (undos included; hints and stops are not moves). */
  readonly moves: readonly number[];
  readonly undo: readonly (UndoLink | null)[];
  /** The last hint per seat, until its next move. */
  readonly hints: readonly (HintAnswer | null)[];
  readonly over: boolean;
  /** The seat whose board won the race (or the lone won board), if any. */
  readonly winner: Seat | null;
  readonly endedByHost: boolean;
}

/** Moves after which a board stops by itself (rules.md: a guard against endless play). */
export const MOVE_LIMIT = 1000;

/** The number of passes allowed, Infinity for unlimited. */
export function passLimit(options: SolitaireOptions): number {
  if (options.passes > 0) return options.passes;
  return options.draw === 1 ? Infinity : 3;
}

/** Points for recycling the waste (rules.md: −100 with draw 1, nothing with draw 3). */
export function recyclePoints(options: SolitaireOptions): number {
  return options.draw === 1 ? -100 : 0;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A field-by-field copy (V8 builds a literal far faster than a spread: docs/architecture.md). */
export function copyBoard(b: Board): Mutable<Board> {
  return { columns: b.columns, down: b.down, talon: b.talon, pos: b.pos, foundations: b.foundations, score: b.score, passes: b.passes };
}

export function copyState(s: SolitaireState): Mutable<SolitaireState> {
  return {
    players: s.players,
    options: s.options,
    chance: s.chance,
    deal: s.deal,
    boards: s.boards,
    status: s.status,
    moves: s.moves,
    undo: s.undo,
    hints: s.hints,
    over: s.over,
    winner: s.winner,
    endedByHost: s.endedByHost,
  };
}

/** Cards on the foundations of a board. */
export function foundationCards(b: Board): number {
  const f = b.foundations;
  return f[0]! + f[1]! + f[2]! + f[3]!;
}
