/**
 * Refused joins reject at once, with our code first in the message: a full
 * table, a started match (unless you hold a seat there, or come to watch), an
 * unknown code. Real server, real SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** How a join ends: the error's message, and how long it took. */
async function refusal(roomId: string, options: Record<string, unknown> = {}): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const outcome = await TestClient.join(server.url, roomId, options).then(
    async (client) => {
      await client.leave();
      return "joined";
    },
    (error: Error) => error.message,
  );
  return { message: outcome, ms: performance.now() - started };
}

describe("a refused join", () => {
  it("says ROOM_FULL, MATCH_STARTED or ROOM_NOT_FOUND within a second", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 }, "Ana");
    const guest = await TestClient.join(server.url, host.room.roomId, { name: "Bea" });
    await host.until(() => host.info?.seats.every((s) => s.human) ?? false, "a full table");

    const full = await refusal(host.room.roomId, { name: "Cid" });
    expect(full.message).toBe("ROOM_FULL: every seat is taken");
    expect(full.ms).toBeLessThan(1000);

    const unknown = await refusal("nosuchtable12");
    expect(unknown.message).toBe("ROOM_NOT_FOUND: no table has the code nosuchtable12");
    expect(unknown.ms).toBeLessThan(1000);

    host.send("start");
    await guest.until(() => guest.info?.status === "playing", "the start");
    const started = await refusal(host.room.roomId, { name: "Cid" });
    expect(started.message).toBe("MATCH_STARTED: the match has started; join as a spectator");
    expect(started.ms).toBeLessThan(1000);
    // A forged token is a stranger too.
    expect((await refusal(host.room.roomId, { token: `${guest.welcome!.playerId}.forged` })).message).toMatch(/^MATCH_STARTED/);

    // Watching, or taking back one's own seat from a new tab, is never refused.
    expect((await refusal(host.room.roomId, { spectate: true })).message).toBe("joined");
    const again = await TestClient.join(server.url, host.room.roomId, { token: guest.welcome!.token! });
    await again.until(() => again.welcome?.seat === 1, "Bea's seat back");
    await Promise.all([host.leave(), guest.leave(), again.leave()]);
  });

  it("of two players racing for the last seat, one sits and the other is told ROOM_FULL", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 }, "Ana");
    await host.until(() => host.info !== null, "room info");
    const outcomes = await Promise.allSettled([TestClient.join(server.url, host.room.roomId, { name: "Bea" }), TestClient.join(server.url, host.room.roomId, { name: "Cid" })]);
    const joined = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [(o.reason as Error).message] : []));
    expect(joined).toHaveLength(1);
    expect(refused).toEqual(["ROOM_FULL: every seat is taken"]);
    await Promise.all([host.leave(), ...joined.map((c) => c.leave())]);
  });
});
