/**
 * The ratings' reads: a game's leaderboard (the top 100 and one player's own
 * rank) and a player's profile. Each is an index range (see migration.ts):
 * the top is the start of (game, ordinal desc, player id), a rank adds the
 * bands of ordinals above it and counts its own band (counts.ts), a history
 * reads (player id, game, at). A ratings row is
 * made and first updated in one transaction (record.ts): every row read here
 * has played a rated match.
 */
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.ts";
import type { Store } from "../storage/store.ts";
import type { GameRating, Leaderboard, LeaderboardEntry, PlayerProfile, RatingPoint } from "../ratings-protocol.ts";
import { withRatings, type RatingsDatabase } from "./tables.ts";
import { playersOf, rankOf } from "./counts.ts";

export const LEADERBOARD_SIZE = 100;
export const HISTORY_POINTS = 50;
export const RECENT_MATCHES = 10;

interface RatingRow {
  player_id: string;
  name: string | null;
  mu: number;
  sigma: number;
  ordinal: number;
  played: number;
  wins: number;
}

function entry(row: RatingRow, rank: number): LeaderboardEntry {
  return { rank, playerId: row.player_id, name: row.name ?? "", mu: Number(row.mu), sigma: Number(row.sigma), ordinal: Number(row.ordinal), played: Number(row.played), wins: Number(row.wins) };
}

export class RatingBoard {
  private readonly db: Kysely<RatingsDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = withRatings(db);
  }

  private rows(game: string) {
    return this.db
      .selectFrom("ratings")
      .leftJoin("players", "players.id", "ratings.player_id")
      .select(["ratings.player_id", "players.name", "ratings.mu", "ratings.sigma", "ratings.ordinal", "ratings.played", "ratings.wins"])
      .where("ratings.game", "=", game);
  }

  /** 1 + the players of this game with a higher ordinal: equal ordinals share a rank. */
  rankOf(game: string, ordinal: number): Promise<number> {
    return rankOf(this.db, game, ordinal);
  }

  async leaderboard(game: string, player: string | null): Promise<Leaderboard> {
    const top = await this.rows(game).orderBy("ratings.ordinal", "desc").orderBy("ratings.player_id").limit(LEADERBOARD_SIZE).execute();
    // Ranks within the top follow from its order: a new ordinal ranks at its position, an equal one shares the rank above.
    const ranked: LeaderboardEntry[] = [];
    top.forEach((row, i) => {
      const above = ranked[i - 1];
      ranked.push(entry(row, above && above.ordinal === Number(row.ordinal) ? above.rank : i + 1));
    });
    return { game, entries: ranked, players: await playersOf(this.db, game), you: player === null ? null : await this.entryOf(game, player, ranked) };
  }

  private async entryOf(game: string, player: string, top: readonly LeaderboardEntry[]): Promise<LeaderboardEntry | null> {
    const shown = top.find((e) => e.playerId === player);
    if (shown) return shown;
    const row = await this.rows(game).where("ratings.player_id", "=", player).executeTakeFirst();
    return row ? entry(row, await this.rankOf(game, Number(row.ordinal))) : null;
  }

  private async history(game: string, player: string): Promise<RatingPoint[]> {
    const rows = await this.db.selectFrom("rating_changes").select(["at", "ordinal"]).where("player_id", "=", player).where("game", "=", game).orderBy("at", "desc").limit(HISTORY_POINTS).execute();
    return rows.reverse().map((r) => ({ at: Number(r.at), ordinal: Number(r.ordinal) }));
  }

  /** `viewer`: the player the asker's token or session proves (their own private matches show in `recent`). */
  async profile(store: Store, player: string, viewer: string | null): Promise<PlayerProfile> {
    const named = await this.db.selectFrom("players").select("name").where("id", "=", player).executeTakeFirst();
    const totals = await this.db
      .selectFrom("match_seats")
      .innerJoin("matches", "matches.id", "match_seats.match_id")
      .select((eb) => [eb.fn.countAll().as("played"), eb.fn.sum<number | string | null>("match_seats.winner").as("wins")])
      .where("match_seats.player_id", "=", player)
      .where("matches.status", "in", ["finished", "ended"])
      .executeTakeFirstOrThrow();
    const rows = await this.db.selectFrom("ratings").select(["game", "mu", "sigma", "ordinal", "played", "wins"]).where("player_id", "=", player).orderBy("ordinal", "desc").execute();
    const ratings: GameRating[] = [];
    for (const r of rows) {
      const ordinal = Number(r.ordinal);
      ratings.push({ game: r.game, mu: Number(r.mu), sigma: Number(r.sigma), ordinal, rank: await this.rankOf(r.game, ordinal), played: Number(r.played), wins: Number(r.wins), history: await this.history(r.game, player) });
    }
    return { playerId: player, name: named?.name ?? null, played: Number(totals.played), wins: Number(totals.wins ?? 0), ratings, recent: await store.playerMatches(player, viewer, RECENT_MATCHES) };
  }
}
