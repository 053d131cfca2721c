/**
 * The one Colyseus room type, `game`: a thin adapter around a `Table`
 * (`table/table.ts`), which holds every rule of the table. The room turns
 * Colyseus' lifecycle (onCreate → onJoin* → onDrop / onReconnect / onLeave →
 * onDispose) into the table's calls, validates and rate-limits what clients
 * send, and carries the table's messages to its clients and the lobby. What
 * is Colyseus' alone lives here too: reconnection windows, private listing,
 * and closing the room when another process takes its match over.
 */
import { Room, ServerError, matchMaker, type AuthContext, type Client } from "@colyseus/core";
import { newRoomId } from "./auth.ts";
import { joiningAccount } from "./accounts/join.ts";
import type { AccountPlayer } from "./accounts/accounts.ts";
import { serverContext, type ServerContext } from "./context.ts";
import { currentRequest } from "./limits.ts";
import { JoinOptions, parseClientMessage } from "./messages.ts";
import { networkOf } from "./network.ts";
import { reservationRefusal, type PendingJoin } from "./reservations.ts";
import { PendingResumes } from "./resume.ts";
import { CLOSE_ABUSE, CLOSE_MOVED, CLOSE_SERVER_STOPPED, CLOSE_UNPROVEN, type ClientMessageMap, type ClientMessageType, type ErrorMessage } from "./protocol.ts";
import { RateLimiter } from "./ratelimit.ts";
import { ThreadedBots } from "./table/bots.ts";
import { matchLease, systemClock, type TableMessages, type TableOutput, type TablePorts } from "./table/ports.ts";
import { CorruptMatch } from "./table/corrupt.ts";
import { Refusal } from "./table/refusal.ts";
import { tableSettings } from "./table/settings.ts";
import { Table } from "./table/table.ts";
import { roomOfMatch } from "./table/rematch.ts";

interface ClientData {
  limiter: RateLimiter;
}

/** What the matchmaking request told about the client (static `onAuth`); Colyseus keeps it as `client.auth`. */
interface ClientAuth {
  /** The client's address as `limits.ts` reads it; absent when the request came through another process. */
  readonly address?: string;
  /** The signed-in player, when the request carried a session (accounts/join.ts). */
  readonly account?: AccountPlayer;
}

/** Join refusals that mean "not now" (409) rather than "not valid" (400). */
const CONFLICTS = new Set(["MATCH_STARTED", "ROOM_FULL", "ONE_SEAT_PER_CLIENT"]);
/** Join refusals that mean "not you" (403). */
const FORBIDDEN = new Set(["KICKED"]);

function serverError(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  return new ServerError(CONFLICTS.has(error.code) ? 409 : FORBIDDEN.has(error.code) ? 403 : 400, `${error.code}: ${error.message}`);
}

export class GameRoom extends Room {
  /**
   * Runs at the matchmaking request (create, join by code), in the process the request
   * reached: the client's address, read as the per-client limits read it, goes with the
   * seat reservation to the room, whichever process holds it.
   */
  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<ClientAuth> {
    // Not Colyseus' own `context.ip`: it believes any X-Forwarded-For a client sends.
    const address = currentRequest.getStore()?.address;
    // The session cookie (accounts/): the player its account is.
    const account = await joiningAccount(serverContext(), options, context.headers);
    return { ...(address ? { address } : {}), ...(account ? { account } : {}) };
  }

  private ctx!: ServerContext;
  private table!: Table;
  /** Connected clients by session id (a dropped one is absent until it reconnects). */
  private readonly live = new Map<string, Client>();
  private readonly reconnections = new Map<string, { reject: Function }>();
  /** Reconnected sockets that must show their guest token first (resume.ts). */
  private readonly resumes = new PendingResumes((client) => client.leave(CLOSE_UNPROVEN, "show your guest token first (resume)"));
  /** Past onCreate: a finished match's room may close itself. */
  private created = false;

