/**
 * The lobby: a Colyseus room that streams the public rooms of all processes —
 * waiting with a free seat, or in play — to its clients, live (what it lists
 * is directory.ts's `listing`). Listing is our own rather than Colyseus'
 * LobbyRoom because "has a free seat" and "in play" are GG room logic, not a
 * Colyseus client count (spectators do not fill seats).
 */
import { Room, type Client } from "@colyseus/core";
import { serverContext } from "./context.ts";
import { LOBBY_CHANNEL, type LobbyEvent } from "./directory.ts";
import { CLOSE_ABUSE } from "./protocol.ts";
import { RateLimiter } from "./ratelimit.ts";

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
