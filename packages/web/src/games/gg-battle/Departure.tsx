/**
 * A player knocked out leaves the table visibly: a line on the felt that names
 * them (until the next challenge), while their seat fades and their piles go.
 */
// `m`: motion's components without its features; the felt loads the few it uses (LazyMotion, FeltTable).
import * as m from "motion/react-m";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../../session.ts";
import { latestChallenge } from "./LastChallenge.tsx";

/** The newest elimination, when nothing has been challenged since. */
export function latestDeparture(log: readonly LoggedEvent[]): { id: number; seat: number } | null {
  const challenge = latestChallenge(log)?.id ?? -1;
  for (let i = log.length - 1; i >= 0 && log[i]!.id > challenge; i--) {
    const e = log[i]!.event;
    if (e.type === "eliminated" && typeof e.seat === "number") return { id: log[i]!.id, seat: e.seat };
  }
  return null;
}

export function Departure({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const gone = latestDeparture(log);
  if (!gone) return null;
  return (
    <m.p key={gone.id} className="departure" initial={{ opacity: 0, y: -8, scale: 0.9 }} animate={{ opacity: 1, y: 0, scale: 1 }} transition={{ duration: 0.5, delay: 0.6 }}>
      {t("ggb.leaves", { name: names[gone.seat] })}
    </m.p>
  );
}
