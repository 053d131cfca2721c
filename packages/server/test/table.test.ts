/**
 * The table's rules with no socket: seats and host, the start, time-outs and
 * the bot standing in, drops, and storing every action before it is shown.
 * Time is a manual clock, the store is SQLite in memory.
 */
import { afterEach, describe, expect, it } from "vitest";
import { replay } from "@gg/core";
import { CLOSE_KICKED, CLOSE_REPLACED } from "../src/protocol.ts";
import { Refusal } from "../src/table/refusal.ts";
import { openTable, restoreTable, until, type TableWorld } from "./fixtures/tables.ts";

let world: TableWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

/** A started two-player race (3 cards each, 15 s a move): "a" (Ana, seat 0, host) and "b" (Bea, seat 1). */
async function startedRace(request: Record<string, unknown> = {}): Promise<TableWorld> {
  world = await openTable({ game: "test-race", seats: 2, timeLimit: 15, ...request });
  const { table, out } = world;
  table.join("a", { playerId: "g_ana", token: "ta", name: "Ana" });
  table.join("b", { playerId: "g_bea", token: "tb", name: "Bea" });
  expect(await table.receive("a", "start", undefined)).toBe(true);
  await until(() => out.views.get("a")?.active[0] === 0, "Ana's first decision");
  return world;
}

const legalOf = (w: TableWorld, id: string) => w.out.views.get(id)!.legal[0] as { type: string };

