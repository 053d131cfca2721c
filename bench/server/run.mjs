#!/usr/bin/env node
// The server benchmark: P simulated players in rooms of 4 against the GG server, in the load shape of the
// colyseus-relay peer (../shared/peers/colyseus-relay), and the peer itself with the same settings.
//
//   node bench/server/run.mjs P [P2 …] [--target both|gg|relay] [--game oh-hell] [--workers 2] [--ramp 5]
//        [--seconds 30] [--think 1000] [--jitter 0.2] [--timeout 10000] [--max-ramp 120]
//
// One JSON line per target and P. Latency = action → the acting seat's own next view, measured in the
// load processes. Server CPU (cores) and RSS come from /proc; kbPerRoom = (RSS at the end − RSS after
// start-up) / rooms. The GG server runs as in production (src/main.ts through tsx) on a fresh SQLite file,
// so every action is also written to disk. Every child is stopped by PID at the end.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LOAD_OPTIONS, cpuCores, loadSummary, measureLoad, megabytes, procStats, root, sleep, startServer, stopChild } from "../lib/harness.mjs";

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: { target: { type: "string", default: "both" }, ...LOAD_OPTIONS },
});

async function runGG(P) {
  const rooms = P / 4;
  const W = Number(opt.workers);
  const dir = mkdtempSync(join(tmpdir(), "gg-bench-"));
  const { server, url } = await startServer({ GG_DATABASE_URL: join(dir, "gg.sqlite") });
  await sleep(500);
  const baseline = procStats(server.pid);
  const run = await measureLoad({ urls: [url], rooms, workers: W, opt, pids: [server.pid] });
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });

  const { reports, seconds, at0, at1 } = run;
  const load = loadSummary(reports, seconds);
  const cpu = (i) => cpuCores(at0[i], at1[i], seconds);
  const loadCpu = +reports.reduce((a, _, i) => a + (cpu(i + 1) ?? 0), 0).toFixed(2);
  return {
    target: "gg", game: opt.game, node: process.version, players: P, joined: load.joined, rooms, workers: W,
    thinkMs: Number(opt.think), jitter: Number(opt.jitter), rampSeconds: Number(opt.ramp),
    seatedAfterSeconds: run.allSeatedAt === null ? null : +((run.allSeatedAt - run.startAt) / 1000).toFixed(1), seconds,
    actionsPerSec: load.actionsPerSec, messagesPerSec: load.messagesPerSec, latencyMs: load.latencyMs, errors: load.errors,
    server: {
      cpuCores: cpu(0), rssMB: at1[0] && megabytes(at1[0].rssKB), rssBaselineMB: baseline && megabytes(baseline.rssKB),
      kbPerRoom: at1[0] && baseline ? +((at1[0].rssKB - baseline.rssKB) / rooms).toFixed(1) : null,
    },
    load: { cpuCores: loadCpu, loopLagP99Ms: +Math.max(...reports.map((r) => r.loopLagP99Ms)).toFixed(1) },
    machine: { cores: availableParallelism(), otherCpuCores: +(run.busyCores - (cpu(0) ?? 0) - loadCpu).toFixed(2) },
  };
}

/** The peer, run by its own driver on a copy (shared/ may be read-only), with our node_modules. */
function runRelay(P) {
  const copy = join(root, "bench/.peers/colyseus-relay");
  if (!existsSync(copy)) {
    cpSync(join(root, "../shared/peers/colyseus-relay"), copy, { recursive: true });
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  }
  const args = ["run.mjs", String(P)];
  for (const k of ["workers", "ramp", "seconds", "think", "jitter", "timeout", "max-ramp"]) args.push(`--${k}`, String(opt[k]));
  const out = execFileSync(process.execPath, args, { cwd: copy, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return { target: "relay", ...JSON.parse(out.trim().split("\n").at(-1)) };
}

for (const P of positionals.map(Number)) {
  if (!(P >= 4 && P % 4 === 0)) throw new Error("P must be a positive multiple of 4");
  const results = [];
  if (opt.target !== "relay") results.push(await runGG(P));
  if (opt.target !== "gg") results.push(runRelay(P));
  for (const r of results) console.log(JSON.stringify(r));
  if (results.length === 2) {
    const [gg, relay] = results;
    console.log(JSON.stringify({ compare: P, p99Ratio: gg.latencyMs.p99 && relay.latencyMs.p99 ? +(gg.latencyMs.p99 / relay.latencyMs.p99).toFixed(2) : null, cpuRatio: gg.server.cpuCores && relay.server.cpuCores ? +(gg.server.cpuCores / relay.server.cpuCores).toFixed(2) : null, ggErrors: gg.errors.total, relayErrors: relay.errors.total }));
  }
}
process.exit(0);
