/** A player's matches as a table: game, date, result and a link to each finished match's replay (history, profile). */
import { useTranslation } from "react-i18next";
import type { HistoryEntry } from "../protocol.ts";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "./Link.tsx";

export function MatchList({ rows }: { rows: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
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
  );
}
