/**
 * The latest challenge on the felt: both cards turned face up (they flip in),
 * who challenged whom, and the outcome, until the next one.
 */
import { useReducedMotion } from "motion/react";
// `m`: motion's components without its features; the felt loads the few it uses (LazyMotion, FeltTable).
import * as m from "motion/react-m";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../../session.ts";
import { Tile } from "./Tile.tsx";

interface ChallengeEvent {
  readonly seat: number;
  readonly rival: number;
  readonly card: string;
  readonly target: string;
  readonly outcome?: string;
}

export function latestChallenge(log: readonly LoggedEvent[]): { id: number; event: ChallengeEvent } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (e.type === "challenge" && typeof e.seat === "number" && typeof e.rival === "number" && typeof e.card === "string" && typeof e.target === "string")
      return { id: log[i]!.id, event: e as unknown as ChallengeEvent };
  }
  return null;
}

/** Which side's card leaves the piles, by outcome (the challenger's, the target's). */
const LEAVES: Record<string, { readonly card: boolean; readonly target: boolean }> = {
  won: { card: false, target: true },
  lost: { card: true, target: false },
  identical: { card: true, target: true },
  wall: { card: true, target: true },
  bomb: { card: true, target: true },
  bombChallenged: { card: false, target: true },
  gg: { card: false, target: true },
};

/** The card turns face up; a card that loses then visibly leaves: it drops away, shrinks and fades, crossed out. */
function flip(delay: number, leaves: boolean, still: boolean | null) {
  if (still) return { initial: false as const, animate: { opacity: leaves ? 0.4 : 1 } };
  const shown = { rotateY: 0, opacity: 1, y: 0, transition: { duration: 0.45, delay } };
  return {
    initial: { rotateY: 180, opacity: 0.2 },
    animate: leaves ? { rotateY: [180, 0, 0, 0], opacity: [0.2, 1, 1, 0.4], y: [0, 0, 0, 26], scale: [1, 1, 1, 0.8], transition: { duration: 1.8, delay, times: [0, 0.25, 0.55, 1] } } : shown,
  };
}

export function LastChallenge({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const still = useReducedMotion();
  const last = latestChallenge(log);
  if (!last) return null;
  const { seat, rival, card, target, outcome } = last.event;
  const leaves = LEAVES[outcome ?? ""] ?? { card: false, target: false };
  return (
    <section className="last-challenge" aria-label={t("ev.challenge", { name: names[seat], rival: names[rival] })} key={last.id}>
      <div className="duel">
        <m.span className={`flip${leaves.card ? " leaves" : ""}`} {...flip(0, leaves.card, still)}>
          <Tile card={card} />
          <span className="who">{names[seat]}</span>
        </m.span>
        <span className="vs" aria-hidden="true">
          ⚔
        </span>
        <m.span className={`flip${leaves.target ? " leaves" : ""}`} {...flip(0.15, leaves.target, still)}>
          <Tile card={target} />
          <span className="who">{names[rival]}</span>
        </m.span>
      </div>
      {outcome && <p className="outcome">{t(`ggb.outcome.${outcome}`, { name: names[seat], rival: names[rival] })}</p>}
    </section>
  );
}
