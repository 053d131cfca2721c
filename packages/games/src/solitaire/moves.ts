/**
 * The moves of one board: what is legal, and the board after it, with its
 * points (rules.md, *Moves* and *Scoring*). Boards are never edited.
 */
import { IllegalActionError } from "@gg/core";
import { RANK, RED, SUIT, buildsOn, cardOf, type Card } from "./cards.ts";
import { copyBoard, passLimit, recyclePoints, type Board, type Pile, type SolitaireAction, type SolitaireOptions } from "./state.ts";

/** Pile numbers: 0 the waste, 1–7 the columns, 8–11 the foundations (C D H S). */
export const PILES: readonly Pile[] = ["waste", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "fC", "fD", "fH", "fS"];
export const WASTE = 0;
export const FIRST_FOUNDATION = 8;
const PILE_NUMBER: ReadonlyMap<unknown, number> = new Map(PILES.map((name, i) => [name, i]));

export const isColumn = (pile: number): boolean => pile >= 1 && pile <= 7;
export const isFoundation = (pile: number): boolean => pile >= FIRST_FOUNDATION;

export function pileNumber(name: unknown): number | undefined {
  return PILE_NUMBER.get(name);
}

// Shared frozen actions: legal lists allocate no action.
export const DRAW: SolitaireAction = Object.freeze({ type: "draw" });
export const RECYCLE: SolitaireAction = Object.freeze({ type: "recycle" });
export const UNDO: SolitaireAction = Object.freeze({ type: "undo" });
export const HINT: SolitaireAction = Object.freeze({ type: "hint" });
export const STOP: SolitaireAction = Object.freeze({ type: "stop" });
export const MOVE: readonly (readonly SolitaireAction[])[] = PILES.map((from) => PILES.map((to) => Object.freeze({ type: "move", from, to } as const)));

function refuse(code: string, message: string): never {
  throw new IllegalActionError(code, message);
}

export function canDraw(b: Board): boolean {
  return b.pos < b.talon.length;
}

export function canRecycle(b: Board, options: SolitaireOptions): boolean {
  return b.pos === b.talon.length && b.pos > 0 && b.passes < passLimit(options);
}

export function draw(b: Board, options: SolitaireOptions): Board {
  if (!canDraw(b)) refuse("STOCK_EMPTY", "the stock is empty: recycle the waste");
  const next = copyBoard(b);
  next.pos = Math.min(b.pos + options.draw, b.talon.length);
  return next;
}

export function recycle(b: Board, options: SolitaireOptions): Board {
  if (b.pos < b.talon.length) refuse("STOCK_NOT_EMPTY", "the stock still holds cards: draw them first");
  if (b.pos === 0) refuse("WASTE_EMPTY", "the waste is empty: nothing to recycle");
  if (b.passes >= passLimit(options)) refuse("NO_PASSES_LEFT", `no passes left (limit ${passLimit(options)})`);
  const next = copyBoard(b);
  next.pos = 0;
  next.passes = b.passes + 1;
  next.score = b.score + recyclePoints(options);
  return next;
}

/** Where the moving cards start in a column: the face-up card that fits `target`'s column, or -1. */
function fittingIndex(b: Board, column: readonly Card[], down: number, targetColumn: readonly Card[]): number {
  if (targetColumn.length === 0) {
    // Only a king fills an empty column, and a face-up king is always its run's base.
    return column.length > down && RANK[column[down]!] === 13 ? down : -1;
  }
  const top = targetColumn[targetColumn.length - 1]!;
  for (let k = down; k < column.length; k++) if (buildsOn(column[k]!, top)) return k;
  return -1;
}

/** The card a pile offers to a foundation or a column (its top), or -1 when it is empty. */
function topOf(b: Board, pile: number): Card {
  if (pile === WASTE) return b.pos > 0 ? b.talon[b.pos - 1]! : -1;
  if (isColumn(pile)) {
    const col = b.columns[pile - 1]!;
    return col.length > 0 ? col[col.length - 1]! : -1;
  }
  const suit = pile - FIRST_FOUNDATION;
  const count = b.foundations[suit]!;
  return count > 0 ? cardOf(suit, count) : -1;
}

