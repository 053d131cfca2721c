/**
 * What several server processes share through Colyseus' presence: the rooms'
 * public info and the lobby's listings (hashes, plus a channel for live lobby
 * updates), and one lease per running match. With one process the presence is
 * Colyseus' in-memory `LocalPresence`, with `GG_REDIS_URL` it is Redis: the
 * code paths are the same.
 */
import { randomUUID } from "node:crypto";
import { matchMaker, type Presence } from "@colyseus/core";
import type { Logger } from "pino";
import { LOBBY_CHANNEL, listing, type LobbyEvent, type RoomDirectory } from "./directory.ts";
import type { Listing, RoomInfo } from "./protocol.ts";

const ROOMS = "gg:rooms";
const LISTINGS = "gg:listings";

/** Mirrors this process's RoomDirectory into the presence, and reads every process's rooms back. */
export class SharedDirectory {
  /** What was last written per local room, so unchanged infos are not written again. */
  private readonly written = new Map<string, string>();
  /** Local rooms whose match another process owns now: their entries are that process's to write. */
  private readonly disowned = new Set<string>();

  constructor(
    private readonly presence: Presence,
    private readonly local: RoomDirectory,
    private readonly log: Logger,
  ) {
    local.on("info", (info: RoomInfo) => this.write(info));
    local.on("removed", (roomId: string) => this.drop(roomId));
    local.on("listed", (l: Listing) => {
      if (this.disowned.has(l.roomId)) return;
      this.guard(this.presence.hset(LISTINGS, l.roomId, JSON.stringify(l)));
      this.guard(this.presence.publish(LOBBY_CHANNEL, { op: "+", listing: l } satisfies LobbyEvent));
    });
    local.on("unlisted", (roomId: string) => {
      if (this.disowned.has(roomId)) return;
      this.guard(this.presence.hdel(LISTINGS, roomId));
      this.guard(this.presence.publish(LOBBY_CHANNEL, { op: "-", roomId } satisfies LobbyEvent));
    });
  }

  private write(info: RoomInfo): void {
    if (this.disowned.has(info.roomId)) return;
    const json = JSON.stringify(info);
    if (this.written.get(info.roomId) === json) return;
    this.written.set(info.roomId, json);
    this.guard(this.presence.hset(ROOMS, info.roomId, json));
  }

  private drop(roomId: string): void {
    this.written.delete(roomId);
    if (this.disowned.delete(roomId)) return;
    this.guard(this.presence.hdel(ROOMS, roomId));
  }

  /** This process lost the room's match: its room here no longer writes or removes the shared entry. */
  disown(roomId: string): void {
    this.disowned.add(roomId);
  }

  private guard(p: Promise<unknown> | unknown): void {
    if (p instanceof Promise) p.catch((error) => this.log.error({ err: error }, "presence write failed"));
  }

  /** The lobby of every process: public rooms waiting with a free seat, and in play. */
  async listings(): Promise<Listing[]> {
    const all = (await this.presence.hgetall(LISTINGS)) ?? {};
    const ids = Object.keys(all);
    if (ids.length === 0) return [];
    // A process that died leaves its entries behind; Colyseus' driver knows the live rooms.
    const live = new Set((await matchMaker.query({ name: "game" })).map((r) => r.roomId));
    const out: Listing[] = [];
    for (const id of ids) {
      const info = this.local.get(id);
      if (info) {
        const l = listing(info);
        if (l) out.push(l);
      } else if (live.has(id)) out.push(JSON.parse(all[id]!) as Listing);
    }
    return out;
  }

  /** One room's public info, whichever process holds it. */
  async get(roomId: string): Promise<RoomInfo | undefined> {
    const info = this.local.get(roomId);
    if (info) return info;
    const raw = await this.presence.hget(ROOMS, roomId);
    if (!raw || (await matchMaker.query({ roomId })).length === 0) return undefined;
    return JSON.parse(raw) as RoomInfo;
  }
}

/**
 * Where leases live: Redis when the presence is Redis (several processes),
 * else this process's memory. Each call is one atomic step on the key.
 */
interface LeaseStore {
  /** Sets `key` to `token` for `ms` if nobody holds it. */
  claim(key: string, token: string, ms: number): Promise<boolean>;
  /** Extends `key` for `ms` only while it still holds `token`. */
  renew(key: string, token: string, ms: number): Promise<boolean>;
  /** Deletes `key` only while it still holds `token`. */
  release(key: string, token: string): Promise<void>;
}

