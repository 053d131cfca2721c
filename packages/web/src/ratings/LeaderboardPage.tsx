/**
 * A game's leaderboard: the top 100 by conservative rating (ties share a rank)
 * and, below them when not among them, this browser's player's own rank.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Leaderboard, LeaderboardEntry } from "@gg/server/ratings-protocol";
import { currentLocale } from "../i18n.ts";
import { navigate } from "../router.ts";
import { remembered } from "../storage.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "../ui/Link.tsx";
import { fetchLeaderboard, shownRating } from "./api.ts";
import "./ratings.css";

export default function LeaderboardPage({ game }: { game: string | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const chosen = game ?? games?.[0]?.id ?? null;
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return;
    setBoard(null);
    setError(null);
    fetchLeaderboard(chosen).then(setBoard, (e: unknown) => setError(String(e)));
  }, [chosen]);
  const me = remembered.playerId();
  const youShown = board?.you && board.entries.some((e) => e.playerId === board.you!.playerId);
  return (
    <section className="panel">
      <h1>{t("ratings.leaderboard")}</h1>
      <div className="leaderboard-controls">
        <label>
          {t("ratings.game")}{" "}
          <select value={chosen ?? ""} onChange={(e) => navigate(`/leaderboards/${encodeURIComponent(e.target.value)}`, true)}>
            {games?.map((g) => (
              <option key={g.id} value={g.id}>
                {gameName(games, g.id, locale)}
              </option>
            ))}
          </select>
        </label>
        {me && <Link to={`/players/${encodeURIComponent(me)}`}>{t("ratings.myProfile")}</Link>}
      </div>
      {error && <p role="alert">{t("app.serverError", { message: error })}</p>}
      {!board && !error && <p className="muted">{t("app.loading")}</p>}
      {board && <p className="muted">{t("ratings.players", { count: board.players })}</p>}
      {board && board.entries.length === 0 && <p>{t("ratings.noneYet")}</p>}
      {board && board.entries.length > 0 && (
        <table className="scoreboard leaderboard">
          <thead>
            <tr>
              <th scope="col" className="number">{t("ratings.rank")}</th>
              <th scope="col">{t("ratings.player")}</th>
              <th scope="col" className="number">{t("ratings.rating")}</th>
              <th scope="col" className="number">{t("ratings.played")}</th>
              <th scope="col" className="number">{t("ratings.wins")}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e) => (
              <Row key={e.playerId} entry={e} mine={e.playerId === me} />
            ))}
            {board.you && !youShown && <Row entry={board.you} mine />}
          </tbody>
        </table>
      )}
      {board && !board.you && me && <p className="muted">{t("ratings.notRated")}</p>}
      <p className="muted">{t("ratings.explain")}</p>
    </section>
  );
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <tr className={mine ? "leaderboard-you" : undefined} data-player={entry.playerId} aria-current={mine ? "true" : undefined}>
      <td className="number">{entry.rank}</td>
      <td>
        <Link to={`/players/${encodeURIComponent(entry.playerId)}`}>{entry.name || t("ratings.unnamed")}</Link>
        {mine && <span className="muted"> {t("ratings.you")}</span>}
      </td>
      <td className="number">{shownRating(entry.ordinal)}</td>
      <td className="number">{entry.played}</td>
      <td className="number">{entry.wins}</td>
    </tr>
  );
}
