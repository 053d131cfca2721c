/**
 * How the player's hands reach the board: a drag drops cards on a pile, a tap
 * sends a card to its best place (the stock draws or turns over), a
 * double-click sends one to its foundation, and the keyboard moves a focus
 * over the board and picks a card up and puts it down (Enter or Space).
 * Every way ends in one of the server's legal moves; one action per view.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardView } from "@gg/games/solitaire/view.ts";
import type { Action, ViewMessage } from "../../protocol.ts";
import { playCue, unlockAudio } from "../../table/sound.ts";
import { useCardName } from "../../ui/Card.tsx";
import { bestTarget, faceUp, isFoundation, legalMoves, nextSpot, settle, spotKey, targetsOf, type PileName, type Spot } from "./board.ts";
import { useDrag } from "./useDrag.ts";

export const STOCK: Spot = { pile: "stock", index: 0 };
/** The events of a seat's own board changing. */
const BOARD_EVENTS = new Set(["moved", "drew", "recycled", "undone", "autoCompleted", "boardWon"]);

interface PlayInput {
  readonly board: BoardView | null;
  readonly message: ViewMessage;
  readonly me: number | null;
  readonly playable: boolean;
  readonly legal: readonly Action[];
  readonly act: (action: Action) => void;
}

export function usePlay({ board, message, me, playable, legal, act }: PlayInput) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const moves = legalMoves(legal);
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
  const nowhere = (card: string) => setNotice(t("solitaire.nowhere", { card: cardName(card) }));

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
    if (targets(spot).length === 0) return nowhere(card);
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
    // A mouse's second click of a double-click (the first already sent the card away). A finger's
    // quick second tap is a tap of its own (the stock again, the card a move uncovered): a phone
    // counts it as a double-click's and it was dropped. `send` still takes one action per view.
    if (e.detail > 1 && (e.nativeEvent as PointerEvent).pointerType !== "touch") return;
    if (pick) {
      if (targets(pick).includes(spot.pile)) moveTo(pick, spot.pile);
      else setPick(null);
      return;
    }
    if (spot.pile === "stock") return drawOrRecycle();
    const card = cardAt(spot);
    if (!card || !board) return;
    const to = bestTarget(board, spot, targets(spot));
    if (!to) return nowhere(card);
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
  // A pointer takes over from the keyboard (focus no longer follows the board), and may start the sound.
  const onPointerDown = () => {
    keyboard.current = false;
    unlockAudio();
  };

  const holding = drag?.spot ?? pick;
  return {
    send,
    has,
    cardAt,
    pick,
    notice,
    focus,
    drag,
    /** Where the held (picked or dragged) cards may go. */
    holdingTargets: holding ? targets(holding) : [],
    boardRef,
    onKeyDown,
    onPointerDown,
    handlers: {
      press: startPress,
      click: tap,
      doubleClick,
      focus: setFocus,
      options: (spot: Spot) => ({ targets: targets(spot), best: board ? bestTarget(board, spot, targets(spot)) : null }),
    },
  };
}
