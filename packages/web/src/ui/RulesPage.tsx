/** Each game's rules document (its rules.md), bundled per game and loaded on demand. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "./App.tsx";
import { Markdown } from "./Markdown.tsx";

const DOCS = import.meta.glob<string>("../../../games/src/*/rules.md", { query: "?raw", import: "default" });
const loaders = new Map(Object.entries(DOCS).map(([path, load]) => [path.split("/").at(-2)!, load]));

export default function RulesPage({ game }: { game: string | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(null);
    const load = game ? loaders.get(game) : undefined;
    if (load) void load().then(setText);
  }, [game]);
  const ids = [...loaders.keys()].sort();
  return (
    <section className="panel rules">
      <nav aria-label={t("rules.pick")} className="action-row">
        {ids.map((id) => (
          <Link key={id} to={`/rules/${id}`} className={id === game ? "current" : ""}>
            {gameName(games, id, locale)}
          </Link>
        ))}
      </nav>
      {game && (
        <>
          <h1>{t("rules.title", { game: gameName(games, game, locale) })}</h1>
          {locale !== "en" && <p className="muted small">{t("rules.englishOnly")}</p>}
          {text === null ? <p className="muted">{t("app.loading")}</p> : <div lang="en"><Markdown text={text} /></div>}
        </>
      )}
      {!game && <p>{t("rules.pick")}</p>}
    </section>
  );
}
