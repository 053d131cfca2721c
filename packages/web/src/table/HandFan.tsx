/**
 * The player's hand: one row of cards overlapping as much as the width asks,
 * sorted as the player chose, dealt in from the dealer's side at a new deal.
 * A tap on an illegal card says why; a second tap on the card just played is
 * ignored (its view has not come back yet); with auto-play on, a single forced
 * card plays itself after a moment.
 */
import { useReducedMotion } from "motion/react";
// `m`: motion's components without its features; the felt loads the few it uses (LazyMotion, FeltTable).
import * as m from "motion/react-m";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { CardButton, type CardState } from "../ui/Card.tsx";
import { arrowKeys } from "./keys.ts";
import { useFelt } from "./FeltContext.ts";
import { usePace } from "./pace.ts";
import { sortCards } from "./sortCards.ts";
import { useTableSettings } from "./settings.ts";

export interface HandCard {
  readonly card: string;
  readonly state: CardState;
  readonly reason?: string | undefined;
  readonly order?: number | undefined;
}

export interface HandFanProps {
  readonly cards: readonly HandCard[];
  readonly label: string;
  readonly onPlay: (card: string) => void;
  /** Changes at each deal (the log id of the deal): the cards are dealt in again. */
  readonly dealKey?: number | string | undefined;
  readonly dealer?: number | null | undefined;
  /** The view answered (message seq): a click after it is a new click. */
  readonly seq: number;
  /** The one card the rules force, when auto-play may play it (a plain play, no other choice). */
  readonly forced?: string | null | undefined;
  /** A tap selects rather than plays (101 picks cards in order; a second tap unpicks): no double-tap guard. */
  readonly selecting?: boolean | undefined;
}

const AUTO_PLAY_MS = 700;

export function HandFan({ cards, label, onPlay, dealKey, dealer = null, seq, forced = null, selecting = false }: HandFanProps) {
  const settings = useTableSettings();
  const felt = useFelt();
  const still = useReducedMotion();
  const { deal } = usePace();
  const [hint, setHint] = useState<string | null>(null);
  const sent = useRef<{ card: string; seq: number } | null>(null);
  const shown = sortCards(cards, settings.sort, (c) => c.card);

  const play = (card: string) => {
    if (!selecting && sent.current && sent.current.card === card && sent.current.seq === seq) return; // a double click
    sent.current = { card, seq };
    onPlay(card);
  };

  useEffect(() => {
    if (!settings.autoPlay || !forced) return;
    const timer = setTimeout(() => play(forced), AUTO_PLAY_MS);
    return () => clearTimeout(timer);
  }, [forced, seq, settings.autoPlay]); // eslint-disable-line react-hooks/exhaustive-deps

  // Dealt from the dealer's side of the felt (from above when unknown).
  const from = dealer !== null && felt.places[dealer] ? felt.places[dealer]! : { x: 50, y: 0 };
  const dealFrom = { x: ((from.x - 50) / 100) * Math.max(felt.width, 300), y: -Math.max(felt.height, 300) * ((100 - from.y) / 100) - 40 };

  return (
    <section className="hand-area" aria-label={label}>
      <div className="hand" role="group" aria-label={label} onKeyDown={arrowKeys} style={{ "--n": shown.length } as CSSProperties} key={dealKey}>
        {shown.map((c, i) => (
          <m.span
            key={c.card}
            className="hand-slot"
            initial={dealKey === undefined || still ? false : { x: dealFrom.x, y: dealFrom.y, opacity: 0, rotate: -10 }}
            animate={{ x: 0, y: 0, opacity: 1, rotate: 0, transition: { duration: deal.duration, delay: Math.min(i * deal.step, deal.maxDelay), ease: "easeOut" } }}
          >
            <CardButton
              card={c.card}
              state={c.state}
              reason={c.reason}
              order={c.order}
              onPick={() => {
                if (c.state === "illegal" || c.state === "plain") setHint(c.reason ?? null);
                else {
                  setHint(null);
                  play(c.card);
                }
              }}
            />
          </m.span>
        ))}
      </div>
      <p className="hint" role="status">
        {hint ?? ""}
      </p>
    </section>
  );
}
