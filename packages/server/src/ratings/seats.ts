/**
 * The ratings a table shows beside its seats' names (`SeatInfo.rating`): a
 * bot's fixed, published one; a human's current one in the table's game, read
 * once per player when they first appear at the table (a room is published
 * again when the read is in) and replaced by the new one when a match of theirs
 * here is rated. A player not rated yet in this game shows none.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { RatingChange } from "../ratings-protocol.ts";
import type { Database } from "../storage/schema.ts";
import { botRating } from "./bots.ts";
import { ordinalOf } from "./scale.ts";
import { withRatings } from "./tables.ts";

/** The players' current ratings (ordinals) in `game`; a player not rated there has no entry. */
export async function currentOrdinals(db: Kysely<Database>, game: string, playerIds: readonly string[]): Promise<Map<string, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await withRatings(db).selectFrom("ratings").select(["player_id", "ordinal"]).where("game", "=", game).where("player_id", "in", [...playerIds]).execute();
  return new Map(rows.map((r) => [r.player_id, Number(r.ordinal)]));
}

export type ReadRatings = (game: string, playerIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;

export class SeatRatings {
  /** Per player: their rating here, or null when they are not rated in this game. */
  private readonly known = new Map<string, number | null>();
  private readonly reading = new Set<string>();

  constructor(
    private readonly game: string,
    private readonly read: ReadRatings,
    /** New ratings were read: the table publishes itself again. */
    private readonly changed: () => void,
    private readonly log: Logger,
  ) {}

  /** What the seat shows: a bot's level's rating, a human's when known. */
  of(seat: { readonly playerId: string | null; readonly bot: string | null }): number | null {
    if (seat.bot !== null) return ordinalOf(botRating(seat.bot));
    if (seat.playerId === null) return null;
    return this.known.get(seat.playerId) ?? null;
  }

  /** Reads the ratings of the players not read yet (in the background: a table never waits on them). */
  want(playerIds: readonly string[]): void {
    const missing = [...new Set(playerIds)].filter((id) => !this.known.has(id) && !this.reading.has(id));
    if (missing.length === 0) return;
    for (const id of missing) this.reading.add(id);
    this.read(this.game, missing).then(
      (found) => {
        // A rated match may have finished meanwhile: its new rating stays.
        for (const id of missing) if (!this.known.has(id)) this.known.set(id, found.get(id) ?? null);
        for (const id of missing) this.reading.delete(id);
        this.changed();
      },
      (error: unknown) => {
        for (const id of missing) this.reading.delete(id); // asked again at the next publish
        this.log.warn({ err: error, game: this.game }, "reading the seats' ratings");
      },
    );
  }

  /** A match here was rated: its players' ratings are the new ones. */
  apply(changes: readonly RatingChange[]): void {
    for (const c of changes) this.known.set(c.playerId, c.after);
  }
}
