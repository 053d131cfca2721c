// GG cluster benchmark (issue 9): the server on 1 process, then on N processes sharing
// PostgreSQL + Redis (each with its own GG_PUBLIC_ADDRESS), loaded by simulated players from
// separate load processes (bench/server/load.mjs: 4-seat rooms, each seat acting think ± jitter
// after its turn starts; latency = action → the acting seat's own next view).
//
//   GG_BENCH_PG=postgres://… GG_BENCH_REDIS=redis://… node bench/cluster/run.mjs P [P2 …]
//        [--processes 2] [--game oh-hell] [--workers 2] [--ramp 5] [--seconds 30] [--think 1000]
//        [--jitter 0.2] [--timeout 10000] [--max-ramp 120] [--p99 50]
//
// Defaults for the services: GG_TEST_PG / GG_TEST_REDIS (what .ci/run starts). Each run gets a
// fresh PostgreSQL database (dropped afterwards) and flushes Redis database 7. Load worker i sends
// its matchmaking to process i mod N, as a proxy spreading requests would. One JSON line per
// (processes, P), then a summary: the most players held at p99 ≤ --p99 ms with 0 errors on one
// process and on N, and their ratio.
import { fork, spawn, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import net from "node:net";
import pg from "pg";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "../..");
const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    processes: { type: "string", default: "2" },
    game: { type: "string", default: "oh-hell" },
    workers: { type: "string", default: "2" },
    ramp: { type: "string", default: "5" },
    seconds: { type: "string", default: "30" },
    think: { type: "string", default: "1000" },
    jitter: { type: "string", default: "0.2" },
    timeout: { type: "string", default: "10000" },
    "max-ramp": { type: "string", default: "120" },
    p99: { type: "string", default: "50" },
  },
});
const PG = process.env.GG_BENCH_PG ?? process.env.GG_TEST_PG;
const REDIS = process.env.GG_BENCH_REDIS ?? process.env.GG_TEST_REDIS;
if (!PG || !REDIS) {
  console.error("bench:cluster needs PostgreSQL and Redis: set GG_BENCH_PG and GG_BENCH_REDIS (or GG_TEST_PG / GG_TEST_REDIS)");
  process.exit(2);
}
const TICK = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () => new Promise((res, rej) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => res(port)); });
  s.on("error", rej);
});
function procStats(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { cpuSec: (Number(f[11]) + Number(f[12])) / TICK, rssKB: Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) };
  } catch { return null; }
}
const children = [];
async function stopChild(cp) {
  if (cp.exitCode !== null || cp.signalCode !== null) return;
  const gone = new Promise((r) => cp.once("exit", r));
  try { process.kill(cp.pid, "SIGTERM"); } catch { return; }
  if (await Promise.race([gone.then(() => true), sleep(5000).then(() => false)])) return;
  try { process.kill(cp.pid, "SIGKILL"); } catch { /* gone */ }
  await gone;
}
process.on("SIGINT", () => Promise.all(children.map(stopChild)).then(() => process.exit(130)));

function withPath(url, path) {
  const u = new URL(url);
  u.pathname = path;
  return u.toString();
}
async function admin(sql) {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}
function flushRedis(db) {
  const u = new URL(REDIS);
  execFileSync("redis-cli", ["-h", u.hostname, "-p", u.port || "6379", "-n", String(db), "flushdb"], { stdio: "ignore" });
}

async function startProcess(database, redis) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env, GG_PORT: String(port), GG_HOST: "127.0.0.1", GG_DATABASE_URL: database, GG_REDIS_URL: redis,
      GG_PUBLIC_ADDRESS: `127.0.0.1:${port}`, GG_SECRET: "bench", GG_LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(server);
  await new Promise((res, rej) => {
    let buf = "";
    server.stdout.on("data", (d) => { buf += d; if (buf.includes("LISTENING")) res(); });
    server.once("exit", (c) => rej(new Error(`server exited (${c}) before listening`)));
    setTimeout(() => rej(new Error("server did not listen within 30 s")), 30000);
  });
  server.stdout.resume();
  return { server, url: `http://127.0.0.1:${port}` };
}

