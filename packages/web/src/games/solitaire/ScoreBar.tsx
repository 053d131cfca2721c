/**
 * Above the board: the score, the moves, the elapsed time (ticking here), a
 * race's time left and the passes when they are limited; Undo, Hint, Give up and the tools.
 */
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SolitaireView } from "@gg/games/solitaire/view.ts";
import type { LoggedEvent } from "../../session.ts";
import { clockText, useNow } from "./clock.ts";
import { GiveUp } from "./GiveUp.tsx";
import { Tools } from "./Tools.tsx";

interface ScoreBarProps {
  readonly view: SolitaireView;
  /** When the match started (epoch ms), null in a replay. */
  readonly startedAt: number | null;
  /** Undo, Hint and Give up (null once it may not), for the player's own board; null when watching. */
  readonly controls: { readonly canUndo: boolean; readonly canHint: boolean; readonly undo: () => void; readonly hint: () => void; readonly stop: (() => void) | null } | null;
  readonly log: readonly LoggedEvent[];
  readonly names: readonly string[];
}

/** The board's elapsed time (from the match's start; frozen when the game ends here) and a race's time left. */
function useClocks(startedAt: number | null, over: boolean, raceMs: number | null) {
  const now = useNow(!over && startedAt !== null);
  // Seen ending live: the time stops there. A game already over when opened shows no time.
  const endedAt = useRef<number | null | undefined>(over ? null : undefined);
  if (over && endedAt.current === undefined) endedAt.current = Date.now();
  if (startedAt === null) return { elapsed: null, left: null };
  const end = over ? endedAt.current : now;
  return {
    elapsed: end == null ? null : end - startedAt,
    left: raceMs === null || over ? null : startedAt + raceMs - now,
  };
}

/** The bar re-renders every second for the time, the board does not. */
export function ScoreBar({ view, startedAt, controls, log, names }: ScoreBarProps) {
  const { t } = useTranslation();
  const clocks = useClocks(startedAt, view.over, view.players > 1 ? view.options.raceMinutes * 60_000 : null);
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
            {controls.stop && <GiveUp stop={controls.stop} />}
          </>
        )}
        <Tools log={log} names={names} />
      </span>
    </div>
  );
}
