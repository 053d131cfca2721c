/**
 * The one room type, for every game. It knows the engine contract and
 * nothing of any game's rules: seats and the host before the start, then a
 * `Match` driven by intentions from clients, by time-outs and by bots, with
 * each seat sent only its own view. Lifecycle (as in Colyseus):
 * onCreate → onJoin* → (start) → actions … → result → onDispose, with
 * onDrop / onReconnect / onLeave around connections.
 *
 * Every change to the match runs through `run()`, a serial queue, so an
 * action, a time-out and a bot move never interleave, and each action is
 * stored before anyone sees its consequences.
 */
import { createHash, randomBytes } from "node:crypto";
import { Room, ServerError, matchMaker, type Client } from "@colyseus/core";
import {
  IllegalActionError,
  InvalidOptionsError,
  Match,
  botAction,
  botLevels,
  createRandom,
  eventsFor,
  makeBot,
  parseOptions,
  pick,
  replay,
  type AnyGame,
  type Bot,
  type GameEvent,
  type RandomSource,
  type RecordedAction,
  type Seat,
  type Viewer,
} from "@gg/core";
import { fairSeed, newServerSeed, seedCommitment } from "@gg/core";
import { newRoomId } from "./auth.ts";
import { serverContext, type ServerContext } from "./context.ts";
import { CreateOptions, JoinOptions, parseClientMessage } from "./messages.ts";
import { CLOSE_ABUSE, CLOSE_MOVED, CLOSE_REPLACED, type ClientMessageType, type RoomInfo, type TimeLimit, type ViewMessage } from "./protocol.ts";
import { RateLimiter } from "./ratelimit.ts";
import { botControlled, cleanName, emptySeat, isEmpty, nextHost, seatInfo, type SeatState } from "./seats.ts";
import { SeatTimers } from "./timers.ts";
import { ActionConflict, type RoomConfig } from "./storage/store.ts";

interface ClientData {
  seat: Seat | null;
  playerId: string;
  limiter: RateLimiter;
}

type Handler = (client: Client, data: ClientData, message: any, receivedAt: number) => Promise<void> | void;

/**
 * Games played in rounds announce each scored round with this public event (the
 * convention @gg/core's search bots end their playouts on); the lobby shows the count.
 */
const ROUND_SCORED = "roundScored";

