// What the server benchmarks share (bench/server/run.mjs, bench/cluster/run.mjs, bench/cluster/soak.mjs):
// free ports, /proc figures, GG server processes run as in production, load processes
// (bench/server/load.mjs) and the measurement window they report on, and stopping every child by PID.
import { fork, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const LOAD_WORKER = join(root, "bench/server/load.mjs");
const TICK = 100; // CLK_TCK

export const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** The load options every server benchmark takes (parseArgs form), with the peer's defaults. */
export const LOAD_OPTIONS = {
  game: { type: "string", default: "oh-hell" },
  workers: { type: "string", default: "2" },
  ramp: { type: "string", default: "5" },
  seconds: { type: "string", default: "30" },
  think: { type: "string", default: "1000" },
  jitter: { type: "string", default: "0.2" },
  timeout: { type: "string", default: "10000" },
  "max-ramp": { type: "string", default: "120" },
};

export function freePort() {
  return new Promise((res, rej) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => res(port)); });
    s.on("error", rej);
  });
}

/** CPU seconds (user + system) and RSS of a live process; null once it is gone. */
export function procStats(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { cpuSec: (Number(f[11]) + Number(f[12])) / TICK, rssKB: Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) };
  } catch { return null; }
}

/** CPU seconds the whole machine has spent busy (not idle, not waiting on I/O). */
export function machineBusySec() {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return (f.reduce((a, b) => a + b, 0) - f[3] - f[4]) / TICK;
}

/** Cores used between two procStats samples `seconds` apart. */
export const cpuCores = (at0, at1, seconds) => (at0 && at1 ? +((at1.cpuSec - at0.cpuSec) / seconds).toFixed(2) : null);
export const megabytes = (kb) => +(kb / 1024).toFixed(1);

// Every child is stopped by its PID at the end, and on Ctrl-C.
const children = [];
export function track(child) {
  children.push(child);
  return child;
}
export async function stopChild(cp) {
  if (cp.exitCode !== null || cp.signalCode !== null) return;
  const gone = new Promise((r) => cp.once("exit", r));
  try { process.kill(cp.pid, "SIGTERM"); } catch { return; }
  if (await Promise.race([gone.then(() => true), sleep(5000).then(() => false)])) return;
  try { process.kill(cp.pid, "SIGKILL"); } catch { /* gone */ }
  await gone;
}
process.on("SIGINT", () => Promise.all(children.map(stopChild)).then(() => process.exit(130)));

/** Every simulated player comes from 127.0.0.1: the server's per-address limits (limits.ts) would refuse them. */
export const UNLIMITED_CLIENTS = {
  GG_CONNECTIONS_PER_ADDRESS: "1000000000",
  GG_MATCHMAKING_PER_MINUTE: "1000000000",
  GG_ROOMS_PER_MINUTE: "1000000000",
  GG_GUESTS_PER_MINUTE: "1000000000",
  GG_WAITING_ROOMS_PER_PLAYER: "1000000000",
};

/**
 * One GG server process as in production (src/main.ts through tsx) on a free port, with `env` on top of
 * the bench defaults; resolves once it listens. GG_BENCH_SERVER_FLAGS: extra node flags for the server,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"; GG_BENCH_SERVER_LOG: a file that receives the server's log
 * (warnings and errors).
 */
