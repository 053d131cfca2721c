/**
 * The chance outcomes of Oh Hell:
 * - `firstDealer`: the first dealer's seat (a number);
 * - `deal`, once per hand: `{ hands, rest }` — every seat's hand (indexed by
 *   seat) and the order of the undealt cards; `rest[0]` is turned for trump.
 */
import { Chance, badChance, randomInt, shuffle, standardDeck, type CardCode, type RandomSource, type Seat } from "@gg/core";

export interface Deal {
  readonly hands: CardCode[][];
  readonly rest: CardCode[];
}

const DECK = standardDeck();
const DECK_SET = new Set(DECK);

/** Shuffles and deals one card at a time, starting left of the dealer. */
export function sampleDeal(random: RandomSource, players: number, size: number, dealer: Seat): Deal {
  const deck = shuffle(random, DECK);
  const hands: CardCode[][] = Array.from({ length: players }, () => []);
  let next = 0;
  for (let lap = 0; lap < size; lap++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[next++]!);
  }
  return { hands, rest: deck.slice(next) };
}

function acceptDeal(value: unknown, players: number, size: number): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands) || !Array.isArray(v.rest)) badChance("deal", "expected { hands: string[][], rest: string[] }");
  if (v.hands.length !== players) badChance("deal", `expected ${players} hands, got ${v.hands.length}`);
  const seen = new Set<string>();
  for (const [seat, hand] of v.hands.entries()) {
    if (!Array.isArray(hand) || hand.length !== size) badChance("deal", `seat ${seat} must get ${size} cards`);
  }
  for (const card of [...v.hands.flat(), ...v.rest]) {
    if (!DECK_SET.has(card)) badChance("deal", `'${String(card)}' is not a card of the deck`);
    if (seen.has(card)) badChance("deal", `'${card}' appears twice`);
    seen.add(card);
  }
  if (seen.size !== DECK.length) badChance("deal", "hands and rest must hold the 52 cards exactly");
  return { hands: v.hands.map((h) => h.slice()), rest: v.rest.slice() };
}

export function drawDeal(chance: Chance, players: number, size: number, dealer: Seat): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, players, size, dealer),
    (value) => acceptDeal(value, players, size),
  );
}

export function drawFirstDealer(chance: Chance, players: number): Seat {
  return chance.draw(
    "firstDealer",
    (random) => randomInt(random, players),
    (value) => {
      if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= players) {
        badChance("firstDealer", `expected a seat 0–${players - 1}`);
      }
      return value as number;
    },
  );
}
