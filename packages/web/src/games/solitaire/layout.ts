/**
 * The board's sizes from the room it has: the card width that fits seven
 * columns across and a usual game's columns down, and per column the steps
 * between its cards, tightened as a column grows so it never runs off the
 * board (phone first: the whole board is on one screen, no page scroll).
 */

/** A card's height over its width (the card faces are 100 × 140). */
export const CARD_RATIO = 1.4;
/** Steps between a column's cards, in card heights: the usual ones and the tightest. */
const DOWN_STEP = 0.14;
const UP_STEP = 0.3;
const MIN_DOWN_STEP = 0.06;
const MIN_UP_STEP = 0.12;
/** A board is sized for columns this many card heights tall (longer ones tighten). */
const TALL_COLUMNS = 3.4;
const MAX_CARD = 112;
const SCALE = { small: 0.85, medium: 1, large: 1.2 } as const;

export interface BoardSize {
  readonly cardW: number;
  readonly cardH: number;
  readonly gap: number;
  /** The tableau's height under the top row. */
  readonly tableauH: number;
}

export function boardSize(width: number, height: number, cardSize: keyof typeof SCALE): BoardSize {
  const gap = width < 600 ? 4 : 10;
  const acrossFit = (width - 6 * gap) / 7;
  const downFit = (height - gap) / (CARD_RATIO * (1 + TALL_COLUMNS));
  const cardW = Math.max(24, Math.floor(Math.min(acrossFit, downFit * SCALE[cardSize], MAX_CARD * SCALE[cardSize])));
  const cardH = Math.round(cardW * CARD_RATIO);
  return { cardW, cardH, gap, tableauH: Math.max(cardH, height - cardH - gap) };
}

/** The steps (px) between a column's face-down cards and between its face-up cards, so it fits `room`. */
export function columnSteps(cardH: number, down: number, up: number, room: number): { down: number; up: number } {
  const ups = Math.max(0, up - 1);
  let downStep = DOWN_STEP * cardH;
  let upStep = UP_STEP * cardH;
  const spare = room - cardH;
  if (down * downStep + ups * upStep <= spare) return { down: downStep, up: upStep };
  // Face-down cards give up their room first: only their count matters.
  downStep = Math.max(MIN_DOWN_STEP * cardH, down > 0 ? (spare - ups * upStep) / down : downStep);
  if (ups > 0) upStep = Math.max(MIN_UP_STEP * cardH, Math.min(upStep, (spare - down * downStep) / ups));
  return { down: downStep, up: upStep };
}
