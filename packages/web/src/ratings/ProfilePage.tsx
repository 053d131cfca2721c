/**
 * A player's profile: matches played and won, a rating per game with its rank
 * and history (a small chart), and the latest matches with their replays (MatchList, as the history shows them).
 * `/profile` is this browser's own player.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlayerProfile } from "@gg/server/ratings-protocol";
import { ensureGuest } from "../api.ts";
import { remembered } from "../storage.ts";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { Link } from "../ui/Link.tsx";
import { MatchList } from "../ui/MatchList.tsx";
import { initials } from "../table/seating.ts";
import { fetchProfile, shownRating } from "./api.ts";
import { RatingChart } from "./RatingChart.tsx";
import { AccountSettings } from "../account/AccountSettings.tsx";
import { useAccount } from "../account/account.ts";
import "./ratings.css";

export default function ProfilePage({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const account = useAccount();
  useEffect(() => {
    setProfile(null);
    setError(null);
    (id ? Promise.resolve(id) : ensureGuest().then((g) => g.playerId))
      .then((playerId) =>
        fetchProfile(playerId).catch((e: unknown) => {
          // This browser's own player, before their first table: nothing played yet.
          if (!id && (e as { status?: number }).status === 404) return { playerId, name: remembered.name(), played: 0, wins: 0, ratings: [], recent: [] } satisfies PlayerProfile;
          throw e;
        }),
      )
      .then(setProfile, (e: unknown) => setError((e as { status?: number }).status === 404 ? t("ratings.noSuchPlayer") : t("app.serverError", { message: String(e) })));
  }, [id, t]);
  if (error) return <section className="panel"><p role="alert">{error}</p></section>;
  if (!profile) return <section className="panel"><p className="muted">{t("app.loading")}</p></section>;
  const name = profile.name || t("ratings.unnamed");
  // The signed-in player's own profile is where their account is managed.
  const own = account.status === "signed-in" && account.playerId === profile.playerId;
  return (
    <section className="panel profile">
      <h1>
        <span className="profile-avatar" aria-hidden="true">{initials(name)}</span> {name}
      </h1>
      <ul className="profile-totals">
        <li>{t("ratings.totalPlayed", { count: profile.played })}</li>
        <li>{t("ratings.totalWins", { count: profile.wins })}</li>
      </ul>
      <h2>{t("ratings.ratings")}</h2>
      {profile.ratings.length === 0 && <p>{t("ratings.noRatings")}</p>}
      {profile.ratings.map((r) => {
        const game = gameName(games, r.game, locale);
        const first = r.history[0]?.ordinal ?? r.ordinal;
        return (
          <div key={r.game} className="profile-game" data-game={r.game}>
            <h3>{game}</h3>
            <p>
              {t("ratings.summary", { rating: shownRating(r.ordinal), rank: r.rank, played: r.played, wins: r.wins })}{" "}
              <Link to={`/leaderboards/${encodeURIComponent(r.game)}`}>{t("ratings.leaderboard")}</Link>
            </p>
            <RatingChart points={r.history} label={t("ratings.chart", { game, from: shownRating(first), to: shownRating(r.ordinal), count: r.history.length })} />
          </div>
        );
      })}
      <h2>{t("ratings.recent")}</h2>
      {profile.recent.length === 0 && <p>{t("history.none")}</p>}
      {profile.recent.length > 0 && <MatchList rows={profile.recent} />}
      {own && <AccountSettings onRenamed={(renamed) => setProfile({ ...profile, name: renamed })} />}
    </section>
  );
}
