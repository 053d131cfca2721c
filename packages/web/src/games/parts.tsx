/** Pieces several tables share: a hand of cards, a trick, a hint line, bid buttons. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardButton, ShownCard, type CardState } from "../ui/Card.tsx";

export interface HandCard {
  readonly card: string;
  readonly state: CardState;
  readonly reason?: string | undefined;
  readonly order?: number | undefined;
}

/** Left/Right (and Home/End) move focus along a row of buttons, as in a toolbar. */
export function arrowKeys(e: React.KeyboardEvent<HTMLElement>): void {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to = e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? buttons.length - 1 : null;
  if (to === null) return;
  e.preventDefault();
  buttons[(to + buttons.length) % buttons.length]!.focus();
}

/** The player's hand; a tap on an illegal card explains why (in the hint line, spoken). */
export function Hand({ cards, label, onPlay }: { cards: readonly HandCard[]; label: string; onPlay: (card: string) => void }) {
  const [hint, setHint] = useState<string | null>(null);
  return (
    <section className="hand-area" aria-label={label}>
      <div className="hand" role="group" aria-label={label} onKeyDown={arrowKeys}>
        {cards.map((c) => (
          <CardButton
            key={c.card}
            card={c.card}
            state={c.state}
            reason={c.reason}
            order={c.order}
            onPick={() => {
              if (c.state === "illegal" || c.state === "plain") setHint(c.reason ?? null);
              else {
                setHint(null);
                onPlay(c.card);
              }
            }}
          />
        ))}
      </div>
      <p className="hint" role="status">
        {hint ?? ""}
      </p>
    </section>
  );
}

/** Cards on the table with who played them. */
export function TrickView({ plays, names, label }: { plays: readonly { seat: number; card: string }[]; names: readonly string[]; label: string }) {
  return (
    <section className="trick" aria-label={label}>
      <h3 className="sr-only">{label}</h3>
      <ol className="trick-cards">
        {plays.map((p, i) => (
          <li key={`${p.seat}-${p.card}-${i}`} className="played">
            <ShownCard card={p.card} />
            <span className="small">{names[p.seat]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Number buttons 0…max; a forbidden one stays visible, disabled, with its reason as its name. */
export function BidButtons({ max, allowed, forbidden, label, forbiddenLabel, title, onBid }: { max: number; allowed: (n: number) => boolean; forbidden: number | null; label: (n: number) => string; forbiddenLabel: (n: number) => string; title: string; onBid: (n: number) => void }) {
  const { t } = useTranslation();
  void t;
  return (
    <section className="bid-panel" aria-label={title}>
      <h3>{title}</h3>
      <div className="bid-buttons" onKeyDown={arrowKeys}>
        {Array.from({ length: max + 1 }, (_, n) => {
          const ok = allowed(n);
          const isForbidden = forbidden === n;
          return (
            <button key={n} type="button" className="bid" disabled={!ok} aria-label={isForbidden ? forbiddenLabel(n) : label(n)} title={isForbidden ? forbiddenLabel(n) : undefined} data-bid={n} onClick={() => onBid(n)}>
              {n}
              {isForbidden && <span aria-hidden="true" className="no"> ⃠</span>}
            </button>
          );
        })}
      </div>
      {forbidden !== null && <p className="help">{forbiddenLabel(forbidden)}</p>}
    </section>
  );
}

/** The last trick taken, from the log, shown while the table is empty (the view forgets it). */
export function lastTrickFrom(log: readonly { event: { type: string; [k: string]: unknown } }[]): { seat: number; cards: string[] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (e.type === "trickWon" && typeof e.seat === "number" && Array.isArray(e.cards)) return { seat: e.seat, cards: e.cards as string[] };
    if (e.type === "played") return null;
  }
  return null;
}
