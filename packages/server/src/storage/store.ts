/**
 * Every query the server makes. A match row is written at start, each action
 * is appended as it is applied (so a crash loses no finished move), and the
 * result and standings are written at the end.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import { RECORD_FORMAT, type GameResult, type MatchRecord, type RecordedAction, type Seat } from "@gg/core";
import type { Database } from "./schema.ts";
import { migrate } from "./migrations.ts";
import { sqliteHandle } from "./db.ts";
import { SqliteGroupWrites, StatementWrites, type ActionRow, type HotWrites } from "./writes.ts";
import { retryOnConnectionFailure, type RetryOptions } from "./retry.ts";
import { recordRatings } from "../ratings/record.ts";
import { currentOrdinals } from "../ratings/seats.ts";
import type { RatingPolicy } from "../ratings/rate.ts";
import type { RatingChange } from "../ratings-protocol.ts";
import type { ChatLine, HistoryEntry, MatchStatus, TimeLimit, Visibility } from "../protocol.ts";
import { chatLine, chatRow } from "./chat.ts";

export interface SeatRow {
  readonly playerId: string | null;
  readonly name: string;
  readonly bot: string | null;
}

/** What a room needs to be rebuilt after a restart. */
export interface RoomConfig {
  readonly timeLimit: TimeLimit;
  readonly visibility: Visibility;
  readonly host: Seat | null;
  /** Guests the host removed: their seats stay bots and they may not come back (after a restart too). */
  readonly kicked?: readonly string[];
  /** The host turned the table's chat off. */
  readonly chatOff?: boolean;
}

export interface NewMatch {
  readonly id: string;
  readonly game: string;
  readonly engineVersion: string;
  readonly options: unknown;
  readonly players: number;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly seats: readonly SeatRow[];
  readonly config: RoomConfig;
  readonly createdAt: number;
}

export interface StoredMatch {
  readonly id: string;
  readonly status: MatchStatus;
  readonly seedCommitment: string;
  readonly config: RoomConfig;
  readonly seats: readonly SeatRow[];
  readonly result: GameResult | null;
  readonly createdAt: number;
  readonly finishedAt: number | null;
  readonly record: MatchRecord;
}

/** Action `idx` of the match was refused because another process owns its history now. */
export class ActionConflict extends Error {
  constructor(
    readonly matchId: string,
    readonly idx: number,
    why: string,
  ) {
    super(`action ${idx} of match ${matchId} refused: ${why}`);
  }
}

/** PostgreSQL's unique_violation, or SQLite's primary-key constraint. */
function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Every query goes through `retryOnConnectionFailure`: a PostgreSQL connection
 * that dies (a restart, a terminated backend) costs a retry on a new one, not
 * the query. A write whose connection died may have committed all the same, so
 * a retried insert that finds its own row already there counts as stored.
 */
export class Store {
  /** The writes of every move and join, off the query builder (writes.ts). */
  private readonly hot: HotWrites;

  constructor(
    readonly db: Kysely<Database>,
    private readonly retry: RetryOptions = {},
    private readonly ratings: RatingPolicy = { vsBots: false },
  ) {
    const sqlite = sqliteHandle(db);
    this.hot = sqlite ? new SqliteGroupWrites(db, sqlite) : new StatementWrites(db, db.getExecutor().adapter instanceof PostgresAdapter);
  }

  static async open(db: Kysely<Database>, retry: RetryOptions = {}, ratings?: RatingPolicy): Promise<Store> {
    await retryOnConnectionFailure(() => migrate(db), retry);
    return new Store(db, retry, ratings);
  }

