/**
 * Per-card lookups of the Portuguese order and points (from Sueca's `cards.ts`),
 * for the hot paths — the engine's tricks and the bots' playouts — where
 * reading a card's rank out of its code for every comparison would cost a
 * string per lookup.
 */
import { rankOf, type CardCode } from "@gg/core";
import { PORTUGUESE_STRENGTH, pointsOf, portugueseDeck } from "../sueca/cards.ts";

const DECK = portugueseDeck();

/** Card points by card code (A 11, 7 10, K 4, J 3, Q 2, others 0). */
export const POINTS: Readonly<Record<CardCode, number>> = Object.fromEntries(DECK.map((c) => [c, pointsOf(c)]));

/** Strength within its suit by card code: higher beats lower (A highest, then 7, K, J, Q, 6 … 2). */
export const STRENGTH: Readonly<Record<CardCode, number>> = Object.fromEntries(DECK.map((c) => [c, PORTUGUESE_STRENGTH[rankOf(c)]!]));
