/**
 * The latest challenge on the felt: both cards turned face up (they flip in),
 * who challenged whom, and the outcome, until the next one.
 */
import { motion, useReducedMotion } from "motion/react";
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

const flip = (delay: number, still: boolean | null) => (still ? { initial: false as const } : { initial: { rotateY: 180, opacity: 0.2 }, animate: { rotateY: 0, opacity: 1, transition: { duration: 0.45, delay } } });

export function LastChallenge({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const still = useReducedMotion();
  const last = latestChallenge(log);
  if (!last) return null;
  const { seat, rival, card, target } = last.event;
  return (
    <section className="last-challenge" aria-label={t("ev.challenge", { name: names[seat], rival: names[rival] })} key={last.id}>
      <div className="duel">
        <motion.span className="flip" {...flip(0, still)}>
          <Tile card={card} />
          <span className="who">{names[seat]}</span>
        </motion.span>
        <span className="vs" aria-hidden="true">
          ⚔
        </span>
        <motion.span className="flip" {...flip(0.15, still)}>
          <Tile card={target} />
          <span className="who">{names[rival]}</span>
        </motion.span>
      </div>
    </section>
  );
}
