/**
 * The rock-paper-scissors for the first player, round by round: what everyone
 * threw (shown once a round resolves; before that only who has thrown) and
 * which sign stayed in, or that the round was a draw.
 */
import { useTranslation } from "react-i18next";
import { winningSign, type Sign } from "@gg/games/gg-battle/cards.ts";

export function Throws({ history, names }: { history: readonly (readonly (Sign | null)[])[]; names: readonly string[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <ol className="throws" aria-label={t("ggb.throws")}>
      {history.map((round, r) => {
        const thrown = round.flatMap((sign, seat) => (sign ? [{ seat, sign }] : []));
        const win = winningSign(thrown.map((x) => x.sign));
        return (
          <li key={r} data-round={r + 1}>
            <span className="round">{t("ggb.throwRound", { n: r + 1 })}</span>
            {thrown.map(({ seat, sign }) => (
              <span key={seat} className={`throw ${sign}${win === sign ? " stays" : ""}`}>
                {names[seat]}: <strong>{t(`ggb.${sign}`)}</strong>
              </span>
            ))}
            <span className="verdict">{win ? t("ggb.throwStays", { sign: t(`ggb.${win}`) }) : t("ggb.throwAgain")}</span>
          </li>
        );
      })}
    </ol>
  );
}
