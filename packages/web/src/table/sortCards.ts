/**
 * A hand's display order: by suit (suits alternating in colour, high cards
 * first within a suit) or by rank (then suit). Jokers go last. Only the
 * display: the game's rules never depend on it.
 */
const SUIT_ORDER: Record<string, number> = { S: 0, H: 1, C: 2, D: 3 };
const RANK_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

function parts(card: string): { joker: number; suit: number; rank: number } {
  if (card === "X") return { joker: 1, suit: 9, rank: 0 };
  return { joker: 0, suit: SUIT_ORDER[card.slice(-1)] ?? 8, rank: RANK_ORDER.indexOf(card.slice(0, -1)) };
}

export function sortCards<T>(items: readonly T[], by: "suit" | "rank", cardOf: (item: T) => string): T[] {
  return items.slice().sort((a, b) => {
    const x = parts(cardOf(a));
    const y = parts(cardOf(b));
    return x.joker - y.joker || (by === "suit" ? x.suit - y.suit || y.rank - x.rank : y.rank - x.rank || x.suit - y.suit);
  });
}
