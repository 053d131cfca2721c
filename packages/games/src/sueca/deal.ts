/**
 * The chance outcomes of Sueca and Italian Sueca:
 * - `firstDealer`: the first dealer's seat (a number 0–3), drawn as in Oh Hell (`../oh-hell/deal.ts`);
 * - `deal`, once per hand: `{ hands, stock }` — every seat's 10 cards (indexed by seat, in the
 *   order dealt) and the stock, top first. Sueca: the stock is empty and the dealer's last card
 *   (`hands[dealer][9]`) is the shown trump. Italian Sueca: 12 cards, the last one the shown trump.
 */
import { Chance, badChance, checkHands, checkWholeDeck, dealRound, shuffle, standardDeck, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { portugueseDeck } from "./cards.ts";
import { HAND_SIZE, PLAYERS, type SuecaVariant } from "./state.ts";

export interface Deal {
  readonly hands: CardCode[][];
  readonly stock: CardCode[];
}

const DECKS: Readonly<Record<SuecaVariant, readonly CardCode[]>> = {
  sueca: Object.freeze(portugueseDeck()),
  "italian-sueca": Object.freeze(standardDeck()),
};

export function deckOfVariant(variant: SuecaVariant): readonly CardCode[] {
  return DECKS[variant];
}

/** Shuffles and deals one card at a time starting after the dealer (who gets the 40th card); the rest is the stock. */
export function sampleDeal(random: RandomSource, variant: SuecaVariant, dealer: Seat): Deal {
  const { hands, rest } = dealRound(shuffle(random, DECKS[variant]), PLAYERS, HAND_SIZE, dealer);
  return { hands, stock: rest };
}

function acceptDeal(value: unknown, variant: SuecaVariant): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands) || !Array.isArray(v.stock)) badChance("deal", "expected { hands: string[][], stock: string[] }");
  checkHands("deal", v.hands, PLAYERS, HAND_SIZE);
  checkWholeDeck("deal", [...v.hands.flat(), ...v.stock], DECKS[variant]);
  return { hands: v.hands.map((h) => h.slice()), stock: v.stock.slice() };
}

export function drawDeal(chance: Chance, variant: SuecaVariant, dealer: Seat): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, variant, dealer),
    (value) => acceptDeal(value, variant),
  );
}
