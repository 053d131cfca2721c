/**
 * Dealing a shuffled deck round the table, and checking a fixed deal: what the trick games'
 * `deal` chance outcomes share (each game keeps its own shape: a rest, a stock, a turned card).
 */
import { badChance } from "./chance.ts";
import type { CardCode } from "./cards.ts";
import type { Seat } from "./contract.ts";

export interface DealtHands {
  /** Each seat's cards, by seat, in the order dealt. */
  readonly hands: CardCode[][];
  /** The undealt cards, in deck order. */
  readonly rest: CardCode[];
}

/** Deals `size` cards to each seat one at a time, starting left of the dealer (who gets the last card of each lap). */
export function dealRound(deck: readonly CardCode[], players: number, size: number, dealer: Seat): DealtHands {
  const hands: CardCode[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  let next = 0;
  for (let lap = 0; lap < size; lap++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[next++]!);
  }
  return { hands, rest: deck.slice(next) };
}

/**
 * Refuses a fixed deal (`InvalidChanceError` for chance kind `kind`) unless `hands` holds
 * `players` hands of `size` cards each.
 */
export function checkHands(kind: string, hands: unknown, players: number, size: number): asserts hands is unknown[][] {
  if (!Array.isArray(hands)) badChance(kind, "expected hands: string[][]");
  if (hands.length !== players) badChance(kind, `expected ${players} hands, got ${hands.length}`);
  for (const [seat, hand] of hands.entries()) {
    if (!Array.isArray(hand) || hand.length !== size) badChance(kind, `seat ${seat} must get ${size} cards`);
  }
}

/** Refuses a fixed deal unless `cards` are the cards of `deck`, each exactly once. */
export function checkWholeDeck(kind: string, cards: readonly unknown[], deck: readonly CardCode[]): void {
  const inDeck = new Set<unknown>(deck);
  const seen = new Set<unknown>();
  for (const card of cards) {
    if (!inDeck.has(card)) badChance(kind, `'${String(card)}' is not a card of the ${deck.length}-card deck`);
    if (seen.has(card)) badChance(kind, `'${String(card)}' appears twice`);
    seen.add(card);
  }
  if (seen.size !== deck.length) badChance(kind, `the deal must hold the ${deck.length} cards exactly`);
}