async function run(N, P) {
  const rooms = P / 4;
  const W = Math.max(Number(opt.workers), N);
  const dbName = `gg_bench_${process.pid}_${N}_${P}`;
  await admin(`CREATE DATABASE ${dbName}`);
  flushRedis(7);
  const database = withPath(PG, `/${dbName}`);
  const redis = withPath(REDIS, "/7");
  const procs = [];
  for (let i = 0; i < N; i++) procs.push(await startProcess(database, redis));
  await sleep(500);
  const baseline = procs.map((p) => procStats(p.server.pid));
  const workers = [];
  for (let i = 0; i < W; i++) {
    const w = fork(join(root, "bench/server/load.mjs"), [], { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    children.push(w);
    workers.push(w);
    await new Promise((res) => w.once("message", res));
  }
  const startAt = Date.now() + 300;
  const seated = workers.map((w) => new Promise((res) => { const on = (m) => { if (m?.cmd === "seated") { w.off("message", on); res(m.at); } }; w.on("message", on); }));
  workers.forEach((w, i) => w.send({ cmd: "start", cfg: {
    url: procs[i % N].url, game: opt.game, rooms: Math.floor(rooms / W) + (i < rooms % W ? 1 : 0), startAt,
    rampMs: Number(opt.ramp) * 1000, thinkMs: Number(opt.think), jitter: Number(opt.jitter), timeoutMs: Number(opt.timeout),
  } }));
  let capTimer;
  const cap = new Promise((res) => { capTimer = setTimeout(() => res(null), Number(opt["max-ramp"]) * 1000); });
  const allSeatedAt = await Promise.race([Promise.all(seated).then((t) => Math.max(...t)), cap]);
  clearTimeout(capTimer);
  const measureFrom = Math.max(startAt + Number(opt.ramp) * 1000, (allSeatedAt ?? Date.now()) + 1000);
  const measureTo = measureFrom + Number(opt.seconds) * 1000;
  for (const w of workers) w.send({ cmd: "window", from: measureFrom, to: measureTo });
  await sleep(measureFrom - Date.now());
  const at0 = procs.map((p) => procStats(p.server.pid));
  await sleep(measureTo - Date.now());
  const at1 = procs.map((p) => procStats(p.server.pid));
  await sleep(1000);
  const reports = await Promise.all(workers.map((w) => new Promise((res) => {
    const on = (m) => { if (m?.cmd === "report") { w.off("message", on); res(m); } };
    w.on("message", on);
    w.send({ cmd: "report" });
  })));
  for (const w of workers) w.send({ cmd: "stop" });
  await Promise.race([Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r() : w.once("exit", r))))), sleep(6000)]);
  await Promise.all([...procs.map((p) => p.server), ...workers].map(stopChild));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});

  const seconds = (measureTo - measureFrom) / 1000;
  const lat = reports.flatMap((r) => r.stats.latencies).sort((a, b) => a - b);
  const pct = (q) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] : null);
  const errors = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.stats.errors)) errors[k] = (errors[k] ?? 0) + v;
  const sum = (k) => reports.reduce((a, r) => a + r.stats[k], 0);
  return {
    target: "gg-cluster", processes: N, game: opt.game, node: process.version, players: P, joined: sum("joined"), rooms, workers: W,
    thinkMs: Number(opt.think), seconds, seatedAfterSeconds: allSeatedAt === null ? null : +((allSeatedAt - startAt) / 1000).toFixed(1),
    actionsPerSec: +(sum("actions") / seconds).toFixed(1), messagesPerSec: +(sum("received") / seconds).toFixed(1),
    latencyMs: { n: lat.length, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: lat.at(-1) ?? null },
    errors: { total: Object.values(errors).reduce((a, b) => a + b, 0), ...errors },
    servers: procs.map((_, i) => ({
      cpuCores: at0[i] && at1[i] ? +((at1[i].cpuSec - at0[i].cpuSec) / seconds).toFixed(2) : null,
      rssMB: at1[i] && +(at1[i].rssKB / 1024).toFixed(1), rssBaselineMB: baseline[i] && +(baseline[i].rssKB / 1024).toFixed(1),
    })),
    machine: { cores: availableParallelism() },
  };
}

const N = Number(opt.processes);
const held = { 1: 0, [N]: 0 };
for (const P of positionals.map(Number)) {
  if (!(P >= 4 && P % 4 === 0)) throw new Error("P must be a positive multiple of 4");
  for (const n of [...new Set([1, N])]) {
    const r = await run(n, P);
    console.log(JSON.stringify(r));
    if (r.errors.total === 0 && r.latencyMs.p99 !== null && r.latencyMs.p99 <= Number(opt.p99) && r.joined === P) held[n] = Math.max(held[n], P);
  }
}
console.log(JSON.stringify({ summary: `players held at p99 <= ${opt.p99} ms, 0 errors`, oneProcess: held[1], [`processes${N}`]: held[N], ratio: held[1] ? +(held[N] / held[1]).toFixed(2) : null }));
process.exit(0);
