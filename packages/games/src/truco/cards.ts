/**
 * Truco's card order. Ordinary rank, low to high: 4 5 6 7 Q J K A 2 3. The four cards of the
 * rank after the vira's (after 3 comes 4) are the manilhas, above every other card, by suit
 * diamonds < spades < hearts < clubs. Mineiro: fixed manilhas 7D < AS < 7H < 4C, no vira.
 * A card's power is a number: ordinary cards 0–9 by rank, manilhas 10–13; a face-down card −1.
 */
import { rankOf, suitOf, type CardCode, type Rank } from "@gg/core";
import { portugueseDeck } from "../sueca/cards.ts";

export const TRUCO_RANKS: readonly Rank[] = ["4", "5", "6", "7", "Q", "J", "K", "A", "2", "3"];
/** Manilha suits, low to high. */
export const MANILHA_SUITS = ["D", "S", "H", "C"] as const;
export const MINEIRO_MANILHAS: readonly CardCode[] = ["7D", "AS", "7H", "4C"];
export const FACE_DOWN_POWER = -1;
export const MANILHA_POWER = 10;

/** The 40 cards (no 8, 9, 10). */
export const TRUCO_DECK: readonly CardCode[] = Object.freeze(portugueseDeck());

export type PowerTable = Readonly<Record<CardCode, number>>;

/** The rank of the manilhas under a vira (the next rank, 3 wrapping to 4). */
export function manilhaRankOf(vira: CardCode): Rank {
  return TRUCO_RANKS[(TRUCO_RANKS.indexOf(rankOf(vira)) + 1) % TRUCO_RANKS.length]!;
}

function tableFor(manilhas: readonly CardCode[]): PowerTable {
  const table: Record<CardCode, number> = {};
  for (const card of TRUCO_DECK) {
    const m = manilhas.indexOf(card);
    table[card] = m >= 0 ? MANILHA_POWER + m : TRUCO_RANKS.indexOf(rankOf(card));
  }
  return Object.freeze(table);
}

/** One frozen table per vira rank, and one for mineiro: powers are looked up, never recomputed. */
const BY_VIRA_RANK: Readonly<Record<string, PowerTable>> = Object.fromEntries(
  TRUCO_RANKS.map((rank) => {
    const manilhaRank = TRUCO_RANKS[(TRUCO_RANKS.indexOf(rank) + 1) % TRUCO_RANKS.length]!;
    return [rank, tableFor(MANILHA_SUITS.map((suit) => manilhaRank + suit))];
  }),
);
const MINEIRO_TABLE = tableFor(MINEIRO_MANILHAS);

/** The powers of the hand: by the vira, or mineiro's fixed manilhas when the vira is null. */
export function powersFor(vira: CardCode | null): PowerTable {
  return vira === null ? MINEIRO_TABLE : BY_VIRA_RANK[rankOf(vira)]!;
}

/** The hand's manilhas, low to high. */
export function manilhasFor(vira: CardCode | null): CardCode[] {
  if (vira === null) return MINEIRO_MANILHAS.slice();
  const rank = manilhaRankOf(vira);
  return MANILHA_SUITS.map((suit) => rank + suit);
}

export function isManilha(card: CardCode, powers: PowerTable): boolean {
  return powers[card]! >= MANILHA_POWER;
}

export { suitOf };
