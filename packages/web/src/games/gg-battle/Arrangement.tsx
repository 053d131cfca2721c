/**
 * GG Battle's arrangement screen: 32 cards into 4 piles of 8, top card first.
 * A card is dragged onto another (Pointer Events, so mouse, pen and touch
 * alike), or two cards are tapped to swap them — also the keyboard's way:
 * Tab to a card, Enter, then another card, Enter — or everything is shuffled.
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Countdown } from "../../ui/Countdown.tsx";
import { Tile, useBattleName } from "./Tile.tsx";

/** A card's place: its pile, then its position from the top. */
export type Slot = readonly [pile: number, index: number];

export function swapCards(piles: readonly (readonly string[])[], a: Slot, b: Slot): string[][] {
  const next = piles.map((pile) => pile.slice());
  [next[a[0]]![a[1]], next[b[0]]![b[1]]] = [next[b[0]]![b[1]]!, next[a[0]]![a[1]]!];
  return next;
}

/**
 * The piles once the card at `from` is dropped on the card at `to`. Within a
 * pile it takes that place and the cards between shift along; onto another
 * pile the two cards trade places, since every pile keeps its 8 cards.
 */
export function moveCard(piles: readonly (readonly string[])[], from: Slot, to: Slot): string[][] {
  if (from[0] !== to[0]) return swapCards(piles, from, to);
  const next = piles.map((pile) => pile.slice());
  const pile = next[from[0]]!;
  pile.splice(to[1], 0, ...pile.splice(from[1], 1));
  return next;
}

function shuffled<T>(items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const sameSlot = (a: Slot | null, b: Slot | null) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

function slotOf(el: Element): Slot | null {
  const key = el.closest("[data-slot]")?.getAttribute("data-slot");
  if (!key) return null;
  const [pile, index] = key.split("-").map(Number);
  return [pile!, index!];
}

/** How far a press must travel to become a drag, so a slightly shaky tap stays a tap. */
const DRAG_THRESHOLD_PX = 6;

interface Drag {
  readonly pointerId: number;
  readonly from: Slot;
  readonly startX: number;
  readonly startY: number;
  readonly dx: number;
  readonly dy: number;
  readonly moving: boolean;
  /** The card under the pointer, where the dragged one would land. */
  readonly over: Slot | null;
}

/** Pointer handlers for the element holding the cards (each marked `data-slot="pile-index"`). */
function useCardDrag(onDrop: (from: Slot, to: Slot) => void) {
  const current = useRef<Drag | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const justDropped = useRef(false);
  const update = (d: Drag | null) => {
    current.current = d;
    setDrag(d);
  };
  const handlers = {
    onPointerDown(e: React.PointerEvent<HTMLElement>) {
      justDropped.current = false;
      const from = slotOf(e.target as Element);
      if (from && e.isPrimary && e.button === 0) update({ pointerId: e.pointerId, from, startX: e.clientX, startY: e.clientY, dx: 0, dy: 0, moving: false, over: null });
    },
    onPointerMove(e: React.PointerEvent<HTMLElement>) {
      const d = current.current;
      if (!d || e.pointerId !== d.pointerId) return;
      const [dx, dy] = [e.clientX - d.startX, e.clientY - d.startY];
      if (!d.moving && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // From here the piles hold the pointer: the release lands on them, not as a click on the card.
      if (!d.moving) e.currentTarget.setPointerCapture(e.pointerId);
      const over = document.elementsFromPoint(e.clientX, e.clientY).map(slotOf).find((s) => s && !sameSlot(s, d.from)) ?? null;
      update({ ...d, dx, dy, moving: true, over });
    },
    onPointerUp(e: React.PointerEvent<HTMLElement>) {
      const d = current.current;
      if (!d || e.pointerId !== d.pointerId) return;
      update(null);
      if (!d.moving) return; // a tap: the card's click handles it
      justDropped.current = true;
      setTimeout(() => (justDropped.current = false));
      if (d.over) onDrop(d.from, d.over);
    },
    onPointerCancel() {
      update(null);
    },
  };
  /** True for the click a browser may still send at the end of a drag: not a tap. */
  const endedDrag = () => justDropped.current;
  return { drag: drag?.moving ? drag : null, handlers, endedDrag };
}

/** `deadline`: when the server arranges for us (epoch ms), shown as a countdown beside the title. */
export function Arrangement({ initial, deadline, onSubmit }: { initial: string[][]; deadline: number | undefined; onSubmit: (piles: string[][]) => void }) {
  const { t } = useTranslation();
  const name = useBattleName();
  const [piles, setPiles] = useState(initial);
  const [selected, setSelected] = useState<Slot | null>(null);
  const { drag, handlers, endedDrag } = useCardDrag((from, to) => {
    setPiles((ps) => moveCard(ps, from, to));
    setSelected(null);
  });
  const tap = (slot: Slot) => {
    if (endedDrag()) return;
    if (!selected) return setSelected(slot);
    setPiles((ps) => swapCards(ps, selected, slot));
    setSelected(null);
  };
  const shuffle = () =>
    setPiles((ps) => {
      const all = shuffled(ps.flat());
      return ps.map((pile, p) => all.slice(p * pile.length, (p + 1) * pile.length));
    });
  return (
    <section className="panel arrange" aria-labelledby="arrange-title">
      <div className="arrange-head">
        <h3 id="arrange-title">{t("ggb.arrangeTitle")}</h3>
        {deadline !== undefined && <Countdown deadline={deadline} />}
      </div>
      <p className="help">{t("ggb.arrangeHelp")}</p>
      <div className="piles" {...handlers}>
        {piles.map((pile, p) => (
          <div key={p} className="pile" role="group" aria-label={t("ggb.pile", { n: p + 1 })}>
            <h4>{t("ggb.pile", { n: p + 1 })}</h4>
            {pile.map((card, i) => {
              const slot: Slot = [p, i];
              const dragged = sameSlot(drag?.from ?? null, slot);
              const classes = ["tile-button", sameSlot(selected, slot) && "selected", dragged && "dragging", sameSlot(drag?.over ?? null, slot) && "drop-target"];
              return (
                <button
                  key={i}
                  type="button"
                  data-slot={`${p}-${i}`}
                  className={classes.filter(Boolean).join(" ")}
                  style={dragged ? { transform: `translate(${drag!.dx}px, ${drag!.dy}px)` } : undefined}
                  aria-pressed={sameSlot(selected, slot)}
                  aria-label={`${t("ggb.pile", { n: p + 1 })}, ${i + 1}: ${name(card)}`}
                  onClick={() => tap(slot)}
                >
                  <Tile card={card} label="" />
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className="action-row">
        <button type="button" className="secondary" onClick={shuffle}>
          {t("ggb.shuffle")}
        </button>
        <button type="button" className="primary" onClick={() => onSubmit(piles)}>
          {t("ggb.submitArrangement")}
        </button>
      </div>
    </section>
  );
}
