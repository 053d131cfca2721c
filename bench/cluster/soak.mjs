// GG cluster soak (issue 9): N server processes sharing PostgreSQL + Redis under a steady load for
// --seconds (10 minutes by default), to show memory stays flat, nothing fails and no client ever sees
// a view the stored record does not replay to.
//
//   GG_BENCH_PG=postgres://… GG_BENCH_REDIS=redis://… node bench/cluster/soak.mjs P
//        [--seconds 900] [--sample 10] [--warmup 300] [--processes 2] [--game oh-hell] [--workers 2]
//        [--ramp 60] [--think 1000] [--jitter 0.2] [--timeout 10000] [--max-ramp 120] [--keep]
//
// P players in 4-seat rooms from load processes (bench/server/load.mjs; worker i matchmakes through
// process i mod N); a table whose match is over moves to a new room, so matches keep starting. Every
// --sample seconds one JSON line: per server process its RSS (/proc), V8 heap (its /metrics) and CPU;
// the load's actions/s, latency (action → own next view) in that interval, errors and matches so far.
// At the end the load stops acting, the rooms go quiet, and every seat's last view is checked against
// its match's stored record replayed to the same action (bench/cluster/desync.ts, through tsx). The
// summary line: memory growth after the warm-up (goal < 5 %), errors (goal 0), p99 over time, desyncs
// (goal 0) with the first few in detail. Fresh PostgreSQL database, dropped afterwards unless --keep,
// which also keeps the clients' views (to look into a desync: rerun desync.ts on them); Redis db 8.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  LOAD_OPTIONS, ask, collectReports, cpuCores, forkLoadWorkers, latencySummary, megabytes, procStats, root, sleep,
  startLoad, startServer, stopChild, stopWorkers, sumErrors,
} from "../lib/harness.mjs";
import { benchServices, clusterEnv, createDatabase, dropDatabase, freshRedis } from "../lib/services.mjs";

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...LOAD_OPTIONS,
    // Ten minutes measured after the warm-up.
    seconds: { type: "string", default: "900" },
    // Every match of a game takes about as many actions, so tables opened together finish together:
    // opening them over a minute keeps the stream of new matches steady, not a burst every few minutes.
    ramp: { type: "string", default: "60" },
    sample: { type: "string", default: "10" },
    // Until the first matches end, every room's record only grows (an oh-hell match of 4 is 260
    // actions, ~4.5 minutes at a move a second per table): memory is steady only after that.
    warmup: { type: "string", default: "300" },
    processes: { type: "string", default: "2" },
    keep: { type: "boolean", default: false },
  },
});
const P = Number(positionals[0]);
if (!(P >= 4 && P % 4 === 0)) {
  console.error("usage: node bench/cluster/soak.mjs P [--seconds 900] … (P players, a positive multiple of 4)");
  process.exit(2);
}
const { PG, REDIS } = benchServices("bench:soak");
const N = Number(opt.processes);
const GOAL_GROWTH_PCT = 5;
const QUIET_MS = 2000; // no view for this long: the rooms are quiet

/** The V8 heap a process reports on its /metrics (prom-client's default metrics), in MB. */
async function heapMB(url) {
  try {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const read = (name) => { const m = new RegExp(`^${name} (\\S+)$`, "m").exec(text); return m ? megabytes(Number(m[1]) / 1024) : null; };
    return { heapUsedMB: read("nodejs_heap_size_used_bytes"), heapTotalMB: read("nodejs_heap_size_total_bytes") };
  } catch {
    return { heapUsedMB: null, heapTotalMB: null };
  }
}

/** One sample: every server's memory and CPU since the previous one, the load since the previous one. */
async function takeSample(k, procs, workers, previous, startAt) {
  const at = Date.now();
  const stats = procs.map((p) => procStats(p.server.pid));
  const heaps = await Promise.all(procs.map((p) => heapMB(p.url)));
  const loads = await Promise.all(workers.map((w) => ask(w, "sample", { cmd: "sample" })));
  const seconds = (at - previous.at) / 1000;
  const latency = latencySummary(loads.flatMap((l) => l.latencies));
  return {
    at, stats,
    line: {
      sample: k, t: Math.round((at - startAt) / 1000), players: loads.reduce((a, l) => a + l.players, 0),
      actionsPerSec: +(loads.reduce((a, l) => a + l.actions, 0) / seconds).toFixed(1),
      latencyMs: { n: latency.n, p50: latency.p50, p99: latency.p99, max: latency.max },
      errors: sumErrors(loads.map((l) => l.errors)).total, matchesFinished: loads.reduce((a, l) => a + l.matchesFinished, 0),
      servers: procs.map((_, i) => ({
        rssMB: stats[i] && megabytes(stats[i].rssKB), ...heaps[i], cpuCores: cpuCores(previous.stats[i], stats[i], seconds),
      })),
    },
  };
}

/** Stops the players acting and waits (at most 20 s) until no view has arrived for QUIET_MS. */
async function quiesce(workers) {
  await Promise.all(workers.map((w) => ask(w, "quiet", { cmd: "quiet" })));
  const deadline = Date.now() + 20_000;
  for (;;) {
    await sleep(500);
    const lastViewAt = Math.max(...(await Promise.all(workers.map((w) => ask(w, "sample", { cmd: "sample" })))).map((s) => s.lastViewAt));
    if (Date.now() - lastViewAt >= QUIET_MS || Date.now() > deadline) return;
  }
}

