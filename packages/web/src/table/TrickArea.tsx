/**
 * The trick on the felt: each card lies in front of the seat that played it,
 * arriving from that seat; a taken trick stays a moment (useTrickTimeline),
 * then its cards sweep to the winner. Motion follows prefers-reduced-motion
 * (the cards then simply appear and go).
 */
import { AnimatePresence, useReducedMotion } from "motion/react";
// `m`: motion's components without its features; the felt loads the few it uses (LazyMotion, FeltTable).
import * as m from "motion/react-m";
import { useTranslation } from "react-i18next";
import { ShownCard, SuitIcon, useCardName } from "../ui/Card.tsx";
import { offset, useFelt } from "./FeltContext.ts";
import { usePace } from "./pace.ts";
import { inFront } from "./seating.ts";
import type { Play } from "./tricks.ts";

export interface TrickAreaProps {
  readonly plays: readonly Play[];
  /** A taken trick is held in place (its winner, if any, marked). */
  readonly held?: boolean | undefined;
  readonly winner?: number | null | undefined;
  /** Where cards leaving the felt go (the last trick's winner). */
  readonly sweepTo: number | null;
  /** The suit led, marked beside the trick. */
  readonly led: string | null;
  readonly label: string;
  /** A joker's name on the felt says the rank it was played as. */
  readonly cardLabel?: ((play: Play) => string) | undefined;
}

export function TrickArea({ plays, held = false, winner = null, sweepTo, led, label, cardLabel }: TrickAreaProps) {
  const { t } = useTranslation();
  const felt = useFelt();
  const name = useCardName();
  const still = useReducedMotion(); // prefers-reduced-motion: cards appear and go where they lie
  const pace = usePace();
  return (
    <section className="trick-area" aria-label={label} data-held={held ? "" : undefined} data-winner={winner ?? undefined}>
      {led && (
        <span className="led" title={t("felt.led", { suit: t(`suits.${led}`) })}>
          <span className="sr-only">{t("felt.led", { suit: t(`suits.${led}`) })}</span>
          <SuitIcon suit={led} size={18} />
        </span>
      )}
      <ol className="felt-trick">
        <AnimatePresence custom={sweepTo}>
          {plays.map((p) => {
            const seatAt = felt.places[p.seat] ?? { x: 50, y: 50 };
            const at = inFront(seatAt, 0.42);
            const from = offset(felt, seatAt, at);
            return (
              <m.li
                key={`${p.seat}-${p.card}`}
                className={`felt-card${winner === p.seat ? " winning" : ""}`}
                data-seat={p.seat}
                data-card={p.card}
                style={{ left: `${at.x}%`, top: `${at.y}%` }}
                initial={still ? false : { x: from.x, y: from.y, opacity: 0.4, scale: 0.85 }}
                animate={{ x: 0, y: 0, opacity: 1, scale: 1, transition: { duration: pace.travel, ease: "easeOut" } }}
                exit="sweep"
                variants={{
                  sweep: (to: number | null) => {
                    if (still) return { opacity: 0, transition: { duration: 0.15 } };
                    const target = to === null ? null : felt.places[to];
                    const d = target ? offset(felt, target, at) : { x: 0, y: 0 };
                    return { x: d.x, y: d.y, opacity: 0, scale: 0.5, transition: { duration: pace.sweep, ease: "easeIn" } };
                  },
                }}
              >
                <ShownCard card={p.card} label={`${felt.names[p.seat] ?? ""}: ${cardLabel ? cardLabel(p) : name(p.card)}`} />
                {p.as && (
                  <span className="as-rank" aria-hidden="true">
                    {p.as}
                  </span>
                )}
              </m.li>
            );
          })}
        </AnimatePresence>
      </ol>
    </section>
  );
}
