/**
 * The chance outcome of a Buraco hand, kind `deal`: `{ hands, mortos, discard, stock }` — 11
 * cards per seat, two mortos of 11, the card turned to start the pile and the stock (top card
 * first); together exactly the 108 cards, copies counted. The stock's order is part of the deal,
 * so every later draw is fixed by it.
 */
import { Chance, badChance, shuffle, type CardCode, type RandomSource } from "@gg/core";
import { BURACO_DECK, DECK_SIZE, countCards } from "./cards.ts";
import { HAND_SIZE, MORTOS, MORTO_SIZE } from "./state.ts";

export interface Deal {
  readonly hands: CardCode[][];
  readonly mortos: CardCode[][];
  readonly discard: CardCode;
  readonly stock: CardCode[];
}

/** Shuffles the 108 cards and lays them out: hands, mortos, the turned card, the stock. */
export function sampleDeal(random: RandomSource, players: number): Deal {
  const deck = shuffle(random, BURACO_DECK);
  let next = 0;
  const take = (n: number) => deck.slice(next, (next += n));
  const hands = Array.from({ length: players }, () => take(HAND_SIZE));
  const mortos = Array.from({ length: MORTOS }, () => take(MORTO_SIZE));
  const discard = deck[next++]!;
  return { hands, mortos, discard, stock: deck.slice(next) };
}

const DECK_COUNTS = countCards(BURACO_DECK);

function acceptDeal(value: unknown, players: number): Deal {
  const v = value as Partial<Deal> | null;
  const shape = "expected { hands: string[][], mortos: [string[], string[]], discard: string, stock: string[] }";
  if (!v || !Array.isArray(v.hands) || !Array.isArray(v.mortos) || typeof v.discard !== "string" || !Array.isArray(v.stock)) badChance("deal", shape);
  if (v.hands.length !== players) badChance("deal", `expected ${players} hands, got ${v.hands.length}`);
  for (const [seat, hand] of v.hands.entries()) if (!Array.isArray(hand) || hand.length !== HAND_SIZE) badChance("deal", `seat ${seat} must get ${HAND_SIZE} cards`);
  if (v.mortos.length !== MORTOS) badChance("deal", `expected ${MORTOS} mortos`);
  for (const morto of v.mortos) if (!Array.isArray(morto) || morto.length !== MORTO_SIZE) badChance("deal", `each morto holds ${MORTO_SIZE} cards`);
  const all = [...v.hands.flat(), ...v.mortos.flat(), v.discard, ...v.stock];
  if (all.length !== DECK_SIZE) badChance("deal", `the deal must hold the ${DECK_SIZE} cards, not ${all.length}`);
  const counts = countCards(all);
  for (const [card, n] of counts) {
    if ((DECK_COUNTS.get(card) ?? 0) !== n) badChance("deal", `'${String(card)}' appears ${n} times; the deck holds ${DECK_COUNTS.get(card) ?? 0}`);
  }
  return { hands: v.hands.map((h) => h.slice()), mortos: v.mortos.map((m) => m.slice()), discard: v.discard, stock: v.stock.slice() };
}

export function drawDeal(chance: Chance, players: number): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, players),
    (value) => acceptDeal(value, players),
  );
}
