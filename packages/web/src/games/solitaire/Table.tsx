/**
 * Solitaire (Klondike): not seats round a felt but one board, the player's own.
 * Cards move by drag and drop (mouse or touch; a face-up run drags together),
 * by a tap (the card goes to the best place: its foundation, else a column),
 * by double-click (to a foundation) and by keyboard (arrows move the focus,
 * Enter or Space picks a card up and puts it down). Undo and hint are the
 * engine's own actions; the score comes from the view, the time ticks here.
 * In a race, each rival's progress bar and the race's time left.
 */
import "./solitaire.css";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SolitaireView } from "@gg/games/solitaire/view.ts";
import type { Action } from "../../protocol.ts";
import { playCue, unlockAudio } from "../../table/sound.ts";
import { useTableSettings } from "../../table/settings.ts";
import { useCardName } from "../../ui/Card.tsx";
import type { TableProps } from "../types.ts";
import { bestTarget, columnIndex, faceUp, isColumn, isFoundation, legalMoves, movingIndex, nextSpot, settle, targetsOf, type PileName, type Spot } from "./board.ts";
import { Board, DragLayer, spotKey, type Marks } from "./Board.tsx";
import { clockText, useNow } from "./clock.ts";
import { boardSize } from "./layout.ts";
import { RaceBars } from "./RaceBars.tsx";
import { Tools } from "./Tools.tsx";
import { useDrag } from "./useDrag.ts";

const STOCK: Spot = { pile: "stock", index: 0 };
/** The events of a seat's own board changing. */
const BOARD_EVENTS = new Set(["moved", "drew", "recycled", "undone", "autoCompleted", "boardWon"]);

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

