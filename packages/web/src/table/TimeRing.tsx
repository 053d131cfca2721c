/** A seat's clock: a ring around its avatar that empties as its deadline nears, the seconds beside it. */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { secondsShown, timeLeft } from "./clock.ts";

export function TimeRing({ deadline, maxMs, onHurry }: { deadline: number; maxMs: number | null; onHurry?: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  // The full ring is the time left when this deadline was first seen (capped at the move's limit).
  const full = useRef({ deadline, ms: Math.max(1, timeLeft(deadline, Date.now(), maxMs)) });
  if (full.current.deadline !== deadline) full.current = { deadline, ms: Math.max(1, timeLeft(deadline, Date.now(), maxMs)) };
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.min(timeLeft(deadline, now, maxMs), full.current.ms);
  const seconds = secondsShown(left);
  const hurried = useRef(false);
  useEffect(() => {
    if (seconds <= 5 && seconds > 0 && !hurried.current && full.current.ms > 6000) {
      hurried.current = true;
      onHurry?.();
    }
  }, [seconds, onHurry]);
  const fraction = Math.min(1, left / full.current.ms);
  const c = 2 * Math.PI * 22;
  return (
    <span className={`countdown ring${seconds <= 5 ? " urgent" : ""}`} role="timer" aria-label={t("table.secondsLeft", { count: seconds })}>
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray={c} strokeDashoffset={c * (1 - fraction)} transform="rotate(-90 24 24)" strokeLinecap="round" />
      </svg>
      <b className="seconds" aria-hidden="true">
        {seconds}
      </b>
    </span>
  );
}
