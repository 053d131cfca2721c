/**
 * Cards as small numbers inside the engine and the solver: `suit * 13 + rank - 1`,
 * suits in core's order (C D H S), rank 1 = ace … 13 = king. Rank, suit and
 * colour are table lookups; views, events and chance outcomes use card codes.
 */
import { SUITS, type CardCode } from "@gg/core";

export type Card = number;

const RANK_CODES = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

/** 1 = ace … 13 = king. */
export const RANK: Int8Array = new Int8Array(52);
/** 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
export const SUIT: Int8Array = new Int8Array(52);
/** 1 red (diamonds, hearts), 0 black. */
export const RED: Int8Array = new Int8Array(52);
export const CODE: readonly CardCode[] = Array.from({ length: 52 }, (_, c) => RANK_CODES[c % 13]! + SUITS[Math.floor(c / 13)]!);
const BY_CODE: ReadonlyMap<CardCode, Card> = new Map(CODE.map((code, card) => [code, card]));

for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = Math.floor(c / 13);
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/** The card of a suit (0–3) and rank (1–13). */
export function cardOf(suit: number, rank: number): Card {
  return suit * 13 + rank - 1;
}

/** The card a code names, or undefined for anything else. */
export function cardFromCode(code: unknown): Card | undefined {
  return typeof code === "string" ? BY_CODE.get(code) : undefined;
}

/** `card` goes on `target` in the tableau: one rank lower, the other colour. */
export function buildsOn(card: Card, target: Card): boolean {
  return RANK[card]! + 1 === RANK[target]! && RED[card] !== RED[target];
}

/** The 52 cards in numeric order (clubs A–K, diamonds, hearts, spades). */
export const ALL_CARDS: readonly Card[] = Array.from({ length: 52 }, (_, c) => c);
