/**
 * The lobby: a directory of this process's rooms (mirrored to every process
 * by `SharedDirectory`), and a Colyseus room that streams the public rooms of
 * all processes — waiting with a free seat, or in play — to its clients, live.
 * Listing is our own rather than Colyseus' LobbyRoom because "has a free seat"
 * and "in play" are GG room logic, not a Colyseus client count (spectators do
 * not fill seats).
 */
import { EventEmitter } from "node:events";
import { Room, type Client } from "@colyseus/core";
import type { Listing, RoomInfo } from "./protocol.ts";
import { serverContext } from "./context.ts";
import { LOBBY_CHANNEL, type LobbyEvent } from "./cluster.ts";
import { CLOSE_ABUSE } from "./protocol.ts";
import { RateLimiter } from "./ratelimit.ts";

export class RoomDirectory extends EventEmitter {
  private readonly rooms = new Map<string, RoomInfo>();

  update(info: RoomInfo): void {
    const before = this.rooms.get(info.roomId);
    this.rooms.set(info.roomId, info);
    this.emit("info", info);
    const was = before === undefined ? null : listing(before);
    const now = listing(info);
    // A seat dropping or coming back mid-match changes nothing the lobby shows: no update.
    if (now && JSON.stringify(now) !== JSON.stringify(was)) this.emit("listed", now);
    else if (!now && was) this.emit("unlisted", info.roomId);
  }

  remove(roomId: string): void {
    const before = this.rooms.get(roomId);
    this.rooms.delete(roomId);
    if (before && listing(before)) this.emit("unlisted", roomId);
    if (before) this.emit("removed", roomId);
  }

  get(roomId: string): RoomInfo | undefined {
    return this.rooms.get(roomId);
  }

  all(): IterableIterator<RoomInfo> {
    return this.rooms.values();
  }

  /** Public rooms waiting with a free seat, and public rooms in play. */
  listings(): Listing[] {
    const out: Listing[] = [];
    for (const info of this.rooms.values()) {
      const l = listing(info);
      if (l) out.push(l);
    }
    return out;
  }
}

/**
 * A room's lobby entry, or null when the lobby does not show it: private
 * rooms, full rooms not started yet (nobody can join; they come back once in
 * play, to watch) and finished matches.
 */
export function listing(info: RoomInfo): Listing | null {
  if (info.visibility !== "public" || info.status === "finished") return null;
  const free = info.seats.filter((s) => !s.human && !s.bot).length;
  if (info.status === "waiting" && free === 0) return null;
  return {
    roomId: info.roomId,
    game: info.game,
    options: info.options,
    timeLimit: info.timeLimit,
    status: info.status,
    seats: info.seats.length,
    freeSeats: free,
    players: info.seats.filter((s) => s.human || s.bot).map((s) => s.name),
    host: info.host === null ? null : (info.seats[info.host]?.name ?? null),
    startedAt: info.startedAt,
    roundsPlayed: info.roundsPlayed,
  };
}

/**
 * Clients of `lobby` get `rooms` (the whole list) on joining, then `+`
 * (a room to add or replace) and `-` (a room id to drop): `LobbyMessageMap`.
 */
export class LobbyRoom extends Room {
  /** The one lobby of this process. */
  private static current: LobbyRoom | null = null;
  private onEvent: ((event: LobbyEvent) => void) | null = null;
  private readonly limiters = new WeakMap<Client, RateLimiter>();

  override async onCreate(): Promise<void> {
    // The server creates one lobby per process at start; clients only join it
    // (matchmaking.ts refuses their creates). A second one refused here must not
    // free the first one's place when it is disposed.
    if (LobbyRoom.current) throw new Error("the lobby already exists");
    LobbyRoom.current = this;
    this.autoDispose = false;
    this.maxClients = 10_000;
    this.patchRate = null;
    // Every process publishes its rooms' changes on the lobby channel.
    this.onEvent = (event: LobbyEvent) => {
      if (event.op === "+") this.broadcast("+", event.listing);
      else this.broadcast("-", event.roomId);
    };
    await this.presence.subscribe(LOBBY_CHANNEL, this.onEvent);
    // A lobby client only listens: what it sends is ignored, but counted like a room's
    // messages, and a client that floods is closed (4429) and logged once.
    this.onMessage("*", (client: Client) => this.count(client));
  }

  private count(client: Client): void {
    const ctx = serverContext();
    const { perSecond, burst, strikes } = ctx.config.rateLimit;
    let limiter = this.limiters.get(client);
    if (!limiter) this.limiters.set(client, (limiter = new RateLimiter(perSecond, burst, strikes)));
    if (limiter.take() !== "abuse") return;
    ctx.log.warn({ roomId: this.roomId, sessionId: client.sessionId }, "disconnecting a flooding lobby client");
    client.leave(CLOSE_ABUSE, "too many messages");
  }

  override async onJoin(client: Client): Promise<void> {
    client.send("rooms", await serverContext().shared.listings());
  }

  override onDispose(): void {
    if (LobbyRoom.current === this) LobbyRoom.current = null;
    if (this.onEvent) Promise.resolve(this.presence.unsubscribe(LOBBY_CHANNEL, this.onEvent)).catch(() => {});
  }
}
