/**
 * What the multi-process tests share (cluster.test.ts, nginx.test.ts): server
 * processes on Redis + PostgreSQL (GG_TEST_REDIS, GG_TEST_PG), a fresh
 * database and Redis database per test file, raw Redis commands, free ports.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sleep } from "./helpers.ts";

export const REDIS = process.env.GG_TEST_REDIS;
export const PG = process.env.GG_TEST_PG;

export function withPath(url: string, path: string): string {
  const u = new URL(url);
  u.pathname = path;
  return u.toString();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Commands on one Redis database in raw RESP (no Redis client among the dependencies); the raw replies. */
export async function redis(url: string, db: number, ...commands: string[][]): Promise<string> {
  const u = new URL(url);
  const socket = connect(Number(u.port || 6379), u.hostname);
  const encode = (args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  const all = [...(u.password ? [["AUTH", decodeURIComponent(u.password)]] : []), ["SELECT", String(db)], ...commands];
  return new Promise<string>((resolve, reject) => {
    let out = "";
    socket.on("data", (chunk) => {
      out += chunk.toString();
      if (out.startsWith("-")) reject(new Error(`redis: ${out}`));
      if ((out.match(/\r\n/g) ?? []).length >= all.length) resolve(out);
    });
    socket.once("error", reject);
    socket.write(all.map(encode).join(""));
  }).finally(() => socket.destroy());
}

export interface Proc {
  readonly child: ChildProcess;
  readonly url: string;
}

export interface ProcessOptions {
  readonly leaseSeconds: number;
  /** Listen here (default: a free port). */
  readonly port?: number;
  /** How clients reach this process (default: its own 127.0.0.1:port). */
  readonly publicAddress?: string;
  /** The database URL this process uses (default: the cluster's database; a proxy to it in fault tests). */
  readonly database?: string;
}

/**
 * A fresh PostgreSQL database and an emptied Redis database for one test file,
 * and the server processes started on them (test/fixtures/cluster-main.ts),
 * all killed by `tearDown`.
 */
export class TestCluster {
  readonly children: ChildProcess[] = [];
  private readonly dbName: string;
  database = "";
  redisUrl = "";

  constructor(
    prefix: string,
    readonly redisDb: number,
  ) {
    this.dbName = `gg_${prefix}_${randomBytes(4).toString("hex")}`;
  }

  async setUp(): Promise<void> {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${this.dbName}`);
    await admin.end();
    this.database = withPath(PG!, `/${this.dbName}`);
    this.redisUrl = withPath(REDIS!, `/${this.redisDb}`);
    await redis(REDIS!, this.redisDb, ["FLUSHDB"]);
  }

  async start(options: ProcessOptions): Promise<Proc> {
    const port = options.port ?? (await freePort());
    const entry = new URL("./fixtures/cluster-main.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      env: {
        ...process.env,
        GG_PORT: String(port),
        GG_DATABASE_URL: options.database ?? this.database,
        GG_REDIS_URL: this.redisUrl,
        GG_PUBLIC_ADDRESS: options.publicAddress ?? `127.0.0.1:${port}`,
        GG_LEASE_SECONDS: String(options.leaseSeconds),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    this.children.push(child);
    await new Promise<void>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (/LISTENING \d+/.test(out)) resolve();
      });
      child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
    });
    return { child, url: `http://127.0.0.1:${port}` };
  }

  async tearDown(): Promise<void> {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await sleep(200);
    if (!PG || !this.database) return;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

export async function stop(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once("exit", resolve));
  p.child.kill("SIGTERM");
  await exited;
}

export async function until(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
