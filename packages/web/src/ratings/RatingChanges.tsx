/**
 * The end screen's rating changes (`RoomInfo.ratingChanges`, sent once the
 * match's ratings are stored): each rated player's rating before and after,
 * and the difference — "Ana: 12.3 → 14.1 (+1.8)".
 */
import { useTranslation } from "react-i18next";
import type { RatingChange } from "@gg/server/ratings-protocol";
import { currentLocale } from "../i18n.ts";
import { shownChange, shownRating } from "./api.ts";
import "./table-ratings.css";

export function RatingChanges({ changes, names }: { changes: readonly RatingChange[] | null | undefined; names: readonly string[] }) {
  const { t } = useTranslation();
  if (!changes || changes.length === 0) return null;
  const locale = currentLocale();
  return (
    <section className="rating-changes" aria-labelledby="rating-changes-title">
      <h3 id="rating-changes-title">{t("ratings.changes")}</h3>
      <ul>
        {[...changes]
          .sort((a, b) => a.seat - b.seat)
          .map((c) => (
            <li key={c.seat} data-rating-seat={c.seat}>
              {t("ratings.change", { name: names[c.seat] ?? `#${c.seat + 1}`, before: shownRating(c.before, locale), after: shownRating(c.after, locale), change: shownChange(c.after - c.before, locale) })}
            </li>
          ))}
      </ul>
    </section>
  );
}
