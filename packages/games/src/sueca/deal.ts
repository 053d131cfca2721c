/**
 * The chance outcomes of Sueca and Italian Sueca:
 * - `firstDealer`: the first dealer's seat (a number 0–3), drawn as in Oh Hell (`../oh-hell/deal.ts`);
 * - `deal`, once per hand: `{ hands, stock }` — every seat's 10 cards (indexed by seat, in the
 *   order dealt) and the stock, top first. Sueca: the stock is empty and the dealer's last card
 *   (`hands[dealer][9]`) is the shown trump. Italian Sueca: 12 cards, the last one the shown trump.
 */
import { Chance, badChance, shuffle, standardDeck, type CardCode, type RandomSource, type Seat } from "@gg/core";
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
  const deck = shuffle(random, DECKS[variant]);
  const hands: CardCode[][] = [[], [], [], []];
  let next = 0;
  for (let lap = 0; lap < HAND_SIZE; lap++) {
    for (let k = 1; k <= PLAYERS; k++) hands[(dealer + k) % PLAYERS]!.push(deck[next++]!);
  }
  return { hands, stock: deck.slice(next) };
}

function acceptDeal(value: unknown, variant: SuecaVariant): Deal {
  const deck = DECKS[variant];
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands) || !Array.isArray(v.stock)) badChance("deal", "expected { hands: string[][], stock: string[] }");
  if (v.hands.length !== PLAYERS) badChance("deal", `expected ${PLAYERS} hands, got ${v.hands.length}`);
  for (const [seat, hand] of v.hands.entries()) {
    if (!Array.isArray(hand) || hand.length !== HAND_SIZE) badChance("deal", `seat ${seat} must get ${HAND_SIZE} cards`);
  }
  const seen = new Set<string>();
  for (const card of [...v.hands.flat(), ...v.stock]) {
    if (!deck.includes(card)) badChance("deal", `'${String(card)}' is not a card of the ${deck.length}-card deck`);
    if (seen.has(card)) badChance("deal", `'${card}' appears twice`);
    seen.add(card);
  }
  if (seen.size !== deck.length) badChance("deal", `hands and stock must hold the ${deck.length} cards exactly`);
  return { hands: v.hands.map((h) => h.slice()), stock: v.stock.slice() };
}

export function drawDeal(chance: Chance, variant: SuecaVariant, dealer: Seat): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, variant, dealer),
    (value) => acceptDeal(value, variant),
  );
}
