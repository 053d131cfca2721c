/** Pieces several tables share: the seats' table, a hand of cards, the felt with its trick, bid buttons. */
import { useState, type ReactNode } from "react";
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

/** A card on the felt: who played it (when known) and, for a joker, what it stood for. */
export interface PlayedCard {
  readonly card: string;
  readonly seat?: number | undefined;
  readonly label?: string | undefined;
}

/** Cards on the table with who played them; `last` is the trick just taken, shown dimmed without the play animation. */
export function TrickView({ plays, names, label, last = false }: { plays: readonly PlayedCard[]; names: readonly string[]; label: string; last?: boolean }) {
  return (
    <section className={last ? "trick last" : "trick"} aria-label={label}>
      {last ? <p className="small">{label}</p> : <h3 className="sr-only">{label}</h3>}
      <ol className="trick-cards">
        {plays.map((p, i) => (
          <li key={`${p.seat}-${p.card}-${i}`} className={last ? undefined : "played"}>
            <ShownCard card={p.card} label={p.label} />
            {p.seat !== undefined && <span className="small">{names[p.seat]}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The felt of a trick game: the trick in play, else the last one taken (the view may have forgotten it), else nothing. */
export function TrickFelt({ trick, names, label, last }: { trick: readonly PlayedCard[]; names: readonly string[]; label: string; last: { label: string; plays: readonly PlayedCard[] } | null }) {
  return (
    <div className="felt">
      {trick.length > 0 ? <TrickView plays={trick} names={names} label={label} /> : last ? <TrickView plays={last.plays} names={names} label={last.label} last /> : <div className="trick empty" />}
    </div>
  );
}

/** One of a game's columns in the seats' table. */
export interface SeatColumn {
  readonly header: string;
  readonly cell: (seat: number) => ReactNode;
  /** A spoken name for the cell when its text alone says too little ("2 tricks of a bid of 3"). */
  readonly label?: (seat: number) => string | undefined;
}

/**
 * The seats' table every game shows: a row a seat, whose turn it is and ours
 * marked, the dealer and the game's own tags after the name, then the game's
 * own columns.
 */
export function SeatTable({ names, me, turn, dealer = null, out, tags, columns }: { names: readonly string[]; me: number | null; turn: number | null; dealer?: number | null; out?: (seat: number) => boolean; tags?: (seat: number) => ReactNode; columns: readonly SeatColumn[] }) {
  const { t } = useTranslation();
  return (
    <table className="scoreboard panel">
      <thead>
        <tr>
          <th scope="col">{t("table.player")}</th>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat} className={[turn === seat && "active", seat === me && "me", out?.(seat) && "out"].filter(Boolean).join(" ")}>
            <th scope="row">
              {name}
              {dealer === seat && <span className="tag">{t("ohHell.dealer")}</span>}
              {tags?.(seat)}
            </th>
            {columns.map((c) => (
              <td key={c.header} aria-label={c.label?.(seat)}>
                {c.cell(seat)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Number buttons 0…max; a forbidden one stays visible, disabled, with its reason as its name. */
export function BidButtons({ max, allowed, forbidden, label, forbiddenLabel, title, onBid }: { max: number; allowed: (n: number) => boolean; forbidden: number | null; label: (n: number) => string; forbiddenLabel: (n: number) => string; title: string; onBid: (n: number) => void }) {
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
