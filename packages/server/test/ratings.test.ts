/**
 * Ratings and leaderboards (issue 22) on SQLite and — with GG_TEST_PG — on
 * PostgreSQL (in a database of this file's own, made afresh): which finished
 * matches are rated (free-for-all, teams, ties; not host-ended ones, not bots
 * alone, vs bots only when the server says so), each counted once, the
 * leaderboard's order and ranks, a profile; then a match played to its end by
 * real SDK clients, read back over HTTP.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { rate, rating, ordinal, type Rating } from "openskill";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameResult } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import type { RunningServer } from "../src/index.ts";
import type { Leaderboard, PlayerProfile } from "../src/ratings-protocol.ts";
import { openDatabase } from "../src/storage/db.ts";
import type { Database } from "../src/storage/schema.ts";
import { Store, type SeatRow } from "../src/storage/store.ts";
import { BOT_RATINGS } from "../src/ratings/bots.ts";
import { RatingBoard } from "../src/ratings/board.ts";
import type { RatingPolicy } from "../src/ratings/rate.ts";
import { withRatings } from "../src/ratings/tables.ts";
import { recount } from "../src/ratings/counts.ts";
import { TestClient, startTestServer } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-ratings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PostgreSQL database of this file's own, made afresh (the shared one's tables belong to other files). */
async function freshPostgresDatabase(url: string): Promise<string> {
  const db = await openDatabase(url);
  await sql`drop database if exists gg_ratings_test with (force)`.execute(db);
  await sql`create database gg_ratings_test`.execute(db);
  await db.destroy();
  const own = new URL(url);
  own.pathname = "/gg_ratings_test";
  return own.toString();
}

const targets: [string, () => Promise<string>][] = [["SQLite", async () => join(dir, `gg-${Date.now()}.sqlite`)]];
if (process.env.GG_TEST_PG) targets.push(["PostgreSQL", () => freshPostgresDatabase(process.env.GG_TEST_PG!)]);

const human = (playerId: string): SeatRow => ({ playerId, name: playerId, bot: null });
const bot = (level: string): SeatRow => ({ playerId: null, name: `Bot (${level})`, bot: level });
const fresh = rating();

