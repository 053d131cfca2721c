/**
 * Stacked Buraco deals for tests: name the cards that matter (hands, mortos, the turned card, the
 * top of the stock) and the rest of the 108 cards fills the deal in an order that makes no sequence
 * (rank by rank: kings, then nines, …), wild cards last.
 */
import { JOKER, SUITS, type CardCode, type ChanceOutcome } from "@gg/core";
import { BURACO_DECK, countCards } from "./cards.ts";
import { HAND_SIZE, MORTO_SIZE, MORTOS } from "./state.ts";

const FILL_RANKS = ["K", "9", "5", "Q", "8", "4", "J", "7", "3", "10", "6", "A", "2"];
const FILL_ORDER: readonly CardCode[] = [...FILL_RANKS.flatMap((rank) => [...SUITS.map((s) => rank + s), ...SUITS.map((s) => rank + s)]), JOKER, JOKER, JOKER, JOKER];

export interface DealParts {
  readonly hands?: readonly (readonly CardCode[])[];
  readonly mortos?: readonly (readonly CardCode[])[];
  readonly discard?: CardCode;
  /** The top of the stock, top card first. */
  readonly stock?: readonly CardCode[];
}

export function stackedDeal(players: number, parts: DealParts = {}): ChanceOutcome {
  const named = [...(parts.hands ?? []).flat(), ...(parts.mortos ?? []).flat(), ...(parts.discard ? [parts.discard] : []), ...(parts.stock ?? [])];
  const left = countCards(named);
  const rest: CardCode[] = [];
  for (const card of FILL_ORDER) {
    const n = left.get(card) ?? 0;
    if (n > 0) left.set(card, n - 1);
    else rest.push(card);
  }
  for (const [card, n] of left) if (n > 0) throw new Error(`the stacked deal names ${card} more often than the deck holds it`);
  const fill = (cards: readonly CardCode[] | undefined, size: number) => [...(cards ?? []), ...rest.splice(0, size - (cards?.length ?? 0))];
  const hands = Array.from({ length: players }, (_, seat) => fill(parts.hands?.[seat], HAND_SIZE));
  const mortos = Array.from({ length: MORTOS }, (_, i) => fill(parts.mortos?.[i], MORTO_SIZE));
  const discard = parts.discard ?? rest.shift()!;
  const stock = [...(parts.stock ?? []), ...rest];
  if (hands.flat().length + mortos.flat().length + 1 + stock.length !== BURACO_DECK.length) throw new Error("stacked deal lost cards");
  return { kind: "deal", value: { hands, mortos, discard, stock } };
}

/** Seat `players − 1` deals, so seat 0 starts the first hand. */
export function firstDealer(players: number): ChanceOutcome {
  return { kind: "firstDealer", value: players - 1 };
}
