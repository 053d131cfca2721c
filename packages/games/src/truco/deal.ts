/**
 * The chance outcomes of Truco:
 * - `firstDealer`: the first dealer's seat, drawn as in Oh Hell (`../oh-hell/deal.ts`);
 * - `deal`, once per hand: `{ hands, vira }` — every seat's 3 cards (indexed by seat, in the
 *   order dealt) and the turned card (`null` in mineiro, which turns none).
 */
import { Chance, badChance, randomInt, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { TRUCO_DECK } from "./cards.ts";
import { HAND_SIZE } from "./state.ts";

export interface Deal {
  readonly hands: CardCode[][];
  readonly vira: CardCode | null;
}

/**
 * Shuffles and deals one card at a time from the seat after the dealer; the next card is the vira.
 * Only the cards dealt are drawn (a partial Fisher–Yates shuffle): as uniform as shuffling all 40,
 * at a fraction of the cost — a random match deals many short hands.
 */
export function sampleDeal(random: RandomSource, players: number, dealer: Seat, mineiro: boolean): Deal {
  const deck = TRUCO_DECK.slice();
  const needed = players * HAND_SIZE + 1;
  for (let i = 0; i < needed; i++) {
    const j = i + randomInt(random, deck.length - i);
    const card = deck[j]!;
    deck[j] = deck[i]!;
    deck[i] = card;
  }
  const hands: CardCode[][] = Array.from({ length: players }, () => []);
  let next = 0;
  for (let lap = 0; lap < HAND_SIZE; lap++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[next++]!);
  }
  return { hands, vira: mineiro ? null : deck[next]! };
}

function acceptDeal(value: unknown, players: number, mineiro: boolean): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands)) badChance("deal", "expected { hands: string[][], vira: string | null }");
  if (v.hands.length !== players) badChance("deal", `expected ${players} hands, got ${v.hands.length}`);
  for (const [seat, hand] of v.hands.entries()) {
    if (!Array.isArray(hand) || hand.length !== HAND_SIZE) badChance("deal", `seat ${seat} must get ${HAND_SIZE} cards`);
  }
  if (mineiro ? v.vira != null : typeof v.vira !== "string") badChance("deal", mineiro ? "mineiro turns no vira" : "expected a vira card");
  const cards = [...v.hands.flat(), ...(v.vira ? [v.vira] : [])];
  const seen = new Set<string>();
  for (const card of cards) {
    if (!TRUCO_DECK.includes(card)) badChance("deal", `'${String(card)}' is not a card of the 40-card deck`);
    if (seen.has(card)) badChance("deal", `'${card}' appears twice`);
    seen.add(card);
  }
  return { hands: v.hands.map((h) => h.slice()), vira: mineiro ? null : v.vira! };
}

export function drawDeal(chance: Chance, players: number, dealer: Seat, mineiro: boolean): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, players, dealer, mineiro),
    (value) => acceptDeal(value, players, mineiro),
  );
}
