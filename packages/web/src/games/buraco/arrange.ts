/**
 * From cards the player picked to the card lists Buraco's `meld` and `extend` actions take: the
 * cards low to high, a wild card at the place it stands for. The player picks cards in any order;
 * every way they read as a sequence is found here (with the engine's own sequence rules), and when
 * there is more than one — a wild card that could go below or above a run — the player chooses.
 * The hand's display order is here too.
 */
import type { CardCode, Suit } from "@gg/core";
import { PLACE, SUIT_OF, canBeWild, cardAt, countCards } from "@gg/games/buraco/cards.ts";
import { readExtension, readSequence, type Sequence } from "@gg/games/buraco/sequence.ts";

/** One way to lay the cards: the list to send, and where its wild card stands (null: none). */
export interface Arrangement {
  readonly cards: readonly CardCode[];
  readonly wild: { readonly card: CardCode; readonly as: CardCode } | null;
}

/** Every distinct way the picked cards read as a new sequence. */
export function meldArrangements(picked: readonly CardCode[]): Arrangement[] {
  return distinct(windows(picked).flatMap((cards) => described(readSequence(cards))));
}

/** Every distinct way the team's sequence reads with the picked cards added. */
export function extendArrangements(meld: Sequence, picked: readonly CardCode[]): Arrangement[] {
  return distinct(
    windows([...meld.cards, ...picked]).flatMap((cards) => {
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

/**
 * Candidate orders: for each suit of the natural cards and each window of places as long as the
 * cards, every natural card at its place and the one card left (if any) in the one gap.
 */
function windows(cards: readonly CardCode[]): CardCode[][] {
  const n = cards.length;
  const suits = new Set<Suit>();
  for (const card of cards) if (!canBeWild(card) || PLACE[card] === 2) suits.add(SUIT_OF[card] as Suit);
  const out: CardCode[][] = [];
  for (const suit of suits) {
    if (!suit) continue;
    for (let start = 1; start + n - 1 <= 14; start++) {
      const left = countCards(cards);
      const order: (CardCode | null)[] = [];
      for (let place = start; place < start + n; place++) {
        const natural = cardAt(suit, place);
        const count = left.get(natural) ?? 0;
        if (count > 0) left.set(natural, count - 1);
        order.push(count > 0 ? natural : null);
      }
      const rest = [...left].flatMap(([card, count]) => new Array<CardCode>(count).fill(card));
      const gaps = order.filter((c) => c === null).length;
      if (gaps > 1 || rest.length !== gaps) continue;
      out.push(order.map((c) => c ?? rest[0]!));
    }
  }
  return out;
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
