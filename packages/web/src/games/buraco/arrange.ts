/**
 * From cards the player picked to the card lists Buraco's `meld` and `extend` actions take: the
 * cards low to high, a wild card at the place it stands for. The player picks cards in any order;
 * every way they read as a sequence is found here (the engine's candidate orders and sequence rules), and when
 * there is more than one — a wild card that could go below or above a run — the player chooses.
 * The hand's display order is here too.
 */
import type { CardCode } from "@gg/core";
import { PLACE, SUIT_OF, cardAt } from "@gg/games/buraco/cards.ts";
import { sequenceOrders } from "@gg/games/buraco/readings.ts";
import { readExtension, readSequence, type Sequence } from "@gg/games/buraco/sequence.ts";

/** One way to lay the cards: the list to send, and where its wild card stands (null: none). */
export interface Arrangement {
  readonly cards: readonly CardCode[];
  readonly wild: { readonly card: CardCode; readonly as: CardCode } | null;
}

/** Every distinct way the picked cards read as a new sequence. */
export function meldArrangements(picked: readonly CardCode[]): Arrangement[] {
  return distinct(sequenceOrders(picked).flatMap((cards) => described(readSequence(cards))));
}

/** Every distinct way the team's sequence reads with the picked cards added. */
export function extendArrangements(meld: Sequence, picked: readonly CardCode[]): Arrangement[] {
  return distinct(
    sequenceOrders([...meld.cards, ...picked]).flatMap((cards) => {
      const read = readExtension(meld, cards);
      return typeof read === "string" ? [] : described(read.sequence);
    }),
  );
}

/**
 * What to send when no reading fits: the cards by place, wild cards last, so the server's refusal
 * names what is wrong (mixed suits, two wild cards, a gap).
 */
export function fallbackOrder(cards: readonly CardCode[]): CardCode[] {
  return displayOrder(cards);
}

function described(read: Sequence | string): Arrangement[] {
  if (typeof read === "string") return [];
  const wild = read.wild < 0 ? null : { card: read.cards[read.wild]!, as: cardAt(read.suit, read.start + read.wild) };
  return [{ cards: read.cards, wild }];
}

function distinct(list: Arrangement[]): Arrangement[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = a.cards.join(",");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const SUIT_ORDER: Readonly<Record<string, number>> = { S: 0, H: 1, C: 2, D: 3 };

/**
 * The hand as shown: suits in alternating colours, each low to high with the ace above the king
 * (as sequences are read), then the wild cards together — the 2s, then the jokers.
 */
export function displayOrder(cards: readonly CardCode[]): CardCode[] {
  const key = (card: CardCode): number => {
    if (!SUIT_OF[card]) return 200;
    const place = PLACE[card]!;
    if (place === 2) return 100 + SUIT_ORDER[SUIT_OF[card]!]!;
    return SUIT_ORDER[SUIT_OF[card]!]! * 20 + (place === 1 ? 14 : place);
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}
