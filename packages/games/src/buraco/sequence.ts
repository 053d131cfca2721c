/**
 * Buraco's sequences: reading a list of cards (low to high, a wild card where it stands) as a
 * sequence, and checking an extension of a team's sequence. Problems are the error codes
 * `apply` throws, so the engine, the candidate list and the tests agree on every rule.
 */
import type { CardCode, Suit } from "@gg/core";
import { PLACE, SUIT_OF, canBeWild, countCards, isNaturalAt } from "./cards.ts";

/** A sequence on the table: its suit, the place of its first card, its cards low to high, the index of its wild card or -1. */
export interface Sequence {
  readonly suit: Suit;
  readonly start: number;
  readonly cards: readonly CardCode[];
  readonly wild: number;
}

export type SequenceProblem = "TOO_FEW_CARDS" | "MIXED_SUITS" | "NOT_A_SEQUENCE" | "TWO_WILD_CARDS";
export type ExtensionProblem = SequenceProblem | "MELD_CARDS_MISSING" | "NOTHING_ADDED" | "NATURAL_CARD_MOVED";

export const CANASTRA = 7;

export const isCanastra = (s: Sequence): boolean => s.cards.length >= CANASTRA;
export const isCleanCanastra = (s: Sequence): boolean => s.cards.length >= CANASTRA && s.wild < 0;

/**
 * The cards as a sequence, or what is wrong. The first card that cannot be wild (not a joker,
 * not a 2) anchors the places; an ace anchor may be low or high, and the reading that fits wins.
 */
export function readSequence(cards: readonly CardCode[]): Sequence | SequenceProblem {
  if (cards.length < 3) return "TOO_FEW_CARDS";
  let anchor = -1;
  for (let i = 0; i < cards.length; i++) {
    if (!canBeWild(cards[i]!)) {
      anchor = i;
      break;
    }
  }
  if (anchor < 0) return "NOT_A_SEQUENCE";
  const suit = SUIT_OF[cards[anchor]!] as Suit;
  for (const card of cards) if (!canBeWild(card) && SUIT_OF[card] !== suit) return "MIXED_SUITS";
  const place = PLACE[cards[anchor]!]!;
  let problem: SequenceProblem = "NOT_A_SEQUENCE";
  for (const anchorPlace of place === 1 ? [1, 14] : [place]) {
    const start = anchorPlace - anchor;
    if (start < 1 || start + cards.length - 1 > 14) continue;
    const read = readAt(cards, suit, start);
    if (typeof read !== "string") return read;
    if (read === "TWO_WILD_CARDS") problem = read;
  }
  return problem;
}

function readAt(cards: readonly CardCode[], suit: Suit, start: number): Sequence | SequenceProblem {
  let wild = -1;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (isNaturalAt(card, suit, start + i)) continue;
    if (!canBeWild(card)) return "NOT_A_SEQUENCE";
    if (wild >= 0) return "TWO_WILD_CARDS";
    wild = i;
  }
  return { suit, start, cards, wild };
}

/** The cards an extension adds to `old` (copies counted), or what is wrong with it. */
export function readExtension(old: Sequence, cards: readonly CardCode[]): { sequence: Sequence; added: CardCode[] } | ExtensionProblem {
  const counts = countCards(cards);
  for (const card of old.cards) {
    const n = counts.get(card) ?? 0;
    if (n === 0) return "MELD_CARDS_MISSING";
    counts.set(card, n - 1);
  }
  const added: CardCode[] = [];
  for (const [card, n] of counts) for (let k = 0; k < n; k++) added.push(card);
  if (added.length === 0) return "NOTHING_ADDED";
  const sequence = readSequence(cards);
  if (typeof sequence === "string") return sequence;
  // Every natural card of the old sequence stays natural at its place.
  for (let i = 0; i < old.cards.length; i++) {
    if (i === old.wild) continue;
    const at = old.start + i - sequence.start;
    const card = old.cards[i]!;
    if (at < 0 || at >= cards.length || cards[at] !== card || at === sequence.wild) return "NATURAL_CARD_MOVED";
  }
  return { sequence, added };
}

/** The place a sequence's card stands for. */
export const placeOf = (s: Sequence, index: number): number => s.start + index;

/** The sequence's last place. */
export const endOf = (s: Sequence): number => s.start + s.cards.length - 1;