describe.each(targets)("ratings on %s", (_name, database) => {
  let url: string;
  let store: Store;
  let n = 0;
  beforeAll(async () => {
    url = await database();
    store = await Store.open(await openDatabase(url));
  });
  afterAll(async () => {
    await store?.close();
  });

  /** A match in `game` between `seats`, stored as the server stores it, then finished with `result`. */
  async function play(seats: SeatRow[], result: GameResult, game = "oh-hell", on = store): Promise<string> {
    const id = `m${++n}`;
    for (const s of seats) if (s.playerId) await on.upsertPlayer(s.playerId, s.name);
    await on.createMatch({ id, game, engineVersion: "1", options: {}, players: seats.length, seed: `seed-${id}`, seedCommitment: "c0ffee", seats, config: { timeLimit: 30, visibility: "public", host: 0 }, createdAt: 1_800_000_000_000 + n });
    await on.finishMatch(id, result, 1_800_000_000_000 + n * 1000);
    return id;
  }

  const ratingsOf = (db: Kysely<Database>, game: string) =>
    withRatings(db).selectFrom("ratings").select(["player_id", "mu", "sigma", "ordinal", "played", "wins"]).where("game", "=", game).orderBy("player_id").execute();
  const current = async (game: string, player: string): Promise<Rating & { played: number; wins: number }> => {
    const row = (await ratingsOf(store.db, game)).find((r) => r.player_id === player);
    if (!row) throw new Error(`${player} is not rated in ${game}`);
    return { mu: Number(row.mu), sigma: Number(row.sigma), played: Number(row.played), wins: Number(row.wins) };
  };
  const changes = (matchId: string) => withRatings(store.db).selectFrom("rating_changes").select(["player_id", "seat", "won"]).where("match_id", "=", matchId).orderBy("seat").execute();

  it("rates two humans in a free-for-all with a bot at its fixed rating, each player once", async () => {
    const id = await play([human("ffa-ana"), bot("rules"), human("ffa-bea")], { scores: [30, 20, 10], winners: [0], ranks: [1, 2, 3] }, "ffa");
    const [ana, , bea] = rate([[fresh], [BOT_RATINGS.rules!], [fresh]], { rank: [1, 2, 3] });
    expect(await current("ffa", "ffa-ana")).toEqual({ mu: ana![0]!.mu, sigma: ana![0]!.sigma, played: 1, wins: 1 });
    expect(await current("ffa", "ffa-bea")).toEqual({ mu: bea![0]!.mu, sigma: bea![0]!.sigma, played: 1, wins: 0 });
    expect((await current("ffa", "ffa-ana")).mu).toBeGreaterThan(fresh.mu);
    expect((await current("ffa", "ffa-bea")).mu).toBeLessThan(fresh.mu);
    // The bot has no row: its rating is fixed.
    expect((await ratingsOf(store.db, "ffa")).map((r) => r.player_id)).toEqual(["ffa-ana", "ffa-bea"]);
    expect(await changes(id)).toEqual([
      { player_id: "ffa-ana", seat: 0, won: 1 },
      { player_id: "ffa-bea", seat: 2, won: 0 },
    ]);
  });

  it("rates partners as a team by the teams' standings", async () => {
    // Spades-like: seats 0 and 2 against 1 and 3; Cid and Dee on opposite sides, each with a bot partner.
    const teams = [{ seats: [0, 2], score: 250, rank: 2 }, { seats: [1, 3], score: 300, rank: 1 }];
    await play([human("t-cid"), human("t-dee"), bot("search"), bot("random")], { scores: [250, 300, 250, 300], winners: [1, 3], ranks: [2, 1, 2, 1], teams }, "teams");
    const [cidSide, deeSide] = rate([[fresh, BOT_RATINGS.search!], [fresh, BOT_RATINGS.random!]], { rank: [2, 1] });
    expect(await current("teams", "t-cid")).toMatchObject({ mu: cidSide![0]!.mu, sigma: cidSide![0]!.sigma, wins: 0 });
    expect(await current("teams", "t-dee")).toMatchObject({ mu: deeSide![0]!.mu, sigma: deeSide![0]!.sigma, wins: 1 });
  });

  it("rates a tie as a tie: equal players stay equal, surer", async () => {
    await play([human("tie-eve"), human("tie-fay")], { scores: [5, 5], winners: [0, 1], ranks: [1, 1] }, "tie");
    const eve = await current("tie", "tie-eve");
    const fay = await current("tie", "tie-fay");
    expect(eve.mu).toBeCloseTo(fresh.mu, 10);
    expect(fay).toEqual(eve);
    expect(eve.sigma).toBeLessThan(fresh.sigma);
  });

  it("does not rate a match the host ended, bots alone, partners against bots, or a human alone against bots unless the server rates those", async () => {
    const ended = await play([human("no-gus"), human("no-hal")], { scores: [3, 1], winners: [0], ranks: [1, 2], endedByHost: true }, "unrated");
    await play([bot("rules"), bot("search")], { scores: [3, 1], winners: [0], ranks: [1, 2] }, "unrated");
    const teams = [{ seats: [0, 2], score: 2, rank: 1 }, { seats: [1, 3], score: 1, rank: 2 }];
    await play([human("no-gus"), bot("rules"), human("no-hal"), bot("rules")], { scores: [2, 1, 2, 1], winners: [0, 2], ranks: [1, 2, 1, 2], teams }, "unrated");
    await play([human("no-gus"), bot("rules")], { scores: [3, 1], winners: [0], ranks: [1, 2] }, "unrated");
    expect(await ratingsOf(store.db, "unrated")).toEqual([]);
    expect(await changes(ended)).toEqual([]);
    expect((await store.loadMatch(ended))!.status).toBe("ended");

    // GG_RATED_VS_BOTS: a human alone against a bot is rated, against the bot's published rating.
    const vsBots = new Store(store.db, {}, { vsBots: true } satisfies RatingPolicy);
    await play([human("vb-ivy"), bot("search")], { scores: [3, 1], winners: [0], ranks: [1, 2] }, "vs-bots", vsBots);
    const [ivy] = rate([[fresh], [BOT_RATINGS.search!]], { rank: [1, 2] });
    expect(await current("vs-bots", "vb-ivy")).toEqual({ mu: ivy![0]!.mu, sigma: ivy![0]!.sigma, played: 1, wins: 1 });
  });

  it("counts a match once: finishing it again, after a restart too, changes nothing", async () => {
    const id = await play([human("once-jo"), human("once-kai")], { scores: [1, 0], winners: [0], ranks: [1, 2] }, "once");
    const after = await ratingsOf(store.db, "once");
    // Finished again: no change to tell either.
    expect(await store.finishMatch(id, { scores: [1, 0], winners: [0], ranks: [1, 2] })).toEqual([]);
    await store.close();
    store = await Store.open(await openDatabase(url));
    await store.finishMatch(id, { scores: [1, 0], winners: [0], ranks: [1, 2] });
    expect(await ratingsOf(store.db, "once")).toEqual(after);
    expect(after.map((r) => Number(r.played))).toEqual([1, 1]);
    expect(await changes(id)).toHaveLength(2);
  });

  it("orders the leaderboard by ordinal (ties share a rank) and finds a player's own rank below the top 100", async () => {
    const rows = Array.from({ length: 130 }, (_, i) => {
      const mu = 40 - Math.floor(i / 2) * 0.25; // pairs of equal ratings
      return { game: "board", player_id: `b${String(i).padStart(3, "0")}`, mu, sigma: 2, ordinal: mu - 6, played: 3, wins: 1, updated_at: 0 };
    });
    await withRatings(store.db).insertInto("ratings").values(rows).execute();
    await recount(withRatings(store.db), "board");
    const board = new RatingBoard(store.db);
    const top = await board.leaderboard("board", "b121");
    expect(top.players).toBe(130);
    expect(top.entries).toHaveLength(100);
    expect(top.entries.map((e) => e.playerId)).toEqual(rows.slice(0, 100).map((r) => r.player_id));
    expect(top.entries.slice(0, 4).map((e) => e.rank)).toEqual([1, 1, 3, 3]);
    expect(top.entries[99]!.rank).toBe(99);
    expect(top.you).toMatchObject({ playerId: "b121", rank: 121, ordinal: rows[121]!.ordinal, played: 3 });
    expect((await board.leaderboard("board", "b005")).you).toMatchObject({ rank: 5 });
    expect((await board.leaderboard("board", "nobody")).you).toBeNull();
  });

  it("keeps every rank and the count of rated players equal to a count over all the rows, whatever matches are played", async () => {
    const pool = ["q0", "q1", "q2", "q3", "q4", "q5"];
    const matchArb = fc.record({ seats: fc.shuffledSubarray(pool, { minLength: 2, maxLength: 4 }), ranks: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }) });
    let game = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(matchArb, { minLength: 1, maxLength: 6 }), async (matches) => {
        const id = `bands-${++game}`;
        for (const m of matches) {
          const ranks = m.seats.map((_, i) => m.ranks[i]!);
          const best = Math.min(...ranks);
          await play(m.seats.map((p) => human(`${id}-${p}`)), { scores: ranks.map((r) => -r), winners: ranks.flatMap((r, i) => (r === best ? [i] : [])), ranks }, id);
        }
        const rows = await ratingsOf(store.db, id);
        const board = new RatingBoard(store.db);
        expect((await board.leaderboard(id, null)).players).toBe(rows.length);
        for (const r of rows) {
          const above = rows.filter((o) => Number(o.ordinal) > Number(r.ordinal)).length;
          expect(await board.rankOf(id, Number(r.ordinal))).toBe(above + 1);
        }
      }),
      { numRuns: propertyRuns(15) },
    );
  });

  it("builds a profile: matches played and won, each game's rating, rank and history, the latest matches", async () => {
    await play([human("p-lea"), human("p-max")], { scores: [3, 1], winners: [0], ranks: [1, 2] }, "profile");
    await play([human("p-lea"), human("p-max")], { scores: [1, 3], winners: [1], ranks: [2, 1] }, "profile");
    const last = await play([human("p-lea"), human("p-max")], { scores: [3, 1], winners: [0], ranks: [1, 2] }, "profile");
    await play([human("p-lea"), human("p-max")], { scores: [3, 1], winners: [0], ranks: [1, 2], endedByHost: true }, "profile");
    const profile = await new RatingBoard(store.db).profile(store, "p-lea", null);
    expect(profile).toMatchObject({ playerId: "p-lea", name: "p-lea", played: 4, wins: 3 });
    expect(profile.ratings).toHaveLength(1);
    const lea = profile.ratings[0]!;
    expect(lea).toMatchObject({ game: "profile", rank: 1, played: 3, wins: 2 });
    expect(lea.ordinal).toBeCloseTo(ordinal(await current("profile", "p-lea")), 10);
    expect(lea.history).toHaveLength(3);
    expect(lea.history.map((p) => p.at)).toEqual([...lea.history.map((p) => p.at)].sort((a, b) => a - b));
    expect(lea.history[2]!.ordinal).toBe(lea.ordinal);
    // The bands the ranks are counted from moved with every match: two players, Max below Lea.
    expect(await new RatingBoard(store.db).leaderboard("profile", "p-max")).toMatchObject({ players: 2, you: { playerId: "p-max", rank: 2 } });
    expect(profile.recent[0]).toMatchObject({ status: "ended" });
    expect(profile.recent[1]).toMatchObject({ matchId: last, status: "finished", winner: true });
  });
});

