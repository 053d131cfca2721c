/** This browser's player's recent matches, each with a link to its replay. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ensureGuest, fetchHistory } from "../api.ts";
import type { HistoryEntry } from "../protocol.ts";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "./Link.tsx";

export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ensureGuest()
      .then(fetchHistory)
      .then(setRows, (e: unknown) => setError(String(e)));
  }, []);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="panel">
      <h1>{t("history.title")}</h1>
      {error && <p role="alert">{t("app.serverError", { message: error })}</p>}
      {rows === null && !error && <p className="muted">{t("app.loading")}</p>}
      {rows?.length === 0 && <p>{t("history.none")}</p>}
      {rows && rows.length > 0 && (
        <table className="scoreboard">
          <thead>
            <tr>
              <th scope="col">{t("history.game")}</th>
              <th scope="col">{t("history.date")}</th>
              <th scope="col">{t("history.result")}</th>
              <th scope="col">
                <span className="sr-only">{t("history.replay")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.matchId} data-match={r.matchId}>
                <td>{gameName(games, r.game, locale)}</td>
                <td>{r.createdAt ? date.format(r.createdAt) : ""}</td>
                <td>{r.status === "failed" ? t("history.failed") : r.status !== "finished" ? t("history.running") : r.winner ? t("history.won") : r.rank ? t("history.rank", { rank: r.rank }) : ""}</td>
                <td>{r.status === "finished" && <Link to={`/replay/${r.matchId}`}>{t("history.replay")}</Link>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
