/** The running total of bids against the cards each holds (Oh Hell, Bet on Tricks): over or under, at a glance. */
import { useTranslation } from "react-i18next";

export function BidTally({ bids, cards }: { bids: readonly (number | null)[]; cards: number }) {
  const { t } = useTranslation();
  const made = bids.filter((b): b is number => b !== null);
  if (made.length === 0) return null;
  const total = made.reduce((a, b) => a + b, 0);
  const diff = total - cards;
  return (
    <span className={`bid-tally${diff > 0 ? " over" : diff < 0 ? " under" : ""}`} data-testid="bid-tally">
      {t("felt.bidsVsCards", { bids: total, cards })}
      {diff !== 0 && ` · ${diff > 0 ? t("felt.over", { count: diff }) : t("felt.under", { count: -diff })}`}
    </span>
  );
}
