/**
 * Card codes shared by every record, view and action: rank `2`…`10`, `J`,
 * `Q`, `K`, `A` followed by suit `C` `D` `H` `S` (`AD`, `10S`); the joker is `X`.
 */
import type { Locale } from "./contract.ts";

export const SUITS = ["C", "D", "H", "S"] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];
export type CardCode = string;
export const JOKER = "X";

const CARD_PATTERN = /^(10|[2-9JQKA])([CDHS])$/;

export function isCardCode(value: unknown): value is CardCode {
  return typeof value === "string" && (value === JOKER || CARD_PATTERN.test(value));
}

/** The rank part of a card code (`"10"` for `"10S"`). */
export function rankOf(card: CardCode): Rank {
  return card.slice(0, -1) as Rank;
}

/** The suit letter of a card code. */
export function suitOf(card: CardCode): Suit {
  return card[card.length - 1] as Suit;
}

export function cardOf(rank: Rank, suit: Suit): CardCode {
  return rank + suit;
}

/** All cards of the given ranks in every suit, rank-major (`2C 2D 2H 2S 3C …`). */
export function deckOf(ranks: readonly Rank[] = RANKS): CardCode[] {
  const deck: CardCode[] = [];
  for (const rank of ranks) for (const suit of SUITS) deck.push(rank + suit);
  return deck;
}

/** The 52-card deck. */
export function standardDeck(): CardCode[] {
  return deckOf(RANKS);
}

const RANK_NAMES: Record<Locale, Record<Rank, string>> = {
  en: { "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "10": "Ten", J: "Jack", Q: "Queen", K: "King", A: "Ace" },
  "pt-BR": { "2": "Dois", "3": "Três", "4": "Quatro", "5": "Cinco", "6": "Seis", "7": "Sete", "8": "Oito", "9": "Nove", "10": "Dez", J: "Valete", Q: "Dama", K: "Rei", A: "Ás" },
  uk: { "2": "Двійка", "3": "Трійка", "4": "Четвірка", "5": "П'ятірка", "6": "Шістка", "7": "Сімка", "8": "Вісімка", "9": "Дев'ятка", "10": "Десятка", J: "Валет", Q: "Дама", K: "Король", A: "Туз" },
};
const SUIT_NAMES: Record<Locale, Record<Suit, string>> = {
  en: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" },
  "pt-BR": { C: "paus", D: "ouros", H: "copas", S: "espadas" },
  uk: { C: "трефа", D: "бубна", H: "чирва", S: "піка" },
};
const OF: Record<Locale, string> = { en: " of ", "pt-BR": " de ", uk: " " };
const JOKER_NAME: Record<Locale, string> = { en: "Joker", "pt-BR": "Curinga", uk: "Джокер" };

/** A rank's name ("Seven"), as `cardName` says it: Bet on Tricks' joker is played as a rank. */
export function rankName(rank: Rank, locale: Locale = "en"): string {
  return RANK_NAMES[locale][rank];
}

/** The spoken name of a card ("Queen of spades"), for accessibility and logs. */
export function cardName(card: CardCode, locale: Locale = "en"): string {
  if (card === JOKER) return JOKER_NAME[locale];
  return RANK_NAMES[locale][rankOf(card)] + OF[locale] + SUIT_NAMES[locale][suitOf(card)];
}
