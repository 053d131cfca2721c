/**
 * The deal: chance kind `deal`, the 52 card codes in deal order, laid out
 * row by row (rules.md, *The layout*).
 */
import { Chance, badChance, shuffle, type CardCode, type RandomSource } from "@gg/core";
import { ALL_CARDS, CODE, cardFromCode, type Card } from "./cards.ts";
import type { Board } from "./state.ts";

/** A shuffled deal, as card codes (the chance value's shape). */
function sampleDeal(random: RandomSource): CardCode[] {
  return shuffle(random, ALL_CARDS).map((card) => CODE[card]!);
}

export function parseDeal(value: unknown): Card[] {
  if (!Array.isArray(value) || value.length !== 52) badChance("deal", "expected the 52 card codes in deal order");
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const code of value) {
    const card = cardFromCode(code);
    if (card === undefined) badChance("deal", `'${String(code)}' is not a card of the deck`);
    if (seen.has(card)) badChance("deal", `'${String(code)}' appears twice`);
    seen.add(card);
    cards.push(card);
  }
  return cards;
}

/** One candidate deal from chance. */
export function drawDeal(chance: Chance): Card[] {
  return chance.draw("deal", (random) => parseDeal(sampleDeal(random)), parseDeal);
}

/**
 * Row k (0-based) gives one card to each of columns k…6; a column's card of
 * its own row is its face-up top. The rest is the stock, first card on top.
 */
export function layOut(deal: readonly Card[]): Board {
  const columns: Card[][] = Array.from({ length: 7 }, () => []);
  let next = 0;
  for (let row = 0; row < 7; row++) for (let col = row; col < 7; col++) columns[col]!.push(deal[next++]!);
  return {
    columns,
    down: [0, 1, 2, 3, 4, 5, 6],
    talon: deal.slice(next),
    pos: 0,
    foundations: [0, 0, 0, 0],
    score: 0,
    passes: 1,
  };
}
