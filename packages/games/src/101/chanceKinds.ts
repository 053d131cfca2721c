/**
 * 101's chance kinds (see rules.md): `dice` [d1, d2] for one roll,
 * `deal` the 36 cards in dealing order, `reshuffle` the new bank's order.
 * A fixed outcome that does not fit is refused with `badChance`.
 */
import { badChance, type CardCode } from "@gg/core";
import { DECK_36 } from "./cards101.ts";

export function acceptDice(value: unknown): [number, number] {
  const ok = (d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;
  if (!Array.isArray(value) || value.length !== 2 || !ok(value[0]) || !ok(value[1])) {
    badChance("dice", "expected two dice [1–6, 1–6]");
  }
  return [value[0], value[1]];
}

/** `value` must hold exactly the cards of `expected` (each once), in any order. */
function acceptOrder(kind: string, value: unknown, expected: readonly CardCode[]): CardCode[] {
  if (!Array.isArray(value) || value.length !== expected.length) {
    badChance(kind, `expected an array of the ${expected.length} cards ${kind === "deal" ? "of the deck" : "under the table's top card"}`);
  }
  const left = new Set(expected);
  for (const card of value) {
    if (typeof card !== "string" || !left.delete(card)) badChance(kind, `unexpected or repeated card ${JSON.stringify(card)}`);
  }
  return value.slice() as CardCode[];
}

export function acceptDeal(value: unknown): CardCode[] {
  return acceptOrder("deal", value, DECK_36);
}

export function acceptReshuffle(value: unknown, under: readonly CardCode[]): CardCode[] {
  return acceptOrder("reshuffle", value, under);
}
