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
import { ActionConflict, Store } from "../src/storage/store.ts";
import { race } from "./fixtures/race.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const targets: [string, string][] = [["SQLite", join(dir, "gg.sqlite")]];
if (process.env.GG_TEST_PG) targets.push(["PostgreSQL", process.env.GG_TEST_PG]);

describe.each(targets)("the store on %s", (_name, url) => {
  it("writes a match action by action, reads back a replayable record, standings and history", async () => {
    if (url.startsWith("postgres")) {
      const db = await openDatabase(url);
      for (const t of ["match_actions", "match_seats", "matches", "players", "gg_health", "auth_session", "auth_account", "auth_verification", "auth_passkey", "auth_user", "ratings", "rating_changes", "rated_matches", "rating_counts", "match_chat", "gg_migrations", "gg_migrations_lock"]) await sql`drop table if exists ${sql.table(t)} cascade`.execute(db);
      await db.destroy();
    }
    let store = await Store.open(await openDatabase(url));
    const { record, result } = playMatch(race, { players: 3, seed: "store", options: { cards: 2 } });
    await store.upsertPlayer("g_ana", "Ana");
    await store.upsertPlayer("g_ana", "Ana B.");
    await Promise.all([store.upsertPlayer("g_bea", "Bea"), store.upsertPlayer("g_cid", "Cid")]); // one commit on SQLite
    const names = await store.db.selectFrom("players").select(["id", "name"]).orderBy("id").execute();
    expect(names).toEqual([
      { id: "g_ana", name: "Ana B." }, // a new name replaces the old
      { id: "g_bea", name: "Bea" },
      { id: "g_cid", name: "Cid" },
    ]);
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
    const history = await store.playerMatches("g_bea", "g_bea");
    expect(history).toEqual([
      { matchId: "m1", game: race.id, status: "finished", seat: 1, score: result.scores[1], rank: result.ranks[1], winner: result.winners.includes(1), createdAt: 1_800_000_000_000, finishedAt: 1_800_000_001_000 },
    ]);
    expect(await store.loadMatch("nope")).toBeNull();
    await store.close();
  });

  it("stores actions of many matches sent at once (one commit on SQLite), each refused one failing alone", async () => {
    const store = await Store.open(await openDatabase(url));
    const { record } = playMatch(race, { players: 2, seed: "batch", options: { cards: 2 } });
    const seats = [
      { playerId: null, name: "A", bot: "rules" },
      { playerId: null, name: "B", bot: "rules" },
    ];
    for (const id of ["b1", "b2"]) {
      await store.createMatch({ id, game: race.id, engineVersion: race.engineVersion, options: record.options, players: 2, seed: record.seed, seedCommitment: "c0ffee", seats, config: { timeLimit: 30, visibility: "public", host: 0 }, createdAt: 1 });
    }
    const epoch = await store.takeOver("b2"); // b2 moved on: writes under epoch 0 are fenced off
    const [a0, a1, a2] = record.actions;
    const outcomes = await Promise.allSettled([
      store.appendAction("b1", 0, a0!, 0),
      store.appendAction("b1", 1, a1!, 0),
      store.appendAction("b1", 1, a2!, 0), // the number is taken by the one before
      store.appendAction("b2", 0, a0!, 0),
      store.appendAction("b2", 0, a1!, epoch),
    ]);
    const refusal = (i: number) => (outcomes[i]!.status === "rejected" ? (outcomes[i] as PromiseRejectedResult).reason : null);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", expect.any(String), expect.any(String), "rejected", "fulfilled"]);
    expect([outcomes[1]!.status, outcomes[2]!.status].sort()).toEqual(["fulfilled", "rejected"]); // exactly one action 1 of b1
    expect(refusal(1) ?? refusal(2)).toBeInstanceOf(ActionConflict);
    expect(refusal(3)).toBeInstanceOf(ActionConflict);
    expect(String(refusal(3))).toContain("newer owner");
    const stored1 = (await store.loadMatch("b1"))!.record.actions;
    expect(stored1).toMatchObject([a0!, outcomes[1]!.status === "fulfilled" ? a1! : a2!]);
    expect((await store.loadMatch("b2"))!.record.actions).toMatchObject([a1!]);
    await store.close();
  });
});
