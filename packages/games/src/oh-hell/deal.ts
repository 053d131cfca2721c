/**
 * The chance outcomes of Oh Hell:
 * - `firstDealer`: the first dealer's seat (a number);
 * - `deal`, once per hand: `{ hands, rest }` — every seat's hand (indexed by
 *   seat) and the order of the undealt cards; `rest[0]` is turned for trump.
 */
import { Chance, badChance, checkHands, checkWholeDeck, dealRound, randomInt, shuffle, standardDeck, type CardCode, type RandomSource, type Seat } from "@gg/core";

export interface Deal {
  readonly hands: CardCode[][];
  readonly rest: CardCode[];
}

const DECK = standardDeck();

/** Shuffles and deals one card at a time, starting left of the dealer. */
export function sampleDeal(random: RandomSource, players: number, size: number, dealer: Seat): Deal {
  return dealRound(shuffle(random, DECK), players, size, dealer);
}

function acceptDeal(value: unknown, players: number, size: number): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands) || !Array.isArray(v.rest)) badChance("deal", "expected { hands: string[][], rest: string[] }");
  checkHands("deal", v.hands, players, size);
  checkWholeDeck("deal", [...v.hands.flat(), ...v.rest], DECK);
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
