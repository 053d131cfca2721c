/**
 * GG Battle's cards: the 32-card battle deck every player owns, the eight
 * strategy cards, and who beats whom. Codes are the ones records and views use.
 */

/** `GG`, `B` (Bomb), `W` (Wall), or kind letter + power: `R1`…`R9`, `P1`…`P9`, `S1`…`S9`. */
export type Card = string;

export const GG = "GG";
export const BOMB = "B";
export const WALL = "W";

/** One player's deck, in a fixed canonical order (used to validate arrangements). */
export const BATTLE_DECK: readonly Card[] = Object.freeze([
  GG,
  BOMB,
  BOMB,
  WALL,
  WALL,
  ...["R", "P", "S"].flatMap((kind) => Array.from({ length: 9 }, (_, i) => `${kind}${i + 1}`)),
]);

/** How many of each code one deck holds (GG 1, B 2, W 2, others 1). */
export const DECK_COUNT: Readonly<Record<Card, number>> = Object.freeze(
  BATTLE_DECK.reduce<Record<Card, number>>((acc, card) => ((acc[card] = (acc[card] ?? 0) + 1), acc), {}),
);

export const PILES = 4;
export const PILE_SIZE = 8;

/** A Rock, Paper or Scissors card (the only cards that fight by kind and power). */
export function isFighter(card: Card): boolean {
  const k = card.charCodeAt(0);
  return card.length === 2 && (k === 82 || k === 80 || k === 83); // R P S
}

/** May this card be the challenger? Everything but a Wall and the GG card. */
export function canChallengeWith(card: Card): boolean {
  return card !== WALL && card !== GG;
}

// Rock beats Scissors, Scissors beats Paper, Paper beats Rock.
const BEATS: Readonly<Record<string, string>> = { R: "S", S: "P", P: "R" };

/** 1 when `a` beats `b`, -1 when `b` beats `a`, 0 for identical cards. Both must be fighters. */
export function fight(a: Card, b: Card): 1 | -1 | 0 {
  const ka = a[0]!;
  const kb = b[0]!;
  if (ka === kb) {
    const pa = a.charCodeAt(1);
    const pb = b.charCodeAt(1);
    return pa === pb ? 0 : pa > pb ? 1 : -1;
  }
  return BEATS[ka] === kb ? 1 : -1;
}

// ---- rock-paper-scissors for the first player -------------------------------

export const SIGNS = ["rock", "paper", "scissors"] as const;
export type Sign = (typeof SIGNS)[number];
const SIGN_BEATS: Readonly<Record<Sign, Sign>> = { rock: "scissors", scissors: "paper", paper: "rock" };

/**
 * The sign that wins a throw round, or null when the round is void (everyone
 * threw the same sign, or all three signs appear): then everyone throws again.
 */
export function winningSign(throws: readonly Sign[]): Sign | null {
  const present = new Set(throws);
  if (present.size !== 2) return null;
  const [a, b] = [...present] as [Sign, Sign];
  return SIGN_BEATS[a] === b ? a : b;
}

// ---- strategy cards --------------------------------------------------------

export const STRATEGY_CARDS = ["Scout", "Swap", "Sink", "Second Chance", "Shield", "Skip", "Reverse", "Steal"] as const;
export type StrategyCard = (typeof STRATEGY_CARDS)[number];

export function isStrategyCard(value: unknown): value is StrategyCard {
  return typeof value === "string" && (STRATEGY_CARDS as readonly string[]).includes(value);
}

/** The 24-card strategy deck in canonical order: three of each card. */
export const STRATEGY_DECK: readonly StrategyCard[] = Object.freeze(STRATEGY_CARDS.flatMap((card) => [card, card, card]));

/** Scout, Sink and Second Chance keep the turn; every other strategy card passes it. */
export const KEEPS_TURN: ReadonlySet<StrategyCard> = new Set<StrategyCard>(["Scout", "Sink", "Second Chance"]);
