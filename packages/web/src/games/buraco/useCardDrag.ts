/**
 * Dragging a card of the hand onto something that takes it (a team sequence, Lay down, the
 * discard pile), with pointer events so a mouse and a finger drag the same way. A press that
 * moves less than a few pixels stays a tap (the card's click); a drag never clicks. Drop targets
 * are marked `data-drop="…"`; the one under the pointer is reported while dragging.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

export interface Dragging {
  /** The index of the dragged card in the hand as shown. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  /** The drop target under the pointer, or null. */
  readonly over: string | null;
}

/** How far a press moves before it is a drag, not a tap. */
const SLOP_PX = 8;

/** The drop target at a point, even under something drawn over it (a seat's name over the pile). */
function dropTargetAt(x: number, y: number): string | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const target = el.closest<HTMLElement>("[data-drop]");
    if (target) return target.dataset.drop ?? null;
  }
  return null;
}

export function useCardDrag(enabled: boolean, onDrop: (index: number, target: string) => void) {
  const press = useRef<{ index: number; x: number; y: number; id: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const [dragging, setDragging] = useState<Dragging | null>(null);

  const end = () => {
    press.current = null;
    setDragging(null);
  };

  const handlers = (index: number) => ({
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      swallowClick.current = false;
      if (!enabled || (e.pointerType === "mouse" && e.button !== 0)) return;
      press.current = { index, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false };
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      if (!p.moved) {
        if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < SLOP_PX) return;
        p.moved = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      setDragging({ index: p.index, x: e.clientX, y: e.clientY, over: dropTargetAt(e.clientX, e.clientY) });
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => {
      const p = press.current;
      end();
      if (!p || p.id !== e.pointerId || !p.moved) return;
      // The click that follows a drag's release is not a tap.
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      const target = dropTargetAt(e.clientX, e.clientY);
      if (target) onDrop(p.index, target);
    },
    onPointerCancel: end,
    onClickCapture: (e: React.MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.stopPropagation();
      e.preventDefault();
    },
  });

  return { dragging, handlers };
}
