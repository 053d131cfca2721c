// One GG load-generator process (forked by the benchmarks through bench/lib/harness.mjs), in the same
// load shape as the colyseus-relay peer's: it opens its share of 4-seat rooms through the SDK (create +
// 3 × joinById, spread over the ramp; the host then starts the match) and plays every seat: when a view
// says the seat may act, it waits the think time, sends a random legal action, and measures the time until
// its own next view (action → own view, on this process's clock). Results go back to the parent over IPC.
//
// With `continuous` (the soak), a table whose match is over leaves its room and opens a new one, so
// matches keep starting as others finish. Every seat keeps the last view it was sent (with its seq, the
// server's action count), so the soak can compare what clients saw with the stored records (`views`).
globalThis.WebSocket ??= (await import("ws")).WebSocket; // Colyseus 0.18 on Node 20
const { Client } = await import("@colyseus/sdk");
const { monitorEventLoopDelay } = await import("node:perf_hooks");

const stats = {
  joined: 0, actions: 0, received: 0, views: 0, bytes: 0, matchesFinished: 0,
  errors: { join: 0, server: 0, drop: 0, leave: 0, transport: 0, timeout: 0, outOfOrder: 0 },
  latencies: [],
};
/** Since the last `sample` (the soak's time series). */
let interval = { actions: 0, latencies: [] };
const players = new Set();
/** The last view of every seat whose table has moved on to a new room. */
const pastViews = [];
let client;
let cfg;
let acting = true;
let stopping = false;
let lastViewAt = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const inWindow = (t) => t >= cfg.measureFrom && t < cfg.measureTo;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class Player {
  constructor(room, table) {
    this.room = room;
    this.table = table;
    this.leaving = false;
    this.lastSeq = -1;
    this.pendingSeq = -1;
    this.timer = null;
    this.last = null;
    players.add(this);
    const expected = () => stopping || this.leaving;
    room.onMessage("view", (v) => this.onView(v));
    room.onMessage("error", (e) => {
      if (inWindow(Date.now())) stats.errors.server++;
      if (stats.errors.server <= 3) process.stderr.write(`server error: ${JSON.stringify(e)}\n`);
    });
    room.onMessage("welcome", () => {});
    room.onMessage("room", () => {});
    room.onDrop(() => { if (!expected()) stats.errors.drop++; });
    room.onLeave(() => { if (!expected()) stats.errors.leave++; });
    room.onError(() => { if (!expected()) stats.errors.transport++; });
  }

  onView(v) {
    const now = performance.now();
    lastViewAt = Date.now();
    if (inWindow(lastViewAt)) { stats.received++; stats.views++; }
    if (v.seq < this.lastSeq) stats.errors.outOfOrder++;
    this.lastSeq = v.seq;
    this.last = v;
    if (this.pendingSeq >= 0 && v.seq > this.pendingSeq) {
      const ms = Math.round((now - this.t0) * 100) / 100;
      if (inWindow(this.sentAt)) stats.latencies.push(ms);
      interval.latencies.push(ms);
      this.pendingSeq = -1;
    }
    if (v.result) {
      if (v.seat === 0) stats.matchesFinished++;
      this.table.finished(this);
      return;
    }
    if (typeof v.seat === "number" && v.active.includes(v.seat) && v.legal.length > 0 && this.timer === null && this.pendingSeq < 0 && acting) {
      const think = cfg.thinkMs * (1 + cfg.jitter * (2 * Math.random() - 1));
      this.timer = setTimeout(() => this.act(v), think);
    }
  }

  act(v) {
    this.timer = null;
    if (!acting) return;
    this.pendingSeq = v.seq;
    this.sentAt = Date.now();
    this.t0 = performance.now();
    this.room.send("act", { action: v.legal[(Math.random() * v.legal.length) | 0], seq: v.seq });
    if (inWindow(this.sentAt)) stats.actions++;
    interval.actions++;
  }

  /** What this seat last saw, for the desync check. */
  lastView() {
    const v = this.last;
    return v && { matchId: this.room.roomId, seat: v.seat, seq: v.seq, view: v.view, legal: v.legal, active: v.active, result: v.result };
  }

  async leave() {
    this.leaving = true;
    if (this.timer) clearTimeout(this.timer);
    players.delete(this);
    const seen = this.lastView();
    if (seen) pastViews.push(seen);
    await this.room.leave(true).catch(() => {});
  }
}

/** Four seats of one room; with `continuous`, once every seat has seen the result they move to a new room. */
class Table {
  constructor() {
    this.players = [];
    this.done = new Set();
  }

  finished(player) {
    this.done.add(player);
    if (!cfg.continuous || stopping || this.done.size < this.players.length) return;
    Promise.all(this.players.map((p) => p.leave())).then(() => { if (!stopping && acting) openRoom(); });
  }
}

async function openRoom() {
  const table = new Table();
  try {
    const host = await client.create("game", { game: cfg.game, seats: 4, timeLimit: 120, name: "host" });
    table.players.push(new Player(host, table));
    stats.joined++;
    for (let k = 1; k < 4; k++) {
      const r = await client.joinById(host.roomId, { name: `p${k}` });
      table.players.push(new Player(r, table));
      stats.joined++;
    }
    host.send("start");
  } catch (e) {
    stats.errors.join++;
    if (stats.errors.join <= 3) process.stderr.write(`join failed: ${e?.message ?? e}\n`);
  }
}

async function start() {
  client = new Client(cfg.url);
  loopDelay.enable();
  await sleep(Math.max(0, cfg.startAt - Date.now()));
  const opening = [];
  for (let i = 0; i < cfg.rooms; i++) {
    const wait = cfg.startAt + (i * cfg.rampMs) / cfg.rooms - Date.now();
    if (wait > 0) await sleep(wait);
    opening.push(openRoom());
  }
  await Promise.all(opening);
  process.send({ cmd: "seated", at: Date.now() });
  setInterval(() => {
    const now = performance.now();
    for (const p of players) if (p.pendingSeq >= 0 && now - p.t0 > cfg.timeoutMs) { stats.errors.timeout++; p.pendingSeq = -1; }
  }, 1000).unref();
}

process.on("message", async (msg) => {
  if (msg.cmd === "start") { cfg = { measureFrom: Infinity, measureTo: Infinity, ...msg.cfg }; start(); }
  else if (msg.cmd === "window") { cfg.measureFrom = msg.from; cfg.measureTo = msg.to; }
  else if (msg.cmd === "report") {
    loopDelay.disable();
    process.send({ cmd: "report", stats, loopLagP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10) });
  } else if (msg.cmd === "sample") {
    // Actions and latencies since the last sample; errors and matches so far.
    process.send({ cmd: "sample", ...interval, errors: stats.errors, matchesFinished: stats.matchesFinished, players: players.size, lastViewAt });
    interval = { actions: 0, latencies: [] };
  } else if (msg.cmd === "quiet") {
    // Stop acting; views of actions already sent still arrive.
    acting = false;
    for (const p of players) if (p.timer) { clearTimeout(p.timer); p.timer = null; }
    process.send({ cmd: "quiet" });
  } else if (msg.cmd === "views") {
    process.send({ cmd: "views", views: [...pastViews, ...[...players].map((p) => p.lastView()).filter(Boolean)] });
  } else if (msg.cmd === "stop") {
    stopping = true;
    acting = false;
    for (const p of players) if (p.timer) clearTimeout(p.timer);
    await Promise.race([Promise.allSettled([...players].map((p) => p.room.leave(true))), sleep(3000)]);
    process.exit(0);
  }
});
process.send({ cmd: "ready" });
