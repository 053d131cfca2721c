/**
 * What a sensible player does next on a board, without search: the `rules`
 * bot's policy and the hint's fallback when the solver runs out of work.
 * It reads only what the board's player sees — face-up cards, the waste, the
 * counts of face-down and stock cards — so a bot can run it on its view.
 */
import { RANK, SUIT, RED, type Card } from "./cards.ts";
import { DRAW, MOVE, RECYCLE, WASTE, canDraw, canMove, canRecycle, isColumn, isFoundation } from "./moves.ts";
import type { Board, SolitaireAction, SolitaireOptions } from "./state.ts";

/** No card could need `card` on the tableau any more (the solver's rule). */
export function safeToFoundation(card: Card, foundations: readonly number[]): boolean {
  const rank = RANK[card]!;
  if (rank <= 2) return true;
  const red = RED[card] === 1;
  const a = red ? foundations[0]! : foundations[1]!;
  const b = red ? foundations[3]! : foundations[2]!;
  const suit = SUIT[card]!;
  const same = foundations[suit === 0 ? 3 : suit === 3 ? 0 : suit === 1 ? 2 : 1]!;
  return a >= rank - 1 && b >= rank - 1 && same >= rank - 2;
}

function topCard(b: Board, pile: number): Card {
  if (pile === WASTE) return b.talon[b.pos - 1]!;
  const col = b.columns[pile - 1]!;
  return col[col.length - 1]!;
}

/** A king waits for an empty column: on the waste's top, or heading the face-up run of a column with cards under it. */
function kingWaiting(b: Board): boolean {
  if (b.pos > 0 && RANK[b.talon[b.pos - 1]!] === 13) return true;
  for (let c = 0; c < 7; c++) {
    const down = b.down[c]!;
    if (down > 0 && RANK[b.columns[c]![down]!] === 13) return true;
  }
  return false;
}

/** How much a card move is worth to the policy; 0 = never. */
function moveValue(b: Board, from: number, to: number): number {
  if (isFoundation(from)) return 0; // cards stay up
  if (isFoundation(to)) {
    const card = topCard(b, from);
    const turns = isColumn(from) && b.columns[from - 1]!.length - 1 === b.down[from - 1]! && b.down[from - 1]! > 0;
    if (safeToFoundation(card, b.foundations)) return 100 + (turns ? 5 : 0);
    if (turns) return 85;
    return from === WASTE ? 60 : 50;
  }
  const target = b.columns[to - 1]!;
  if (from === WASTE) return target.length === 0 ? 40 : 55;
  const col = b.columns[from - 1]!;
  const down = b.down[from - 1]!;
  // Only whole face-up runs move between columns: to turn a card, or to empty a column a king waits for.
  const whole = target.length === 0 ? true : col.length > down && RANK[col[down]!]! + 1 === RANK[target[target.length - 1]!];
  if (!whole) return 0;
  if (down > 0) return 90 + down;
  if (target.length > 0 && kingWaiting(b)) return 20;
  return 0;
}

/** Any waste card fits a foundation or a column now: another pass has a purpose. */
function wasteHasUse(b: Board): boolean {
  for (let i = 0; i < b.pos; i++) {
    const card = b.talon[i]!;
    if (RANK[card] === b.foundations[SUIT[card]!]! + 1) return true;
    for (const col of b.columns) {
      if (col.length === 0 ? RANK[card] === 13 : RANK[card]! + 1 === RANK[col[col.length - 1]!] && RED[card] !== RED[col[col.length - 1]!]) return true;
    }
  }
  return false;
}

/** The policy's next action on the board; null when nothing useful is left (stop). */
export function heuristicAction(b: Board, options: SolitaireOptions): SolitaireAction | null {
  let best: SolitaireAction | null = null;
  let bestValue = 0;
  for (let from = 0; from < 12; from++) {
    if (from === WASTE ? b.pos === 0 : false) continue;
    for (let to = 1; to < 12; to++) {
      if (!canMove(b, from, to)) continue;
      const value = moveValue(b, from, to);
      if (value > bestValue) {
        bestValue = value;
        best = MOVE[from]![to]!;
      }
    }
  }
  if (best) return best;
  if (canDraw(b)) return DRAW;
  if (canRecycle(b, options) && wasteHasUse(b)) return RECYCLE;
  return null;
}

