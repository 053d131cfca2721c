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
import { execFileSync, fork, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "../..");
const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: "string", default: "both" },
    game: { type: "string", default: "oh-hell" },
    workers: { type: "string", default: "2" },
    ramp: { type: "string", default: "5" },
    seconds: { type: "string", default: "30" },
    think: { type: "string", default: "1000" },
    jitter: { type: "string", default: "0.2" },
    timeout: { type: "string", default: "10000" },
    "max-ramp": { type: "string", default: "120" },
  },
});
const TICK = 100; // CLK_TCK
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
function machineBusySec() {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return (f.reduce((a, b) => a + b, 0) - f[3] - f[4]) / TICK;
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

async function runGG(P) {
  const rooms = P / 4;
  const W = Number(opt.workers);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "gg-bench-"));
  // GG_BENCH_SERVER_FLAGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const flags = (process.env.GG_BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const server = spawn(process.execPath, [...flags, "--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, GG_PORT: String(port), GG_HOST: "127.0.0.1", GG_DATABASE_URL: join(dir, "gg.sqlite"), GG_SECRET: "bench", GG_LOG_LEVEL: "warn" },
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
  await sleep(500);
  const baseline = procStats(server.pid);
  const workers = [];
  for (let i = 0; i < W; i++) {
    const w = fork(join(here, "load.mjs"), [], { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    children.push(w);
    workers.push(w);
    await new Promise((res) => w.once("message", res));
  }
  const startAt = Date.now() + 300;
  const seated = workers.map((w) => new Promise((res) => { const on = (m) => { if (m?.cmd === "seated") { w.off("message", on); res(m.at); } }; w.on("message", on); }));
  workers.forEach((w, i) => w.send({ cmd: "start", cfg: {
    url: `http://127.0.0.1:${port}`, game: opt.game, rooms: Math.floor(rooms / W) + (i < rooms % W ? 1 : 0), startAt,
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
  const pids = [server.pid, ...workers.map((w) => w.pid)];
  const at0 = pids.map(procStats);
  const busy0 = machineBusySec();
  await sleep(measureTo - Date.now());
  const at1 = pids.map(procStats);
  const busy1 = machineBusySec();
  await sleep(1000);
  const reports = await Promise.all(workers.map((w) => new Promise((res) => {
    const on = (m) => { if (m?.cmd === "report") { w.off("message", on); res(m); } };
    w.on("message", on);
    w.send({ cmd: "report" });
  })));
  for (const w of workers) w.send({ cmd: "stop" });
  await Promise.race([Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r() : w.once("exit", r))))), sleep(6000)]);
  await Promise.all([server, ...workers].map(stopChild));
  rmSync(dir, { recursive: true, force: true });

  const seconds = (measureTo - measureFrom) / 1000;
  const lat = reports.flatMap((r) => r.stats.latencies).sort((a, b) => a - b);
  const pct = (q) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] : null);
  const errors = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.stats.errors)) errors[k] = (errors[k] ?? 0) + v;
  const sum = (k) => reports.reduce((a, r) => a + r.stats[k], 0);
  const cpu = (i) => (at0[i] && at1[i] ? +((at1[i].cpuSec - at0[i].cpuSec) / seconds).toFixed(2) : null);
  const loadCpu = +workers.reduce((a, _, i) => a + (cpu(i + 1) ?? 0), 0).toFixed(2);
  return {
    target: "gg", game: opt.game, node: process.version, players: P, joined: sum("joined"), rooms, workers: W,
    thinkMs: Number(opt.think), jitter: Number(opt.jitter), rampSeconds: Number(opt.ramp),
    seatedAfterSeconds: allSeatedAt === null ? null : +((allSeatedAt - startAt) / 1000).toFixed(1), seconds,
    actionsPerSec: +(sum("actions") / seconds).toFixed(1), messagesPerSec: +(sum("received") / seconds).toFixed(1),
    latencyMs: { n: lat.length, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: lat.at(-1) ?? null },
    errors: { total: Object.values(errors).reduce((a, b) => a + b, 0), ...errors },
    server: {
      cpuCores: cpu(0), rssMB: at1[0] && +(at1[0].rssKB / 1024).toFixed(1), rssBaselineMB: baseline && +(baseline.rssKB / 1024).toFixed(1),
      kbPerRoom: at1[0] && baseline ? +((at1[0].rssKB - baseline.rssKB) / rooms).toFixed(1) : null,
    },
    load: { cpuCores: loadCpu, loopLagP99Ms: +Math.max(...reports.map((r) => r.loopLagP99Ms)).toFixed(1) },
    machine: { cores: availableParallelism(), otherCpuCores: +((busy1 - busy0) / seconds - (cpu(0) ?? 0) - loadCpu).toFixed(2) },
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
