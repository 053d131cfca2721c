/**
 * The spread heartbeat, on a real WebSocket server and real clients: every
 * client is pinged once per interval, in slices rather than all at once, and
 * a client that never answers is cut off while the others stay — also when
 * the heartbeat started before any client connected, as a server's does.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { spreadHeartbeat } from "../src/heartbeat.ts";
import { TestClient, startTestServer } from "./helpers.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serverWithClients(n: number, silent: number, wss?: WebSocketServer): Promise<{ wss: WebSocketServer; clients: WebSocket[]; pingsAt: number[][] }> {
  wss ??= await emptyServer();
  const port = (wss.address() as AddressInfo).port;
  const pingsAt: number[][] = [];
  const clients: WebSocket[] = [];
  for (let i = 0; i < n; i++) {
    // A silent client's library does not answer pings, as a vanished peer would not.
    const client = new WebSocket(`ws://127.0.0.1:${port}`, { autoPong: i >= n - silent ? false : true });
    const seen: number[] = [];
    pingsAt.push(seen);
    client.on("ping", () => seen.push(performance.now()));
    client.on("error", () => {});
    await once(client, "open");
    cleanups.push(() => client.terminate());
    clients.push(client);
  }
  return { wss, clients, pingsAt };
}

async function emptyServer(): Promise<WebSocketServer> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(wss, "listening");
  cleanups.push(() => new Promise((resolve) => wss.close(resolve)));
  return wss;
}

async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

it("pings every client once per interval, spread over it rather than in one burst", async () => {
  const { wss, pingsAt } = await serverWithClients(20, 0);
  const intervalMs = 400;
  const t0 = performance.now();
  cleanups.push(spreadHeartbeat(wss, { intervalMs, maxMissed: 2, slices: 10 }));
  await until(() => pingsAt.every((seen) => seen.length >= 2));
  const intervals = (performance.now() - t0) / intervalMs;
  for (const seen of pingsAt) expect(seen.length).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
  // The first pass: its pings span most of the interval, not one instant.
  const first = pingsAt.map((seen) => seen[0]! - t0).sort((a, b) => a - b);
  expect(first.at(-1)! - first[0]!).toBeGreaterThan(intervalMs / 2);
});

it("terminates a client that leaves its pings unanswered, and only that one", async () => {
  const { wss, clients } = await serverWithClients(5, 1);
  const closed = clients.map(() => false);
  clients.forEach((c, i) => c.on("close", () => (closed[i] = true)));
  cleanups.push(spreadHeartbeat(wss, { intervalMs: 200, maxMissed: 2, slices: 5 }));
  await until(() => closed[4]!);
  await new Promise((r) => setTimeout(r, 200));
  expect(closed).toEqual([false, false, false, false, true]);
});

it("started with no client at all, still pings the clients that come later", async () => {
  const wss = await emptyServer();
  cleanups.push(spreadHeartbeat(wss, { intervalMs: 200, maxMissed: 2, slices: 5 }));
  await new Promise((r) => setTimeout(r, 300)); // a whole pass over nobody
  const { clients, pingsAt } = await serverWithClients(3, 1, wss);
  let silentClosed = false;
  clients[2]!.on("close", () => (silentClosed = true));
  await until(() => pingsAt[0]!.length >= 2 && silentClosed, 3_000);
  expect(clients[0]!.readyState).toBe(WebSocket.OPEN);
});

it("pings a handful of clients once per interval too, not once per few ticks", async () => {
  const { wss, pingsAt } = await serverWithClients(2, 0);
  const intervalMs = 300;
  const t0 = performance.now();
  cleanups.push(spreadHeartbeat(wss, { intervalMs, maxMissed: 2, slices: 10 }));
  await new Promise((r) => setTimeout(r, intervalMs * 3));
  const intervals = (performance.now() - t0) / intervalMs;
  for (const seen of pingsAt) expect(seen.length).toBeLessThanOrEqual(Math.ceil(intervals));
});

it("a GG server drops a player whose connection dies silently, and the bot takes the seat over, within 3 intervals (9 s)", async () => {
  // The server starts with nobody connected, as in production.
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, visibility: "private", timeLimit: null }, "Ana");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  cleanups.push(() => bea.leave());
  bea.autoplay();
  ana.send("start");
  await ana.until(() => ana.myTurn, "Ana's turn");
  // Ana's network vanishes: her socket reads nothing more, so pings go unanswered (no close frame, no FIN).
  const socket = (ana.room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
  ana.room.reconnection.enabled = false;
  socket.pause();
  const silentAt = performance.now();
  cleanups.push(() => socket.terminate());
  // A private table without a time limit: only the heartbeat can notice her.
  await bea.until(() => !bea.info!.seats[0]!.connected, "Ana dropped", 12_000);
  const droppedAfter = performance.now() - silentAt;
  // Then the drop's grace (1 s in tests) before the bot takes her seat.
  await bea.until(() => bea.info!.seats[0]!.away, "Ana away", 3_000);
  await bea.until(() => bea.view!.seq >= 2, "the bot played Ana's turn", 2_000);
  expect(droppedAfter).toBeLessThan(10_000); // at most 3 × the 3 s interval, and a moment for a busy machine
}, 20_000);
