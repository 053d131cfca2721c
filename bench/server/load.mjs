// One GG load-generator process (forked by run.mjs), in the same load shape as the colyseus-relay
// peer's: it opens its share of 4-seat rooms through the SDK (create + 3 × joinById, spread over the
// ramp; the host then starts the match) and plays every seat: when a view says the seat may act, it
// waits the think time, sends a random legal action, and measures the time until its own next view
// (action → own view, on this process's clock). Results go back to the parent over IPC.
globalThis.WebSocket ??= (await import("ws")).WebSocket; // Colyseus 0.18 on Node 20
const { Client } = await import("@colyseus/sdk");
const { monitorEventLoopDelay } = await import("node:perf_hooks");

const stats = {
  joined: 0, actions: 0, received: 0, views: 0, bytes: 0, matchesFinished: 0,
  errors: { join: 0, server: 0, drop: 0, leave: 0, transport: 0, timeout: 0, outOfOrder: 0 },
  latencies: [],
};
const players = [];
let cfg;
let stopping = false;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const inWindow = (t) => t >= cfg.measureFrom && t < cfg.measureTo;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class Player {
  constructor(room) {
    this.room = room;
    this.lastSeq = -1;
    this.pendingSeq = -1;
    this.timer = null;
    room.onMessage("view", (v) => this.onView(v));
    room.onMessage("error", (e) => {
      if (inWindow(Date.now())) stats.errors.server++;
      if (stats.errors.server <= 3) process.stderr.write(`server error: ${JSON.stringify(e)}\n`);
    });
    room.onMessage("welcome", () => {});
    room.onMessage("room", () => {});
    room.onDrop(() => { if (!stopping) stats.errors.drop++; });
    room.onLeave(() => { if (!stopping) stats.errors.leave++; });
    room.onError(() => { if (!stopping) stats.errors.transport++; });
  }

  onView(v) {
    const now = performance.now();
    if (inWindow(Date.now())) { stats.received++; stats.views++; }
    if (v.seq < this.lastSeq) stats.errors.outOfOrder++;
    this.lastSeq = v.seq;
    if (this.pendingSeq >= 0 && v.seq > this.pendingSeq) {
      if (inWindow(this.sentAt)) stats.latencies.push(Math.round((now - this.t0) * 100) / 100);
      this.pendingSeq = -1;
    }
    if (v.result) { if (v.seat === 0) stats.matchesFinished++; return; }
    if (typeof v.seat === "number" && v.active.includes(v.seat) && v.legal.length > 0 && this.timer === null && this.pendingSeq < 0 && !stopping) {
      const think = cfg.thinkMs * (1 + cfg.jitter * (2 * Math.random() - 1));
      this.timer = setTimeout(() => this.act(v), think);
    }
  }

  act(v) {
    this.timer = null;
    if (stopping) return;
    this.pendingSeq = v.seq;
    this.sentAt = Date.now();
    this.t0 = performance.now();
    this.room.send("act", { action: v.legal[(Math.random() * v.legal.length) | 0], seq: v.seq });
    if (inWindow(this.sentAt)) stats.actions++;
  }
}

async function openRoom(client) {
  try {
    const host = await client.create("game", { game: cfg.game, seats: 4, timeLimit: 120, name: "host" });
    players.push(new Player(host));
    stats.joined++;
    for (let k = 1; k < 4; k++) {
      const r = await client.joinById(host.roomId, { name: `p${k}` });
      players.push(new Player(r));
      stats.joined++;
    }
    host.send("start");
  } catch (e) {
    stats.errors.join++;
    if (stats.errors.join <= 3) process.stderr.write(`join failed: ${e?.message ?? e}\n`);
  }
}

async function start() {
  const client = new Client(cfg.url);
  loopDelay.enable();
  await sleep(Math.max(0, cfg.startAt - Date.now()));
  const opening = [];
  for (let i = 0; i < cfg.rooms; i++) {
    const wait = cfg.startAt + (i * cfg.rampMs) / cfg.rooms - Date.now();
    if (wait > 0) await sleep(wait);
    opening.push(openRoom(client));
  }
  await Promise.all(opening);
  process.send({ cmd: "seated", at: Date.now() });
  setInterval(() => {
    const now = performance.now();
    for (const p of players) if (p.pendingSeq >= 0 && now - p.t0 > cfg.timeoutMs) { stats.errors.timeout++; p.pendingSeq = -1; }
  }, 1000).unref();
}

process.on("message", async (msg) => {
  if (msg.cmd === "start") { cfg = { ...msg.cfg, measureFrom: Infinity, measureTo: Infinity }; start(); }
  else if (msg.cmd === "window") { cfg.measureFrom = msg.from; cfg.measureTo = msg.to; }
  else if (msg.cmd === "report") {
    loopDelay.disable();
    process.send({ cmd: "report", stats, loopLagP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10) });
  } else if (msg.cmd === "stop") {
    stopping = true;
    for (const p of players) if (p.timer) clearTimeout(p.timer);
    await Promise.race([Promise.allSettled(players.map((p) => p.room.leave(true))), sleep(3000)]);
    process.exit(0);
  }
});
process.send({ cmd: "ready" });
