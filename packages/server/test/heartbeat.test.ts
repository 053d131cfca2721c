/**
 * The spread heartbeat, on a real WebSocket server and real clients: every
 * client is pinged once per interval, in slices rather than all at once, and
 * a client that never answers is cut off while the others stay.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { spreadHeartbeat } from "../src/heartbeat.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serverWithClients(n: number, silent: number): Promise<{ wss: WebSocketServer; clients: WebSocket[]; pingsAt: number[][] }> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(wss, "listening");
  cleanups.push(() => new Promise((resolve) => wss.close(resolve)));
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
