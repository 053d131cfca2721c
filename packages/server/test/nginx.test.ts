/**
 * The proxy configuration of docs/deploy.md, for real: nginx with the
 * documented `upstream` / `location` blocks (only the listen address and the
 * two process ports changed) in front of two server processes on Redis +
 * PostgreSQL, each with its public address under the proxy (`…/p1`, `…/p2`).
 * SDK clients that know only the proxy create a room, join it by code and play
 * the match to its end; the access log shows matchmaking on the shared upstream
 * and the room sockets under the room's process prefix.
 *
 * Needs nginx (Debian's `nginx`), GG_TEST_REDIS and GG_TEST_PG (.ci/run
 * installs and starts them). Without them it is skipped with a warning, except
 * under CI=true, where it fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, type MatchRecord } from "@gg/core";
import { auditMessages, timeline } from "./audit.ts";
import { PG, REDIS, TestCluster, freePort, until } from "./cluster-helpers.ts";
import { TEST_GAMES, TestClient } from "./helpers.ts";

const NGINX = ["/usr/sbin/nginx", "nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0);
const missing = [!NGINX && "nginx", !REDIS && "GG_TEST_REDIS", !PG && "GG_TEST_PG"].filter(Boolean).join(", ");
if (missing && process.env.CI !== "true") console.warn(`SKIPPED: the nginx test needs ${missing} (.ci/run installs and starts them)`);

const DEPLOY_DOC = new URL("../../../docs/deploy.md", import.meta.url);
const race = TEST_GAMES.find((g) => g.id === "test-race")!;
const pick = (legal: readonly unknown[]) => legal[Math.floor(Math.random() * legal.length)];

/**
 * The documented configuration with this machine's ports: the listen line, and
 * the process ports 2561/2562. Each replacement must happen, so a change to the
 * document that this test no longer understands fails here rather than going
 * untested.
 */
function documentedConfig(doc: string, proxyPort: number, processPorts: readonly [number, number]): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deploy.md has no ```nginx block");
  const replacements: [RegExp, string][] = [
    [/listen 443 ssl;/g, `listen 127.0.0.1:${proxyPort};`],
    [/127\.0\.0\.1:2561\b/g, `127.0.0.1:${processPorts[0]}`],
    [/127\.0\.0\.1:2562\b/g, `127.0.0.1:${processPorts[1]}`],
  ];
  let config = block;
  for (const [pattern, by] of replacements) {
    if (!pattern.test(config)) throw new Error(`the nginx block of docs/deploy.md no longer has ${pattern}`);
    config = config.replace(pattern, by);
  }
  return config;
}

/** A whole nginx.conf around the documented `http`-level block, everything under `dir`. */
function nginxConf(dir: string, block: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${block}
}
`;
}

describe.skipIf(!!missing && process.env.CI !== "true")("nginx in front of two processes, configured as docs/deploy.md says", () => {
  const cluster = new TestCluster("nginx", 6);
  let dir = "";
  let nginx: ChildProcess | null = null;
  let proxy = "";
  let processPorts: [number, number] = [0, 0];

  beforeAll(async () => {
    if (missing) throw new Error(`the nginx test needs ${missing} under CI`);
    dir = mkdtempSync(join(tmpdir(), "gg-nginx-"));
    const proxyPort = await freePort();
    processPorts = [await freePort(), await freePort()];
    proxy = `http://127.0.0.1:${proxyPort}`;
    const config = documentedConfig(readFileSync(DEPLOY_DOC, "utf8"), proxyPort, processPorts);
    mkdirSync(join(dir, "tmp"));
    chmodSync(dir, 0o755);
    chmodSync(join(dir, "tmp"), 0o777); // nginx's workers may run as another user
    writeFileSync(join(dir, "nginx.conf"), nginxConf(dir, config));
    nginx = spawn(NGINX!, ["-e", join(dir, "error.log"), "-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
    nginx.once("exit", (code) => {
      if (code !== null && code !== 0) console.error(`nginx exited (${code}):\n${readFileSync(join(dir, "error.log"), "utf8")}`);
    });

    await cluster.setUp();
    await Promise.all(processPorts.map((port, i) => cluster.start({ leaseSeconds: 15, port, publicAddress: `127.0.0.1:${proxyPort}/p${i + 1}` })));
    await until(async () => {
      if (nginx!.exitCode !== null) throw new Error("nginx stopped");
      return (await fetch(`${proxy}/healthz`).catch(() => null))?.ok === true;
    }, "the proxy to answer", 20_000);
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGTERM"); // fast shutdown: it does not wait for open sockets
      await exited;
    }
    await cluster.tearDown();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("clients that know only the proxy create a room, join it by code and play it out", async () => {
    const host = await TestClient.create(proxy, { game: race.id, seats: 2, timeLimit: 120, options: { cards: 3 } }, "Ana");
    const code = host.room.roomId;
    const guest = await TestClient.join(proxy, code, { name: "Bea" });
    await guest.until(() => guest.welcome !== null && guest.info !== null, "Bea seated");
    expect(guest.welcome!.seat).toBe(1);
    // The invite code resolves through the proxy whichever process answers.
    expect((await (await fetch(`${proxy}/api/rooms/${code}`)).json()).roomId).toBe(code);

    host.autoplay(pick);
    guest.autoplay(pick);
    host.send("start");
    await host.until(() => host.view?.result != null, "the end", 30_000);
    await guest.until(() => guest.view?.result != null, "the end for Bea", 10_000);

    const body = await (await fetch(`${proxy}/api/matches/${code}`)).json();
    expect(body.status).toBe("finished");
    const record = body.record as MatchRecord;
    expect(record.actions.length).toBeGreaterThanOrEqual(6);
    expect(replay(race, record).result()).toEqual(host.view!.result);
    const line = timeline(race, record);
    auditMessages(race, record, line, host.welcome!.seat!, host.received);
    auditMessages(race, record, line, guest.welcome!.seat!, guest.received);
    await Promise.all([host.leave(), guest.leave()]);

    // Matchmaking went to the shared upstream, to each process in turn (least_conn
    // among idle upstreams); both room sockets went under the room's process
    // prefix, straight to that process. nginx logs a socket when it closes.
    const log = () => readFileSync(join(dir, "access.log"), "utf8").trim().split("\n").map((l) => l.split(" "));
    const sockets = () => log().filter(([, uri]) => /^\/p[12]\/[^/]+\/[^/]+$/.test(uri!) && uri!.endsWith(`/${code}`));
    await until(() => sockets().length === 2, "both room sockets in the access log");
    const matchmaking = log().filter(([method, uri]) => method === "POST" && uri!.startsWith("/matchmake/"));
    expect(matchmaking.map(([, uri]) => uri!.split("/")[2])).toEqual(["create", "joinById"]);
    expect(new Set(matchmaking.map((l) => l[3])).size).toBe(2);
    const prefix = sockets()[0]![1]!.split("/")[1]!;
    const roomProcess = `127.0.0.1:${processPorts[Number(prefix.slice(1)) - 1]}`;
    for (const [, uri, status, upstream] of sockets()) expect([uri!.split("/")[1], status, upstream]).toEqual([prefix, "101", roomProcess]);
  }, 60_000);
});
