/**
 * Our Buraco hand: in the order of `displayOrder`, in rows when it is long (a taken pile can
 * make it 30 cards), each row overlapping as much as the width asks. On our turn to lay down a
 * tap (or Enter) picks or unpicks a card, a drag takes it (and the picked ones) to a sequence,
 * Lay down or the pile. Two copies of a card are two buttons: cards are told apart by place.
 */
import type { CSSProperties } from "react";
import { CardButton, CardFace } from "../../ui/Card.tsx";
import { arrowKeys } from "../../table/keys.ts";
import type { useCardDrag } from "./useCardDrag.ts";

/** A row holds at most this many cards, so each shows its corner. */
const ROW_MAX = 15;

export function rowsOf<T>(items: readonly T[]): T[][] {
  const rows = Math.max(1, Math.ceil(items.length / ROW_MAX));
  const per = Math.ceil(items.length / rows);
  return Array.from({ length: rows }, (_, r) => items.slice(r * per, (r + 1) * per));
}

/** A drag takes the dragged card and the picked ones. */
export function dragGroup(picked: ReadonlySet<number>, index: number): number[] {
  return picked.has(index) ? [...picked] : [...picked, index];
}

const groupSize = (picked: ReadonlySet<number>, index: number) => dragGroup(picked, index).length;

export interface BuracoHandProps {
  readonly cards: readonly string[];
  readonly picked: ReadonlySet<number>;
  /** Cards can be picked now (our turn, after drawing). */
  readonly picking: boolean;
  readonly label: string;
  /** Why a card cannot be picked now (shown when it is tapped). */
  readonly reason: string;
  readonly hint: string | null;
  readonly onPick: (index: number) => void;
  readonly onBlocked: (reason: string) => void;
  readonly drag: ReturnType<typeof useCardDrag>;
}

export function BuracoHand({ cards, picked, picking, label, reason, hint, onPick, onBlocked, drag }: BuracoHandProps) {
  const indexed = cards.map((card, index) => ({ card, index }));
  const dragged = drag.dragging;
  return (
    <section className="hand-area buraco-hand" aria-label={label}>
      {rowsOf(indexed).map((row, r) => (
        <div key={r} className="hand" role="group" aria-label={label} onKeyDown={arrowKeys} style={{ "--n": row.length } as CSSProperties}>
          {row.map(({ card, index }) => (
            <span key={`${index}-${card}`} className={`hand-slot${dragged?.index === index ? " dragged" : ""}`} {...drag.handlers(index)}>
              <CardButton
                card={card}
                state={!picking ? "plain" : picked.has(index) ? "selected" : "legal"}
                reason={picking ? undefined : reason}
                onPick={() => (picking ? onPick(index) : onBlocked(reason))}
              />
            </span>
          ))}
        </div>
      ))}
      <p className="hint" role="status">
        {hint ?? ""}
      </p>
      {dragged && (
        <span className="drag-ghost" style={{ left: dragged.x, top: dragged.y }} aria-hidden="true">
          <span className="card">
            <CardFace card={cards[dragged.index]!} />
          </span>
          {groupSize(picked, dragged.index) > 1 && <b>{groupSize(picked, dragged.index)}</b>}
        </span>
      )}
    </section>
  );
}
