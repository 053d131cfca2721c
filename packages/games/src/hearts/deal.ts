/**
 * Hearts' one chance kind, `deal`, drawn at the start of every hand:
 * `{ hands }`, every seat's cards (indexed by seat). The whole deck of the
 * table (`deckFor`) is dealt out, in hands of equal size.
 */
import { Chance, badChance, shuffle, type CardCode, type RandomSource } from "@gg/core";
import { deckFor, sortCards } from "./cards.ts";

export interface Deal {
  readonly hands: CardCode[][];
}

const SLOTS: Readonly<Record<number, readonly number[]>> = Object.fromEntries(
  [3, 4, 5, 6].map((players) => [players, deckFor(players).map((_, i) => i)]),
);

/** A shuffled deck dealt out, each hand in hand order (the deck is walked in order, each card to its seat). */
export function sampleDeal(random: RandomSource, players: number): Deal {
  const deck = deckFor(players);
  const size = deck.length / players;
  const order = shuffle(random, SLOTS[players]!);
  const seatOf = new Int8Array(deck.length);
  // Positions 0 … size − 1 of the shuffled order go to seat 0, the next `size` to seat 1, …
  for (let position = 0, seat = 0, left = size; position < order.length; position++) {
    seatOf[order[position]!] = seat;
    if (--left === 0) {
      seat++;
      left = size;
    }
  }
  const hands: CardCode[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  for (let i = 0; i < deck.length; i++) hands[seatOf[i]!]!.push(deck[i]!);
  return { hands };
}

function acceptDeal(value: unknown, players: number): Deal {
  const v = value as Partial<Deal> | null;
  if (!v || typeof v !== "object" || !Array.isArray(v.hands)) badChance("deal", "expected { hands: string[][] }");
  if (v.hands.length !== players) badChance("deal", `expected ${players} hands, got ${v.hands.length}`);
  const deck = deckFor(players);
  const size = deck.length / players;
  const inDeck = new Set(deck);
  const seen = new Set<CardCode>();
  for (const [seat, hand] of v.hands.entries()) {
    if (!Array.isArray(hand) || hand.length !== size) badChance("deal", `seat ${seat} must get ${size} cards`);
    for (const card of hand as unknown[]) {
      if (typeof card !== "string" || !inDeck.has(card)) badChance("deal", `'${String(card)}' is not a card of the ${players}-player deck`);
      if (seen.has(card)) badChance("deal", `'${card}' appears twice`);
      seen.add(card);
    }
  }
  return { hands: v.hands.map((hand) => sortCards(hand)) };
}

export function drawDeal(chance: Chance, players: number): Deal {
  return chance.draw(
    "deal",
    (random) => sampleDeal(random, players),
    (value) => acceptDeal(value, players),
  );
}
