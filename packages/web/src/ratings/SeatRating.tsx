/**
 * A seat's rating in the table's game, small beside its name (`SeatInfo.rating`):
 * a human's current one, a bot's fixed, published one; nothing for a player
 * not rated in this game yet.
 */
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { shownRating } from "./api.ts";
import "./table-ratings.css";

export function SeatRating({ rating }: { rating: number | null | undefined }) {
  const { t } = useTranslation();
  if (rating === null || rating === undefined) return null;
  const shown = shownRating(rating, currentLocale());
  return (
    <span className="seat-rating" title={t("ratings.seatRating", { rating: shown })} data-rating={rating}>
      <span className="sr-only">{t("ratings.seatRating", { rating: shown })}</span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