/** Whether the move `from` → `to` (pile numbers) is legal now; never throws. */
export function canMove(b: Board, from: number, to: number): boolean {
  if (from === to || to === WASTE || (isFoundation(from) && isFoundation(to))) return false;
  if (isFoundation(to)) {
    const card = topOf(b, from);
    return card >= 0 && SUIT[card] === to - FIRST_FOUNDATION && RANK[card] === b.foundations[to - FIRST_FOUNDATION]! + 1;
  }
  const target = b.columns[to - 1]!;
  if (isColumn(from)) return fittingIndex(b, b.columns[from - 1]!, b.down[from - 1]!, target) >= 0;
  const card = topOf(b, from);
  if (card < 0) return false;
  return target.length === 0 ? RANK[card] === 13 : buildsOn(card, target[target.length - 1]!);
}

export interface MoveOutcome {
  readonly board: Board;
  /** The cards that moved, bottom first. */
  readonly cards: readonly Card[];
  /** The card turned face up in the source column, or -1. */
  readonly turned: Card;
  readonly points: number;
}

/** The move `from` → `to` (pile numbers), or the refusal that says why not. */
export function moveCards(b: Board, from: number, to: number): MoveOutcome {
  if (from === to || to === WASTE || (isFoundation(from) && isFoundation(to))) refuse("NOT_A_TARGET", `cards cannot go from ${PILES[from]} to ${PILES[to]}`);
  if (from === WASTE && b.pos === 0) refuse("WASTE_EMPTY", "the waste is empty");
  if (from !== WASTE && topOf(b, from) < 0) refuse("EMPTY_PILE", `${PILES[from]} is empty`);
  const next = copyBoard(b);
  let cards: Card[];
  let points = 0;
  let turned: Card = -1;
  if (isColumn(from)) {
    const source = b.columns[from - 1]!;
    const down = b.down[from - 1]!;
    let at: number;
    if (isFoundation(to)) at = source.length - 1;
    else {
      at = fittingIndex(b, source, down, b.columns[to - 1]!);
      if (at < 0) refuse("DOES_NOT_FIT", `no face-up card of ${PILES[from]} fits ${PILES[to]}`);
    }
    cards = source.slice(at);
    const rest = source.slice(0, at);
    const columns = b.columns.slice();
    columns[from - 1] = rest;
    next.columns = columns;
    if (rest.length > 0 && rest.length === down) {
      const downs = b.down.slice();
      downs[from - 1] = down - 1;
      next.down = downs;
      turned = rest[rest.length - 1]!;
      points += 5;
    }
  } else if (from === WASTE) {
    cards = [b.talon[b.pos - 1]!];
    const talon = b.talon.slice();
    talon.splice(b.pos - 1, 1);
    next.talon = talon;
    next.pos = b.pos - 1;
  } else {
    cards = [topOf(b, from)];
  }
  const card = cards[0]!;
  if (isFoundation(to)) {
    const suit = to - FIRST_FOUNDATION;
    if (cards.length > 1) refuse("NOT_TOP_CARD", "only a column's top card goes to a foundation");
    if (SUIT[card] !== suit || RANK[card] !== b.foundations[suit]! + 1) refuse("WRONG_FOUNDATION", `${PILES[to]} takes the next card of its own suit`);
    const foundations = (next.foundations === b.foundations ? b.foundations.slice() : (next.foundations as number[])) as number[];
    foundations[suit] = RANK[card]!;
    next.foundations = foundations;
    points += 10;
  } else {
    const target = b.columns[to - 1]!;
    const fits = target.length === 0 ? RANK[card] === 13 : buildsOn(card, target[target.length - 1]!);
    if (!fits) refuse("DOES_NOT_FIT", `${PILES[from]}'s card does not fit ${PILES[to]}`);
    const columns = next.columns === b.columns ? b.columns.slice() : (next.columns as Card[][]);
    columns[to - 1] = target.concat(cards);
    next.columns = columns;
    if (from === WASTE) points += 5;
    else if (isFoundation(from)) {
      const foundations = b.foundations.slice();
      foundations[from - FIRST_FOUNDATION] = b.foundations[from - FIRST_FOUNDATION]! - 1;
      next.foundations = foundations;
      points -= 15;
    }
  }
  next.score = b.score + points;
  return { board: next, cards, turned, points };
}