describe("ratings over a real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ database: join(dir, "server.sqlite") });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function match(end: "played" | "host"): Promise<{ ana: TestClient; cid: TestClient; result: GameResult }> {
    const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, options: { cards: 1 } }, "Ana");
    const cid = await TestClient.join(server.url, ana.room.roomId, { name: "Cid" });
    await cid.until(() => cid.welcome !== null);
    if (end === "played") {
      ana.autoplay();
      cid.autoplay();
    }
    ana.send("start");
    await ana.until(() => ana.view !== null, "the deal");
    if (end === "host") ana.send("end");
    await ana.until(() => ana.view?.result != null, "the end");
    // A rated match's changes reach the table once they are stored.
    if (end === "played") await Promise.all([ana, cid].map((c) => c.until(() => c.info?.ratingChanges != null, "the rating changes")));
    await Promise.all([ana.leave(), cid.leave()]);
    return { ana, cid, result: ana.view!.result as GameResult };
  }

  it("rates a match played to its end between two players, not one the host ended, and answers the leaderboard and profiles", async () => {
    const ended = await match("host");
    const endedBoard = (await (await fetch(`${server.url}/api/leaderboards/test-race`)).json()) as Leaderboard;
    expect(endedBoard.players).toBe(0);
    // Nothing rated, nothing shown: no changes, and the new players' seats show no rating.
    expect(ended.ana.info!.ratingChanges).toBeNull();
    expect(ended.ana.info!.seats.map((s) => s.rating)).toEqual([null, null]);

    const { ana, cid, result } = await match("played");
    const anaId = ana.welcome!.playerId;
    const cidId = cid.welcome!.playerId;
    const res = await fetch(`${server.url}/api/leaderboards/test-race?player=${cidId}`);
    expect(res.status).toBe(200);
    const board = (await res.json()) as Leaderboard;
    expect(board.players).toBe(2);
    expect(new Set(board.entries.map((e) => e.playerId))).toEqual(new Set([anaId, cidId]));
    expect(board.entries.map((e) => e.name).sort()).toEqual(["Ana", "Cid"]);
    expect(board.you?.playerId).toBe(cidId);
    for (const client of [ana, cid]) {
      const { seat, playerId } = client.welcome!;
      expect(board.entries.find((e) => e.playerId === playerId)).toMatchObject({ played: 1, wins: result.winners.includes(seat!) ? 1 : 0 });
    }
    // The table told both players each one's change (new players start at 0) and shows the new ratings by the names.
    const ordinalOf = (playerId: string) => board.entries.find((e) => e.playerId === playerId)!.ordinal;
    for (const client of [ana, cid]) {
      const info = client.info!;
      expect([...info.ratingChanges!].sort((a, b) => a.seat - b.seat)).toEqual(
        info.seats.map((s, seat) => ({ seat, playerId: s.playerId, before: 0, after: ordinalOf(s.playerId!) })),
      );
      expect(info.seats.map((s) => s.rating)).toEqual(info.seats.map((s) => ordinalOf(s.playerId!)));
    }
    // At Ana's next table her seat shows her rating in this game, a bot its level's published one.
    const next = await TestClient.create(server.url, { game: "test-race", seats: 2, options: { cards: 1 }, token: ana.welcome!.token }, "Ana");
    next.send("addBot", { level: "random" });
    await next.until(() => next.info?.seats[1]?.bot === "random" && next.info.seats[0]!.rating != null, "the seats' ratings");
    expect(next.info!.seats.map((s) => s.rating)).toEqual([ordinalOf(anaId), ordinal(BOT_RATINGS.random!)]);
    await next.leave();

    const profile = (await (await fetch(`${server.url}/api/players/${anaId}/profile`)).json()) as PlayerProfile;
    expect(profile).toMatchObject({ playerId: anaId, name: "Ana", played: 1 });
    expect(profile.ratings.map((r) => r.game)).toEqual(["test-race"]);
    expect(profile.ratings[0]!.history).toHaveLength(1);
    expect(profile.recent.map((m) => m.game)).toEqual(["test-race"]);

    expect((await fetch(`${server.url}/api/leaderboards/no-such-game`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/players/nobody-at-all/profile`)).status).toBe(404);
    const bots = (await (await fetch(`${server.url}/api/ratings/bots`)).json()) as { level: string }[];
    expect(bots.map((b) => b.level)).toEqual(["random", "rules", "search"]);
  });
});
