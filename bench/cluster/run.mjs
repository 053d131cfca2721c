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
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { LOAD_OPTIONS, cpuCores, loadSummary, measureLoad, megabytes, procStats, sleep, startServer, stopChild } from "../lib/harness.mjs";
import { benchServices, clusterEnv, createDatabase, dropDatabase, freshRedis } from "../lib/services.mjs";

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: { processes: { type: "string", default: "2" }, ...LOAD_OPTIONS, p99: { type: "string", default: "50" } },
});
const { PG, REDIS } = benchServices("bench:cluster");

async function run(N, P) {
  const rooms = P / 4;
  const W = Math.max(Number(opt.workers), N);
  const dbName = `gg_bench_${process.pid}_${N}_${P}`;
  const database = await createDatabase(PG, dbName);
  const redis = freshRedis(REDIS, 7);
  const procs = [];
  for (let i = 0; i < N; i++) procs.push(await startServer(clusterEnv(database, redis)));
  await sleep(500);
  const baseline = procs.map((p) => procStats(p.server.pid));
  const { reports, seconds, at0, at1, startAt, allSeatedAt } = await measureLoad({
    urls: procs.map((p) => p.url), rooms, workers: W, opt, pids: procs.map((p) => p.server.pid),
  });
  await Promise.all(procs.map((p) => stopChild(p.server)));
  await dropDatabase(PG, dbName);

  const load = loadSummary(reports, seconds);
  return {
    target: "gg-cluster", processes: N, game: opt.game, node: process.version, players: P, joined: load.joined, rooms, workers: W,
    thinkMs: Number(opt.think), seconds, seatedAfterSeconds: allSeatedAt === null ? null : +((allSeatedAt - startAt) / 1000).toFixed(1),
    actionsPerSec: load.actionsPerSec, messagesPerSec: load.messagesPerSec, latencyMs: load.latencyMs, errors: load.errors,
    servers: procs.map((_, i) => ({
      cpuCores: cpuCores(at0[i], at1[i], seconds),
      rssMB: at1[i] && megabytes(at1[i].rssKB), rssBaselineMB: baseline[i] && megabytes(baseline[i].rssKB),
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
