/** The engine's hint on the board: the cards it would move and where, and the words for it. */
import type { TFunction } from "i18next";
import type { HintAnswer } from "@gg/games/solitaire/state.ts";
import type { BoardView } from "@gg/games/solitaire/view.ts";
import { columnIndex, faceUp, isColumn, isFoundation, movingIndex, type PileName, type Spot } from "./board.ts";

export interface HintSpots {
  /** The cards the move takes (the stock for a draw or a recycle). */
  readonly from: Spot | null;
  readonly to: PileName | null;
}

export function hintSpots(board: BoardView | null, hint: HintAnswer | null): HintSpots {
  const move = hint && hint.status !== "lost" ? hint.move : null;
  if (!move || !board) return { from: null, to: null };
  if (move.type === "move") return { from: { pile: move.from, index: movingIndex(board, move.from, move.to) }, to: move.to };
  if (move.type === "draw" || move.type === "recycle") return { from: { pile: "stock", index: 0 }, to: null };
  return { from: null, to: null };
}

function pileText(t: TFunction, pile: PileName): string {
  if (isFoundation(pile)) return t("solitaire.toFoundation", { suit: t(`suits.${pile.slice(1)}`) });
  return isColumn(pile) ? t("solitaire.toColumn", { column: columnIndex(pile) + 1 }) : pile;
}

/** "Hint: the 7 of hearts to column 3", "No win from here"; null without a hint. */
export function hintText(t: TFunction, cardName: (card: string) => string, board: BoardView | null, hint: HintAnswer | null): string | null {
  if (!hint || !board) return null;
  if (hint.status === "lost") return t("solitaire.hintLost");
  const move = hint.move;
  if (!move) return t("solitaire.hintNone");
  const { from } = hintSpots(board, hint);
  const card = move.type === "move" && from ? faceUp(board, from.pile)[from.index] : undefined;
  const what =
    move.type === "move" ? t("solitaire.hintMove", { card: card ? cardName(card) : move.from, to: pileText(t, move.to) }) : move.type === "recycle" ? t("solitaire.hintRecycle") : t("solitaire.hintDraw");
  return hint.status === "win" ? t("solitaire.hintWin", { move: what }) : t("solitaire.hintUnsure", { move: what });
}
