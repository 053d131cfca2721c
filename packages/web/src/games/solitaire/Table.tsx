/**
 * Solitaire (Klondike): not seats round a felt but one board, the player's own.
 * Cards move by drag and drop (mouse or touch; a face-up run drags together),
 * by a tap (the card goes to the best place: its foundation, else a column),
 * by double-click (to a foundation) and by keyboard (arrows move the focus,
 * Enter or Space picks a card up and puts it down): see usePlay.ts. Undo and
 * hint are the engine's own actions; the score comes from the view, the time
 * ticks here. In a race, each rival's progress bar and the race's time left.
 */
import "./solitaire.css";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SolitaireView } from "@gg/games/solitaire/view.ts";
import { useTableSettings } from "../../table/settings.ts";
import { useCardName } from "../../ui/Card.tsx";
import type { TableProps } from "../types.ts";
import { Board, DragLayer, type Marks } from "./Board.tsx";
import { hintSpots, hintText } from "./hint.ts";
import { boardSize } from "./layout.ts";
import { RaceBars } from "./RaceBars.tsx";
import { ScoreBar } from "./ScoreBar.tsx";
import { usePlay } from "./usePlay.ts";

/** The board area's size, kept up to date. */
function useAreaSize(): [React.RefObject<HTMLDivElement | null>, { width: number; height: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

export default function SolitaireTable(props: TableProps<SolitaireView>) {
  const { view, message, info, me, names, canAct, legal, act, log } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const settings = useTableSettings();
  const board = view.board;
  const mine = me !== null && view.boardSeat === me;
  const playable = canAct && mine && board !== null;
  const play = usePlay({ board, message, me, playable, legal, act });
  const [areaRef, area] = useAreaSize();
  // The felt's padding (6 px a side) is not the board's.
  const size = boardSize(area.width - 12, area.height - 12, settings.cardSize);
  const race = view.players > 1;

  const hint = hintSpots(board, view.hint);
  const marks: Marks = {
    picked: play.pick,
    targets: new Set(play.holdingTargets),
    hintFrom: hint.from,
    hintTo: hint.to,
    dragging: play.drag?.spot ?? null,
    over: play.drag?.over ?? null,
  };
  const won = me !== null && view.progress[me]?.status === "won";
  const autoCompleted = message.events.some((e) => e.type === "autoCompleted" && e.seat === view.boardSeat);
  const note = won ? t("solitaire.youWon") : autoCompleted ? t("solitaire.autoCompleted") : (play.notice ?? hintText(t, cardName, board, view.hint) ?? "");

  const classes = ["game-table", "felt-layout", "solitaire", settings.fourColour && "four-colour"].filter(Boolean).join(" ");
  const vars = { "--sol-w": `${size.cardW}px`, "--sol-h": `${size.cardH}px`, "--sol-gap": `${size.gap}px`, "--sol-tableau": `${size.tableauH}px` } as React.CSSProperties;
  const controls = mine && !view.over ? { canUndo: playable && view.canUndo, canHint: playable && play.has("hint"), undo: () => play.send({ type: "undo" }), hint: () => play.send({ type: "hint" }), stop: playable && play.has("stop") ? () => play.send({ type: "stop" }) : null } : null;

  return (
    <div className={classes} onPointerDown={play.onPointerDown}>
      <ScoreBar view={view} startedAt={info.startedAt} controls={controls} log={log} names={names} />
      {race && <RaceBars progress={view.progress} names={names} me={view.boardSeat} />}
      <p className={`sol-note${view.hint?.status === "lost" && !play.notice ? " lost" : ""}`} role="status" title={note || undefined}>
        {note}
      </p>
      <div className="sol-area" ref={areaRef}>
        {board ? (
          <div className="sol-board" ref={play.boardRef} style={vars} role="group" aria-label={t("solitaire.board")} onKeyDown={play.onKeyDown}>
            {area.width > 0 && (
              <Board board={board} size={size} draw={view.options.draw} focus={play.focus} marks={marks} canRecycle={play.has("recycle")} playable={playable} handlers={play.handlers} />
            )}
          </div>
        ) : (
          <p className="sol-private">{t("solitaire.racePrivate")}</p>
        )}
      </div>
      {play.drag && <DragLayer cards={play.drag.cards} x={play.drag.x} y={play.drag.y} size={size} />}
    </div>
  );
}
