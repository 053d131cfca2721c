/**
 * What rooms share within one server process. Colyseus creates rooms itself
 * (from client requests, with JSON options only), so rooms find the server's
 * services here; Colyseus' matchmaker is a process singleton anyway, so there
 * is exactly one server per process.
 */
import type { Logger } from "pino";
import type { AnyGame } from "@gg/core";
import type { ServerConfig } from "./config.ts";
import type { GuestAuth } from "./auth.ts";
import type { Store } from "./storage/store.ts";
import type { RoomDirectory } from "./directory.ts";
import type { Metrics } from "./metrics.ts";
import type { BotPool } from "./botpool.ts";
import type { Leases, SharedDirectory } from "./cluster.ts";
import type { DatabaseHealth } from "./health.ts";
import type { ClientLimits } from "./limits.ts";
import type { Accounts } from "./accounts/accounts.ts";

export interface ServerContext {
  readonly config: ServerConfig;
  readonly games: readonly AnyGame[];
  readonly auth: GuestAuth;
  /** Accounts (name + password sessions) over guest identities. */
  readonly accounts: Accounts;
  readonly store: Store;
  /** The database's state as `/healthz` reports it, answered within a second. */
  readonly health: DatabaseHealth;
  /** This process's rooms. */
  readonly directory: RoomDirectory;
  /** Every process's rooms and lobby listings (through the presence). */
  readonly shared: SharedDirectory;
  /** Which process runs which match. */
  readonly leases: Leases;
  readonly metrics: Metrics;
  /** Per address and per guest identity limits. */
  readonly limits: ClientLimits;
  readonly log: Logger;
  /** Bot decisions off the main thread; null when `botWorkers` is 0. */
  readonly botPool: BotPool | null;
  /** Match ids the server itself is restoring; a client cannot ask for a restore. */
  readonly restoring: Set<string>;
}

let current: ServerContext | null = null;

export function setServerContext(ctx: ServerContext | null): void {
  current = ctx;
}

export function serverContext(): ServerContext {
  if (!current) throw new Error("no GG server is running in this process");
  return current;
}
