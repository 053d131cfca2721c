/**
 * Each game's rules document in the reader's language (rules.md, rules.pt-BR.md,
 * rules.uk.md beside the game), bundled per game and language and loaded on
 * demand; English stands in, with a note, where a translation is missing.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@gg/core";
import { currentLocale, isLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "./Link.tsx";
import { Markdown } from "./Markdown.tsx";

type Load = () => Promise<string>;

const DOCS = import.meta.glob<string>("../../../games/src/*/rules*.md", { query: "?raw", import: "default" });

/** game id → language → loader; `rules.md` is English, `rules.<locale>.md` a translation. */
const documents = new Map<string, Map<Locale, Load>>();
for (const [path, load] of Object.entries(DOCS)) {
  const m = path.match(/\/([^/]+)\/rules(?:\.([\w-]+))?\.md$/);
  const lang = m?.[2] ?? "en";
  if (!m || !isLocale(lang)) continue;
  if (!documents.has(m[1]!)) documents.set(m[1]!, new Map());
  documents.get(m[1]!)!.set(lang, load);
}

/** The document to show for a game in a language: the translation, else English. */
function documentFor(game: string, locale: Locale): { lang: Locale; load: Load } | null {
  const byLang = documents.get(game);
  const lang = byLang?.has(locale) ? locale : "en";
  const load = byLang?.get(lang);
  return load ? { lang, load } : null;
}

export default function RulesPage({ game }: { game: string | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const [shown, setShown] = useState<{ lang: Locale; text: string } | null>(null);
  useEffect(() => {
    setShown(null);
    const doc = game ? documentFor(game, locale) : null;
    let current = true; // a quick switch of game or language must not show a stale document
    if (doc) void doc.load().then((text) => current && setShown({ lang: doc.lang, text }));
    return () => {
      current = false;
    };
  }, [game, locale]);
  const ids = [...documents.keys()].sort();
  // An unknown id in the address gets the list of games, not an endless "Loading".
  const known = game !== null && documents.has(game) ? game : null;
  return (
    <section className="panel rules">
      <nav aria-label={t("rules.pick")} className="action-row">
        {ids.map((id) => (
          <Link key={id} to={`/rules/${id}`} className={id === game ? "current" : ""}>
            {gameName(games, id, locale)}
          </Link>
        ))}
      </nav>
      {known && (
        <>
          <h1>{t("rules.title", { game: gameName(games, known, locale) })}</h1>
          {shown === null ? (
            <p className="muted">{t("app.loading")}</p>
          ) : (
            <>
              {shown.lang !== locale && <p className="muted small">{t("rules.englishOnly")}</p>}
              <div lang={shown.lang}>
                <Markdown text={shown.text} />
              </div>
            </>
          )}
        </>
      )}
      {!known && <p>{t("rules.pick")}</p>}
    </section>
  );
}
