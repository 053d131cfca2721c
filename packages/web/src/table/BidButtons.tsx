/** Bid buttons 0…max for the bidding games (Oh Hell, Bet on Tricks, Spades…). */
import { arrowKeys } from "./keys.ts";

/** Number buttons 0…max; a forbidden one stays visible, disabled, with its reason as its name. */
/** `text`: what a button shows when not its number (Spades' 0 is "Nil"). */
export function BidButtons({ max, allowed, forbidden, label, forbiddenLabel, title, onBid, text }: { max: number; allowed: (n: number) => boolean; forbidden: number | null; label: (n: number) => string; forbiddenLabel: (n: number) => string; title: string; onBid: (n: number) => void; text?: (n: number) => string }) {
  return (
    <section className="bid-panel" aria-label={title}>
      <h3>{title}</h3>
      <div className="bid-buttons" onKeyDown={arrowKeys}>
        {Array.from({ length: max + 1 }, (_, n) => {
          const ok = allowed(n);
          const isForbidden = forbidden === n;
          return (
            <button key={n} type="button" className="bid" disabled={!ok} aria-label={isForbidden ? forbiddenLabel(n) : label(n)} title={isForbidden ? forbiddenLabel(n) : undefined} data-bid={n} onClick={() => onBid(n)}>
              {text ? text(n) : n}
              {/* Struck through by CSS: a symbol font may lack the "prohibited" mark. */}
              {isForbidden && <span aria-hidden="true" className="no" />}
            </button>
          );
        })}
      </div>
      {forbidden !== null && <p className="help">{forbiddenLabel(forbidden)}</p>}
    </section>
  );
}
