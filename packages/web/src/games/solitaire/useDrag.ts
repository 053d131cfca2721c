/**
 * Dragging cards with pointer events (mouse, pen and touch alike): a press on a
 * face-up card becomes a drag once it moves a few pixels; the card and every
 * card on it follow the pointer; on release the pile under the pointer gets
 * them. A press that never moved stays a tap (the click that follows), and the
 * click that ends a drag is swallowed.
 */
import { useEffect, useRef, useState } from "react";
import type { PileName, Spot } from "./board.ts";

export interface Drag {
  readonly spot: Spot;
  readonly cards: readonly string[];
  /** The dragged cards' top-left corner, in viewport pixels. */
  readonly x: number;
  readonly y: number;
  /** The pile under the pointer. */
  readonly over: PileName | null;
}

interface Press {
  readonly spot: Spot;
  readonly cards: readonly string[];
  readonly pointer: number;
  readonly startX: number;
  readonly startY: number;
  /** Where in the card the pointer took it. */
  readonly grabX: number;
  readonly grabY: number;
  moving: boolean;
}

/** Pixels a press moves before it is a drag (a finger's wobble on a tap stays a tap). */
const THRESHOLD = 6;

/** The pile under a point (the dragged cards ignore the pointer, so they are never found). */
function pileAt(x: number, y: number): PileName | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const pile = el.closest<HTMLElement>("[data-pile]")?.dataset.pile;
    if (pile) return pile as PileName;
  }
  return null;
}

export function useDrag(onDrop: (spot: Spot, to: PileName) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const press = useRef<Press | null>(null);
  const justDragged = useRef(false);
  const drop = useRef(onDrop);
  drop.current = onDrop;

  useEffect(() => {
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointer) return;
      if (!p.moving && Math.hypot(e.clientX - p.startX, e.clientY - p.startY) < THRESHOLD) return;
      p.moving = true;
      e.preventDefault();
      setDrag({ spot: p.spot, cards: p.cards, x: e.clientX - p.grabX, y: e.clientY - p.grabY, over: pileAt(e.clientX, e.clientY) });
    };
    const end = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointer) return;
      press.current = null;
      if (!p.moving) return;
      setDrag(null);
      // The click this release may fire is the drag's end, not a tap.
      justDragged.current = true;
      setTimeout(() => (justDragged.current = false), 0);
      const to = e.type === "pointerup" ? pileAt(e.clientX, e.clientY) : null;
      if (to && to !== p.spot.pile) drop.current(p.spot, to);
    };
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
    };
  }, []);

  /** A press on face-up cards (`cards`: the one pressed and every card on it). */
  const startPress = (e: React.PointerEvent<HTMLElement>, spot: Spot, cards: readonly string[]) => {
    if (e.button !== 0 || !e.isPrimary) return;
    const rect = e.currentTarget.getBoundingClientRect();
    press.current = { spot, cards, pointer: e.pointerId, startX: e.clientX, startY: e.clientY, grabX: e.clientX - rect.left, grabY: e.clientY - rect.top, moving: false };
  };

  /** True when a click is the end of a drag (and must not count as a tap). */
  const swallowClick = () => justDragged.current;

  return { drag, startPress, swallowClick };
}