/**
 * Every legal draw, recycle and card move of the board (shared frozen actions), in pile order
 * (`canMove` for each pair, written out: a column's face-up run descends one rank a card, so the
 * card of a wanted rank sits at a known place and each pair is one look).
 */
export function boardMoves(b: Board, options: SolitaireOptions, out: SolitaireAction[]): SolitaireAction[] {
  if (canDraw(b)) out.push(DRAW);
  else if (canRecycle(b, options)) out.push(RECYCLE);
  const columns = b.columns;
  if (b.pos > 0) pushSingle(b, b.talon[b.pos - 1]!, MOVE[WASTE]!, true, out);
  for (let s = 0; s < 7; s++) {
    const col = columns[s]!;
    if (col.length === 0) continue;
    const row = MOVE[s + 1]!;
    const down = b.down[s]!;
    const base = col[down]!;
    const baseRank = RANK[base]!;
    const runLength = col.length - down;
    for (let t = 0; t < 7; t++) {
      if (t === s) continue;
      const target = columns[t]!;
      if (target.length === 0) {
        if (baseRank === 13) out.push(row[t + 1]!);
        continue;
      }
      const top = target[target.length - 1]!;
      const at = baseRank - (RANK[top]! - 1); // the run's card one rank below the target's top
      if (at >= 0 && at < runLength && RED[col[down + at]!] !== RED[top]) out.push(row[t + 1]!);
    }
    const top = col[col.length - 1]!;
    if (RANK[top] === b.foundations[SUIT[top]!]! + 1) out.push(row[FIRST_FOUNDATION + SUIT[top]!]!);
  }
  for (let suit = 0; suit < 4; suit++) {
    const count = b.foundations[suit]!;
    if (count > 0) pushSingle(b, cardOf(suit, count), MOVE[FIRST_FOUNDATION + suit]!, false, out);
  }
  return out;
}

/** A single card's moves (the waste's top, a foundation's top): to the columns it fits, and up when `up`. */
function pushSingle(b: Board, card: Card, row: readonly SolitaireAction[], up: boolean, out: SolitaireAction[]): void {
  for (let t = 0; t < 7; t++) {
    const target = b.columns[t]!;
    if (target.length === 0 ? RANK[card] === 13 : buildsOn(card, target[target.length - 1]!)) out.push(row[t + 1]!);
  }
  if (up && RANK[card] === b.foundations[SUIT[card]!]! + 1) out.push(row[FIRST_FOUNDATION + SUIT[card]!]!);
}

/** The stock and the waste are empty and no tableau card is face down: the board can finish itself. */
export function canAutoComplete(b: Board): boolean {
  if (b.talon.length > 0) return false;
  for (const d of b.down) if (d > 0) return false;
  return true;
}

/**
 * Auto-complete: the lowest column top that fits its foundation goes up, until
 * every card is there (always possible once every card is face up in
 * sequences: the lowest card left is never covered). +10 a card.
 */
export function autoComplete(b: Board): { board: Board; cards: Card[] } {
  const columns = b.columns.map((c) => c.slice());
  const foundations = b.foundations.slice();
  const cards: Card[] = [];
  for (;;) {
    let best = -1;
    for (let c = 0; c < 7; c++) {
      const col = columns[c]!;
      if (col.length === 0) continue;
      const card = col[col.length - 1]!;
      if (RANK[card] === foundations[SUIT[card]!]! + 1 && (best < 0 || RANK[card]! < RANK[columns[best]!.at(-1)!]!)) best = c;
    }
    if (best < 0) break;
    const card = columns[best]!.pop()!;
    foundations[SUIT[card]!] = RANK[card]!;
    cards.push(card);
  }
  const next = copyBoard(b);
  next.columns = columns;
  next.foundations = foundations;
  next.score = b.score + 10 * cards.length;
  return { board: next, cards };
}

export function isWon(b: Board): boolean {
  const f = b.foundations;
  return f[0] === 13 && f[1] === 13 && f[2] === 13 && f[3] === 13;
}
