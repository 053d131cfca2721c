/**
 * A restart keeps what the table said and decided (a `Table` with no socket, a manual
 * clock, SQLite in memory): a rematch's match (`<room>-2`) is restored into its room,
 * its chat lines are shown to a player coming back, and the host's "chat off" holds.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatLine, ChatLogMessage } from "../src/protocol.ts";
import { openTable, restoreTable, until, type TableWorld } from "./fixtures/tables.ts";

let world: TableWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

describe("the table's talk across a restart", () => {
  it("restores a rematch into its room with its chat and the host's switch", async () => {
    world = await openTable({ game: "test-race", seats: 2, timeLimit: 15 });
    const { table, out, store } = world;
    table.join("a", { playerId: "g_ana", token: "ta", name: "Ana" });
    table.join("b", { playerId: "g_bea", token: "tb", name: "Bea" });
    expect(await table.receive("a", "start", undefined)).toBe(true);
    expect(await table.receive("a", "end", undefined)).toBe(true);
    expect(await table.receive("b", "rematch", undefined)).toBe(true);
    expect(out.info!.status).toBe("finished");
    expect(await table.receive("a", "rematch", undefined)).toBe(true);
    await until(() => out.info!.status === "playing", "the second match");
    expect(table.matchId).toBe(`${table.id}-2`);

    expect(await table.receive("b", "chat", { text: "again!" })).toBe(true);
    expect(await table.receive("a", "chatToggle", { on: false })).toBe(true);
    const stored = async () => (await store.matchChat(table.matchId)).length === 1 && (await store.loadMatch(table.matchId))!.config.chatOff === true;
    for (let i = 0; i < 100 && !(await stored()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    table.shutdown();

    const restored = await restoreTable(world);
    expect([restored.table.id, restored.table.matchId]).toEqual([table.id, `${table.id}-2`]);
    expect(restored.out.info).toMatchObject({ roomId: table.id, matchId: `${table.id}-2`, chat: false, status: "playing" });
    restored.table.join("b2", { playerId: "g_bea", token: "tb" });
    const [log] = restored.out.chat.get("b2") as ChatLogMessage[];
    expect(log!.lines.map((l: ChatLine) => [l.n, l.name, l.text])).toEqual([[1, "Bea", "again!"]]);
    expect(await restored.table.receive("b2", "chat", { text: "hello?" })).toBe(false);
    expect(restored.out.errors.get("b2")!.at(-1)!.code).toBe("CHAT_OFF");
    restored.table.dispose();
  });
});