/** The part of ioredis the leases use (RedisPresence's own connection). */
interface RedisCommands {
  set(key: string, value: string, px: "PX", ms: number, nx: "NX"): Promise<string | null>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

// Compare-and-set in Lua: Redis runs a script without interleaving other commands,
// so a process whose lease was taken over can neither extend nor delete the new owner's key.
const RENEW_IF_OWNER = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) else return 0 end`;
const DELETE_IF_OWNER = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;

class RedisLeaseStore implements LeaseStore {
  constructor(private readonly redis: RedisCommands) {}

  async claim(key: string, token: string, ms: number): Promise<boolean> {
    // One command: a process dying mid-claim cannot leave a key without expiry.
    return (await this.redis.set(key, token, "PX", ms, "NX")) === "OK";
  }

  async renew(key: string, token: string, ms: number): Promise<boolean> {
    return Number(await this.redis.eval(RENEW_IF_OWNER, 1, key, token, ms)) === 1;
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.eval(DELETE_IF_OWNER, 1, key, token);
  }
}

/** One process: nobody else can take a lease, but the same rules keep the code paths the same. */
class LocalLeaseStore implements LeaseStore {
  private readonly keys = new Map<string, { token: string; until: number }>();

  private holder(key: string): string | undefined {
    const lease = this.keys.get(key);
    return lease && lease.until > Date.now() ? lease.token : undefined;
  }

  async claim(key: string, token: string, ms: number): Promise<boolean> {
    if (this.holder(key) !== undefined) return false;
    this.keys.set(key, { token, until: Date.now() + ms });
    return true;
  }

  async renew(key: string, token: string, ms: number): Promise<boolean> {
    if (this.holder(key) !== token) return false;
    this.keys.set(key, { token, until: Date.now() + ms });
    return true;
  }

  async release(key: string, token: string): Promise<void> {
    if (this.holder(key) === token) this.keys.delete(key);
  }
}

/** Redis for a RedisPresence (its `pub` connection runs the commands), memory otherwise. */
function leaseStoreFor(presence: Presence): LeaseStore {
  const redis = (presence as unknown as { pub?: Partial<RedisCommands> }).pub;
  if (redis && typeof redis.set === "function" && typeof redis.eval === "function") return new RedisLeaseStore(redis as RedisCommands);
  return new LocalLeaseStore();
}

interface Held {
  readonly token: string;
  /** When the last successful renewal (or the claim) was sent: the lease is ours until this + the lease time. */
  confirmedAt: number;
}

/**
 * One lease per running match: `gg:lease:<matchId>` holds its owner's token
 * (unique per claim) and expires unless the owner renews it. Claim, renew and
 * release are each atomic, and renew and release act only on the owner's own
 * token. A process learns it lost a match when a renewal finds another token
 * (or none), or when it could not renew for a whole lease time (cut off from
 * Redis, or its event loop stalled): from then on `owns` is false and the
 * match's `onLost` listener runs, once.
 */
export class Leases {
  private readonly held = new Map<string, Held>();
  private readonly lostListeners = new Map<string, () => void>();
  private readonly store: LeaseStore;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    presence: Presence,
    readonly seconds: number,
    private readonly log: Logger,
  ) {
    this.store = leaseStoreFor(presence);
  }

  private key(matchId: string): string {
    return `gg:lease:${matchId}`;
  }

  private get ms(): number {
    return this.seconds * 1000;
  }

  /** Claims a free lease; false when another process (or this one) holds it. */
  async claim(matchId: string): Promise<boolean> {
    if (this.held.has(matchId)) return false;
    const token = `${matchMaker.processId ?? "local"}:${randomUUID()}`;
    const sentAt = Date.now();
    if (!(await this.store.claim(this.key(matchId), token, this.ms))) return false;
    this.held.set(matchId, { token, confirmedAt: sentAt });
    return true;
  }

  /**
   * True while this process may write the match: it holds the lease and a
   * renewal confirmed it less than a lease time ago. Checked before every write,
   * so a process waking from a stall longer than the lease writes nothing.
   */
  owns(matchId: string): boolean {
    const lease = this.held.get(matchId);
    if (!lease) return false;
    if (Date.now() - lease.confirmedAt < this.ms) return true;
    this.lost(matchId, "not renewed for a whole lease time");
    return false;
  }

  /** `listener` runs once if this process loses the match's lease (never after a release). */
  onLost(matchId: string, listener: () => void): void {
    this.lostListeners.set(matchId, listener);
  }

  /** This process lost the match (a renewal found another owner, or its writes collided with another's). */
  lost(matchId: string, why: string): void {
    if (!this.held.delete(matchId)) return;
    this.log.warn({ matchId, why }, "lost the lease of a match: another process may own it now");
    const listener = this.lostListeners.get(matchId);
    this.lostListeners.delete(matchId);
    listener?.();
  }

  /** Stops renewing without freeing: the lease lapses after its time. */
  forget(matchId: string): void {
    this.held.delete(matchId);
    this.lostListeners.delete(matchId);
  }

  /** The match ended or moved: free its lease at once, if it is still ours. */
  async release(matchId: string): Promise<void> {
    const lease = this.held.get(matchId);
    this.forget(matchId);
    if (lease) await this.store.release(this.key(matchId), lease.token);
  }

  holds(matchId: string): boolean {
    return this.held.has(matchId);
  }

  private async renew(matchId: string, lease: Held): Promise<void> {
    const sentAt = Date.now();
    try {
      if (await this.store.renew(this.key(matchId), lease.token, this.ms)) {
        if (this.held.get(matchId) === lease) lease.confirmedAt = sentAt;
      } else if (this.held.get(matchId) === lease) {
        this.lost(matchId, "its lease holds another owner, or lapsed");
      }
    } catch (error) {
      this.log.error({ err: error, matchId }, "renewing a lease failed");
      this.owns(matchId); // gives the match up once a whole lease time passed unconfirmed
    }
  }

  start(): void {
    this.timer = setInterval(() => {
      for (const [id, lease] of this.held) void this.renew(id, lease);
    }, this.ms / 3);
    this.timer.unref();
  }

  /** Frees every lease this process still holds (a clean stop hands its matches over). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.held.keys()].map((id) => this.release(id)));
  }
}