  private retrying<T>(attempt: (ambiguous: boolean) => Promise<T>): Promise<T> {
    return retryOnConnectionFailure(attempt, this.retry);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** A read and a write, once (no retry): what `/healthz` reports. */
  async ping(at = Date.now()): Promise<void> {
    await this.db.selectFrom("matches").select("id").limit(1).execute();
    await this.db.updateTable("gg_health").set({ at }).where("id", "=", 1).execute();
  }

  async upsertPlayer(id: string, name: string, at = Date.now()): Promise<void> {
    await this.retrying(() => this.hot.upsertPlayer(id, name, at));
  }

  async createMatch(m: NewMatch): Promise<void> {
    await this.retrying(async (ambiguous) => {
      try {
        await this.insertMatch(m);
      } catch (error) {
        // A commit whose connection died before its answer: the retry finds the match already there.
        if (ambiguous && isDuplicateKey(error) && (await this.db.selectFrom("matches").select("seed").where("id", "=", m.id).executeTakeFirst())?.seed === m.seed) return;
        throw error;
      }
    });
  }

  private async insertMatch(m: NewMatch): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto("matches")
        .values({
          id: m.id,
          game: m.game,
          engine_version: m.engineVersion,
          options: JSON.stringify(m.options ?? {}),
          players: m.players,
          seed: m.seed,
          seed_commitment: m.seedCommitment,
          chance: null,
          config: JSON.stringify(m.config),
          visibility: m.config.visibility,
          status: "running",
          result: null,
          created_at: m.createdAt,
          finished_at: null,
        })
        .execute();
      await tx
        .insertInto("match_seats")
        .values(m.seats.map((s, seat) => ({ match_id: m.id, seat, player_id: s.playerId, name: s.name, bot: s.bot, score: null, rank: null, winner: null })))
        .execute();
    });
  }

  /**
   * A process takes a running match over (it holds the match's lease): raises the
   * match's ownership epoch and returns it. From then on inserts naming an older
   * epoch are refused. In PostgreSQL this waits for an older owner's insert in
   * flight (it holds a share lock on the row), so the record loaded next has it.
   */
  async takeOver(matchId: string): Promise<number> {
    // A retry after a lost answer raises the epoch once more: still this process's, and the newest.
    const row = await this.retrying(() => this.db
      .updateTable("matches")
      .set((eb) => ({ epoch: eb("epoch", "+", 1) }))
      .where("id", "=", matchId)
      .returning("epoch")
      .executeTakeFirst());
    if (!row) throw new Error(`no stored match ${matchId}`);
    return Number(row.epoch);
  }

  /**
   * Stores action `idx`. With `epoch` (a room's, from `takeOver` or 0 for a match it
   * created) only while the match is still at that epoch (see writes.ts).
   * Throws `ActionConflict` when the action number is taken or the epoch moved on.
   */
  async appendAction(matchId: string, idx: number, action: RecordedAction, epoch?: number): Promise<void> {
    const row = { match_id: matchId, idx, seat: action.seat === "host" ? -1 : action.seat, action: JSON.stringify(action.action), at: action.at ?? Date.now() };
    const outcome = await this.retrying(async (ambiguous) => {
      try {
        return await this.hot.appendAction(row, epoch);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (ambiguous && (await this.isStored(row))) return "stored"; // ours, committed before the connection died
        throw new ActionConflict(matchId, idx, "another process stored that action");
      }
    });
    if (outcome === "fenced") throw new ActionConflict(matchId, idx, "a newer owner took the match over");
  }

  /** Whether the row stored under the action's number is this very action. */
  private async isStored(row: ActionRow): Promise<boolean> {
    const stored = await this.db.selectFrom("match_actions").select(["seat", "action", "at"]).where("match_id", "=", row.match_id).where("idx", "=", row.idx).executeTakeFirst();
    return !!stored && stored.seat === row.seat && stored.action === row.action && Number(stored.at) === row.at;
  }

  /** A chat line said while `matchId` was the room's match (or before it started). */
  async appendChat(matchId: string, line: ChatLine): Promise<void> {
    await this.retrying(async (ambiguous) => {
      try {
        await this.db.insertInto("match_chat").values(chatRow(matchId, line)).execute();
      } catch (error) {
        if (ambiguous && isDuplicateKey(error)) return; // a commit whose answer was lost: stored
        throw error;
      }
    });
  }

  /** Every chat line of a match, both channels, in the order said. */
  async matchChat(matchId: string): Promise<ChatLine[]> {
    const rows = await this.retrying(() => this.db.selectFrom("match_chat").selectAll().where("match_id", "=", matchId).orderBy("n").execute());
    return rows.map(chatLine);
  }

  /** Seat labels change while a match runs (a player rejoins under another name, the host moves). */
  async updateMatchConfig(matchId: string, config: RoomConfig): Promise<void> {
    await this.retrying(() => this.db.updateTable("matches").set({ config: JSON.stringify(config) }).where("id", "=", matchId).execute());
  }

  /**
   * The result, the standings and the players' new ratings (ratings/record.ts), in one transaction.
   * Answers the rated players' changes (none when the match is not rated, or was rated before).
   */
  async finishMatch(matchId: string, result: GameResult, at = Date.now()): Promise<RatingChange[]> {
    // The same updates twice store the same standings, and a match is rated once: safe to retry.
    return this.retrying(() => this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable("matches")
        .set({ status: result.endedByHost ? "ended" : "finished", result: JSON.stringify(result), finished_at: at })
        .where("id", "=", matchId)
        .execute();
      for (let seat = 0; seat < result.scores.length; seat++) {
        await tx
          .updateTable("match_seats")
          .set({ score: result.scores[seat] ?? null, rank: result.ranks[seat] ?? null, winner: result.winners.includes(seat) ? 1 : 0 })
          .where("match_id", "=", matchId)
          .where("seat", "=", seat)
          .execute();
      }
      return recordRatings(tx, matchId, result, at, this.ratings);
    }));
  }

  /** The players' current ratings (ordinals) in `game`, for a table's seats; a player not rated there has none. */
  async ratingsOf(game: string, playerIds: readonly string[]): Promise<Map<string, number>> {
    return this.retrying(() => currentOrdinals(this.db, game, playerIds));
  }

  /** A running match whose record cannot be restored (table/corrupt.ts) is stopped for good. */
  async failMatch(matchId: string, at = Date.now()): Promise<void> {
    await this.retrying(() => this.db.updateTable("matches").set({ status: "failed", finished_at: at }).where("id", "=", matchId).where("status", "=", "running").execute());
  }

  /** A match's status alone (readable when the rest of its rows are not), or null when there is none. */
  async matchStatus(matchId: string): Promise<MatchStatus | null> {
    const row = await this.retrying(() => this.db.selectFrom("matches").select("status").where("id", "=", matchId).executeTakeFirst());
    return row ? (row.status as MatchStatus) : null;
  }

  async unfinishedMatchIds(): Promise<string[]> {
    const rows = await this.retrying(() => this.db.selectFrom("matches").select("id").where("status", "=", "running").orderBy("created_at").execute());
    return rows.map((r) => r.id);
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    return this.retrying(() => this.readMatch(id));
  }

  private async readMatch(id: string): Promise<StoredMatch | null> {
    const m = await this.db.selectFrom("matches").selectAll().where("id", "=", id).executeTakeFirst();
    if (!m) return null;
    const seats = await this.db.selectFrom("match_seats").selectAll().where("match_id", "=", id).orderBy("seat").execute();
    const actions = await this.db.selectFrom("match_actions").selectAll().where("match_id", "=", id).orderBy("idx").execute();
    const seatRows = seats.map((s) => ({ playerId: s.player_id, name: s.name, bot: s.bot }));
    const record: MatchRecord = {
      format: RECORD_FORMAT,
      game: m.game,
      engineVersion: m.engine_version,
      options: JSON.parse(m.options),
      players: m.players,
      seed: m.seed,
      ...(m.chance ? { chance: JSON.parse(m.chance) } : {}),
      actions: actions.map((a) => ({ seat: a.seat === -1 ? "host" : a.seat, action: JSON.parse(a.action), at: Number(a.at) })),
      seedCommitment: m.seed_commitment,
      ...(m.result ? { result: JSON.parse(m.result) } : {}),
      seats: seatRows.map((s) => (s.bot ? { name: s.name, bot: s.bot } : { name: s.name })),
    };
    return {
      id: m.id,
      status: m.status as MatchStatus, // the column only ever holds these
      seedCommitment: m.seed_commitment,
      config: JSON.parse(m.config),
      seats: seatRows,
      result: m.result ? JSON.parse(m.result) : null,
      createdAt: Number(m.created_at),
      finishedAt: m.finished_at === null ? null : Number(m.finished_at),
      record,
    };
  }

  /**
   * A player's latest matches, newest first, as `GET /api/players/:id/matches`
   * answers them to `viewer` (the player id its token proves, or null). The
   * player sees every match of theirs; anyone else only finished ones, and a
   * private one only if they held a seat in it: a match id is its room's code,
   * so a running or private match listed to strangers would let them in.
   */
  async playerMatches(playerId: string, viewer: string | null, limit = 50): Promise<HistoryEntry[]> {
    let query = this.db
      .selectFrom("match_seats")
      .innerJoin("matches", "matches.id", "match_seats.match_id")
      .select(["matches.id", "matches.game", "matches.status", "matches.created_at", "matches.finished_at", "match_seats.seat", "match_seats.score", "match_seats.rank", "match_seats.winner"])
      .where("match_seats.player_id", "=", playerId);
    if (viewer !== playerId) {
      query = query.where("matches.status", "!=", "running").where((eb) => {
        const seated = eb.exists(eb.selectFrom("match_seats as own").select("own.seat").whereRef("own.match_id", "=", "matches.id").where("own.player_id", "=", viewer));
        return viewer === null ? eb("matches.visibility", "=", "public") : eb.or([eb("matches.visibility", "=", "public"), seated]);
      });
    }
    const rows = await this.retrying(() => query.orderBy("matches.created_at", "desc").limit(limit).execute());
    return rows.map((r) => ({
      matchId: r.id,
      game: r.game,
      status: r.status as MatchStatus,
      seat: r.seat,
      score: r.score === null ? null : Number(r.score),
      rank: r.rank,
      winner: r.winner === 1,
      createdAt: Number(r.created_at),
      finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    }));
  }
}
