/**
 * Above the board: the score, the moves, the elapsed time (ticking here), a
 * race's time left and the passes when they are limited; Undo, Hint and the tools.
 */
import { useTranslation } from "react-i18next";
import type { SolitaireView } from "@gg/games/solitaire/view.ts";
import type { LoggedEvent } from "../../session.ts";
import { clockText } from "./clock.ts";
import { Tools } from "./Tools.tsx";

interface ScoreBarProps {
  readonly view: SolitaireView;
  readonly clocks: { readonly elapsed: number | null; readonly left: number | null };
  /** Undo and Hint, for the player's own board; null when watching. */
  readonly controls: { readonly canUndo: boolean; readonly canHint: boolean; readonly undo: () => void; readonly hint: () => void } | null;
  readonly log: readonly LoggedEvent[];
  readonly names: readonly string[];
}

export function ScoreBar({ view, clocks, controls, log, names }: ScoreBarProps) {
  const { t } = useTranslation();
  const board = view.board;
  const seat = view.boardSeat;
  return (
    <div className="sol-bar">
      <span className="sol-figures">
        {board && <span className="sol-figure sol-score">{t("solitaire.score", { score: board.score })}</span>}
        {seat !== null && <span className="sol-figure sol-moves">{t("solitaire.moves", { count: view.progress[seat]!.moves })}</span>}
        {clocks.elapsed !== null && (
          <span className="sol-figure sol-time" role="timer">
            {t("solitaire.elapsed", { time: clockText(clocks.elapsed) })}
          </span>
        )}
        {clocks.left !== null && <span className={`sol-figure sol-left${clocks.left < 60_000 ? " urgent" : ""}`}>{t("solitaire.timeLeft", { time: clockText(clocks.left) })}</span>}
        {board && board.passLimit !== null && <span className="sol-figure sol-passes">{t("solitaire.passes", { pass: board.passes, limit: board.passLimit })}</span>}
      </span>
      <span className="sol-actions">
        {controls && (
          <>
            <button type="button" className="secondary sol-undo" disabled={!controls.canUndo} onClick={controls.undo}>
              {t("solitaire.undo")}
            </button>
            <button type="button" className="secondary sol-hint" disabled={!controls.canHint} onClick={controls.hint}>
              {t("solitaire.hint")}
            </button>
          </>
        )}
        <Tools log={log} names={names} />
      </span>
    </div>
  );
}
