#!/usr/bin/env node
// Memory per room, measured inside the GG server rather than read off RSS (which mostly shows how
// lazily V8 collects): the server runs as in production (src/main.ts through tsx, SQLite file) with
// --expose-gc and an inspector on loopback; the benchmark asks it, through the inspector, to collect
// garbage twice and report process.memoryUsage(). R rooms of 4 real WebSocket players (bench/server/
// load.mjs, playing as in `bench:server`) are opened and kept playing, then more up to R2, …; at each
// step the memory held (heapUsed + external + arrayBuffers after GC) is read, and
//   marginal per room = Δ held / Δ rooms
// is what the server really holds for one more 4-seat room in play: the match state, its record, four
// WebSocket connections and their buffers. RSS deltas are printed beside it for comparison.
//
//   node bench/server/memory.mjs [R1 R2 …] [--game oh-hell] [--settle 10]   (cumulative room counts)
import { fork, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { UNLIMITED_CLIENTS, freePort, root, sleep } from "../lib/harness.mjs";

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: { game: { type: "string", default: "oh-hell" }, settle: { type: "string", default: "10" } },
});
const sizes = (positionals.length ? positionals : ["250", "1000"]).map(Number);

/** A minimal Chrome DevTools Protocol client: evaluates an expression in the server's main context. */
async function inspector(url) {
  const ws = new WebSocket(url);
  await new Promise((res, rej) => { ws.once("open", res); ws.once("error", rej); });
  let id = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
  });
  const evaluate = (expression) => new Promise((res) => {
    const n = ++id;
    pending.set(n, (msg) => res(msg.result?.result?.value));
    ws.send(JSON.stringify({ id: n, method: "Runtime.evaluate", params: { expression, returnByValue: true } }));
  });
  return { evaluate, close: () => ws.close() };
}

async function startServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "gg-memory-"));
  const server = spawn(process.execPath, ["--expose-gc", "--inspect=127.0.0.1:0", "--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, GG_PORT: String(port), GG_HOST: "127.0.0.1", GG_DATABASE_URL: join(dir, "gg.sqlite"), GG_SECRET: "bench", GG_LOG_LEVEL: "warn", ...UNLIMITED_CLIENTS },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let inspectorUrl = null;
  await new Promise((res, rej) => {
    let out = "";
    server.stderr.on("data", (d) => {
      const m = /Debugger listening on (ws:\/\/\S+)/.exec(String(d));
      if (m) inspectorUrl = m[1];
    });
    server.stdout.on("data", (d) => { out += d; if (out.includes("LISTENING") && inspectorUrl) res(); });
    server.once("exit", (c) => rej(new Error(`server exited (${c}) before listening`)));
  });
  const cdp = await inspector(inspectorUrl);
  const memory = async () => JSON.parse(await cdp.evaluate("gc(); gc(); JSON.stringify(process.memoryUsage())"));
  return { server, port, cdp, memory };
}

/** Opens `rooms` rooms of 4 players in one load process and keeps them playing. */
async function openRooms(port, rooms) {
  const load = fork(join(root, "bench/server/load.mjs"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  await new Promise((res) => load.once("message", res)); // ready
  const seated = new Promise((res) => load.on("message", (m) => m.cmd === "seated" && res()));
  load.send({ cmd: "start", cfg: { url: `ws://127.0.0.1:${port}`, game: opt.game, rooms, rampMs: Math.max(2000, rooms * 20), startAt: Date.now() + 200, thinkMs: 1000, jitter: 0.2, timeoutMs: 10_000 } });
  await seated;
  return load;
}

const held = (m) => m.heapUsed + m.external + m.arrayBuffers;
const MB = (bytes) => +(bytes / 2 ** 20).toFixed(1);
const { server, port, cdp, memory } = await startServer();
await sleep(1000);
const baseline = await memory();
const loads = [];
let previous = { rooms: 0, memory: baseline };
for (const rooms of sizes) {
  loads.push(await openRooms(port, rooms - previous.rooms));
  await sleep(Number(opt.settle) * 1000);
  const now = await memory();
  const kb = (bytes, n) => +(bytes / 1024 / n).toFixed(1);
  console.log(JSON.stringify({
    game: opt.game, rooms, players: rooms * 4,
    // The first rooms also pay for one-off costs (code compiled, caches filled): the marginal figure is the per-room cost.
    marginalKbPerRoom: kb(held(now) - held(previous.memory), rooms - previous.rooms),
    averageKbPerRoom: kb(held(now) - held(baseline), rooms),
    marginalHeapKbPerRoom: kb(now.heapUsed - previous.memory.heapUsed, rooms - previous.rooms),
    marginalRssKbPerRoom: kb(now.rss - previous.memory.rss, rooms - previous.rooms),
    heldMB: MB(held(now)), rssMB: MB(now.rss),
  }));
  previous = { rooms, memory: now };
}
for (const load of loads) load.send({ cmd: "stop" });
await Promise.all(loads.map((load) => new Promise((r) => load.once("exit", r))));
cdp.close();
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
