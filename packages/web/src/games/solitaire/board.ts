/**
 * What the Solitaire table reads from the view and the server's legal moves:
 * which cards a move would carry, where a picked card may go, the best place
 * for a tapped card, and where the keyboard focus goes next. The server's
 * legal list decides what is legal; these only pair its moves with cards.
 */
import type { BoardView } from "@gg/games/solitaire/view.ts";
import type { Action } from "../../protocol.ts";

export const COLUMNS = ["t1", "t2", "t3", "t4", "t5", "t6", "t7"] as const;
export const FOUNDATIONS = ["fC", "fD", "fH", "fS"] as const;
/** The top row, left to right, by the tableau column each pile sits over (the third place stays free). */
export const TOP_ROW = ["stock", "waste", null, "fC", "fD", "fH", "fS"] as const;

export type PileName = "stock" | "waste" | (typeof COLUMNS)[number] | (typeof FOUNDATIONS)[number];

/** A place on the board: a pile, and for a column the face-up card counted from its lowest (-1: the empty column). */
export interface Spot {
  readonly pile: PileName;
  readonly index: number;
}

export interface MoveAction {
  readonly type: "move";
  readonly from: PileName;
  readonly to: PileName;
}

const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

export function rankOf(card: string): number {
  const r = card.slice(0, -1);
  return RANKS[r] ?? Number(r);
}

export const suitOf = (card: string): string => card.slice(-1);
const isRed = (card: string) => suitOf(card) === "D" || suitOf(card) === "H";
export const isColumn = (pile: string): boolean => pile.length === 2 && pile[0] === "t";
export const isFoundation = (pile: string): boolean => pile.length === 2 && pile[0] === "f";
export const columnIndex = (pile: string): number => Number(pile.slice(1)) - 1;

/** The top card of a foundation (`fH` with 3 cards: `3H`), or null when empty. */
export function foundationTop(board: BoardView, pile: string): string | null {
  const suit = pile.slice(1);
  const count = board.foundations[FOUNDATIONS.indexOf(pile as (typeof FOUNDATIONS)[number])] ?? 0;
  if (count === 0) return null;
  return `${count === 1 ? "A" : count === 11 ? "J" : count === 12 ? "Q" : count === 13 ? "K" : String(count)}${suit}`;
}

/** The face-up cards a pile offers: a column's face-up run, the waste's top, a foundation's top. */
export function faceUp(board: BoardView, pile: PileName): readonly string[] {
  if (isColumn(pile)) return board.columns[columnIndex(pile)]!.up;
  if (pile === "waste") return board.waste.length > 0 ? [board.waste.at(-1)!] : [];
  if (isFoundation(pile)) {
    const top = foundationTop(board, pile);
    return top ? [top] : [];
  }
  return [];
}

/**
 * Where in `from`'s face-up cards the move to `to` starts: a column gives the
 * one card that fits the target (rank one lower, other colour; a king on an
 * empty column), any other pile its top. -1: no card would move.
 */
export function movingIndex(board: BoardView, from: PileName, to: PileName): number {
  const cards = faceUp(board, from);
  if (cards.length === 0) return -1;
  if (!isColumn(from) || isFoundation(to)) return cards.length - 1;
  const target = board.columns[columnIndex(to)]!;
  const top = target.up.at(-1);
  const fits = (card: string) => (top === undefined ? rankOf(card) === 13 : rankOf(card) === rankOf(top) - 1 && isRed(card) !== isRed(top));
  return cards.findIndex(fits);
}

/** The server's legal card moves. */
export function legalMoves(legal: readonly Action[]): MoveAction[] {
  return legal.filter((a): a is Action & MoveAction => a.type === "move");
}

/** Where the card at `spot` may go: the legal moves from its pile that carry it (and what lies on it). */
export function targetsOf(board: BoardView, moves: readonly MoveAction[], spot: Spot): PileName[] {
  return moves.filter((m) => m.from === spot.pile && movingIndex(board, m.from, m.to) === spot.index).map((m) => m.to);
}

/**
 * The best place for a tapped card: its foundation, else a column that has
 * cards, else an empty column — but not a king that already heads its column
 * with nothing under it (the move would change nothing). Null: nowhere useful.
 */
export function bestTarget(board: BoardView, spot: Spot, targets: readonly PileName[]): PileName | null {
  const up = targets.find(isFoundation);
  if (up && !isFoundation(spot.pile)) return up;
  const built = targets.find((t) => isColumn(t) && board.columns[columnIndex(t)]!.up.length > 0);
  if (built) return built;
  const empty = targets.find(isColumn);
  if (!empty) return null;
  const pointless = isColumn(spot.pile) && spot.index === 0 && board.columns[columnIndex(spot.pile)]!.down === 0;
  return pointless ? null : empty;
}

/** The spot a pile's focus lands on: a column's top card (or the empty column), any other pile itself. */
export function pileSpot(board: BoardView, pile: PileName): Spot {
  if (!isColumn(pile)) return { pile, index: 0 };
  return { pile, index: board.columns[columnIndex(pile)]!.up.length - 1 };
}

/** A spot made valid again after the board changed (the card it named moved away). */
export function settle(board: BoardView, spot: Spot): Spot {
  if (!isColumn(spot.pile)) return spot;
  const last = board.columns[columnIndex(spot.pile)]!.up.length - 1;
  return { pile: spot.pile, index: Math.min(Math.max(spot.index, last < 0 ? -1 : 0), last) };
}

/** The board place (0–6) a pile sits at: its column, or its place in the top row. */
function placeOf(pile: PileName): number {
  return isColumn(pile) ? columnIndex(pile) : TOP_ROW.indexOf(pile as never);
}

/** The top row's pile nearest to a place (the free third place goes to the waste). */
function topAt(place: number): PileName {
  return TOP_ROW[place] ?? "waste";
}

/** Arrow keys over the board: along the top row and the columns, up and down a column's face-up cards. */
export function nextSpot(board: BoardView, spot: Spot, key: string): Spot | null {
  const top = !isColumn(spot.pile);
  const place = placeOf(spot.pile);
  switch (key) {
    case "ArrowLeft":
    case "ArrowRight": {
      const step = key === "ArrowLeft" ? -1 : 1;
      if (top) {
        let to = place + step;
        while (to >= 0 && to < 7 && TOP_ROW[to] === null) to += step;
        return to >= 0 && to < 7 ? pileSpot(board, TOP_ROW[to]!) : null;
      }
      const to = place + step;
      return to >= 0 && to < 7 ? pileSpot(board, COLUMNS[to]!) : null;
    }
    case "ArrowDown":
      if (top) return pileSpot(board, COLUMNS[place]!);
      return spot.index < board.columns[place]!.up.length - 1 ? { pile: spot.pile, index: spot.index + 1 } : null;
    case "ArrowUp":
      if (top) return null;
      return spot.index > 0 ? { pile: spot.pile, index: spot.index - 1 } : pileSpot(board, topAt(place));
    case "Home":
      return { pile: "stock", index: 0 };
    case "End":
      return pileSpot(board, "t7");
    default:
      return null;
  }
}

/** A spot as the board's `data-spot` names it (`t3:2`). */
export const spotKey = (spot: Spot): string => `${spot.pile}:${spot.index}`;

export const sameSpot = (a: Spot | null, b: Spot | null): boolean => !!a && !!b && a.pile === b.pile && a.index === b.index;
