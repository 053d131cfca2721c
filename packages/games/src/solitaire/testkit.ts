/**
 * Test helpers: deals stacked from a wanted layout, boards written with card
 * codes, and states built around them (engines are pure: any position can be
 * set up directly).
 */
import { initialChance, type CardCode } from "@gg/core";
import { CODE, cardFromCode, type Card } from "./cards.ts";
import { solitaireOptions, type Board, type SolitaireOptions, type SolitaireState } from "./state.ts";

const card = (code: CardCode): Card => {
  const c = cardFromCode(code);
  if (c === undefined) throw new Error(`not a card: ${code}`);
  return c;
};

/**
 * The deal (card codes in deal order) that lays out these columns (bottom card first,
 * column k holding k cards) and this stock (first card on top).
 */
export function dealFor(columns: readonly (readonly CardCode[])[], stock: readonly CardCode[]): CardCode[] {
  const deal: CardCode[] = [];
  for (let row = 0; row < 7; row++) for (let col = row; col < 7; col++) deal.push(columns[col]![row]!);
  return [...deal, ...stock];
}

/** Every card not named in `used`, in code order: to fill a stacked deal. */
export function restOf(used: readonly CardCode[]): CardCode[] {
  const taken = new Set(used);
  return CODE.filter((code) => !taken.has(code));
}

export interface BoardSpec {
  /** Per column: face-down cards then face-up ones, bottom first. */
  readonly columns: readonly { readonly down?: readonly CardCode[]; readonly up?: readonly CardCode[] }[];
  readonly waste?: readonly CardCode[];
  /** The stock, next card drawn first. */
  readonly stock?: readonly CardCode[];
  /** Cards on each foundation (C D H S). */
  readonly foundations?: readonly number[];
  readonly score?: number;
  readonly passes?: number;
}

export function board(spec: BoardSpec): Board {
  const columns = Array.from({ length: 7 }, (_, i) => spec.columns[i] ?? {});
  const waste = (spec.waste ?? []).map(card);
  return {
    columns: columns.map((c) => [...(c.down ?? []), ...(c.up ?? [])].map(card)),
    down: columns.map((c) => (c.down ?? []).length),
    talon: [...waste, ...(spec.stock ?? []).map(card)],
    pos: waste.length,
    foundations: spec.foundations ?? [0, 0, 0, 0],
    score: spec.score ?? 0,
    passes: spec.passes ?? 1,
  };
}

/** A running state whose seats play these boards (one board per seat). */
export function stateWith(boards: readonly Board[], options: Partial<SolitaireOptions> = {}): SolitaireState {
  const players = boards.length;
  return {
    players,
    options: solitaireOptions.parse({ winnableDeals: false, ...options }),
    chance: initialChance("testkit"),
    deal: [],
    boards,
    status: boards.map(() => "playing" as const),
    moves: boards.map(() => 0),
    undo: boards.map(() => null),
    hints: boards.map(() => null),
    over: false,
    winner: null,
    endedByHost: false,
  };
}

/** The cards of a board, as codes, wherever they lie. */
export function cardsOf(b: Board): CardCode[] {
  const out = [...b.columns.flat(), ...b.talon].map((c) => CODE[c]!);
  b.foundations.forEach((count, suit) => {
    for (let rank = 1; rank <= count; rank++) out.push(CODE[suit * 13 + rank - 1]!);
  });
  return out;
}

/**
 * A board one move from won: every card on the foundations but the four kings,
 * which lie face up, one per column; the queen of spades waits on the waste so
 * the board is not finished yet.
 */
export function nearlyWon(): Board {
  return board({
    columns: [{ up: ["KC"] }, { up: ["KD"] }, { up: ["KH"] }, { up: ["KS"] }],
    waste: ["QS"],
    foundations: [12, 12, 12, 11],
  });
}

/** No move at all: black tops that take nothing in the stock, the aces face down. */
export function deadDeal(): CardCode[] {
  const tops = ["5C", "5S", "7C", "7S", "9C", "9S", "JC"];
  const buried = ["AC", "AD", "AH", "AS", "4D", "4H", "6D", "6H", "8D", "8H", "10D", "10H"];
  const free = restOf([...tops, ...buried]); // 33 cards: 24 for the stock, 9 more face down
  const stock = free.slice(0, 24);
  const down = [...buried, ...free.slice(24)]; // 21 face-down cards
  let next = 0;
  const columns = tops.map((top, i) => [...down.slice(next, (next += i)), top]);
  return dealFor(columns, stock);
}
