/**
 * Seat-reservation squatting (issue 15, point 4): matchmaking requests that
 * never open a WebSocket must not lock a table. A table holds a few waiting
 * joins per network and per table; a seat's own player always gets back in,
 * and watching stays open while one client squats. Real HTTP requests (the
 * squatters) and real SDK clients; each client's address is the one its
 * trusted proxy header names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { RESERVATION_LIMITS } from "../src/reservations.ts";
import { UNLIMITED_CLIENTS } from "./fixtures/config.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  // A long drop grace: the squatting takes a few seconds, and the dropped seat must still be waiting for its player.
  server = await startTestServer({ limits: { ...UNLIMITED_CLIENTS, trustProxy: 1 }, dropGraceSeconds: 60 });
});
afterAll(async () => {
  await server?.close();
});

const join = (address: string, roomId: string, options: Record<string, unknown> = {}) => TestClient.from(server.url, address).join(roomId, options);

/** One reservation over plain HTTP, never followed by a WebSocket: its status and body. */
async function squat(address: string, roomId: string, options: Record<string, unknown> = {}): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.url}/matchmake/joinById/${roomId}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(options),
  });
  return { status: res.status, body: await res.text() };
}

function dropWithoutReconnecting(client: TestClient): void {
  client.room.reconnection.enabled = false;
  client.room.connection.close(4999, "network lost");
}

describe("squatting a table's seat reservations", () => {
  it("one client's dozens of reservations: it gets a few, the seated player still gets back in, others can still watch", async () => {
    const ana = await TestClient.from(server.url, "198.51.100.1").create({ game: "test-race", seats: 2, timeLimit: 120 }, "Ana");
    const bea = await join("198.51.100.2", ana.room.roomId, { name: "Bea" });
    ana.send("start");
    await bea.until(() => bea.view !== null, "the deal");
    dropWithoutReconnecting(ana);
    await bea.until(() => !bea.info!.seats[0]!.connected, "Ana dropped");

    const answers = [];
    for (let i = 0; i < 70; i++) answers.push(await squat("203.0.113.66", ana.room.roomId, { spectate: true }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RESERVATION_LIMITS.perNetwork);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 429 && a.body.includes("TOO_MANY_JOINS"))).toBe(true);

    // Ana reloads: her token takes her seat back, within the grace: the bot never played it.
    const back = await join("198.51.100.1", ana.room.roomId, { token: ana.welcome!.token });
    expect(back.welcome!.seat).toBe(0);
    await bea.until(() => bea.info!.seats[0]!.connected, "Ana shown back");
    expect(bea.info!.seats[0]!.away).toBe(false);
    // Someone else watches.
    const cid = await join("198.51.100.3", ana.room.roomId, { name: "Cid", spectate: true });
    expect(cid.view).not.toBeNull();
    for (const c of [back, bea, cid]) await c.leave();
  });

  it("many clients squatting together fill the table's line, never its seat owners' way back", async () => {
    const ana = await TestClient.from(server.url, "198.51.100.11").create({ game: "test-race", seats: 2, timeLimit: 120 }, "Ana");
    const bea = await join("198.51.100.12", ana.room.roomId, { name: "Bea" });
    ana.send("start");
    await bea.until(() => bea.view !== null, "the deal");
    dropWithoutReconnecting(bea);
    await ana.until(() => !ana.info!.seats[1]!.connected, "Bea dropped");

    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await squat(`203.0.113.${100 + i}`, ana.room.roomId));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RESERVATION_LIMITS.perTable);
    expect(answers.slice(RESERVATION_LIMITS.perTable).every((a) => a.status === 429)).toBe(true);

    // Bea's own rejoin is admitted past the full line, however many times she tries at once.
    const tries = await Promise.all([1, 2, 3].map(() => squat("198.51.100.12", ana.room.roomId, { token: bea.welcome!.token })));
    expect(tries.map((t) => t.status)).toEqual([200, 200, 200]);
    const back = await join("198.51.100.12", ana.room.roomId, { token: bea.welcome!.token });
    expect(back.welcome!.seat).toBe(1);
    await ana.until(() => ana.info!.seats[1]!.connected, "Bea shown back");
    for (const c of [ana, back]) await c.leave();
  });
});