/** Rounds scored in `events`: public `roundScored` events (a private copy would count a round twice). */
const roundsIn = (events: readonly GameEvent[]): number => events.filter((e) => e.type === ROUND_SCORED && e.to === "all").length;

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class GameRoom extends Room {
  private ctx!: ServerContext;
  private game!: AnyGame;
  private gameOptions: unknown;
  private timeLimit: TimeLimit = 30;
  private visibility: "public" | "private" = "public";
  private seats: SeatState[] = [];
  private host: Seat | null = null;
  private match: Match | null = null;
  private status: RoomInfo["status"] = "waiting";
  private readonly timers = new SeatTimers();
  /** Per active seat: the action count when its current decision began. */
  private readonly decisionSince = new Map<Seat, number>();
  private readonly bots = new Map<string, Bot<unknown, { type: string }>>();
  private readonly random: RandomSource = createRandom(randomBytes(16).toString("hex"));
  private readonly reconnections = new Map<string, { reject: Function }>();
  private queue: Promise<void> = Promise.resolve();
  private commitment: string | null = null;
  private startedAt: number | null = null;
  private roundsPlayed = 0;
  private humanSeenAt = Date.now();
  private shuttingDown = false;
  /** Another process owns this match now: this room writes nothing more and is closing. */
  private leaseLost = false;
  /** The match's ownership epoch this room writes under (raised by each takeover; 0 for a match started here). */
  private epoch = 0;
  /** The bot threads do not know this game (a test game): bots decide here. */
  private localBotsOnly = false;

  override async onCreate(raw: unknown): Promise<void> {
    this.ctx = serverContext();
    // GG runs its own timers (timers.ts), so Room.clock is unused. With patches off and no timestep,
    // Colyseus ticks that clock 60 times a second in every room: at 750 rooms, 45,000 timer callbacks
    // a second that bunched up into the p99 (bench:server at 3,000 players: p99 95 ms → 35 ms).
    this.setTimestep(() => {}, 60_000);
    this.patchRate = null; // no synchronized state: views are private messages
    this.maxClients = 64;
    this.onMessage("*", (client: Client, type: string | number, message: unknown) => this.receive(client, type, message));
    const restore = (raw as { restore?: unknown } | null)?.restore;
    if (typeof restore === "string" && this.ctx.restoring.delete(restore)) return this.restore(restore);

    const parsed = CreateOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `MALFORMED_OPTIONS: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    const opts = parsed.data;
    const game = this.ctx.games.find((g) => g.id === opts.game);
    if (!game) throw new ServerError(400, `UNKNOWN_GAME: no game '${opts.game}' (games: ${this.ctx.games.map((g) => g.id).join(", ")})`);
    this.game = game;
    try {
      this.gameOptions = parseOptions(game, opts.options ?? {});
    } catch (error) {
      if (error instanceof InvalidOptionsError) throw new ServerError(400, `INVALID_OPTIONS: ${error.message}`);
      throw error;
    }
    const seats = opts.seats ?? Math.min(game.maxPlayers, Math.max(game.minPlayers, 4));
    if (seats < game.minPlayers || seats > game.maxPlayers) throw new ServerError(400, `INVALID_SEATS: ${game.id} takes ${game.minPlayers}–${game.maxPlayers} players`);
    this.visibility = opts.visibility ?? "public";
    this.timeLimit = opts.timeLimit === undefined ? 30 : opts.timeLimit;
    if (this.timeLimit === null && this.visibility === "public") throw new ServerError(400, "INVALID_TIME_LIMIT: only private rooms may play without a time limit");
    this.seats = Array.from({ length: seats }, emptySeat);
    this.roomId = newRoomId();
    if (this.visibility === "private") await this.setPrivate(true);
    this.publish();
  }

  /** Rebuilds a running match from its stored record, under the same id. */
  private async restore(matchId: string): Promise<void> {
    this.epoch = await this.ctx.store.takeOver(matchId); // before loading: an older owner's insert in flight is in the record
    const stored = await this.ctx.store.loadMatch(matchId);
    if (!stored) throw new Error(`no stored match ${matchId}`);
    const game = this.ctx.games.find((g) => g.id === stored.record.game);
    if (!game) throw new Error(`match ${matchId} is of unknown game '${stored.record.game}'`);
    if (stored.record.engineVersion !== game.engineVersion) {
      this.ctx.log.warn({ matchId, recorded: stored.record.engineVersion, running: game.engineVersion }, "restoring a match recorded by another engine version");
    }
    this.game = game;
    this.roomId = matchId;
    this.match = replay(game, stored.record, { onStep: ({ events }) => void (this.roundsPlayed += roundsIn(events)) });
    this.commitment = stored.seedCommitment;
    this.startedAt = stored.createdAt;
    this.gameOptions = this.match.options;
    this.timeLimit = stored.config.timeLimit;
    this.visibility = stored.config.visibility;
    this.host = stored.config.host;
    // Nobody is connected yet; their clocks run as usual, so a server restart
    // does not count against a player who comes straight back.
    this.seats = stored.seats.map((s) => ({ ...emptySeat(), playerId: s.playerId, name: s.name, bot: s.bot, connected: s.bot !== null }));
    this.status = "playing";
    this.autoDispose = false;
    this.watchLease();
    if (this.visibility === "private") await this.setPrivate(true);
    this.ctx.log.info({ matchId, actions: this.match.actionCount }, "match restored");
    const result = this.match.result();
    if (result) await this.finish([], true);
    else this.schedule(null);
    this.publish();
  }

  // ---- connections ------------------------------------------------------

  override async onJoin(client: Client, raw: unknown): Promise<void> {
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, "MALFORMED_OPTIONS: join options are { name?, token?, spectate? }");
    const opts = parsed.data;
    let playerId = this.ctx.auth.verify(opts.token);
    let token = opts.token ?? "";
    if (!playerId) ({ playerId, token } = this.ctx.auth.issue());
    const name = cleanName(opts.name);

    let seat: Seat | null = this.seats.findIndex((s) => s.playerId === playerId);
    if (seat >= 0) {
      this.reclaim(seat, client, name);
    } else if (opts.spectate) {
      seat = null;
    } else if (this.status !== "waiting") {
      throw new ServerError(409, "MATCH_STARTED: the match has started; join as a spectator");
    } else {
      seat = this.seats.findIndex(isEmpty);
      if (seat < 0) throw new ServerError(409, "ROOM_FULL: every seat is taken");
      this.seats[seat] = { playerId, name: name ?? `Guest ${playerId.slice(2, 6)}`, bot: null, connected: true, away: false, sessionId: client.sessionId };
      if (opts.clientSeed) this.seats[seat]!.clientSeed = opts.clientSeed;
      this.host ??= seat;
    }
    const { perSecond, burst, strikes } = this.ctx.config.rateLimit;
    client.userData = { seat, playerId, limiter: new RateLimiter(perSecond, burst, strikes) } satisfies ClientData;
    client.send("welcome", { roomId: this.roomId, seat, playerId, token });
    if (seat !== null) this.ctx.store.upsertPlayer(playerId, this.seats[seat]!.name).catch((e) => this.ctx.log.error(e, "storing player"));
    this.publish();
    if (this.match) client.send("view", this.viewMessage(seat ?? "spectator", []));
  }

  /** The same player (by token) takes its seat back, from a new tab or after a restart. */
  private reclaim(seat: Seat, client: Client, name: string | null): void {
    const s = this.seats[seat]!;
    const old = s.sessionId;
    if (old && old !== client.sessionId) {
      this.reconnections.get(old)?.reject(new Error("seat taken over"));
      this.reconnections.delete(old);
      this.clients.getById(old)?.leave(CLOSE_REPLACED, "your seat was opened elsewhere");
    }
    s.sessionId = client.sessionId;
    s.connected = true;
    if (name) s.name = name;
  }

  override onDrop(client: Client): void {
    const seat = this.ownSeat(client);
    if (seat === null) return;
    const s = this.seats[seat]!;
    s.connected = false;
    // A dropped player's decisions go to the bot at once, until "back".
    if (this.status === "playing") s.away = true;
    const pending = this.allowReconnection(client, this.ctx.config.reconnectSeconds);
    this.reconnections.set(client.sessionId, pending);
    pending.catch(() => {}); // a lapsed window goes on to onLeave
    this.publish();
    this.run(() => this.schedule(null));
  }

  override onReconnect(client: Client): void {
    this.reconnections.delete(client.sessionId);
    const data = client.userData as ClientData;
    const seat = this.ownSeat(client);
    if (seat !== null) this.seats[seat]!.connected = true;
    client.send("welcome", { roomId: this.roomId, seat: data.seat, playerId: data.playerId, token: null });
    this.publish();
    if (this.match) client.send("view", this.viewMessage(seat ?? "spectator", []));
  }

  override onLeave(client: Client): void {
    this.reconnections.delete(client.sessionId);
    const seat = this.ownSeat(client);
    if (seat === null) return;
    const s = this.seats[seat]!;
    s.sessionId = null;
    s.connected = false;
    if (this.status === "waiting") this.seats[seat] = emptySeat();
    else if (this.status === "playing") s.away = true; // the bot plays it to the end, unless the player rejoins
    if (this.host === seat) this.setHost(nextHost(this.seats, seat));
    if (this.status === "waiting" && this.host === null) this.host = nextHost(this.seats, null);
    this.publish();
    this.run(() => this.schedule(null));
  }

  /** The server is stopping: no more moves; the match stays `running` and is restored on the next start. */
  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    this.timers.clearAll();
    super.onBeforeShutdown();
  }

  override onDispose(): void {
    this.timers.clearAll();
    this.ctx?.botPool?.forget(`${this.roomId}/`);
    this.ctx?.directory.remove(this.roomId);
    // A running match's room goes away only when the process stops: another process may take it over.
    this.ctx?.leases.release(this.roomId).catch(() => {});
  }

  /** The seat this client holds, if it still holds it. */
  private ownSeat(client: Client): Seat | null {
    const seat = (client.userData as ClientData | undefined)?.seat;
    if (seat === null || seat === undefined) return null;
    return this.seats[seat]?.sessionId === client.sessionId ? seat : null;
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
      if (data.limiter.strikes % 10 === 1) this.refuse(client, String(type), new Refusal("RATE_LIMITED", "too many messages; slow down"));
      return;
    }
    const parsed = parseClientMessage(type, message);
    if ("code" in parsed) return this.refuse(client, parsed.type, new Refusal(parsed.code, parsed.message));
    const name = parsed.type;
    const handler = this.handlers[name as ClientMessageType];
    this.run(async () => {
      try {
        await handler(client, data, parsed.payload, receivedAt);
      } catch (error) {
        this.refuse(client, name, error);
      }
    });
  }

  private refuse(client: Client, to: string, error: unknown): void {
    if (error instanceof Refusal || error instanceof IllegalActionError) {
      client.send("error", { code: error.code, message: error.message, to });
    } else {
      this.ctx.log.error({ err: error, roomId: this.roomId }, "handling a message");
      client.send("error", { code: "INTERNAL", message: "the server failed to handle this message", to });
    }
    this.ctx.metrics.messages.inc({ direction: "out" });
  }

  private readonly handlers: Record<ClientMessageType, Handler> = {
    act: async (_client, data, { action, seq }, receivedAt) => {
      const seat = this.seatedPlayer(data);
      if (!this.match || this.status !== "playing") throw new Refusal(this.status === "finished" ? "GAME_OVER" : "NOT_STARTED", "the match is not running");
      if (this.seats[seat]!.away) throw new Refusal("AWAY", "a bot is playing your seat; send 'back' first");
      // A view older than this seat's current decision is stale; in a simultaneous
      // phase other seats' actions since then do not make it so.
      const since = this.decisionSince.get(seat) ?? this.match.actionCount;
      if (seq !== undefined && (seq < since || seq > this.match.actionCount)) throw new Refusal("STALE_VIEW", `your decision started at seq ${since}; the table is at ${this.match.actionCount}`);
      await this.apply(seat, action);
      this.ctx.metrics.actionLatency.observe((performance.now() - receivedAt) / 1000);
    },
    back: (_client, data) => {
      const seat = this.seatedPlayer(data);
      const s = this.seats[seat]!;
      if (!s.away) throw new Refusal("NOT_AWAY", "you are already playing your seat");
      s.away = false;
      // A bot move already under way finishes; the player has the next decision.
      this.schedule(null);
      this.publish();
    },
    addBot: (_client, data, { seat, level }) => {
      this.requireHost(data, "waiting");
      const at = seat ?? this.seats.findIndex(isEmpty);
      if (at < 0 || at >= this.seats.length || !isEmpty(this.seats[at]!)) throw new Refusal("SEAT_TAKEN", "no such empty seat");
      const levels = botLevels(this.game);
      const chosen = level ?? this.takeoverLevel();
      if (!levels.includes(chosen)) throw new Refusal("UNKNOWN_BOT", `bot levels: ${levels.join(", ")}`);
      this.seats[at] = { ...emptySeat(), name: `Bot ${at + 1} (${chosen})`, bot: chosen, connected: true };
      this.publish();
    },
    removeBot: (_client, data, { seat }) => {
      this.requireHost(data, "waiting");
      if (this.seats[seat]?.bot == null) throw new Refusal("NOT_A_BOT", "that seat is not a bot");
      this.seats[seat] = emptySeat();
      this.publish();
    },
    start: async (_client, data) => {
      this.requireHost(data, "waiting");
      await this.start();
    },
    end: async (_client, data) => {
      this.requireHost(data, "playing");
      await this.endByHost();
    },
    transferHost: (_client, data, { seat }) => {
      this.requireHost(data, null);
      if (!this.seats[seat]?.playerId) throw new Refusal("NOT_SEATED", "the host must be a human seat");
      this.setHost(seat);
      this.publish();
    },
  };

  private seatedPlayer(data: ClientData): Seat {
    if (data.seat === null || this.seats[data.seat]?.playerId !== data.playerId) throw new Refusal("NOT_SEATED", "spectators cannot do that");
    return data.seat;
  }

  private requireHost(data: ClientData, status: RoomInfo["status"] | null): void {
    if (data.seat === null || data.seat !== this.host || this.seats[data.seat]?.playerId !== data.playerId) throw new Refusal("NOT_HOST", "only the host can do that");
    if (status === "waiting" && this.status !== "waiting") throw new Refusal("ALREADY_STARTED", "the match has started");
    if (status === "playing" && this.status !== "playing") throw new Refusal("NOT_STARTED", "the match is not running");
  }

  private setHost(seat: Seat | null): void {
    this.host = seat;
    if (this.match && this.status === "playing" && this.ctx.leases.owns(this.roomId)) this.ctx.store.updateMatchConfig(this.roomId, this.roomConfig()).catch((e) => this.ctx.log.error(e, "storing host"));
  }

  // ---- the match ----------------------------------------------------------

  /** Empty seats are dropped; the players keep their order. */
  private async start(): Promise<void> {
    const taken = this.seats.map((s, i) => ({ s, i })).filter(({ s }) => !isEmpty(s));
    if (taken.length < this.game.minPlayers) throw new Refusal("NOT_ENOUGH_PLAYERS", `${this.game.id} needs at least ${this.game.minPlayers} players`);
    const { seed, commitment } = this.newSeed();
    const match = new Match(this.game, { players: taken.length, options: this.gameOptions, seed });
    // Everything in memory changes before the first await, so a join arriving
    // meanwhile already sees the started room.
    const renumber = new Map(taken.map(({ i }, seat) => [i, seat]));
    this.seats = taken.map(({ s }) => s);
    this.host = this.host === null ? null : (renumber.get(this.host) ?? null);
    for (const client of this.clients) {
      const data = client.userData as ClientData | undefined;
      if (!data || data.seat === null) continue;
      data.seat = renumber.get(data.seat) ?? null;
      client.send("welcome", { roomId: this.roomId, seat: data.seat, playerId: data.playerId, token: null });
    }
    this.match = match;
    this.commitment = commitment;
    this.startedAt = Date.now();
    this.status = "playing";
    this.autoDispose = false; // bots finish the match even if every human leaves
    try {
      await this.storeNewMatch(match, seed, commitment);
    } catch (error) {
      // Not stored, so not started: a match nobody could restore must not be played.
      this.ctx.leases.release(this.roomId).catch(() => {});
      this.match = null;
      this.startedAt = null;
      this.status = "waiting";
      this.autoDispose = true;
      this.publish();
      throw error;
    }
    this.ctx.log.info({ matchId: this.roomId, game: this.game.id, players: taken.length }, "match started");
    this.publish();
    // The setup's events (the first deal, …) reach the seats like any action's.
    await this.afterAction(match.setupEvents, null);
  }

  /**
   * A fresh seed and its public commitment. Provably fair (GG_FAIR_SEEDS): an
   * HMAC-SHA256 server seed mixed with the players' client seeds, committed as
   * `gg verify` expects; otherwise 256 random bits for the default PRNG.
   */
  private newSeed(): { seed: string; commitment: string } {
    if (this.ctx.config.fairSeeds) {
      const serverSeed = newServerSeed();
      const clientSeeds = this.seats.flatMap((s) => (s.clientSeed ? [s.clientSeed] : []));
      return { seed: fairSeed(serverSeed, clientSeeds), commitment: seedCommitment(serverSeed) };
    }
    const seed = randomBytes(32).toString("hex");
    return { seed, commitment: createHash("sha256").update(seed).digest("hex") };
  }

  private async storeNewMatch(match: Match, seed: string, commitment: string): Promise<void> {
    // The lease first: a stored running match without one is restored by some process.
    if (!(await this.ctx.leases.claim(this.roomId))) throw new Error(`the lease of ${this.roomId} is taken`);
    this.watchLease();
    await this.ctx.store.createMatch({
      id: this.roomId,
      game: this.game.id,
      engineVersion: this.game.engineVersion,
      options: match.options,
      players: match.init.players,
      seed,
      seedCommitment: commitment,
      seats: this.seats.map((s) => ({ playerId: s.playerId, name: s.name, bot: s.bot })),
      config: this.roomConfig(),
      createdAt: this.startedAt ?? Date.now(),
    });
  }

  private async endByHost(): Promise<void> {
    const match = this.match!;
    const at = Date.now();
    const out = match.endByHost(at);
    await this.store({ seat: "host", action: { type: "endGame" }, at });
    await this.afterAction(out.events, null);
  }

  /**
   * Appends the action just applied. If the database refuses, the action is
   * undone (the match is rebuilt from its record without it) and retried by
   * the clock a second later: a move nobody stored must not be shown.
   */
  private async store(action: RecordedAction): Promise<void> {
    const match = this.match!;
    try {
      this.requireLease();
      await this.ctx.store.appendAction(this.roomId, match.actionCount - 1, action, this.epoch);
    } catch (error) {
      if (error instanceof ActionConflict) this.loseMatch(error.message);
      if (this.leaseLost) throw error; // the room is closing: nothing to undo or retry
      const record = match.record();
      this.match = replay(this.game, { ...record, actions: record.actions.slice(0, -1) });
      if (typeof action.seat === "number") this.timers.clear(action.seat);
      setTimeout(() => this.run(() => this.schedule(null)), 1000).unref();
      throw error;
    }
  }

  /**
   * With no human connected for `abandonSeconds`, bots would play on alone —
   * forever in a game without a natural end (101 without a score limit) — so
   * the server ends the match as the host would.
   */
  private abandoned(): boolean {
    if (this.seats.some((s) => s.playerId !== null && s.connected)) {
      this.humanSeenAt = Date.now();
      return false;
    }
    return Date.now() - this.humanSeenAt > this.ctx.config.abandonSeconds * 1000;
  }

  /** Applies one action of `seat` (engine-validated), stores it, then tells everyone. */
  private async apply(seat: Seat, action: { type: string }): Promise<void> {
    const match = this.match!;
    const at = Date.now();
    const out = match.act(seat, action, at);
    await this.store({ seat, action, at });
    await this.afterAction(out.events, seat);
  }

  private async afterAction(events: readonly GameEvent[], actor: Seat | null): Promise<void> {
    const rounds = roundsIn(events);
    this.roundsPlayed += rounds;
    if (this.match!.result() === null) {
      this.schedule(actor);
      this.sendViews(events);
      if (rounds > 0) this.publish(); // the lobby shows the round
    } else {
      await this.finish(events);
    }
  }

  /** Standings are stored before anyone is shown them. */
  private async finish(events: readonly GameEvent[] = [], restoring = false): Promise<void> {
    const result = this.match!.result()!;
    this.status = "finished";
    this.timers.clearAll();
    this.requireLease();
    await this.ctx.store.finishMatch(this.roomId, result);
    await this.ctx.leases.release(this.roomId).catch((e) => this.ctx.log.error({ err: e, matchId: this.roomId }, "releasing the lease"));
    this.ctx.log.info({ matchId: this.roomId, endedByHost: !!result.endedByHost }, "match finished");
    this.sendViews(events);
    this.publish();
    this.autoDispose = true;
    // A room restored already finished (the crash fell between the last action and
    // its standings) is still in onCreate, where autoDispose disposes it instead.
    if (this.clients.length === 0 && !restoring) await this.disconnect();
  }

  /**
   * Arms a timer for every active seat that has none: a bot's think delay,
   * or a human's deadline (the room's limit or the engine's own window).
   * A seat that just acted starts a new decision; a seat that turned bot-
   * controlled mid-decision hands it to the bot at once.
   */
  private schedule(actor: Seat | null): void {
    const match = this.match;
    if (!match || this.status !== "playing" || this.shuttingDown) return;
    const active = match.activeSeats();
    this.timers.retain(active);
    for (const seat of this.decisionSince.keys()) if (!active.includes(seat)) this.decisionSince.delete(seat);
    for (const seat of active) {
      const kind = botControlled(this.seats[seat]!) ? "bot" : "human";
      const current = this.timers.kind(seat);
      if (seat === actor || current === undefined) this.decisionSince.set(seat, match.actionCount);
      if (seat !== actor && current !== undefined && !(current === "human" && kind === "bot")) continue;
      if (kind === "bot") {
        const fresh = current === undefined || seat === actor;
        this.timers.set(seat, "bot", fresh ? this.botDelay(seat) : 0, (token) => this.run(() => this.botTurn(seat, token)), false);
      } else {
        const timing = this.game.timing?.(match.state, seat);
        const limitMs = timing?.timeLimitMs ?? (this.timeLimit === null ? null : this.timeLimit * 1000);
        const delay = limitMs === null ? null : limitMs * this.ctx.config.timeScale;
        this.timers.set(seat, "human", delay, (token) => this.run(() => this.timeOut(seat, token)), true);
      }
    }
  }

  /** Bot seats think a little; an away human's decision is played at once. */
  private botDelay(seat: Seat): number {
    if (this.seats[seat]!.bot === null) return 0;
    const { botDelayMs, botJitter } = this.ctx.config;
    return botDelayMs * (1 + botJitter * (2 * Math.random() - 1));
  }

  private async timeOut(seat: Seat, token: number): Promise<void> {
    if (!this.timers.isCurrent(seat, token) || !this.match?.activeSeats().includes(seat)) return;
    const fallback = this.game.timing?.(this.match.state, seat)?.onTimeout;
    if (fallback !== undefined) {
      // The engine's own time-out answer ("no bridge"): a rule, not absence.
      try {
        return await this.apply(seat, fallback);
      } catch (error) {
        this.ctx.log.error({ err: error, roomId: this.roomId, seat }, "the engine's time-out action was refused");
      }
    }
    this.seats[seat]!.away = true;
    this.publish();
    await this.botTurn(seat, null);
  }

  private async botTurn(seat: Seat, token: number | null): Promise<void> {
    const match = this.match;
    if (token !== null && !this.timers.isCurrent(seat, token)) return;
    if (!match || this.status !== "playing" || !match.activeSeats().includes(seat)) return;
    if (this.abandoned()) {
      this.ctx.log.info({ matchId: this.roomId }, "every human has gone: ending the match");
      return this.endByHost();
    }
    const level = this.seats[seat]!.bot ?? this.takeoverLevel();
    let action: { type: string };
    try {
      const threaded = await this.botOffThread(seat, level);
      this.ctx.metrics.botDecisions.inc({ where: threaded ? "thread" : "main" });
      action = threaded ?? botAction(this.game, this.bot(seat, level), match.state, seat, this.random);
      if (this.shuttingDown || this.match !== match) return;
      this.game.apply(match.state, seat, action); // a dry run: a bot's mistake must not stall the table
    } catch (error) {
      this.ctx.log.error({ err: error, roomId: this.roomId, seat, level }, "bot failed; playing a random legal action");
      action = pick(this.random, this.game.legalActions(match.state, seat));
    }
    await this.apply(seat, action);
  }

  private bot(seat: Seat, level: string): Bot<unknown, { type: string }> {
    const key = `${seat}/${level}`;
    let bot = this.bots.get(key);
    if (!bot) this.bots.set(key, (bot = makeBot(this.game, level)));
    return bot;
  }

  /**
   * The bot's decision from a bot thread, given exactly what `botAction` would
   * give it (view and legal actions). Null when there is no pool or the thread
   * cannot decide (a game it does not know): the main thread decides then.
   * The room's queue waits meanwhile, so the state cannot move under the bot.
   */
  private async botOffThread(seat: Seat, level: string): Promise<{ type: string } | null> {
    const pool = this.ctx.botPool;
    if (!pool || this.localBotsOnly) return null;
    const state = this.match!.state;
    try {
      return await pool.choose({
        game: this.game.id,
        level,
        key: `${this.roomId}/${seat}/${level}`,
        seat,
        view: this.game.view(state, seat),
        legal: this.game.legalActions(state, seat),
        seed: randomBytes(8).toString("hex"),
      });
    } catch (error) {
      if ((error as Error).message === "UNKNOWN_GAME") this.localBotsOnly = true;
      else this.ctx.log.warn({ err: error, roomId: this.roomId, seat, level }, "bot thread failed; deciding on the main thread");
      return null;
    }
  }

  /** The bot that stands in for humans: the game's `rules` level when it has one. */
  private takeoverLevel(): string {
    const levels = botLevels(this.game);
    return levels.includes("rules") ? "rules" : levels[0]!;
  }

  // ---- what clients see -------------------------------------------------

  private sendViews(events: readonly GameEvent[]): void {
    const table = this.tableNow();
    const cache = new Map<Viewer, ViewMessage>();
    for (const client of this.clients) {
      const data = client.userData as ClientData | undefined;
      if (!data) continue;
      const viewer: Viewer = data.seat ?? "spectator";
      let message = cache.get(viewer);
      if (!message) cache.set(viewer, (message = this.viewMessage(viewer, events, table)));
      client.send("view", message);
    }
    this.ctx.metrics.messages.inc({ direction: "out" }, this.clients.length);
  }

  /** What every viewer's message shares, computed once per broadcast. */
  private tableNow(): Pick<ViewMessage, "seq" | "active" | "deadlines" | "result"> {
    const match = this.match!;
    return { seq: match.actionCount, active: match.activeSeats(), deadlines: this.timers.deadlines(), result: match.result() };
  }

  /** One viewer's message: its own view and the events it may see, nothing else. */
  private viewMessage(viewer: Viewer, events: readonly GameEvent[], table = this.tableNow()): ViewMessage {
    const match = this.match!;
    return {
      seq: table.seq,
      seat: viewer,
      view: match.view(viewer),
      events: eventsFor(events, viewer),
      active: table.active,
      deadlines: table.deadlines,
      legal: viewer !== "spectator" && table.active.includes(viewer) ? match.legalActions(viewer) : [],
      result: table.result,
    };
  }

  private roomInfo(): RoomInfo {
    const result = this.match?.result() ?? null;
    return {
      roomId: this.roomId,
      game: this.game.id,
      options: this.gameOptions,
      visibility: this.visibility,
      timeLimit: this.timeLimit,
      status: this.status,
      host: this.host,
      seats: this.seats.map(seatInfo),
      minPlayers: this.game.minPlayers,
      botLevels: botLevels(this.game),
      invite: `/join/${this.roomId}`,
      standings: result ? { ...result, names: this.seats.map((s) => s.name) } : null,
      seedCommitment: this.commitment,
      startedAt: this.startedAt,
      roundsPlayed: this.roundsPlayed,
    };
  }

  private roomConfig(): RoomConfig {
    return { timeLimit: this.timeLimit, visibility: this.visibility, host: this.host };
  }

  /** Seats, host and status changed: tell the room and the lobby. */
  private publish(): void {
    if (!this.stillOwner()) return;
    const info = this.roomInfo();
    this.ctx.directory.update(info);
    this.broadcast("room", info);
  }

  // ---- losing the match to another process ----------------------------------

  /** The match's lease is this process's now (started or restored here). */
  private watchLease(): void {
    this.ctx.leases.onLost(this.roomId, () => this.stopForNewOwner());
    this.guardListing();
  }

  /**
   * False once another process may own this match (checking may find that out,
   * and close the room). Rooms without a running match hold no lease.
   */
  private stillOwner(): boolean {
    if (this.leaseLost) return false;
    return !this.ctx.leases.holds(this.roomId) || this.ctx.leases.owns(this.roomId);
  }

  /**
   * Before each write of a running match: this process must still hold its
   * lease, confirmed less than a lease time ago. A process waking from a stall
   * longer than that (GC, SIGSTOP, cut off from Redis) stops here.
   */
  private requireLease(): void {
    if (this.leaseLost || !this.ctx.leases.owns(this.roomId)) {
      this.loseMatch("the lease is no longer this process's");
      throw new Error(`match ${this.roomId} is owned by another process now`);
    }
  }

  private loseMatch(why: string): void {
    this.ctx.leases.lost(this.roomId, why);
    this.stopForNewOwner();
  }

  /**
   * Another process restored this match (this one stalled past its lease): write
   * nothing more, then close every connection with CLOSE_MOVED, so clients
   * rejoin the code with their tokens and reach the new owner.
   */
  private stopForNewOwner(): void {
    if (this.leaseLost) return;
    this.leaseLost = true;
    this.timers.clearAll();
    this.ctx.shared.disown(this.roomId);
    this.ctx.log.warn({ matchId: this.roomId }, "another process owns this match now: closing its room here");
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
      get: () => (id !== undefined && !this.stillOwner() ? `${id}~moved~${matchMaker.processId}` : id),
      set: (value: string | undefined) => void (id = value),
    });
  }

  /** Runs `task` after every earlier task; a failure is logged, never thrown. */
  private run(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((error) => this.ctx.log.error({ err: error, roomId: this.roomId }, "room task failed"));
  }
}