export async function startServer(env = {}) {
  const port = await freePort();
  const flags = (process.env.GG_BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const server = track(spawn(process.execPath, [...flags, "--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, GG_PORT: String(port), GG_HOST: "127.0.0.1", GG_SECRET: "bench", GG_LOG_LEVEL: "warn", ...UNLIMITED_CLIENTS, ...(typeof env === "function" ? env(port) : env) },
    stdio: ["ignore", "pipe", "inherit"],
  }));
  await new Promise((res, rej) => {
    let buf = "";
    server.stdout.on("data", (d) => { buf += d; if (buf.includes("LISTENING")) res(); });
    server.once("exit", (c) => rej(new Error(`server exited (${c}) before listening`)));
    setTimeout(() => rej(new Error("server did not listen within 30 s")), 30000);
  });
  if (process.env.GG_BENCH_SERVER_LOG) server.stdout.pipe(createWriteStream(process.env.GG_BENCH_SERVER_LOG, { flags: "a" }));
  else server.stdout.resume();
  return { server, port, url: `http://127.0.0.1:${port}` };
}

/** `n` load processes, each ready for its `start`. */
export async function forkLoadWorkers(n) {
  const workers = [];
  for (let i = 0; i < n; i++) {
    const w = track(fork(LOAD_WORKER, [], { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"] }));
    workers.push(w);
    await new Promise((res) => w.once("message", res));
  }
  return workers;
}

/** The next message `cmd` from a worker, after sending it `request` (if any). */
export function ask(worker, cmd, request) {
  return new Promise((res) => {
    const on = (m) => { if (m?.cmd === cmd) { worker.off("message", on); res(m); } };
    worker.on("message", on);
    if (request) worker.send(request);
  });
}

/**
 * Starts the load: `rooms` 4-seat rooms split over the workers, worker i matchmaking through
 * urls[i % urls.length] (as a proxy spreading requests would), opened over the ramp. `extra` goes into
 * every worker's configuration. Returns the start time and a promise of when every worker had seated
 * its players (null when that took longer than --max-ramp).
 */
export function startLoad(workers, urls, rooms, opt, extra = {}) {
  const W = workers.length;
  const startAt = Date.now() + 300;
  const seated = workers.map((w) => ask(w, "seated").then((m) => m.at));
  workers.forEach((w, i) => w.send({ cmd: "start", cfg: {
    url: urls[i % urls.length], game: opt.game, rooms: Math.floor(rooms / W) + (i < rooms % W ? 1 : 0), startAt,
    rampMs: Number(opt.ramp) * 1000, thinkMs: Number(opt.think), jitter: Number(opt.jitter), timeoutMs: Number(opt.timeout), ...extra,
  } }));
  let capTimer;
  const cap = new Promise((res) => { capTimer = setTimeout(() => res(null), Number(opt["max-ramp"]) * 1000); });
  const allSeated = Promise.race([Promise.all(seated).then((t) => Math.max(...t)), cap]).finally(() => clearTimeout(capTimer));
  return { startAt, allSeated };
}

export const collectReports = (workers) => Promise.all(workers.map((w) => ask(w, "report", { cmd: "report" })));

/** Workers leave their rooms and exit (or are stopped after 6 s). */
export async function stopWorkers(workers) {
  for (const w of workers) if (w.connected) w.send({ cmd: "stop" });
  await Promise.race([Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r() : w.once("exit", r))))), sleep(6000)]);
  await Promise.all(workers.map(stopChild));
}

/**
 * The benchmarks' measurement: forks the workers, starts the load (see startLoad), then measures
 * --seconds once every player is seated (and the ramp is over), sampling `pids` and the workers at the
 * window's edges. Returns the workers' reports; the caller stops the servers.
 */
export async function measureLoad({ urls, rooms, workers: W, opt, pids }) {
  const workers = await forkLoadWorkers(W);
  const { startAt, allSeated } = startLoad(workers, urls, rooms, opt);
  const allSeatedAt = await allSeated;
  const measureFrom = Math.max(startAt + Number(opt.ramp) * 1000, (allSeatedAt ?? Date.now()) + 1000);
  const measureTo = measureFrom + Number(opt.seconds) * 1000;
  for (const w of workers) w.send({ cmd: "window", from: measureFrom, to: measureTo });
  const sampled = [...pids, ...workers.map((w) => w.pid)];
  await sleep(measureFrom - Date.now());
  const at0 = sampled.map(procStats);
  const busy0 = machineBusySec();
  await sleep(measureTo - Date.now());
  const at1 = sampled.map(procStats);
  const busy1 = machineBusySec();
  await sleep(1000);
  const reports = await collectReports(workers);
  await stopWorkers(workers);
  return { reports, startAt, allSeatedAt, seconds: (measureTo - measureFrom) / 1000, at0, at1, busyCores: (busy1 - busy0) / ((measureTo - measureFrom) / 1000) };
}

/** `q`-quantile of ascending numbers (null when there are none). */
export const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);

export function latencySummary(latencies) {
  const lat = [...latencies].sort((a, b) => a - b);
  return { n: lat.length, p50: quantile(lat, 0.5), p95: quantile(lat, 0.95), p99: quantile(lat, 0.99), max: lat.at(-1) ?? null };
}

/** The workers' error counts added up, with their total first. */
export function sumErrors(errorCounts) {
  const errors = {};
  for (const counts of errorCounts) for (const [k, v] of Object.entries(counts)) errors[k] = (errors[k] ?? 0) + v;
  return { total: Object.values(errors).reduce((a, b) => a + b, 0), ...errors };
}

/** What the workers measured in the window: joined players, rates, latency and errors. */
export function loadSummary(reports, seconds) {
  const sum = (k) => reports.reduce((a, r) => a + r.stats[k], 0);
  return {
    joined: sum("joined"),
    actionsPerSec: +(sum("actions") / seconds).toFixed(1),
    messagesPerSec: +(sum("received") / seconds).toFixed(1),
    latencyMs: latencySummary(reports.flatMap((r) => r.stats.latencies)),
    errors: sumErrors(reports.map((r) => r.stats.errors)),
  };
}
