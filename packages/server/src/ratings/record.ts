/**
 * Applies a finished match's ratings inside the transaction that stores its
 * result (`Store.finishMatch`): the result and the ratings commit together or
 * not at all. The match's row in `rated_matches` is inserted first; a match
 * already there (a retried finish, a restored match finished again) changes
 * nothing, so no match is ever counted twice. The bands of `rating_counts`
 * (counts.ts) move with the ratings, in the same transaction.
 *
 * Answers each rated player's change (what the table shows at the end), or
 * nothing for a match not rated or rated before.
 */
import { PostgresAdapter, type Kysely, type Transaction } from "kysely";
import type { Rating } from "openskill";
import type { GameResult } from "@gg/core";
import type { Database } from "../storage/schema.ts";
import type { RatingChange } from "../ratings-protocol.ts";
import { isRated, rateMatch, type RatingPolicy } from "./rate.ts";
import { newRating, ordinalOf } from "./scale.ts";
import { withRatings, type RatingsDatabase } from "./tables.ts";
import { bandOf, moveCounts } from "./counts.ts";

export async function recordRatings(tx: Transaction<Database>, matchId: string, result: GameResult, at: number, policy: RatingPolicy): Promise<RatingChange[]> {
  const db = withRatings(tx);
  const match = await db.selectFrom("matches").select("game").where("id", "=", matchId).executeTakeFirst();
  if (!match) return [];
  const seats = await db.selectFrom("match_seats").select(["player_id as playerId", "bot"]).where("match_id", "=", matchId).orderBy("seat").execute();
  const humans = [...new Set(seats.flatMap((s) => (s.bot === null && s.playerId !== null ? [s.playerId] : [])))].sort();
  if (!isRated(result, seats, policy)) return []; // nothing to read or lock

  const marked = await db.insertInto("rated_matches").values({ match_id: matchId, at }).onConflict((oc) => oc.column("match_id").doNothing()).executeTakeFirst();
  if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return []; // rated before

  const current = await lockedRatings(db, match.game, humans, at);
  const updates = rateMatch(result, seats, new Map([...current].map(([id, r]) => [id, r.rating])), policy)!;
  const bands = new Map<number, number>();
  const count = (ordinal: number, delta: number) => bands.set(bandOf(ordinal), (bands.get(bandOf(ordinal)) ?? 0) + delta);
  const changes: RatingChange[] = [];
  for (const u of updates) {
    const ordinal = ordinalOf(u.rating);
    const before = current.get(u.playerId)!;
    changes.push({ seat: u.seat, playerId: u.playerId, before: before.ordinal, after: ordinal });
    if (before.played > 0) count(before.ordinal, -1); // a new player's row was not counted yet
    count(ordinal, +1);
    await db
      .updateTable("ratings")
      .set((eb) => ({ mu: u.rating.mu, sigma: u.rating.sigma, ordinal, played: eb("played", "+", 1), wins: eb("wins", "+", u.won ? 1 : 0), updated_at: at }))
      .where("game", "=", match.game)
      .where("player_id", "=", u.playerId)
      .execute();
    await db.insertInto("rating_changes").values({ match_id: matchId, player_id: u.playerId, game: match.game, seat: u.seat, mu: u.rating.mu, sigma: u.rating.sigma, ordinal, won: u.won ? 1 : 0, at }).execute();
  }
  await moveCounts(db, match.game, bands);
  return changes;
}

/**
 * The players' current ratings, a new player's row made first. On PostgreSQL
 * the rows are locked (in player order, so two matches never deadlock) until
 * the transaction ends: another process finishing a match of the same player
 * waits instead of overwriting this update. SQLite runs one write transaction at a time.
 */
async function lockedRatings(db: Kysely<RatingsDatabase>, game: string, players: readonly string[], at: number): Promise<Map<string, { rating: Rating; ordinal: number; played: number }>> {
  const fresh = newRating();
  await db
    .insertInto("ratings")
    .values(players.map((player_id) => ({ game, player_id, mu: fresh.mu, sigma: fresh.sigma, ordinal: ordinalOf(fresh), played: 0, wins: 0, updated_at: at })))
    .onConflict((oc) => oc.columns(["game", "player_id"]).doNothing())
    .execute();
  let query = db.selectFrom("ratings").select(["player_id", "mu", "sigma", "ordinal", "played"]).where("game", "=", game).where("player_id", "in", players).orderBy("player_id");
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.player_id, { rating: { mu: Number(r.mu), sigma: Number(r.sigma) }, ordinal: Number(r.ordinal), played: Number(r.played) }]));
}