describe("a table", () => {
  it("seats guests in order, makes the first host, refuses a full table and a guest's start, and keeps the players' order at the start", async () => {
    world = await openTable({ game: "test-race", seats: 3 });
    const { table, out } = world;
    table.join("a", { playerId: "g_ana", token: "ta", name: "Ana" });
    expect(await table.receive("a", "addBot", { seat: 1, level: "random" })).toBe(true);
    table.join("b", { playerId: "g_bea", token: "tb", name: "Bea" });
    expect(out.welcomes.get("b")!.seat).toBe(2);
    expect(out.info!.host).toBe(0);
    expect(() => table.join("c", { playerId: "g_cid", token: "tc" })).toThrow(Refusal);
    expect(await table.receive("b", "start", undefined)).toBe(false);
    expect(out.errors.get("b")!.at(-1)!.code).toBe("NOT_HOST");
    expect(await table.receive("a", "removeBot", { seat: 1 })).toBe(true);
    expect(await table.receive("a", "start", undefined)).toBe(true);
    // The empty seat is dropped: Bea is seat 1 now, and told so.
    expect(out.welcomes.get("b")!.seat).toBe(1);
    expect(out.info!.seats.map((s) => s.name)).toEqual(["Ana", "Bea"]);
    expect(out.info!.status).toBe("playing");
    expect(out.alive).toBe(true);
    expect(() => table.join("c", { playerId: "g_cid", token: "tc" })).toThrow(/the match has started/);
  });

  it("on a time-out the bot plays the decision and the seat is away until 'back'; control returns at the next decision", async () => {
    const w = await startedRace({ options: { cards: 3 } });
    const { table, out, clock } = w;
    expect(out.views.get("a")!.deadlines["0"]).toBe(clock.now() + 15_000);
    clock.advance(14_999);
    expect(out.info!.seats[0]!.away).toBe(false);
    clock.advance(1);
    await until(() => out.views.get("b")!.seq === 1, "the bot played Ana's card");
    expect(out.info!.seats[0]!.away).toBe(true);
    expect(await table.receive("a", "act", { action: legalOf(w, "a") })).toBe(false);
    expect(out.errors.get("a")!.at(-1)!.code).toBe("AWAY");
    // Away: her next decision is played at once.
    expect(await table.receive("b", "act", { action: legalOf(w, "b") })).toBe(true);
    clock.advance(0);
    await until(() => out.views.get("b")!.seq === 3, "the bot played Ana's second card");
    expect(await table.receive("a", "back", undefined)).toBe(true);
    expect(out.info!.seats[0]!.away).toBe(false);
    expect(await table.receive("b", "act", { action: legalOf(w, "b") })).toBe(true);
    expect(out.views.get("a")!.legal.length).toBeGreaterThan(0);
    clock.advance(1000);
    expect(out.views.get("a")!.seq).toBe(4); // nobody played for her
    expect(await table.receive("a", "act", { action: legalOf(w, "a"), seq: 4 })).toBe(true);
    expect(await table.receive("b", "act", { action: legalOf(w, "b") })).toBe(true);
    expect(out.views.get("a")!.result).not.toBeNull();
  });

  it("stores every action before showing it: the stored record replays to the result the players saw", async () => {
    const w = await startedRace();
    const { table, out, store } = w;
    while (out.views.get("a")!.result === null) {
      const seat = out.views.get("a")!.active[0]!;
      const id = seat === 0 ? "a" : "b";
      const seq = out.views.get(id)!.seq;
      expect(await table.receive(id, "act", { action: legalOf(w, id), seq })).toBe(true);
    }
    await until(() => out.over, "the match over");
    const stored = (await store.loadMatch(table.id))!;
    expect(stored.record.actions).toHaveLength(6);
    const { race } = await import("./fixtures/race.ts");
    expect(replay(race, stored.record).result()).toEqual(out.views.get("b")!.result);
    expect(out.info!.standings!.names).toEqual(["Ana", "Bea"]);
  });

  it("refuses a stale view: an action answering an older decision changes nothing", async () => {
    const w = await startedRace();
    const { table, out } = w;
    expect(await table.receive("a", "act", { action: legalOf(w, "a"), seq: 0 })).toBe(true);
    expect(await table.receive("b", "act", { action: legalOf(w, "b"), seq: 1 })).toBe(true);
    expect(await table.receive("a", "act", { action: legalOf(w, "a"), seq: 1 })).toBe(false);
    expect(out.errors.get("a")!.at(-1)!.code).toBe("STALE_VIEW");
    expect(out.views.get("a")!.seq).toBe(2);
  });

  it("the same player from a new connection takes the seat back, and the old connection is closed", async () => {
    const w = await startedRace();
    const { table, out } = w;
    table.join("a2", { playerId: "g_ana", token: "ta" });
    expect(out.closed.get("a")).toBe(CLOSE_REPLACED);
    expect(out.welcomes.get("a2")!.seat).toBe(0);
    await until(() => out.views.has("a2"), "the match shown to the new connection");
    expect(out.views.get("a2")!.legal.length).toBeGreaterThan(0);
    expect(await table.receive("a", "act", { action: legalOf(w, "a2") })).toBe(false); // the old one holds nothing
    expect(await table.receive("a2", "act", { action: legalOf(w, "a2") })).toBe(true);
  });

  it("a dropped seat waits 10 s for its player (reconnecting); back in time, nothing was played and it is not away", async () => {
    const w = await startedRace({ timeLimit: 60 });
    const { table, out, clock } = w;
    expect(table.drop("a")).toBe(true);
    expect(out.info!.seats[0]).toMatchObject({ connected: false, reconnecting: true, away: false });
    clock.advance(9_999);
    table.reconnect("a");
    expect(out.info!.seats[0]).toMatchObject({ connected: true, reconnecting: false, away: false });
    clock.advance(30_000); // past the grace, within her 60 s
    expect(out.info!.seats[0]!.away).toBe(false);
    expect(out.views.get("a")!.seq).toBe(0);
    expect(await table.receive("a", "act", { action: legalOf(w, "a"), seq: 0 })).toBe(true);
  });

  it("a dropped seat not back within 10 s is away, and the bot plays its decision", async () => {
    const { table, out, clock } = await startedRace({ timeLimit: 60 });
    table.drop("a");
    clock.advance(9_999);
    expect(out.info!.seats[0]!.away).toBe(false);
    await until(() => (clock.advance(1), out.info!.seats[0]!.away), "Ana away at the grace's end");
    expect(out.info!.seats[0]!.reconnecting).toBe(false);
    await until(() => (clock.advance(0), out.views.get("b")!.seq === 1), "the bot played Ana's card");
  });

  it("a dropped seat whose move time runs out within the grace is away at the time-out", async () => {
    const { table, out, clock } = await startedRace({ timeLimit: 15 });
    clock.advance(10_000);
    table.drop("a");
    await until(() => (clock.advance(500), out.info!.seats[0]!.away), "Ana timed out");
    expect(clock.now() - out.info!.startedAt!).toBeLessThan(20_000); // the grace would have ended at 20 s
    await until(() => out.views.get("b")!.seq === 1, "the bot played Ana's card");
  });

  it("a player who leaves mid-match is played by the bot, and the host role passes on", async () => {
    const w = await startedRace();
    const { table, out, clock } = w;
    table.leave("a");
    expect(out.info!.seats[0]!.away).toBe(true);
    expect(out.info!.host).toBe(1);
    await until(() => (clock.advance(0), out.views.get("b")!.seq === 1), "the bot played Ana's card");
  });

  it("a player arriving while an action is being stored is shown the match without it, then with it once stored", async () => {
    const w = await startedRace();
    const store = w.store as unknown as { appendAction: (...args: unknown[]) => Promise<void> };
    const appendAction = store.appendAction.bind(w.store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    store.appendAction = async (...args: unknown[]) => {
      await held;
      return appendAction(...args);
    };
    const acting = w.table.receive("a", "act", { action: legalOf(w, "a"), seq: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20)); // applied, its storing held
    w.table.join("b2", { playerId: "g_bea", token: "tb" }); // Bea from a new tab
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(w.out.views.get("b2")?.seq ?? 0, "nothing unstored shown").toBe(0);
    release();
    expect(await acting).toBe(true);
    await until(() => w.out.views.get("b2")?.seq === 1, "the stored action shown");
  });

  it("a server stopping closes its connections without anyone leaving: the host keeps the table through the restart", async () => {
    world = await openTable({ game: "test-race", seats: 2, timeLimit: 120 });
    const w = world;
    w.table.join("a", { playerId: "g_ana", token: "ta", name: "Ana" });
    expect(await w.table.receive("a", "addBot", { seat: 1, level: "random" })).toBe(true);
    expect(await w.table.receive("a", "start", undefined)).toBe(true);
    await until(() => w.out.views.get("a")?.active[0] === 0, "Ana's first decision");
    w.table.shutdown();
    w.table.leave("a"); // the server closing her connection
    await new Promise((resolve) => setTimeout(resolve, 20)); // any settings stored
    const restored = await restoreTable(w);
    expect(restored.out.info!.host).toBe(0);
    restored.table.join("a2", { playerId: "g_ana", token: "ta" });
    expect(restored.out.welcomes.get("a2")!.seat).toBe(0);
    expect(restored.out.info!.seats[0]).toMatchObject({ away: false, connected: true });
    expect(restored.out.info!.host).toBe(0);
    restored.table.dispose();
  });

  it("a guest the host removed stays removed after a restart: the seat is still a bot and their token is refused", async () => {
    const w = await startedRace({ options: { cards: 3 } });
    expect(await w.table.receive("a", "kick", { playerId: "g_bea" })).toBe(true);
    expect(w.out.closed.get("b")).toBe(CLOSE_KICKED);
    await until(() => w.out.views.get("a")!.seq >= 0 && w.out.info!.seats[1]!.bot !== null, "Bea's seat a bot");
    await new Promise((resolve) => setTimeout(resolve, 20)); // the stored settings
    w.table.shutdown();
    const restored = await restoreTable(w);
    expect(restored.out.info!.seats[1]).toMatchObject({ human: false, bot: "rules", name: "Bea" });
    expect(() => restored.table.join("b2", { playerId: "g_bea", token: "tb" })).toThrow(expect.objectContaining({ code: "KICKED" }));
    restored.table.join("a2", { playerId: "g_ana", token: "ta" });
    expect(restored.out.welcomes.get("a2")!.seat).toBe(0);
    restored.table.dispose();
  });
});
