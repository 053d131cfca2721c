/**
 * A race's rivals at a glance: per board its cards on the foundations (a bar
 * out of 52), score and moves, and whether it is won or stopped — never a card.
 */
import { useTranslation } from "react-i18next";
import type { SeatProgress } from "@gg/games/solitaire/view.ts";

export function RaceBars({ progress, names, me }: { progress: readonly SeatProgress[]; names: readonly string[]; me: number | null }) {
  const { t } = useTranslation();
  return (
    <ul className="sol-race" aria-label={t("solitaire.rivals")}>
      {progress.map((p, seat) =>
        seat === me ? null : (
          <li key={seat} className={`sol-rival ${p.status}`} data-seat={seat} aria-label={t("solitaire.progressLabel", { name: names[seat], count: p.foundations, score: p.score, moves: p.moves })}>
            <span className="sol-rival-name">{names[seat]}</span>
            <span className="sol-bar-track" aria-hidden="true">
              <span className="sol-bar-fill" style={{ width: `${(100 * p.foundations) / 52}%` }} />
            </span>
            <span className="sol-rival-figures" aria-hidden="true">
              <b>{p.foundations}</b>/52 · {t("solitaire.points", { count: p.score })} · {t("solitaire.moves", { count: p.moves })}
            </span>
            {p.status !== "playing" && <span className="tag">{t(`solitaire.${p.status}`)}</span>}
          </li>
        ),
      )}
    </ul>
  );
}
