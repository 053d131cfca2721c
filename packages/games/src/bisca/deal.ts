/**
 * Bisca's deck and its chance outcome `deal`, once per hand:
 * `{ hands, turned, stock }` — every seat's hand (indexed by seat), the card
 * turned face up under the stock (its suit is trump; it is drawn last), and the
 * face-down stock in drawing order.
 */
import { Chance, badChance, checkHands, checkWholeDeck, dealRound, shuffle, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { portugueseDeck } from "../sueca/cards.ts";

export interface Deal {
  readonly hands: CardCode[][];
  readonly turned: CardCode;
  readonly stock: CardCode[];
}

const FULL_DECK: readonly CardCode[] = Object.freeze(portugueseDeck());
/** With 3 players the 2 of diamonds leaves the deck, so 39 cards share out evenly. */
const THREE_PLAYER_DECK: readonly CardCode[] = Object.freeze(FULL_DECK.filter((card) => card !== "2D"));

export function deckFor(players: number): readonly CardCode[] {
  return players === 3 ? THREE_PLAYER_DECK : FULL_DECK;
}

/** Shuffles, deals one card at a time starting left of the dealer, then turns the next card. */
export function sampleDeal(random: RandomSource, players: number, size: number, dealer: Seat): Deal {
  const { hands, rest } = dealRound(shuffle(random, deckFor(players)), players, size, dealer);
  return { hands, turned: rest[0]!, stock: rest.slice(1) };
}

function acceptDeal(value: unknown, players: number, size: number): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || !Array.isArray(v.hands) || typeof v.turned !== "string" || !Array.isArray(v.stock)) {
    badChance("deal", "expected { hands: string[][], turned: string, stock: string[] }");
  }
  checkHands("deal", v.hands, players, size);
  checkWholeDeck("deal", [...v.hands.flat(), v.turned, ...v.stock], deckFor(players));
  return { hands: v.hands.map((h) => h.slice()), turned: v.turned, stock: v.stock.slice() };
}

export function drawDeal(chance: Chance, players: number, size: number, dealer: Seat): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, players, size, dealer),
    (value) => acceptDeal(value, players, size),
  );
}