  override async onCreate(raw: unknown): Promise<void> {
    this.ctx = serverContext();
    // GG runs its own timers (table/timers.ts), so Room.clock is unused. With patches off and no timestep,
    // Colyseus ticks that clock 60 times a second in every room: at 750 rooms, 45,000 timer callbacks
    // a second that bunched up into the p99 (bench:server at 3,000 players: p99 95 ms → 35 ms).
    this.setTimestep(() => {}, 60_000);
    this.patchRate = null; // no synchronized state: views are private messages
    // The table bounds its connections itself (reservations.ts): Colyseus' own count would lock
    // the room once squatted, shutting out a seat's own player too.
    this.maxClients = Number.MAX_SAFE_INTEGER;
    this.guardReservations();
    this.onMessage("*", (client: Client, type: string | number, message: unknown) => this.receive(client, type, message));
    const restore = (raw as { restore?: unknown } | null)?.restore;
    try {
      if (typeof restore === "string" && this.ctx.restoring.delete(restore)) {
        this.roomId = roomOfMatch(restore); // a rematch's match id is its room's code and a number
        this.guardListing();
        this.table = await Table.restore(restore, this.ctx.games, this.ports(restore)).catch((error: unknown) => this.failCorrupt(error));
        if (this.table.isPrivate) await this.setPrivate(true);
      } else {
        const settings = tableSettings(raw, this.ctx.games);
        this.roomId = newRoomId();
        this.guardListing();
        if (settings.visibility === "private") await this.setPrivate(true);
        this.table = Table.open(this.roomId, settings, this.ports());
      }
    } catch (error) {
      throw serverError(error);
    }
    this.created = true;
  }

  /**
   * A stored match that can never be rebuilt (table/corrupt.ts) would stay `running` and be
   * tried again for ever: it is marked `failed` (its players are told MATCH_FAILED when they
   * come back), and the server goes on. Any other error (the database away) is left as it is.
   */
  private async failCorrupt(error: unknown): Promise<never> {
    if (error instanceof CorruptMatch) {
      this.ctx.log.error({ err: error, matchId: error.matchId }, "a stored match is damaged: marked failed");
      await this.ctx.store.failMatch(error.matchId).catch((e) => this.ctx.log.error({ err: e, matchId: error.matchId }, "marking a damaged match failed"));
    }
    throw error;
  }

  /**
   * A started match keeps its room while no one is connected. Colyseus, turning auto-dispose off,
   * clears a pending auto-dispose timer but keeps its handle, and a room holding one never disposes
   * when emptied: a server stopping would wait for it forever. So the handle goes too.
   */
  private keepAlive(on: boolean): void {
    this.autoDispose = !on;
    const timers = this as unknown as { _autoDisposeTimeout?: ReturnType<typeof setTimeout> };
    if (on && timers._autoDisposeTimeout !== undefined) {
      clearTimeout(timers._autoDisposeTimeout);
      timers._autoDisposeTimeout = undefined;
    }
  }

  /** The table's ports: this room's clients, the server's store, lease and bots, the system clock. */
  private ports(firstMatch: string = this.roomId): TablePorts {
    const { ctx, roomId } = this;
    const out: TableOutput = {
      send: <T extends keyof TableMessages>(id: string, type: T, message: TableMessages[T]) => {
        const client = this.live.get(id);
        if (!client) return;
        client.send(type, message);
        if (type !== "welcome") ctx.metrics.messages.inc({ direction: "out" });
      },
      publish: (info) => {
        ctx.directory.update(info);
        this.broadcast("room", info);
      },
      close: (id, code, reason) => {
        this.reconnections.get(id)?.reject(new Error("seat taken over"));
        this.reconnections.delete(id);
        (this.live.get(id) ?? this.resumes.client(id))?.leave(code, reason);
        this.resumes.forget(id);
      },
      keepAlive: (on) => this.keepAlive(on),
      matchOver: async () => {
        this.autoDispose = true;
        // A room restored already finished (the crash fell between the last action and
        // its standings) is still in onCreate, where autoDispose disposes it instead.
        if (this.clients.length === 0 && this.created) await this.disconnect();
      },
      moved: () => this.closeForNewOwner(),
    };
    return {
      out,
      clock: systemClock,
      store: ctx.store,
      lease: matchLease(ctx.leases, () => this.table?.matchId ?? firstMatch), // each match of the room has its own lease
      bots: new ThreadedBots(ctx.botPool, roomId, ctx.log, (where) => ctx.metrics.botDecisions.inc({ where })),
      log: ctx.log,
      config: ctx.config,
    };
  }

  // ---- connections ------------------------------------------------------

  /**
   * Colyseus reserves a seat for each matchmaking request before any socket opens (and
   * calls this across processes too). The table judges each one first (reservations.ts):
   * a seat's own player always gets in; others wait in bounded lines. A refusal reaches
   * the client as TOO_MANY_JOINS (matchmaking.ts).
   */
  private guardReservations(): void {
    const room = this as unknown as { _reserveSeat: (...args: unknown[]) => Promise<boolean> };
    const reserve = room._reserveSeat.bind(this);
    room._reserveSeat = async (...args: unknown[]) => {
      const [, joinOptions, authData, , allowReconnection] = args;
      if (!allowReconnection && this.table) {
        const join = this.pendingJoin(joinOptions, authData);
        const refusal = reservationRefusal(join, this.pendingJoins(), this.clients.length);
        if (refusal) {
          this.ctx.log.info({ roomId: this.roomId, network: join.network, reason: refusal }, "seat reservation refused");
          return false;
        }
      }
      return reserve(...args);
    };
  }

