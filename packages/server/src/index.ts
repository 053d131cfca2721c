/**
 * The GG game server: `startServer(config)` opens the database (running its
 * migrations), starts Colyseus with the lobby and the one game room type,
 * restores unfinished matches, and serves HTTP beside the rooms.
 */
import "./ws-polyfill.ts"; // must run before @colyseus/core loads: see ws-polyfill.ts
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server as HttpServer } from "node:http";
import { pino } from "pino";
import { LocalPresence, Server, matchMaker, type MatchMakerDriver, type Presence } from "@colyseus/core";
import { GAMES } from "@gg/games";
import { configFromEnv, type ServerConfig } from "./config.ts";
import { GuestAuth } from "./auth.ts";
import { setServerContext, type ServerContext } from "./context.ts";
import { LobbyRoom } from "./lobby.ts";
import { RoomDirectory } from "./directory.ts";
import { Metrics } from "./metrics.ts";
import { GameRoom } from "./room.ts";
import { httpHandler } from "./http.ts";
import { BotPool } from "./botpool.ts";
import { openDatabase } from "./storage/db.ts";
import { SpreadPingTransport } from "./heartbeat.ts";
import { frameGuardedSocket } from "./frames.ts";
import { ClientLimits } from "./limits.ts";
import { installGate } from "./gate.ts";
import { corsAllowList } from "./headers.ts";
import { Store } from "./storage/store.ts";
import { DatabaseHealth } from "./health.ts";
import { Leases, SharedDirectory } from "./cluster.ts";
import { IndexedLocalDriver, typedMatchmakingRefusals } from "./matchmaking.ts";
import { openAccounts } from "./accounts/open.ts";

export { configFromEnv, type ServerConfig } from "./config.ts";
export type * from "./protocol.ts";
export { CLOSE_ABUSE, CLOSE_REPLACED } from "./protocol.ts";
export { GameRoom } from "./room.ts";

export interface RunningServer {
  readonly port: number;
  /** `http://host:port`, for the SDK and HTTP clients. */
  readonly url: string;
  readonly context: ServerContext;
  /** Closes rooms (running matches stay `running` and are restored on the next start), then the database. */
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig = configFromEnv()): Promise<RunningServer> {
  const log = pino({ level: config.logLevel, name: "gg-server" });
  const db = await openDatabase(config.database, { onConnectionError: (error) => log.warn({ err: error }, "a database connection failed; the pool replaces it") });
  const store = await Store.open(db, { onRetry: (error, attempt) => log.warn({ err: error, attempt }, "the database connection failed; retrying the query") }, { vsBots: config.ratedVsBots });
  const directory = new RoomDirectory();
  const { presence, driver } = await coordination(config);
  const auth = new GuestAuth(config.secret);
  const context: ServerContext = {
    config,
    games: config.games ?? GAMES,
    auth,
    accounts: openAccounts(db, config, auth, log),
    store,
    health: new DatabaseHealth(store, log),
    directory,
    shared: new SharedDirectory(presence, directory, log),
    leases: new Leases(presence, config.leaseSeconds, log),
    metrics: new Metrics(directory),
    limits: new ClientLimits(config.limits, () => directory.all()),
    log,
    botPool: config.botWorkers > 0 ? new BotPool(config.botWorkers) : null,
    restoring: new Set(),
  };
  setServerContext(context);
  context.botPool?.warm();

  const handler = httpHandler(context);
  // Colyseus' default 4 KB frame limit would close the connection on a big
  // message; the room answers MESSAGE_TOO_LARGE instead and stays connected.
  // Its all-at-once ping is replaced by one spread over the interval (heartbeat.ts).
  // Every frame a client sends is counted, pings included (frames.ts), so pings are answered there.
  const transport = new SpreadPingTransport({
    maxPayload: 64 * 1024,
    autoPong: false,
    WebSocket: frameGuardedSocket(config.frameLimit, () => log.warn("disconnecting a flooding connection (too many WebSocket frames)")),
    // WebSockets per address (limits.ts): refused at the upgrade, counted until they close.
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, status?: number, message?: string) => void) => {
      const address = context.limits.address(req);
      if (!context.limits.openConnection(address)) return done(false, 429, "too many connections from your address");
      connectionAddresses.set(req, address);
      done(true);
    },
  });
  const connectionAddresses = new WeakMap<IncomingMessage, string>();
  transport.onSocket((socket, req) => {
    const address = connectionAddresses.get(req);
    if (address !== undefined) socket.once("close", () => context.limits.closedConnection(address));
  });
  const server = new Server({
    transport,
    express: (app) => {
      app.disable("x-powered-by"); // no advertising the framework
      app.use(handler);
    },
    gracefullyShutdown: false,
    greet: false,
    presence,
    driver,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // Rooms are created on the process the request reached (the proxy spreads
    // requests); a restored match must be created here, where its lease is.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  typedMatchmakingRefusals(log);
  corsAllowList(config.allowedOrigins);
  server.define("lobby", LobbyRoom);
  server.define("game", GameRoom);
  await server.listen(config.port, config.host);
  const stopHeartbeat = transport.heartbeat({ intervalMs: 3000, maxMissed: 2 }); // Colyseus' own timing: dead after ~6-9 s
  const http = (server.transport as unknown as { server: HttpServer }).server;
  installGate(http, context.limits);
  const port = (http.address() as AddressInfo).port;

  await matchMaker.createRoom("lobby", {});
  context.leases.start();
  // Running matches that no live process holds (a process died, or this is a
  // restart) are restored here: at start, then every third of a lease.
  const failed = new Set<string>();
  let scanning = false;
  const scan = async () => {
    if (scanning) return;
    scanning = true;
    try {
      for (const id of await store.unfinishedMatchIds()) {
        if (failed.has(id) || directory.get(id) || !(await context.leases.claim(id))) continue;
        context.restoring.add(id);
        try {
          await matchMaker.createRoom("game", { restore: id });
        } catch (error) {
          context.restoring.delete(id);
          context.leases.forget(id);
          failed.add(id);
          log.error({ err: error, matchId: id }, "could not restore a match");
        }
      }
    } catch (error) {
      log.error({ err: error }, "looking for matches to restore failed");
    } finally {
      scanning = false;
    }
  };
  await scan();
  const scanner = setInterval(() => void scan(), Math.max(250, (config.leaseSeconds * 1000) / 3));
  scanner.unref();
  log.info({ port, database: config.database.replace(/\/\/.*@/, "//***@"), redis: config.redis?.replace(/\/\/.*@/, "//***@") ?? null, publicAddress: config.publicAddress, processId: matchMaker.processId }, "GG server listening");

  let closed = false;
  return {
    port,
    url: `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${port}`,
    context,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(scanner);
      stopHeartbeat();
      context.limits.stop();
      await server.gracefullyShutdown(false);
      await context.leases.stop().catch(() => {});
      await context.botPool?.close();
      await store.close();
      setServerContext(null);
    },
  };
}

/** In-memory presence and driver for one process; Redis for several (`GG_REDIS_URL`). */
async function coordination(config: ServerConfig): Promise<{ presence: Presence; driver: MatchMakerDriver }> {
  if (!config.redis) return { presence: new LocalPresence(), driver: new IndexedLocalDriver() };
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import("@colyseus/redis-presence"), import("@colyseus/redis-driver")]);
  return { presence: new RedisPresence(config.redis), driver: new RedisDriver(config.redis) };
}
