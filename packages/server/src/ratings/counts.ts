/**
 * How many players of a game are rated in each band of ordinals one point
 * wide (`rating_counts`), so a rank and the number of rated players are sums
 * over a few dozen bands instead of counts over every row: a rank adds the
 * bands above the player's and counts only their own band's higher rows.
 * Kept in the transaction that changes the ratings (record.ts).
 */
import type { Kysely } from "kysely";
import type { RatingsDatabase } from "./tables.ts";

export function bandOf(ordinal: number): number {
  return Math.floor(ordinal);
}

/**
 * Adds `delta` players to each band. The bands are changed in ascending order:
 * two transactions moving the same bands on PostgreSQL lock them in the same order and never deadlock.
 */
export async function moveCounts(db: Kysely<RatingsDatabase>, game: string, deltas: ReadonlyMap<number, number>): Promise<void> {
  for (const [band, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
    if (delta === 0) continue;
    await db
      .insertInto("rating_counts")
      .values({ game, band, players: delta })
      .onConflict((oc) => oc.columns(["game", "band"]).doUpdateSet((eb) => ({ players: eb(eb.ref("rating_counts.players"), "+", delta) })))
      .execute();
  }
}

/** The bands recounted from the ratings themselves (tests and benchmarks that write ratings directly). */
export async function recount(db: Kysely<RatingsDatabase>, game: string): Promise<void> {
  const rows = await db.selectFrom("ratings").select("ordinal").where("game", "=", game).execute();
  const deltas = new Map<number, number>();
  for (const r of rows) deltas.set(bandOf(Number(r.ordinal)), (deltas.get(bandOf(Number(r.ordinal))) ?? 0) + 1);
  await db.deleteFrom("rating_counts").where("game", "=", game).execute();
  await moveCounts(db, game, deltas);
}

/** Rated players of the game. */
export async function playersOf(db: Kysely<RatingsDatabase>, game: string): Promise<number> {
  const row = await db.selectFrom("rating_counts").select((eb) => eb.fn.sum<number | string | null>("players").as("n")).where("game", "=", game).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** 1 + the players with a higher ordinal: the bands above, then the player's own band. */
export async function rankOf(db: Kysely<RatingsDatabase>, game: string, ordinal: number): Promise<number> {
  const band = bandOf(ordinal);
  const above = await db.selectFrom("rating_counts").select((eb) => eb.fn.sum<number | string | null>("players").as("n")).where("game", "=", game).where("band", ">", band).executeTakeFirst();
  const within = await db.selectFrom("ratings").select((eb) => eb.fn.countAll().as("n")).where("game", "=", game).where("ordinal", ">", ordinal).where("ordinal", "<", band + 1).executeTakeFirstOrThrow();
  return Number(above?.n ?? 0) + Number(within.n) + 1;
}
