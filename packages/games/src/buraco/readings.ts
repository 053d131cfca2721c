/**
 * The orders a set of cards could have as one sequence: each natural card at its place in a
 * window of places of one suit, and the one card left over (if any) in the one gap. Whether an
 * order really is a sequence (or a valid extension) is for `sequence.ts` to say; this only lists
 * the candidates — for the web table, which turns cards picked in any order into an action, and
 * for the legal-action list's fallback that keeps `extend` listed whenever one card can extend.
 */
import type { CardCode, Suit } from "@gg/core";
import { PLACE, SUIT_OF, canBeWild, cardAt, countCards } from "./cards.ts";

/** The cards ordered for the window of `suit` starting at place `start`, or null when more than one place stays empty. */
export function orderAt(cards: readonly CardCode[], suit: Suit, start: number): CardCode[] | null {
  const left = countCards(cards);
  const order: (CardCode | null)[] = [];
  let gaps = 0;
  for (let place = start; place < start + cards.length; place++) {
    const natural = cardAt(suit, place);
    const count = left.get(natural) ?? 0;
    if (count > 0) left.set(natural, count - 1);
    else gaps++;
    order.push(count > 0 ? natural : null);
  }
  if (gaps > 1) return null;
  let rest: CardCode | null = null;
  for (const [card, count] of left) if (count > 0) rest = card;
  return order.map((card) => card ?? rest!);
}

/** Every candidate order of the cards, over each suit their natural cards (or 2s) name and each window as long as the cards. */
export function sequenceOrders(cards: readonly CardCode[]): CardCode[][] {
  const suits = new Set<Suit>();
  for (const card of cards) if (!canBeWild(card) || PLACE[card] === 2) suits.add(SUIT_OF[card] as Suit);
  const out: CardCode[][] = [];
  for (const suit of suits) {
    for (let start = 1; start + cards.length - 1 <= 14; start++) {
      const order = orderAt(cards, suit, start);
      if (order) out.push(order);
    }
  }
  return out;
}
