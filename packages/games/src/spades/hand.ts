/**
 * What a player reads from a hand before bidding: its likely tricks, and whether it is
 * safe enough for nil. Shared by the `rules` bot and the `search` bot's bidding.
 */
import { suitOf, type CardCode } from "@gg/core";
import { SPADES, strength } from "./cards.ts";

const SUITS = ["C", "D", "H", "S"] as const;

/** The hand's strengths per suit, high to high first. */
function bySuit(hand: readonly CardCode[]): Record<string, number[]> {
  const out: Record<string, number[]> = { C: [], D: [], H: [], S: [] };
  for (const card of hand) out[suitOf(card)]!.push(strength(card));
  for (const suit of SUITS) out[suit]!.sort((a, b) => b - a);
  return out;
}

/**
 * Tricks the hand should take: a spade counts when the spades held at or below it outnumber the
 * higher spades still out; side aces and guarded kings count; the spades left over ruff short side
 * suits or win by length.
 */
export function expectedTricks(hand: readonly CardCode[]): number {
  const suits = bySuit(hand);
  const spades = suits[SPADES]!;
  let tricks = 0;
  let spare = 0;
  spades.forEach((s, i) => {
    const higherOut = 12 - s - i;
    if (spades.length - i > higherOut) tricks += 1;
    else spare++;
  });
  let ruffs = 0;
  for (const suit of SUITS) {
    if (suit === SPADES) continue;
    const cards = suits[suit]!;
    const length = cards.length;
    if (length > 0 && cards[0] === 12) tricks += length <= 6 ? 0.95 : 0.6;
    const king = cards.indexOf(11);
    if (king >= 0 && length >= 2) tricks += cards[0] === 12 ? 0.8 : length <= 5 ? 0.55 : 0.3;
    if (length < 3) ruffs += 3 - length;
  }
  tricks += Math.min(spare, ruffs * 0.8 + Math.max(0, spades.length - 4));
  return tricks;
}

/**
 * Nil is safe enough when every card can be ducked: at most 3 spades, none above the 10 (the 9
 * with three); in a side suit the k-th lowest card (from 0) at most a 7 + 2k, so each high card
 * has low ones below it to shed first.
 */
export function nilSafe(hand: readonly CardCode[]): boolean {
  const suits = bySuit(hand);
  const spades = suits[SPADES]!;
  if (spades.length > 3) return false;
  if (spades.length > 0 && spades[0]! > (spades.length === 3 ? 7 : 8)) return false;
  for (const suit of SUITS) {
    if (suit === SPADES) continue;
    const low = suits[suit]!.slice().reverse();
    for (let k = 0; k < low.length; k++) if (low[k]! > 5 + 2 * k) return false;
  }
  return expectedTricks(hand) < 1.2;
}

/** The rules bid: nil for a safe hand when the partner is not already nil, else the rounded estimate, at least 1. */
export function rulesBid(hand: readonly CardCode[], partnerBid: number | null): number {
  if (partnerBid !== 0 && nilSafe(hand)) return 0;
  return Math.max(1, Math.round(expectedTricks(hand)));
}