/** Replays every seat's last view against the stored records (in tsx, which loads the TypeScript packages). */
function checkDesyncs(views, database) {
  const dir = mkdtempSync(join(tmpdir(), "gg-soak-"));
  const file = join(dir, "views.json");
  try {
    writeFileSync(file, JSON.stringify(views));
    const out = execFileSync(process.execPath, ["--import", "tsx", join(root, "bench/cluster/desync.ts"), file, database], {
      cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20,
    });
    return { ...JSON.parse(out.trim().split("\n").at(-1)), ...(opt.keep ? { kept: { views: file, database } } : {}) };
  } finally {
    if (!opt.keep) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Growth of one series after the warm-up, in %: from the first sample to the last (`pct`, the goal's
 * measure), and along a least-squares line through them all (`trendPct`, less sensitive to where a GC
 * happened to fall).
 */
function growth(samples, pick) {
  const points = samples.filter((s) => s.t >= Number(opt.warmup)).map((s) => [s.t, pick(s)]).filter(([, v]) => typeof v === "number");
  if (points.length < 2) return null;
  const n = points.length;
  const meanT = points.reduce((a, [t]) => a + t, 0) / n;
  const meanV = points.reduce((a, [, v]) => a + v, 0) / n;
  const slope = points.reduce((a, [t, v]) => a + (t - meanT) * (v - meanV), 0) / points.reduce((a, [t]) => a + (t - meanT) ** 2, 0);
  const [t0, first] = points[0];
  const [t1, last] = points.at(-1);
  const fittedStart = meanV + slope * (t0 - meanT);
  return {
    fromMB: first, toMB: last, maxMB: Math.max(...points.map(([, v]) => v)),
    pct: +(((last - first) / first) * 100).toFixed(1), trendPct: +(((slope * (t1 - t0)) / fittedStart) * 100).toFixed(1),
  };
}

const dbName = `gg_soak_${process.pid}`;
const database = await createDatabase(PG, dbName);
const redis = freshRedis(REDIS, 8);
const procs = [];
for (let i = 0; i < N; i++) procs.push(await startServer(clusterEnv(database, redis)));
await sleep(500);
const workers = await forkLoadWorkers(Math.max(Number(opt.workers), N));
const { startAt, allSeated } = startLoad(workers, procs.map((p) => p.url), P / 4, opt, { continuous: true });
const endAt = startAt + Number(opt.seconds) * 1000;
for (const w of workers) w.send({ cmd: "window", from: startAt, to: endAt });
let seatedAt = null;
allSeated.then((at) => { seatedAt = at; });

const samples = [];
let previous = { at: startAt, stats: procs.map((p) => procStats(p.server.pid)) };
for (let k = 1; startAt + k * Number(opt.sample) * 1000 <= endAt; k++) {
  await sleep(startAt + k * Number(opt.sample) * 1000 - Date.now());
  previous = await takeSample(k, procs, workers, previous, startAt);
  samples.push(previous.line);
  console.log(JSON.stringify(previous.line));
}
await sleep(endAt - Date.now());

await quiesce(workers);
const views = (await Promise.all(workers.map((w) => ask(w, "views", { cmd: "views" })))).flatMap((m) => m.views);
const reports = await collectReports(workers);
await stopWorkers(workers);
await Promise.all(procs.map((p) => stopChild(p.server)));
const desync = checkDesyncs(views, database);
if (!opt.keep) await dropDatabase(PG, dbName);

const errors = sumErrors(reports.map((r) => r.stats.errors));
const memory = procs.map((_, i) => ({
  rss: growth(samples, (s) => s.servers[i].rssMB),
  heapUsed: growth(samples, (s) => s.servers[i].heapUsedMB),
}));
const p99s = samples.map((s) => s.latencyMs.p99).filter((v) => v !== null);
console.log(JSON.stringify({
  soak: true, processes: N, players: P, game: opt.game, node: process.version, cores: availableParallelism(),
  seconds: Number(opt.seconds), warmupSeconds: Number(opt.warmup), thinkMs: Number(opt.think),
  seatedAfterSeconds: seatedAt === null ? null : +((seatedAt - startAt) / 1000).toFixed(1),
  matchesFinished: reports.reduce((a, r) => a + r.stats.matchesFinished, 0),
  actions: reports.reduce((a, r) => a + r.stats.actions, 0),
  latencyMs: latencySummary(reports.flatMap((r) => r.stats.latencies)),
  p99OverTimeMs: { min: p99s.length ? Math.min(...p99s) : null, max: p99s.length ? Math.max(...p99s) : null, series: p99s },
  memory,
  errors,
  desyncCheck: desync,
  goals: {
    memoryGrowthUnder5Pct: memory.every((m) => m.rss !== null && m.rss.pct < GOAL_GROWTH_PCT),
    noErrors: errors.total === 0,
    noDesyncs: desync.desyncs === 0,
  },
}));
process.exit(0);
