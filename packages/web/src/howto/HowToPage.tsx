/**
 * "How to play" for players, one page per game in the reader's language (the
 * engine's rules.md, for developers, stays on the Rules page).
 */
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "../ui/Link.tsx";
import { HOWTO } from "./documents.ts";
import { HowToText, useHowTo } from "./HowToText.tsx";

export default function HowToPage({ game }: { game: string | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  // An unknown id in the address gets the list of games, not an endless "Loading".
  const known = game !== null && HOWTO.has(game) && (games?.some((g) => g.id === game) ?? true) ? game : null;
  const shown = useHowTo(known, locale);
  // Only the games this server offers (a text may be written before its game is registered).
  const ids = [...HOWTO.keys()].filter((id) => games?.some((g) => g.id === id) ?? true).sort((a, b) => gameName(games, a, locale).localeCompare(gameName(games, b, locale), locale));
  return (
    <section className="panel rules howto">
      <nav aria-label={t("howto.pick")} className="action-row">
        {ids.map((id) => (
          <Link key={id} to={`/howto/${id}`} className={id === known ? "current" : ""}>
            {gameName(games, id, locale)}
          </Link>
        ))}
      </nav>
      {known ? (
        <>
          <h1>{t("howto.title", { game: gameName(games, known, locale) })}</h1>
          {shown === null || shown === "none" ? (
            <p className="muted">{t("app.loading")}</p>
          ) : (
            <div lang={shown.lang}>
              {shown.lang !== locale && <p className="muted small">{t("howto.englishOnly")}</p>}
              <HowToText text={shown.text} />
            </div>
          )}
          <p className="small">
            <Link to={`/rules/${known}`}>{t("howto.fullRules")}</Link>
          </p>
        </>
      ) : (
        <p>{t("howto.pick")}</p>
      )}
    </section>
  );
}
