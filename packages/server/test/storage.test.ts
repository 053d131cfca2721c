/**
 * The store's queries on SQLite (a real file), and on PostgreSQL when
 * GG_TEST_PG points to a database (`postgres://…`; its tables are dropped first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { playMatch, replay } from "@gg/core";
import { openDatabase } from "../src/storage/db.ts";
import { Store } from "../src/storage/store.ts";
import { race } from "./fixtures/race.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const targets: [string, string][] = [["SQLite", join(dir, "gg.sqlite")]];
if (process.env.GG_TEST_PG) targets.push(["PostgreSQL", process.env.GG_TEST_PG]);

describe.each(targets)("the store on %s", (_name, url) => {
  it("writes a match action by action, reads back a replayable record, standings and history", async () => {
    if (url.startsWith("postgres")) {
      const db = await openDatabase(url);
      for (const t of ["match_actions", "match_seats", "matches", "players", "gg_migrations", "gg_migrations_lock"]) await sql`drop table if exists ${sql.table(t)} cascade`.execute(db);
      await db.destroy();
    }
    let store = await Store.open(await openDatabase(url));
    const { record, result } = playMatch(race, { players: 3, seed: "store", options: { cards: 2 } });
    await store.upsertPlayer("g_ana", "Ana");
    await store.upsertPlayer("g_ana", "Ana B.");
    await store.createMatch({
      id: "m1",
      game: race.id,
      engineVersion: race.engineVersion,
      options: record.options,
      players: 3,
      seed: record.seed,
      seedCommitment: "c0ffee",
      seats: [
        { playerId: "g_ana", name: "Ana", bot: null },
        { playerId: "g_bea", name: "Bea", bot: null },
        { playerId: null, name: "Bot", bot: "rules" },
      ],
      config: { timeLimit: 30, visibility: "public", host: 0 },
      createdAt: 1_800_000_000_000,
    });
    const half = Math.floor(record.actions.length / 2);
    for (let i = 0; i < half; i++) await store.appendAction("m1", i, { ...record.actions[i]!, at: 1_800_000_000_000 + i });
    expect(await store.unfinishedMatchIds()).toEqual(["m1"]);

    // Reopening runs the migrations again (a no-op) and sees every stored action.
    await store.close();
    store = await Store.open(await openDatabase(url));
    const partial = (await store.loadMatch("m1"))!;
    expect(partial.status).toBe("running");
    expect(partial.record.actions).toHaveLength(half);
    expect(partial.record.actions[1]!.at).toBe(1_800_000_000_001);
    expect(partial.config).toEqual({ timeLimit: 30, visibility: "public", host: 0 });
    expect(partial.seats[2]).toEqual({ playerId: null, name: "Bot", bot: "rules" });

    for (let i = half; i < record.actions.length; i++) await store.appendAction("m1", i, record.actions[i]!);
    await expect(store.appendAction("m1", 0, record.actions[0]!)).rejects.toThrow(); // an index is written once
    await store.finishMatch("m1", result, 1_800_000_001_000);
    const done = (await store.loadMatch("m1"))!;
    expect(done.status).toBe("finished");
    expect(done.result).toEqual(result);
    expect(replay(race, done.record).result()).toEqual(result);
    expect(await store.unfinishedMatchIds()).toEqual([]);
    const history = await store.playerMatches("g_bea");
    expect(history).toEqual([
      { matchId: "m1", game: race.id, status: "finished", seat: 1, score: result.scores[1], rank: result.ranks[1], winner: result.winners.includes(1), createdAt: 1_800_000_000_000, finishedAt: 1_800_000_001_000 },
    ]);
    expect(await store.loadMatch("nope")).toBeNull();
    await store.close();
  });
});
