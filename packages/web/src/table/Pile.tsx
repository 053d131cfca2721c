/**
 * A pile on the felt (101's table, a discard pile): its last cards stacked,
 * slightly turned, the top one arriving from the seat that laid it.
 */
import { AnimatePresence, useReducedMotion } from "motion/react";
// `m`: motion's components without its features; the felt loads the few it uses (LazyMotion, FeltTable).
import * as m from "motion/react-m";
import { ShownCard } from "../ui/Card.tsx";
import { offset, useFelt } from "./FeltContext.ts";
import { usePace } from "./pace.ts";

/** The cards of a pile drawn (the rest lie under them). */
const SHOWN = 4;

/** A card's turn on the pile, fixed by its place in the pile (never random: the same pile draws the same). */
const tilt = (index: number) => ((index * 47) % 17) - 8;

export function Pile({ cards, from, label, topLabel }: { cards: readonly string[]; from: number | null; label: string; topLabel: (card: string) => string }) {
  const felt = useFelt();
  const still = useReducedMotion();
  const pace = usePace();
  const first = Math.max(0, cards.length - SHOWN);
  const seatAt = from === null ? null : felt.places[from];
  const start = seatAt ? offset(felt, seatAt, { x: 50, y: 50 }) : { x: 0, y: -30 };
  return (
    <section className="felt-pile" aria-label={label}>
      <ol>
        <AnimatePresence initial={false}>
          {cards.slice(first).map((card, i) => {
            const index = first + i;
            const top = index === cards.length - 1;
            return (
              <m.li
                key={`${index}-${card}`}
                className={top ? "top" : undefined}
                style={{ rotate: tilt(index), zIndex: index }}
                initial={still ? false : { x: start.x, y: start.y, opacity: 0.3, scale: 0.8 }}
                animate={{ x: 0, y: 0, opacity: 1, scale: 1, transition: { duration: pace.travel, ease: "easeOut" } }}
                exit={{ opacity: 0, transition: { duration: 0.2 } }}
              >
                <ShownCard card={card} label={top ? topLabel(card) : undefined} />
              </m.li>
            );
          })}
        </AnimatePresence>
      </ol>
    </section>
  );
}
