/**
 * Floods around the rate limiter, from real clients: protocol-level PING frames
 * (answered by the transport, never seen by a room), messages to the lobby, and
 * messages to a table. Each flooder is closed with 4429 while the others play
 * on, and each verdict is logged once, not once per frame that follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import type { WebSocket } from "ws";
import type { RunningServer } from "../src/index.ts";
import { CLOSE_ABUSE } from "../src/protocol.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
const warnings: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ rateLimit: { perSecond: 50, burst: 50, strikes: 20 }, frameLimit: { perSecond: 100, burst: 200 } });
  // Every warning the server logs, as its operator would read them.
  const log = server.context.log;
  const warn = log.warn.bind(log);
  log.warn = ((...args: unknown[]) => {
    warnings.push(String(args.findLast((a) => typeof a === "string")));
    return (warn as (...a: unknown[]) => void)(...args);
  }) as typeof log.warn;
});
afterAll(async () => {
  await server?.close();
});

const floodVerdicts = () => warnings.filter((w) => /flooding/.test(w)).length;

function socketOf(client: { room: { connection: unknown } } | { connection: unknown }): WebSocket {
  const connection = "room" in client ? client.room.connection : client.connection;
  return (connection as { transport: { ws: WebSocket } }).transport.ws;
}

async function table(): Promise<[TestClient, TestClient]> {
  const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, visibility: "private", timeLimit: null, options: { cards: 5 } }, "Ana");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  await bea.until(() => bea.welcome !== null);
  ana.send("start");
  await bea.until(() => bea.view !== null);
  return [ana, bea];
}

describe("floods", () => {
  it("PING frames count: a client pinging without end is answered within its budget, then closed (4429), and logged once", async () => {
    const [ana, bea] = await table();
    const before = floodVerdicts();
    const socket = socketOf(ana);
    let pongs = 0;
    socket.on("pong", () => pongs++);
    for (let i = 0; i < 20_000; i++) socket.ping();
    await ana.until(() => ana.left !== null, "the pinger closed", 10_000);
    expect(ana.left).toBe(CLOSE_ABUSE);
    expect(pongs).toBeLessThanOrEqual(250); // the burst (200) and what the rate refilled meanwhile
    expect(floodVerdicts() - before).toBe(1);
    // The honest player is still there and still plays.
    expect(bea.left).toBeNull();
    await bea.leave();
  });

  it("the lobby counts messages: a lobby client that floods it is closed (4429), and logged once", async () => {
    const before = floodVerdicts();
    const flooder = await new Client(server.url).join("lobby");
    const honest = await new Client(server.url).join("lobby");
    let closed: number | null = null;
    flooder.onLeave((code: number) => void (closed = code));
    for (let i = 0; i < 3000; i++) flooder.send("anything", { i });
    const deadline = Date.now() + 10_000;
    while (closed === null && Date.now() < deadline) await sleep(20);
    expect(closed).toBe(CLOSE_ABUSE);
    await sleep(200);
    expect(floodVerdicts() - before).toBe(1);
    expect(honest.connection.isOpen).toBe(true);
    await honest.leave();
  });

  it("a table's flooder is closed (4429) and logged once, however much it sent after the verdict", async () => {
    const [ana, bea] = await table();
    const before = floodVerdicts();
    for (let i = 0; i < 3000; i++) ana.send("back");
    await ana.until(() => ana.left !== null, "the flooder closed", 10_000);
    expect(ana.left).toBe(CLOSE_ABUSE);
    await sleep(200);
    expect(floodVerdicts() - before).toBe(1);
    expect(bea.left).toBeNull();
    await bea.leave();
  });
});
