/**
 * Server configuration, from environment variables with defaults. Every
 * variable is documented in `packages/server/README.md` and `.env.example`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import type { AnyGame } from "@gg/core";
import type { FrameLimit } from "./frames.ts";
import type { ClientLimitsConfig } from "./limits.ts";

export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number;
  readonly host: string;
  /** `postgres://…` for PostgreSQL, otherwise a SQLite file path (`:memory:` works). */
  readonly database: string;
  /**
   * `redis://…`: Colyseus presence and matchmaking driver in Redis, so several
   * processes share rooms, the lobby and match leases; null keeps them in memory.
   */
  readonly redis: string | null;
  /**
   * This process's address as clients reach it (`host:port` or `host/path`
   * behind a proxy); seat reservations send clients here. Needed per process
   * with Redis; null lets clients use the address they matchmade through.
   */
  readonly publicAddress: string | null;
  /**
   * A running match is owned by the process holding its lease (renewed every
   * third of this); when the owner dies, a surviving process restores the match
   * from the database after at most this long.
   */
  readonly leaseSeconds: number;
  /** HMAC key for guest tokens; tokens survive restarts only while it stays the same. */
  readonly secret: string;
  /**
   * The site's address as players reach it (`https://gg.example`), for account
   * sessions: with https their cookies are `Secure`. Null: taken from each request.
   */
  readonly publicUrl: string | null;
  /** Delay before a bot seat acts, so play looks human; ± `botJitter` (a fraction). */
  readonly botDelayMs: number;
  readonly botJitter: number;
  /** Threads that run bot decisions (0: on the main thread, as in tests). */
  readonly botWorkers: number;
  /**
   * Provably fair deals: the seed is an HMAC-SHA256 server seed (with the players'
   * client seeds), committed before the first deal, so `gg verify` checks a record.
   * On by default; `GG_FAIR_SEEDS=0` falls back to a plain random seed.
   */
  readonly fairSeeds: boolean;
  /**
   * Rate a human who played only against bots (`GG_RATED_VS_BOTS=1`). Off by default:
   * a match is rated when humans play on at least two sides (docs/ratings.md).
   */
  readonly ratedVsBots: boolean;
  /** Multiplies every decision time limit (tests shrink 15 s to milliseconds). */
  readonly timeScale: number;
  /** How long a dropped connection may resume with its Colyseus reconnection token. */
  readonly reconnectSeconds: number;
  /**
   * A dropped player's seat waits this long for them ("reconnecting…") before the bot
   * takes it over (sooner if their move's time runs out): a blip or a reload costs nothing.
   */
  readonly dropGraceSeconds: number;
  /** A running match with no human connected for this long is ended as by the host. */
  readonly abandonSeconds: number;
  /** Per connection: sustained messages per second and burst size. */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number; readonly strikes: number };
  /** Per connection: every WebSocket frame (messages, pings, pongs); over it the connection is closed (frames.ts). */
  readonly frameLimit: FrameLimit;
  /** Per address and per guest identity: connections, matchmaking, new rooms and identities (limits.ts). */
  readonly limits: ClientLimitsConfig;
  /** Other sites' origins allowed to call the HTTP API from a browser (CORS, never with credentials); none by default. */
  readonly allowedOrigins: readonly string[];
  /**
   * `GET /metrics` needs `Authorization: Bearer <this>`; null: it answers only
   * requests made straight to this process from its own machine (not through a proxy).
   */
  readonly metricsToken: string | null;
  /** Folder served at `/` when it exists (the web client's build). */
  readonly staticDir: string | null;
  readonly logLevel: string;
  /** The games this server offers (the registry, plus test games in tests). */
  readonly games?: readonly AnyGame[];
}

export const DEFAULT_DATABASE = "./data/gg.sqlite";

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const num = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`${name} must be a number, not '${raw}'`);
    return value;
  };
  const database = overrides.database ?? env.GG_DATABASE_URL ?? DEFAULT_DATABASE;
  const staticDefault = resolve(new URL("../../web/dist", import.meta.url).pathname);
  return {
    port: num("PORT", num("GG_PORT", 2567)),
    host: env.GG_HOST ?? "0.0.0.0",
    database,
    redis: env.GG_REDIS_URL || null,
    publicAddress: env.GG_PUBLIC_ADDRESS || null,
    leaseSeconds: num("GG_LEASE_SECONDS", 15),
    secret: overrides.secret ?? env.GG_SECRET ?? defaultSecret(database),
    publicUrl: env.GG_PUBLIC_URL || null,
    botDelayMs: num("GG_BOT_DELAY_MS", 900),
    botJitter: num("GG_BOT_JITTER", 0.3),
    botWorkers: num("GG_BOT_WORKERS", Math.max(1, Math.min(4, availableParallelism() - 1))),
    fairSeeds: !["0", "false", "no", "off"].includes((env.GG_FAIR_SEEDS ?? "").toLowerCase()),
    ratedVsBots: ["1", "true", "yes", "on"].includes((env.GG_RATED_VS_BOTS ?? "").toLowerCase()),
    timeScale: num("GG_TIME_SCALE", 1),
    reconnectSeconds: num("GG_RECONNECT_SECONDS", 60),
    dropGraceSeconds: num("GG_DROP_GRACE_SECONDS", 10),
    abandonSeconds: num("GG_ABANDON_SECONDS", 600),
    rateLimit: { perSecond: num("GG_RATE_PER_SECOND", 20), burst: num("GG_RATE_BURST", 40), strikes: num("GG_RATE_STRIKES", 50) },
    frameLimit: { perSecond: num("GG_FRAMES_PER_SECOND", 100), burst: num("GG_FRAME_BURST", 300) },
    limits: {
      connectionsPerAddress: num("GG_CONNECTIONS_PER_ADDRESS", 50),
      matchmakingPerMinute: num("GG_MATCHMAKING_PER_MINUTE", 120),
      roomsPerMinute: num("GG_ROOMS_PER_MINUTE", 10),
      guestsPerMinute: num("GG_GUESTS_PER_MINUTE", 30),
      accountAttemptsPerMinute: num("GG_ACCOUNT_ATTEMPTS_PER_MINUTE", 10),
      waitingRoomsPerPlayer: num("GG_WAITING_ROOMS_PER_PLAYER", 3),
      trustProxy: num("GG_TRUST_PROXY", 0),
    },
    allowedOrigins: (env.GG_ALLOWED_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    metricsToken: env.GG_METRICS_TOKEN || null,
    staticDir: env.GG_STATIC_DIR ?? staticDefault,
    logLevel: env.GG_LOG_LEVEL ?? "info",
    ...overrides,
  };
}

/**
 * Without GG_SECRET, a SQLite server keeps a random secret beside its
 * database, so guest tokens (and seats after a crash) survive restarts.
 * Other databases get a per-process secret: set GG_SECRET in production.
 */
function defaultSecret(database: string): string {
  if (isPostgres(database) || database === ":memory:") return randomBytes(32).toString("hex");
  const file = resolve(dirname(database), "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function isPostgres(database: string): boolean {
  return /^postgres(ql)?:\/\//.test(database);
}