  private pendingJoin(joinOptions: unknown, authData: unknown): PendingJoin {
    const playerId = (authData as ClientAuth | undefined)?.account?.playerId ?? this.ctx.auth.verify((joinOptions as { token?: unknown } | null)?.token);
    return { network: networkOf((authData as ClientAuth | undefined)?.address), playerId, owner: playerId !== null && this.table.holdsSeat(playerId) };
  }

  /** Reservations made and not opened yet (Colyseus hides the ones being consumed); its own reconnection windows aside. */
  private pendingJoins(): PendingJoin[] {
    const reserved = (this as unknown as { _reservedSeats: Record<string, [unknown, unknown, boolean, boolean]> })._reservedSeats;
    return Object.values(reserved).flatMap(([joinOptions, authData, consumed, reconnection]) => (consumed || reconnection ? [] : [this.pendingJoin(joinOptions, authData)]));
  }

  override async onJoin(client: Client, raw: unknown): Promise<void> {
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, "MALFORMED_OPTIONS: join options are { name?, token?, spectate? }");
    const opts = parsed.data;
    const account = (client.auth as ClientAuth | undefined)?.account;
    let playerId = account?.playerId ?? this.ctx.auth.verify(opts.token);
    let token = account ? this.ctx.accounts.tokenFor(account.playerId) : (opts.token ?? "");
    if (!playerId) ({ playerId, token } = this.ctx.auth.issue());
    const { perSecond, burst, strikes } = this.ctx.config.rateLimit;
    client.userData = { limiter: new RateLimiter(perSecond, burst, strikes) } satisfies ClientData;
    this.live.set(client.sessionId, client);
    try {
      const network = networkOf((client.auth as ClientAuth | undefined)?.address);
      this.table.join(client.sessionId, { playerId, token, name: account?.name ?? opts.name, spectate: opts.spectate, clientSeed: opts.clientSeed, network });
    } catch (error) {
      this.live.delete(client.sessionId);
      throw serverError(error);
    }
  }

  override onDrop(client: Client): void {
    const id = client.sessionId;
    this.live.delete(id);
    if (this.resumes.isUnproven(id)) {
      // A reconnected socket that never proved itself: the drop goes on, its window keeps its deadline.
      this.resumes.settle(id);
      const left = this.resumes.secondsLeft(id);
      if (left > 0 && this.table.playerOf(id) !== null) this.awaitReconnection(client, left);
      return;
    }
    if (!this.table.drop(id)) return; // a spectator: gone (onLeave follows)
    this.resumes.dropped(id, this.ctx.config.reconnectSeconds);
    this.awaitReconnection(client, this.ctx.config.reconnectSeconds);
  }

  private awaitReconnection(client: Client, seconds: number): void {
    const pending = this.allowReconnection(client, seconds);
    this.reconnections.set(client.sessionId, pending);
    pending.catch(() => {}); // a lapsed window goes on to onLeave
  }

  /** Back through Colyseus' token, which proves nothing alone (resume.ts): the table sees it once it shows its guest token. */
  override onReconnect(client: Client): void {
    this.reconnections.delete(client.sessionId);
    this.resumes.reconnected(client);
  }

  /** `resume { token }` from a reconnected socket: the guest token holding its seat lets it back to the table. */
  private resume(client: Client, token: unknown): void {
    const id = client.sessionId;
    const owner = this.table.playerOf(id);
    if (typeof token !== "string" || owner === null || this.ctx.auth.verify(token) !== owner) {
      this.ctx.log.warn({ roomId: this.roomId, sessionId: id }, "a reconnection without its seat's guest token");
      client.send("error", { code: "NOT_YOUR_SEAT", message: "this is not your seat's token; rejoin with your own", to: "resume" });
      client.leave(CLOSE_UNPROVEN, "not your seat");
      return;
    }
    this.resumes.proven(id);
    this.live.set(id, client);
    this.table.reconnect(id);
  }

  override onLeave(client: Client): void {
    this.resumes.forget(client.sessionId);
    this.reconnections.delete(client.sessionId);
    if (this.live.get(client.sessionId) === client) this.live.delete(client.sessionId);
    this.table.leave(client.sessionId);
  }

  /**
   * The server is stopping: no more moves; a running match stays `running` and is restored on the
   * next start, where its players rejoin. Any other table is gone, and its players are told so.
   */
  override onBeforeShutdown(): void {
    this.table?.shutdown();
    if (!this.table || this.table.restorable) return super.onBeforeShutdown();
    this.disconnect(CLOSE_SERVER_STOPPED).catch(() => {});
  }

  override onDispose(): void {
    if (this.table) this.table.dispose();
    else this.ctx?.leases.release(this.roomId).catch(() => {});
    this.ctx?.directory.remove(this.roomId);
  }

  // ---- messages -----------------------------------------------------------

  private receive(client: Client, type: string | number, message: unknown): void {
    const receivedAt = performance.now();
    this.ctx.metrics.messages.inc({ direction: "in" });
    const data = client.userData as ClientData | undefined;
    if (!data) return;
    const verdict = data.limiter.take();
    if (verdict === "abuse") {
      this.ctx.log.warn({ roomId: this.roomId, sessionId: client.sessionId }, "disconnecting a flooding client");
      client.leave(CLOSE_ABUSE, "too many messages");
      return;
    }
    if (verdict === "limited") {
      // Every refused message is told (an honest click in a burst must not vanish); the strikes
      // bound what a flooder gets back before it is closed. Straight to the socket: one still
      // proving its seat (resume.ts) is not the table's yet, and is told too.
      client.send("error", { code: "RATE_LIMITED", message: "too many messages; slow down and send it again", to: String(type).slice(0, 40) } satisfies ErrorMessage);
      return;
    }
    const parsed = parseClientMessage(type, message);
    if (this.resumes.isUnproven(client.sessionId)) {
      if (parsed.type === "resume") return this.resume(client, "code" in parsed ? null : (parsed.payload as ClientMessageMap["resume"]).token);
      client.send("error", { code: "RESUME_FIRST", message: "show your guest token first: resume { token }", to: String(type).slice(0, 40) });
      return;
    }
    if ("code" in parsed) return this.table.refuse(client.sessionId, parsed.type, new Refusal(parsed.code, parsed.message));
    const name = parsed.type as ClientMessageType;
    void this.table.receive(client.sessionId, name, parsed.payload as ClientMessageMap[typeof name]).then((handled) => {
      if (handled && name === "act") this.ctx.metrics.actionLatency.observe((performance.now() - receivedAt) / 1000);
    });
  }

  // ---- losing the match to another process ----------------------------------

  /**
   * Another process restored this match (this one stalled past its lease): close
   * every connection with CLOSE_MOVED, so clients rejoin the code with their
   * tokens and reach the new owner.
   */
  private closeForNewOwner(): void {
    this.ctx.shared.disown(this.roomId);
    // Not from inside whatever Colyseus or Leases call found out.
    setImmediate(() => {
      this.dropSeatReservations();
      try {
        this.disconnect(CLOSE_MOVED).catch((error) => this.ctx.log.error({ err: error, matchId: this.roomId }, "closing a room that lost its match"));
      } catch (error) {
        this.ctx.log.error({ err: error, matchId: this.roomId }, "closing a room that lost its match");
      }
    });
  }

  /**
   * Seats reserved here while this process stalled (joins that timed out and
   * went on to the new owner) would keep this room, and with it this process's
   * routing of the room id to it, alive until they expire: drop them.
   */
  private dropSeatReservations(): void {
    const room = this as unknown as { _reservedSeats: Record<string, unknown>; _reservedSeatTimeouts: Record<string, NodeJS.Timeout> };
    for (const [sessionId, timeout] of Object.entries(room._reservedSeatTimeouts)) {
      clearTimeout(timeout);
      delete room._reservedSeatTimeouts[sessionId];
    }
    for (const sessionId of Object.keys(room._reservedSeats)) delete room._reservedSeats[sessionId];
  }

  /**
   * Colyseus' driver lists this room under its id, which the new owner's room
   * shares: once this room is not the owner, its listing updates (a client
   * leaving, a seat reservation that waited in its socket while it stalled) and
   * its removal go to a key of its own, and the new owner's entry stays.
   */
  private guardListing(): void {
    if (!this.ctx.config.redis) return;
    const listing = (this as unknown as { _listing: { roomId?: string } })._listing;
    let id = listing.roomId;
    Object.defineProperty(listing, "roomId", {
      enumerable: true,
      configurable: true,
      get: () => (id !== undefined && this.table && !this.table.stillOwner() ? `${id}~moved~${matchMaker.processId}` : id),
      set: (value: string | undefined) => void (id = value),
    });
  }
}

