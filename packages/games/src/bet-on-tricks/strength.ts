/**
 * Card strength, round sizes and decks. Strengths are precomputed tables
 * (one per Manilha setting) so comparing cards in the hot path is a lookup.
 */
import { JOKER, RANKS, standardDeck, type Rank } from "@gg/core";

/** Low to high. Note Q below J: the seed's order. */
const PLAIN_ORDER: readonly Rank[] = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "J", "K", "A"];
/** Manilha: every 7 sits between K and A. */
const MANILHA_ORDER: readonly Rank[] = ["2", "3", "4", "5", "6", "8", "9", "10", "Q", "J", "K", "7", "A"];

/** The ace of diamonds: above every other card (the plain ace is 12). */
export const AD_STRENGTH = 13;
/** Strengths run 0..13; a counting array of this size covers them all. */
export const STRENGTH_SLOTS = 14;

export type StrengthTable = Readonly<Record<string, number>>;

function rankTable(order: readonly Rank[]): Readonly<Record<Rank, number>> {
  const table = {} as Record<Rank, number>;
  order.forEach((rank, i) => (table[rank] = i));
  return table;
}

function cardTable(order: readonly Rank[]): StrengthTable {
  const ranks = rankTable(order);
  const table: Record<string, number> = {};
  for (const card of standardDeck()) table[card] = ranks[card.slice(0, -1) as Rank];
  table["AD"] = AD_STRENGTH;
  return table;
}

/** Per card code (never the joker, which has no strength until declared). */
const CARD_STRENGTH = { plain: cardTable(PLAIN_ORDER), manilha: cardTable(MANILHA_ORDER) } as const;
/** Per declared joker rank: a declared ace is an ordinary ace, never `AD`. */
const RANK_STRENGTH = { plain: rankTable(PLAIN_ORDER), manilha: rankTable(MANILHA_ORDER) } as const;

export function cardStrengths(manilha: boolean): StrengthTable {
  return manilha ? CARD_STRENGTH.manilha : CARD_STRENGTH.plain;
}
export function rankStrengths(manilha: boolean): Readonly<Record<Rank, number>> {
  return manilha ? RANK_STRENGTH.manilha : RANK_STRENGTH.plain;
}

/** The ranks a joker may be declared as. */
export const JOKER_RANKS: readonly Rank[] = RANKS;
export function isRank(value: unknown): value is Rank {
  return typeof value === "string" && (JOKER_RANKS as readonly string[]).includes(value);
}

/** A card on the table: the joker carries its declared rank in `as`. */
export interface Play {
  readonly seat: number;
  readonly card: string;
  readonly as?: Rank;
}

export function playStrength(play: Play, manilha: boolean): number {
  return play.card === JOKER ? rankStrengths(manilha)[play.as!] : cardStrengths(manilha)[play.card]!;
}

/**
 * The index of the winning play in `plays` (in the order played), or -1
 * when Cut cancels every card. Without Cut the first of equal cards wins
 * (strictly greater replaces); with Cut every strength seen twice or more is
 * removed first.
 */
export function trickWinner(plays: readonly Play[], manilha: boolean, cut: boolean): number {
  const n = plays.length;
  if (!cut) {
    let best = 0;
    let bestStrength = playStrength(plays[0]!, manilha);
    for (let i = 1; i < n; i++) {
      const s = playStrength(plays[i]!, manilha);
      if (s > bestStrength) {
        best = i;
        bestStrength = s;
      }
    }
    return best;
  }
  const strengths = new Array<number>(n);
  const counts = new Array<number>(STRENGTH_SLOTS).fill(0);
  for (let i = 0; i < n; i++) counts[(strengths[i] = playStrength(plays[i]!, manilha))]!++;
  let best = -1;
  for (let i = 0; i < n; i++) {
    const s = strengths[i]!;
    if (counts[s] === 1 && (best < 0 || s > strengths[best]!)) best = i;
  }
  return best;
}

const NORMAL_SIZES = [5, 4, 3, 2, 1, 2, 3, 4] as const;
const QUICK_SIZES = [3, 2, 1, 2] as const;

/** Cards per player in round `round` (1-based): 5 4 3 2 1 2 3 4 5 4 … or, Quick, 3 2 1 2 3 2 1 … */
export function roundSize(round: number, quick: boolean): number {
  const seq = quick ? QUICK_SIZES : NORMAL_SIZES;
  return seq[(round - 1) % seq.length]!;
}

const DECK_52: readonly string[] = standardDeck();
const DECK_53: readonly string[] = [...DECK_52, JOKER];

/** The round's deck: the joker only with the option and never in the 1-card round. */
export function roundDeck(joker: boolean, size: number): readonly string[] {
  return joker && size > 1 ? DECK_53 : DECK_52;
}
export const STANDARD_DECK = DECK_52;