export default function SolitaireTable(props: TableProps<SolitaireView>) {
  const { view, message, info, me, names, canAct, legal, act, log } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const settings = useTableSettings();
  const board = view.board;
  const race = view.players > 1;
  const mine = me !== null && view.boardSeat === me;
  const playable = canAct && mine && board !== null;
  const moves = legalMoves(legal);
  const [areaRef, area] = useAreaSize();
  // The felt's padding (6 px a side) is not the board's.
  const size = boardSize(area.width - 12, area.height - 12, settings.cardSize);
  const clocks = useClocks(info.startedAt, view.over, race ? view.options.raceMinutes * 60_000 : null);

  const [pick, setPick] = useState<Spot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusAt, setFocus] = useState<Spot>(STOCK);
  const focus = board ? settle(board, focusAt) : focusAt;

  // One action per view: a second click before the board has changed would act on the old board.
  const sent = useRef<{ seq: number; at: number } | null>(null);
  const send = (action: Action) => {
    if (sent.current && sent.current.seq === message.seq && Date.now() - sent.current.at < 1500) return;
    sent.current = { seq: message.seq, at: Date.now() };
    setPick(null);
    setNotice(null);
    act(action);
  };
  const has = (type: string) => legal.some((a) => a.type === type);
  const drawOrRecycle = () => {
    if (has("draw")) send({ type: "draw" });
    else if (has("recycle")) send({ type: "recycle" });
  };
  const cardAt = (spot: Spot): string | undefined => (board && spot.index >= 0 ? faceUp(board, spot.pile)[spot.index] : undefined);
  const targets = (spot: Spot): PileName[] => (board ? targetsOf(board, moves, spot) : []);
  const moveTo = (spot: Spot, to: PileName) => send({ type: "move", from: spot.pile, to });

  // Our board changed: a pick was for the old board (a rival's progress leaves it), and our moves click.
  useEffect(() => {
    const ours = message.events.filter((e) => e.seat === me && BOARD_EVENTS.has(e.type));
    if (ours.length > 0) setPick(null);
    if (ours.some((e) => e.type === "boardWon")) playCue("trick");
    else if (ours.length > 0) playCue("card");
  }, [message.seq]); // eslint-disable-line react-hooks/exhaustive-deps

  const { drag, startPress, swallowClick } = useDrag((spot, to) => {
    if (targets(spot).includes(to)) moveTo(spot, to);
  });

  /** Keyboard play (and a screen reader's click): pick a card up, then put it down on a pile. */
  const choose = (spot: Spot) => {
    if (pick) {
      if (pick.pile === spot.pile) {
        setPick(null);
        setNotice(null);
      } else if (targets(pick).includes(spot.pile)) moveTo(pick, spot.pile);
      else setNotice(t("solitaire.cannotGo"));
      return;
    }
    if (spot.pile === "stock") return drawOrRecycle();
    const card = cardAt(spot);
    if (!card) return;
    if (targets(spot).length === 0) return setNotice(t("solitaire.nowhere", { card: cardName(card) }));
    setPick(spot);
    setNotice(t("solitaire.picked", { card: cardName(card) }));
  };

  /** The card a tap just sent away: the double-click that tap began is then already done. */
  const tapped = useRef<string | null>(null);
  const keyAt = useRef(0);
  const tap = (e: React.MouseEvent<HTMLElement>, spot: Spot) => {
    if (swallowClick()) return;
    // Enter and Space are handled on keydown; a click without a pointer is a screen reader's.
    if (e.detail === 0) return Date.now() - keyAt.current < 500 ? undefined : choose(spot);
    if (e.detail > 1) return; // the second click of a double-click
    if (pick) {
      if (targets(pick).includes(spot.pile)) moveTo(pick, spot.pile);
      else setPick(null);
      return;
    }
    if (spot.pile === "stock") return drawOrRecycle();
    const card = cardAt(spot);
    if (!card || !board) return;
    const to = bestTarget(board, spot, targets(spot));
    if (!to) return setNotice(t("solitaire.nowhere", { card: cardName(card) }));
    tapped.current = card;
    moveTo(spot, to);
  };
  const doubleClick = (spot: Spot) => {
    const card = cardAt(spot);
    if (!card || tapped.current === card) return;
    const up = targets(spot).find(isFoundation);
    if (up) moveTo(spot, up);
  };

  // Keyboard focus follows the board: after a move it stays on the same place.
  const keyboard = useRef(false);
  const boardRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!keyboard.current) return;
    const el = boardRef.current?.querySelector<HTMLElement>(`[data-spot="${spotKey(focus)}"]`);
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  });
  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (!board || !(e.target as HTMLElement).dataset.spot) return;
    keyboard.current = true;
    if (e.key === "Escape" && pick) {
      e.preventDefault();
      setPick(null);
      setNotice(null);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      keyAt.current = Date.now();
      if (playable) choose(focus);
    } else {
      const next = nextSpot(board, focus, e.key);
      if (next) {
        e.preventDefault();
        setFocus(next);
      }
    }
  };

  // What the board marks: the keyboard's pick or the drag with where they may go, and the hint.
  const hint = view.hint;
  const hintMove = hint && hint.status !== "lost" ? hint.move : null;
  const hintFrom: Spot | null =
    !hintMove || !board ? null : hintMove.type === "move" ? { pile: hintMove.from, index: movingIndex(board, hintMove.from, hintMove.to) } : hintMove.type === "draw" || hintMove.type === "recycle" ? STOCK : null;
  const holding = drag?.spot ?? pick;
  const marks: Marks = {
    picked: pick,
    targets: new Set(holding ? targets(holding) : []),
    hintFrom,
    hintTo: hintMove?.type === "move" ? hintMove.to : null,
    dragging: drag?.spot ?? null,
    over: drag?.over ?? null,
  };

  const pileText = (pile: PileName) =>
    isFoundation(pile) ? t("solitaire.toFoundation", { suit: t(`suits.${pile.slice(1)}`) }) : isColumn(pile) ? t("solitaire.toColumn", { column: columnIndex(pile) + 1 }) : pile;
  const hintText = (): string | null => {
    if (!hint || !board) return null;
    if (hint.status === "lost") return t("solitaire.hintLost");
    if (!hintMove) return t("solitaire.hintNone");
    const what =
      hintMove.type === "move" && hintFrom
        ? t("solitaire.hintMove", { card: cardName(cardAt(hintFrom) ?? ""), to: pileText(hintMove.to) })
        : hintMove.type === "recycle"
          ? t("solitaire.hintRecycle")
          : t("solitaire.hintDraw");
    return hint.status === "win" ? t("solitaire.hintWin", { move: what }) : t("solitaire.hintUnsure", { move: what });
  };
  const own = me !== null ? view.progress[me] : undefined;
  const note: string =
    own?.status === "won"
      ? t("solitaire.youWon")
      : message.events.some((e) => e.type === "autoCompleted" && e.seat === view.boardSeat)
        ? t("solitaire.autoCompleted")
        : (notice ?? hintText() ?? "");
  const passes = board && board.passLimit !== null ? t("solitaire.passes", { pass: board.passes, limit: board.passLimit }) : null;

  const classes = ["game-table", "felt-layout", "solitaire", settings.fourColour && "four-colour"].filter(Boolean).join(" ");
  const vars = { "--sol-w": `${size.cardW}px`, "--sol-h": `${size.cardH}px`, "--sol-gap": `${size.gap}px`, "--sol-tableau": `${size.tableauH}px` } as React.CSSProperties;

  return (
    <div className={classes} onPointerDown={() => {
      keyboard.current = false;
      unlockAudio();
    }}>
      <div className="sol-bar">
        <span className="sol-figures">
          {board && <span className="sol-figure sol-score">{t("solitaire.score", { score: board.score })}</span>}
          {view.boardSeat !== null && <span className="sol-figure sol-moves">{t("solitaire.moves", { count: view.progress[view.boardSeat]!.moves })}</span>}
          {clocks.elapsed !== null && (
            <span className="sol-figure sol-time" role="timer">
              {t("solitaire.elapsed", { time: clockText(clocks.elapsed) })}
            </span>
          )}
          {clocks.left !== null && <span className={`sol-figure sol-left${clocks.left < 60_000 ? " urgent" : ""}`}>{t("solitaire.timeLeft", { time: clockText(clocks.left) })}</span>}
          {passes && <span className="sol-figure sol-passes">{passes}</span>}
        </span>
        <span className="sol-actions">
          {mine && !view.over && (
            <>
              <button type="button" className="secondary sol-undo" disabled={!playable || !view.canUndo} onClick={() => send({ type: "undo" })}>
                {t("solitaire.undo")}
              </button>
              <button type="button" className="secondary sol-hint" disabled={!playable || !has("hint")} onClick={() => send({ type: "hint" })}>
                {t("solitaire.hint")}
              </button>
            </>
          )}
          <Tools log={log} names={names} />
        </span>
      </div>
      {race && <RaceBars progress={view.progress} names={names} me={view.boardSeat} />}
      <p className={`sol-note${hint?.status === "lost" && !notice ? " lost" : ""}`} role="status" title={note || undefined}>
        {note}
      </p>
      <div className="sol-area" ref={areaRef}>
        {board ? (
          <div className="sol-board" ref={boardRef} style={vars} role="group" aria-label={t("solitaire.board")} onKeyDown={onKeyDown}>
            {area.width > 0 && (
              <Board
                board={board}
                size={size}
                draw={view.options.draw}
                focus={focus}
                marks={marks}
                canRecycle={has("recycle")}
                playable={playable}
                handlers={{ press: startPress, click: tap, doubleClick, focus: setFocus, options: (spot) => ({ targets: targets(spot), best: bestTarget(board, spot, targets(spot)) }) }}
              />
            )}
          </div>
        ) : (
          <p className="sol-private">{t("solitaire.racePrivate")}</p>
        )}
      </div>
      {drag && <DragLayer cards={drag.cards} x={drag.x} y={drag.y} size={size} />}
    </div>
  );
}
