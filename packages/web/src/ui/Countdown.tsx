/**
 * A ring that empties as a deadline nears. The server sends deadlines as
 * epoch milliseconds; the full ring is the time left when we first saw it.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export function Countdown({ deadline, size = 40 }: { deadline: number; size?: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const total = useRef({ deadline, ms: Math.max(1, deadline - Date.now()) });
  if (total.current.deadline !== deadline) total.current = { deadline, ms: Math.max(1, deadline - Date.now()) };
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, deadline - now);
  const fraction = Math.min(1, left / total.current.ms);
  const seconds = Math.ceil(left / 1000);
  const r = 16;
  const c = 2 * Math.PI * r;
  return (
    <span className={`countdown${seconds <= 5 ? " urgent" : ""}`} role="timer" aria-label={t("table.secondsLeft", { count: seconds })}>
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r={r} fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
        <circle cx="20" cy="20" r={r} fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray={c} strokeDashoffset={c * (1 - fraction)} transform="rotate(-90 20 20)" strokeLinecap="round" />
        <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
          {seconds}
        </text>
      </svg>
    </span>
  );
}
