/**
 * Per-client limits, so one client cannot take the server's capacity for
 * itself: WebSocket connections held at once and matchmaking requests, room
 * creations and new guest identities per minute, per address; waiting rooms
 * hosted at once, per guest identity. Each refusal says RATE_LIMITED (HTTP
 * 429). Addresses are the socket's peer, or — behind `trustProxy` proxies —
 * the address the nearest trusted proxy appended to `X-Forwarded-For` (never
 * a client-supplied one). Limits are per process.
 */
import type { IncomingMessage } from "node:http";
import { AsyncLocalStorage } from "node:async_hooks";
import { TokenBucket } from "./ratelimit.ts";
import type { RoomInfo } from "./protocol.ts";

export interface ClientLimitsConfig {
  /** WebSockets one address may hold open at once. */
  readonly connectionsPerAddress: number;
  /** Matchmaking requests (create, join, reconnect: each reserves a seat) per minute per address; as many at once. */
  readonly matchmakingPerMinute: number;
  /** Rooms one address may create per minute; as many at once. */
  readonly roomsPerMinute: number;
  /** New guest identities (`POST /api/guests`, or a join without a token) per minute per address; as many at once. */
  readonly guestsPerMinute: number;
  /** Sign-ins and sign-ups (accounts/routes.ts) per minute per address; as many at once. */
  readonly accountAttemptsPerMinute: number;
  /** Rooms waiting for players that one guest identity may host at once. */
  readonly waitingRoomsPerPlayer: number;
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: none, use the socket's peer). */
  readonly trustProxy: number;
}

/** The address a request came from, as `trustProxy` allows reading it. */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustProxy <= 0) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  // Each trusted proxy appended the address it saw: the entry `trustProxy` from the right is the client's.
  return forwarded[forwarded.length - trustProxy] ?? peer;
}

/** The HTTP request being handled, for code Colyseus calls without it (matchmaking). */
export const currentRequest = new AsyncLocalStorage<{ readonly address: string }>();

/** A refusal: the client asked too much. */
export class LimitExceeded extends Error {
  constructor(message: string) {
    super(`RATE_LIMITED: ${message}`);
  }
}

/** Token buckets by address, forgotten once full again and idle. */
class BucketsByAddress {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly perMinute: number) {}

  take(address: string): boolean {
    let bucket = this.buckets.get(address);
    if (!bucket) this.buckets.set(address, (bucket = new TokenBucket(this.perMinute / 60, this.perMinute)));
    return bucket.take();
  }

  sweep(): void {
    for (const [address, bucket] of this.buckets) if (bucket.refilled()) this.buckets.delete(address);
  }
}

export class ClientLimits {
  private readonly connections = new Map<string, number>();
  private readonly matchmaking: BucketsByAddress;
  private readonly creates: BucketsByAddress;
  private readonly guests: BucketsByAddress;
  private readonly accountAttempts: BucketsByAddress;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly config: ClientLimitsConfig,
    private readonly rooms: () => Iterable<RoomInfo>,
  ) {
    this.matchmaking = new BucketsByAddress(config.matchmakingPerMinute);
    this.creates = new BucketsByAddress(config.roomsPerMinute);
    this.guests = new BucketsByAddress(config.guestsPerMinute);
    this.accountAttempts = new BucketsByAddress(config.accountAttemptsPerMinute);
    this.sweeper = setInterval(() => [this.matchmaking, this.creates, this.guests, this.accountAttempts].forEach((b) => b.sweep()), 60_000);
    this.sweeper.unref();
  }

  address(req: IncomingMessage): string {
    return clientAddress(req, this.config.trustProxy);
  }

  /** A WebSocket from `address` may open; call `closed` when it does close. */
  openConnection(address: string): boolean {
    const open = this.connections.get(address) ?? 0;
    if (open >= this.config.connectionsPerAddress) return false;
    this.connections.set(address, open + 1);
    return true;
  }

  closedConnection(address: string): void {
    const open = (this.connections.get(address) ?? 1) - 1;
    if (open > 0) this.connections.set(address, open);
    else this.connections.delete(address);
  }

  /** A new guest identity for `address`; throws `LimitExceeded` past the rate. */
  newGuest(address: string): void {
    if (!this.guests.take(address)) throw new LimitExceeded("too many new guests from your address; wait a minute");
  }

  /** A sign-in or sign-up from `address`; throws `LimitExceeded` past the rate (password guessing). */
  accountAttempt(address: string): void {
    if (!this.accountAttempts.take(address)) throw new LimitExceeded("too many sign-in attempts from your address; wait a minute");
  }

  /**
   * A matchmaking request: `creates` a room or not, by `playerId` (the identity
   * its token proves; null: the room will issue a new one). Throws `LimitExceeded`.
   */
  matchmake(address: string, creates: boolean, playerId: string | null): void {
    if (!this.matchmaking.take(address)) throw new LimitExceeded("too many requests from your address; wait a moment");
    if (playerId === null) this.newGuest(address);
    if (!creates) return;
    if (playerId !== null && this.waitingRoomsHostedBy(playerId) >= this.config.waitingRoomsPerPlayer) {
      throw new LimitExceeded(`you already host ${this.config.waitingRoomsPerPlayer} tables waiting for players; start or leave one first`);
    }
    if (!this.creates.take(address)) throw new LimitExceeded("too many new tables from your address; wait a minute");
  }

  private waitingRoomsHostedBy(playerId: string): number {
    let n = 0;
    for (const room of this.rooms()) if (room.status === "waiting" && room.host !== null && room.seats[room.host]?.playerId === playerId) n++;
    return n;
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}
