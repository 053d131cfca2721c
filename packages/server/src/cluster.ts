/**
 * What several server processes share through Colyseus' presence: the rooms'
 * public info and the lobby's listings (hashes, plus a channel for live lobby
 * updates), and one lease per running match. With one process the presence is
 * Colyseus' in-memory `LocalPresence`, with `GG_REDIS_URL` it is Redis: the
 * code paths are the same.
 */
import { matchMaker, type Presence } from "@colyseus/core";
import type { Logger } from "pino";
import { listing, type RoomDirectory } from "./lobby.ts";
import type { Listing, RoomInfo } from "./protocol.ts";

const ROOMS = "gg:rooms";
const LISTINGS = "gg:listings";
/** Lobby channel: `{ op: "+", listing }` or `{ op: "-", roomId }`. */
export const LOBBY_CHANNEL = "gg:lobby";

export type LobbyEvent = { readonly op: "+"; readonly listing: Listing } | { readonly op: "-"; readonly roomId: string };

/** Mirrors this process's RoomDirectory into the presence, and reads every process's rooms back. */
export class SharedDirectory {
  /** What was last written per local room, so unchanged infos are not written again. */
  private readonly written = new Map<string, string>();

  constructor(
    private readonly presence: Presence,
    private readonly local: RoomDirectory,
    private readonly log: Logger,
  ) {
    local.on("info", (info: RoomInfo) => this.write(info));
    local.on("removed", (roomId: string) => this.drop(roomId));
    local.on("listed", (l: Listing) => {
      this.guard(this.presence.hset(LISTINGS, l.roomId, JSON.stringify(l)));
      this.guard(this.presence.publish(LOBBY_CHANNEL, { op: "+", listing: l } satisfies LobbyEvent));
    });
    local.on("unlisted", (roomId: string) => {
      this.guard(this.presence.hdel(LISTINGS, roomId));
      this.guard(this.presence.publish(LOBBY_CHANNEL, { op: "-", roomId } satisfies LobbyEvent));
    });
  }

  private write(info: RoomInfo): void {
    const json = JSON.stringify(info);
    if (this.written.get(info.roomId) === json) return;
    this.written.set(info.roomId, json);
    this.guard(this.presence.hset(ROOMS, info.roomId, json));
  }

  private drop(roomId: string): void {
    this.written.delete(roomId);
    this.guard(this.presence.hdel(ROOMS, roomId));
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
 * One lease per running match: a presence key that its owner renews. `incr`
 * is atomic in Redis, so of several processes claiming a free lease exactly
 * one sees 1; the key expires when its owner stops renewing it (it died).
 */
export class Leases {
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly presence: Presence,
    readonly seconds: number,
    private readonly log: Logger,
  ) {}

  private key(matchId: string): string {
    return `gg:lease:${matchId}`;
  }

  /** Claims a free lease; false when another process (or this one) holds it. */
  async claim(matchId: string): Promise<boolean> {
    if (this.held.has(matchId)) return false;
    const key = this.key(matchId);
    const n = await this.presence.incr(key);
    if (n !== 1) return false;
    await this.presence.expire(key, this.seconds);
    this.held.add(matchId);
    return true;
  }

  /** Stops renewing without freeing: the lease lapses after its time. */
  forget(matchId: string): void {
    this.held.delete(matchId);
  }

  /** The match ended or moved: free its lease at once. */
  async release(matchId: string): Promise<void> {
    if (!this.held.delete(matchId)) return;
    await this.presence.del(this.key(matchId));
  }

  holds(matchId: string): boolean {
    return this.held.has(matchId);
  }

  start(): void {
    this.timer = setInterval(() => {
      for (const id of this.held) {
        Promise.resolve(this.presence.expire(this.key(id), this.seconds)).catch((error) => this.log.error({ err: error, matchId: id }, "renewing a lease failed"));
      }
    }, (this.seconds * 1000) / 3);
    this.timer.unref();
  }

  /** Frees every lease this process holds (a clean stop hands its matches over). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.held].map((id) => this.release(id)));
  }
}
