/**
 * A seat's rating in the table's game, small beside its name (`SeatInfo.rating`): a human's
 * current one; nothing for a player not rated in this game yet, nor for a bot. A bot's rating is
 * its level's fixed, published one (the leaderboard lists it): beside its name, where its level
 * is already said, a bare "19.0" read as a score nobody had explained.
 */
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import type { SeatInfo } from "../protocol.ts";
import { shownRating } from "./api.ts";
import "./table-ratings.css";

export function SeatRating({ seat }: { seat: Pick<SeatInfo, "rating" | "bot"> | undefined }) {
  const { t } = useTranslation();
  const rating = seat?.rating;
  if (rating === null || rating === undefined || seat?.bot) return null;
  const shown = shownRating(rating, currentLocale());
  return (
    <span className="seat-rating" title={t("ratings.seatRating", { rating: shown })} data-rating={rating}>
      <span className="sr-only">{t("ratings.seatRating", { rating: shown })}</span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
