/**
 * One table, for every game, with no transport: seats and the host before the
 * start, then a `Match` driven by intentions from connections, by time-outs
 * and by bots, each connection sent only its own seat's view. It knows the
 * engine contract and nothing of any game's rules, and reaches the outside
 * only through its ports (`ports.ts`); `room.ts` adapts it to Colyseus.
 *
 * Every change to the match runs through `run()`, a serial queue, so an
 * action, a time-out and a bot move never interleave, and each action is
 * stored before anyone sees its consequences.
 */
import {
  IllegalActionError,
  InvalidOptionsError,
  InvalidSetupError,
  Match,
  botLevels,
  createRandom,
  parseOptions,
  pick,
  playersText,
  takesPlayers,
  replay,
  type AnyGame,
  type GameEvent,
  type RandomSource,
  type RecordedAction,
  type Seat,
  type Viewer,
} from "@gg/core";
import { randomBytes } from "node:crypto";
import type { Action, ChatLine, ClientMessageMap, ClientMessageType, RoomInfo, TimeLimit, ViewMessage, Visibility } from "../protocol.ts";
import type { RatingChange } from "../ratings-protocol.ts";
import { SeatRatings } from "../ratings/seats.ts";
import { CLOSE_KICKED, CLOSE_REPLACED } from "../protocol.ts";
import { ActionConflict, type RoomConfig } from "../storage/store.ts";
import { shapeAction } from "./actions.ts";
import type { ConnectionId, TablePorts, TimerHandle } from "./ports.ts";
import { CorruptMatch } from "./corrupt.ts";
import { Door } from "./door.ts";
import { DropGraces } from "./graces.ts";
import { MatchOwnership } from "./ownership.ts";
import { TableChat, mayRead, type Said } from "./chat.ts";
import { isGamePhrase } from "./phrases.ts";
import { matchIdFor, matchNumberOf, rematchVerdict, roomOfMatch } from "./rematch.ts";
import { Refusal } from "./refusal.ts";
import { botControlled, cleanName, emptySeat, isEmpty, nextHost, seatInfo, type SeatState } from "./seats.ts";
import { newSeed } from "./seed.ts";
import type { TableSettings } from "./settings.ts";
import { SeatTimers } from "./timers.ts";
import { sharedView, viewMessage, type SharedView } from "./views.ts";

/** A connection to the table: a seat's player or a spectator. */
interface Connection {
  seat: Seat | null;
  readonly playerId: string;
  /** A spectator's name as shown to the host (seats keep their own). */
  readonly name: string;
  /** The client's network (`network.ts`), when it names one. */
  readonly network: string | null;
  /** False while its socket is down (the connection may still come back). */
  live: boolean;
}

/** Who asks to sit (or watch): a verified guest. */
export interface JoinRequest {
  readonly playerId: string;
  /** The guest token, sent back in `welcome` ("" when the identity is not new). */
  readonly token: string;
  readonly name?: string | undefined;
  readonly spectate?: boolean | undefined;
  readonly clientSeed?: string | undefined;
  /** The client's network (`network.ts`); null or absent when unknown or not judged. */
  readonly network?: string | null | undefined;
}

type Handler<T extends ClientMessageType> = (connection: Connection, payload: ClientMessageMap[T]) => Promise<void> | void;

/**
 * Games played in rounds announce each scored round with this public event (the
 * convention @gg/core's search bots end their playouts on); the lobby shows the count.
 */
const ROUND_SCORED = "roundScored";

/** Lines kept from a waiting room that never starts a match: its latest only (a long wait must not grow without end). */
const UNSTORED_CHAT = 500;

/** Rounds scored in `events`: public `roundScored` events (a private copy would count a round twice). */
const roundsIn = (events: readonly GameEvent[]): number => events.filter((e) => e.type === ROUND_SCORED && e.to === "all").length;

export class Table {
  private gameOptions: unknown;
  private timeLimit: TimeLimit = 30;
  private visibility: Visibility = "public";
  private seats: SeatState[] = [];
  private host: Seat | null = null;
  private match: Match | null = null;
  private status: RoomInfo["status"] = "waiting";
  private readonly connections = new Map<ConnectionId, Connection>();
  private readonly timers: SeatTimers;
  private readonly chat: TableChat;
  /** Lines said before the room's first match: stored with it when it starts. */
  private unstoredChat: ChatLine[] = [];
  /** The room's current (or last) match: its first is the room id, a rematch `<room id>-2`, … (rematch.ts). */
  matchId: string;
  private matchNumber = 1;
  /** After a match: the players who pressed "Play again". */
  private readonly rematchAccepted = new Set<string>();
  /** The seats' ratings shown beside their names, and the last match's changes once it was rated. */
  private readonly ratings: SeatRatings;
  private ratingChanges: RatingChange[] | null = null;
  /** Per active seat: the action count when its current decision began. */
  private readonly decisionSince = new Map<Seat, number>();
  private readonly graces: DropGraces;
  private readonly random: RandomSource = createRandom(randomBytes(16).toString("hex"));
  private queue: Promise<void> = Promise.resolve();
  private commitment: string | null = null;
  private startedAt: number | null = null;
  /** Ends the match at the game's own time limit (`matchTimeLimitMs`), when it has one. */
  private matchClock: TimerHandle | null = null;
  private roundsPlayed = 0;
  private humanSeenAt: number;
  private shuttingDown = false;
  private readonly ownership: MatchOwnership;
  /** The match's ownership epoch this table writes under (raised by each takeover; 0 for a match started here). */
  private epoch = 0;
  /** Guests the host removed are refused here; their seats are played by bots. */
  private readonly door = new Door();

  private constructor(
    readonly id: string,
    private readonly game: AnyGame,
    private readonly ports: TablePorts,
  ) {
    this.timers = new SeatTimers(ports.clock);
    this.graces = new DropGraces(ports.clock, ports.config.dropGraceSeconds * 1000, (task) => this.run(task), (seat) => this.graceOver(seat));
    this.ownership = new MatchOwnership(ports.lease, () => this.stopForNewOwner());
    this.chat = new TableChat(game, () => ports.clock.now());
    this.ratings = new SeatRatings(game.id, (g, ids) => ports.store.ratingsOf(g, ids), () => this.shuttingDown || this.publish(), ports.log);
    this.matchId = id;
    this.humanSeenAt = ports.clock.now();
  }

  /** A new table, waiting for players. */
  static open(id: string, settings: TableSettings, ports: TablePorts): Table {
    const table = new Table(id, settings.game, ports);
    table.gameOptions = settings.options;
    table.timeLimit = settings.timeLimit;
    table.visibility = settings.visibility;
    table.seats = Array.from({ length: settings.seats }, emptySeat);
    table.publish();
    return table;
  }

  /** Rebuilds a running match from its stored record, under the same id. */
  static async restore(matchId: string, games: readonly AnyGame[], ports: TablePorts): Promise<Table> {
    const epoch = await ports.store.takeOver(matchId); // before loading: an older owner's insert in flight is in the record
    const stored = await ports.store.loadMatch(matchId).catch((error: unknown) => {
      // A row that is not JSON never reads better; a database that is away does, and stays an error.
      throw error instanceof SyntaxError ? new CorruptMatch(matchId, "a stored row is not JSON", { cause: error }) : error;
    });
    if (!stored) throw new Error(`no stored match ${matchId}`);
    const game = games.find((g) => g.id === stored.record.game);
    if (!game) throw new CorruptMatch(matchId, `its game '${stored.record.game}' is not on this server`);
    if (stored.record.engineVersion !== game.engineVersion) {
      ports.log.warn({ matchId, recorded: stored.record.engineVersion, running: game.engineVersion }, "restoring a match recorded by another engine version");
    }
    const table = new Table(roomOfMatch(matchId), game, ports);
    table.matchId = matchId;
    table.matchNumber = matchNumberOf(matchId);
    table.epoch = epoch;
    // Logged above; the match goes on (an action the new engine refuses still stops the replay).
    try {
      table.match = replay(game, stored.record, { anyEngineVersion: true, onStep: ({ events }) => void (table.roundsPlayed += roundsIn(events)) });
    } catch (error) {
      throw new CorruptMatch(matchId, `its record does not replay (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    table.commitment = stored.seedCommitment;
    table.startedAt = stored.createdAt;
    table.gameOptions = table.match.options;
    table.timeLimit = stored.config.timeLimit;
    table.visibility = stored.config.visibility;
    table.host = stored.config.host;
    for (const playerId of stored.config.kicked ?? []) table.door.remove(playerId, []);
    table.chat.on = !stored.config.chatOff;
    table.chat.restore(await ports.store.matchChat(matchId));
    // Nobody is connected yet; their clocks run as usual, so a server restart
    // does not count against a player who comes straight back.
    table.seats = stored.seats.map((s) =>
      s.playerId !== null && table.door.isRemoved(s.playerId) ? table.botInstead(s.name) : { ...emptySeat(), playerId: s.playerId, name: s.name, bot: s.bot, connected: s.bot !== null },
    );
    table.status = "playing";
    ports.out.keepAlive(true);
    table.ownership.watch();
    table.armMatchClock();
    ports.log.info({ matchId, actions: table.match.actionCount }, "match restored");
    if (table.match.result()) await table.finish([]);
    else table.schedule(null);
    table.publish();
    return table;
  }

  get isPrivate(): boolean {
    return this.visibility === "private";
  }

  /** A running match: stored, and restored when a server starts again (a waiting or finished table is not). */
  get restorable(): boolean {
    return this.status === "playing";
  }

  // ---- connections ------------------------------------------------------

  /**
   * A guest sits down, takes its seat back (the same player from a new tab or
   * after a restart: the old connection is closed), or watches. Refused with
   * MATCH_STARTED or ROOM_FULL.
   */
  join(id: ConnectionId, request: JoinRequest): void {
    const { playerId } = request;
    const network = request.network ?? null;
    const name = cleanName(request.name);
    const shownName = name ?? `Guest ${playerId.slice(2, 6)}`;
    this.door.requireNotRemoved(playerId);
    let seat: Seat | null = this.seats.findIndex((s) => s.playerId === playerId);
    if (seat >= 0) {
      this.reclaim(seat, id, name, network); // a seat's owner always comes back
    } else {
      this.door.requireNetworkWelcome(network);
      seat = request.spectate ? null : this.sitDown(id, request, shownName, network);
    }
    this.connections.set(id, { seat, playerId, name: shownName, network, live: true });
    this.ports.out.send(id, "welcome", { roomId: this.id, seat, playerId, token: request.token });
    this.sendChatLog(id, seat !== null);
    if (seat !== null) this.ports.store.upsertPlayer(playerId, this.seats[seat]!.name).catch((e) => this.ports.log.error(e, "storing player"));
    this.publish();
    this.sendViewWhenStored(id, seat);
    // A table of one seat has nobody to wait for: it starts as its player sits down.
    if (this.status === "waiting" && seat !== null && this.seats.length === 1) this.run(() => this.start());
  }

  /** A new player takes the first empty seat; the first to sit is the host. */
  private sitDown(id: ConnectionId, request: JoinRequest, name: string, network: string | null): Seat {
    if (this.status !== "waiting") throw new Refusal("MATCH_STARTED", "the match has started; join as a spectator");
    const seat = this.seats.findIndex(isEmpty);
    if (seat < 0) throw new Refusal("ROOM_FULL", "every seat is taken");
    this.door.requireOwnNetwork(this.seats, this.visibility, network);
    this.seats[seat] = { ...emptySeat(), playerId: request.playerId, name, connected: true, sessionId: id, network };
    if (request.clientSeed) this.seats[seat]!.clientSeed = request.clientSeed;
    this.host ??= seat;
    return seat;
  }

  /** The same player (by token) takes its seat back, from a new tab or after a restart. */
  private reclaim(seat: Seat, id: ConnectionId, name: string | null, network: string | null): void {
    const s = this.seats[seat]!;
    if (network !== null) s.network = network;
    const old = s.sessionId;
    if (old && old !== id) {
      this.connections.delete(old);
      this.ports.out.close(old, CLOSE_REPLACED, "your seat was opened elsewhere");
    }
    s.sessionId = id;
    s.connected = true;
    this.endGrace(seat);
    if (name) s.name = name;
  }

  /**
   * The connection's socket dropped; it may come back (`reconnect`) or go for
   * good (`leave`). True when it holds a seat, which is kept for it. During the
   * match the seat is *reconnecting* for `dropGraceSeconds`: its player's clock
   * runs as usual, and only when the grace (or their move's time) runs out is
   * the seat away and played by the bot.
   */
  drop(id: ConnectionId): boolean {
    const seat = this.ownSeat(id);
    if (seat === null) return false;
    this.connections.get(id)!.live = false;
    const s = this.seats[seat]!;
    s.connected = false;
    if (this.status === "playing") this.startGrace(seat);
    this.publish();
    return true;
  }

  private startGrace(seat: Seat): void {
    this.graces.start(seat);
    this.seats[seat]!.reconnecting = true;
  }

  /** The player came back, left, or timed out: the seat is no longer waiting for them. */
  private endGrace(seat: Seat): void {
    this.graces.end(seat);
    this.seats[seat]!.reconnecting = false;
  }

  /** Not back within the grace: the connection counts as lost, and the bot plays the seat until "back". */
  private graceOver(seat: Seat): void {
    this.seats[seat]!.reconnecting = false;
    if (this.status !== "playing") return;
    this.seats[seat]!.away = true;
    this.publish();
    this.schedule(null);
  }

  reconnect(id: ConnectionId): void {
    const connection = this.connections.get(id);
    if (!connection) return;
    connection.live = true;
    const seat = this.ownSeat(id);
    if (seat !== null) {
      this.seats[seat]!.connected = true;
      this.endGrace(seat);
    }
    this.ports.out.send(id, "welcome", { roomId: this.id, seat: connection.seat, playerId: connection.playerId, token: null });
    this.sendChatLog(id, connection.seat !== null);
    this.publish();
    this.sendViewWhenStored(id, seat);
  }

  /**
   * The match as it stands for a connection just arrived, sent through the table's queue: an
   * action being stored meanwhile (applied in memory, not yet committed) is shown only once
   * stored — a crash before the commit would otherwise have shown a move the record lacks.
   */
  private sendViewWhenStored(id: ConnectionId, seat: Seat | null): void {
    this.run(() => {
      if (this.match && this.connections.get(id)?.live) this.ports.out.send(id, "view", this.viewNow(seat ?? "spectator"));
    });
  }

  /** The connection left for good (or its reconnection window lapsed). */
  leave(id: ConnectionId): void {
    const seat = this.ownSeat(id);
    const watcher = this.connections.get(id)?.seat === null;
    this.connections.delete(id);
    // The server stopping closes every connection, but nobody left: the seats and the host stay
    // as they are for the restart (the host passed on would be stored, and lost to its player).
    if (this.shuttingDown) return;
    if (watcher) this.publish(); // the host's list of spectators
    if (seat === null) return;
    const s = this.seats[seat]!;
    s.sessionId = null;
    s.connected = false;
    this.endGrace(seat);
    if (this.status === "waiting") this.seats[seat] = emptySeat();
    else if (this.status === "playing") s.away = true; // the bot plays it to the end, unless the player rejoins
    if (this.host === seat) this.setHost(nextHost(this.seats, seat));
    if (this.status === "waiting" && this.host === null) this.host = nextHost(this.seats, null);
    this.publish();
    this.run(() => this.schedule(null));
    if (this.status === "finished") this.run(() => this.decideRematch()); // the others may have been waiting for them only
  }

  /** The server is stopping: no more moves; the match stays `running` and is restored on the next start. */
  shutdown(): void {
    this.shuttingDown = true;
    this.clearTimers();
  }

  dispose(): void {
    this.clearTimers();
    this.ports.bots.forget();
    // A running match's table goes away only when the process stops: another process may take it over.
    this.ports.lease.release().catch(() => {});
  }

  /** The guest behind a connection, if the table still knows it. */
  playerOf(id: ConnectionId): string | null {
    return this.connections.get(id)?.playerId ?? null;
  }

  /** Whether this guest holds a seat here (their rejoin is always let in). */
  holdsSeat(playerId: string): boolean {
    return this.seats.some((s) => s.playerId === playerId);
  }

  /** The seat this connection holds, if it still holds it. */
  private ownSeat(id: ConnectionId): Seat | null {
    const seat = this.connections.get(id)?.seat;
    if (seat === null || seat === undefined) return null;
    return this.seats[seat]?.sessionId === id ? seat : null;
  }

  // ---- messages -----------------------------------------------------------

  /**
   * A validated message from a connection, handled in turn after every earlier
   * change. True once handled; false when refused (the sender is told why).
   */
  receive<T extends ClientMessageType>(id: ConnectionId, type: T, payload: ClientMessageMap[T]): Promise<boolean> {
    return new Promise((resolve) => {
      this.run(async () => {
        const connection = this.connections.get(id);
        if (!connection) {
          this.refuse(id, type, new Refusal("NOT_SEATED", "this connection has no place at the table any more"));
          return resolve(false);
        }
        try {
          await (this.handlers[type] as Handler<T>)(connection, payload);
          resolve(true);
        } catch (error) {
          this.refuse(id, type, error);
          resolve(false);
        }
      });
    });
  }

  /** Tells the sender why its message changed nothing. */
  refuse(id: ConnectionId, to: string, error: unknown): void {
    // Options or a seat count the game refuses only at the start (Bisca's 9-card hand is
    // for 2 players) are the host's to fix, not the server's failure.
    if (error instanceof Refusal || error instanceof IllegalActionError || error instanceof InvalidOptionsError || error instanceof InvalidSetupError) {
      this.ports.out.send(id, "error", { code: error.code, message: error.message, to });
    } else {
      this.ports.log.error({ err: error, roomId: this.id }, "handling a message");
      this.ports.out.send(id, "error", { code: "INTERNAL", message: "the server failed to handle this message", to });
    }
  }

  private readonly handlers: { [T in ClientMessageType]: Handler<T> } = {
    act: async (connection, { action, seq }) => {
      const seat = this.seatedPlayer(connection);
      if (!this.match || this.status !== "playing") throw new Refusal(this.status === "finished" ? "GAME_OVER" : "NOT_STARTED", "the match is not running");
      if (this.seats[seat]!.away) throw new Refusal("AWAY", "a bot is playing your seat; send 'back' first");
      // A view older than this seat's current decision is stale; in a simultaneous
      // phase other seats' actions since then do not make it so.
      const since = this.decisionSince.get(seat) ?? this.match.actionCount;
      if (seq !== undefined && (seq < since || seq > this.match.actionCount)) throw new Refusal("STALE_VIEW", `your decision started at seq ${since}; the table is at ${this.match.actionCount}`);
      await this.apply(seat, this.asListed(this.match, seat, action));
    },
    back: (connection) => {
      const seat = this.seatedPlayer(connection);
      const s = this.seats[seat]!;
      if (!s.away) throw new Refusal("NOT_AWAY", "you are already playing your seat");
      s.away = false;
      // A bot move already under way finishes; the player has the next decision.
      this.schedule(null);
      this.publish();
    },
    addBot: (connection, { seat, level }) => {
      this.requireHost(connection, "waiting");
      const at = seat ?? this.seats.findIndex(isEmpty);
      if (at < 0 || at >= this.seats.length || !isEmpty(this.seats[at]!)) throw new Refusal("SEAT_TAKEN", "no such empty seat");
      const levels = botLevels(this.game);
      const chosen = level ?? this.takeoverLevel();
      if (!levels.includes(chosen)) throw new Refusal("UNKNOWN_BOT", `bot levels: ${levels.join(", ")}`);
      this.seats[at] = { ...emptySeat(), name: `Bot ${at + 1} (${chosen})`, bot: chosen, connected: true };
      this.publish();
    },
    swapSeats: (connection, { a, b }) => {
      this.requireHost(connection, "waiting");
      if (a === b || a >= this.seats.length || b >= this.seats.length) throw new Refusal("NO_SUCH_SEAT", "name two different seats of this table");
      const seats = this.seats.slice();
      [seats[a], seats[b]] = [seats[b]!, seats[a]!];
      this.seats = seats;
      // A bot is named after its seat.
      for (const at of [a, b]) if (seats[at]!.bot !== null) seats[at] = { ...seats[at]!, name: `Bot ${at + 1} (${seats[at]!.bot})` };
      this.renumber(new Map([[a, b], [b, a]]));
      this.publish();
    },
    removeBot: (connection, { seat }) => {
      this.requireHost(connection, "waiting");
      if (this.seats[seat]?.bot == null) throw new Refusal("NOT_A_BOT", "that seat is not a bot");
      this.seats[seat] = emptySeat();
      this.publish();
    },
    start: async (connection) => {
      this.requireHost(connection, "waiting");
      await this.start();
    },
    end: async (connection) => {
      this.requireHost(connection, "playing");
      await this.endByHost();
    },
    transferHost: (connection, { seat }) => {
      this.requireHost(connection, null);
      if (!this.seats[seat]?.playerId) throw new Refusal("NOT_SEATED", "the host must be a human seat");
      this.setHost(seat);
      this.publish();
    },
    // A reconnected socket's proof is checked before the table sees it again (room.ts, resume.ts); once in, a repeat is harmless.
    resume: () => {},
    kick: (connection, { playerId }) => {
      this.requireHost(connection, null);
      if (this.status === "finished") throw new Refusal("GAME_OVER", "the match is over");
      if (playerId === connection.playerId) throw new Refusal("CANNOT_KICK", "the host cannot remove themselves; leave the table instead");
      this.kick(playerId);
    },
    // A seated player's quick phrase: a chat line (chat.ts), and a game's own one a bubble at the seat for everyone.
    phrase: (connection, { phrase }) => {
      this.seatedPlayer(connection);
      this.say(connection, { phrase });
    },
    chat: (connection, said) => this.say(connection, said),
    chatToggle: (connection, { on }) => {
      this.requireHost(connection, null);
      this.chat.on = on;
      this.storeConfig();
      this.publish();
    },
    rematch: async (connection) => {
      this.seatedPlayer(connection);
      if (this.status !== "finished") throw new Refusal("NOT_OVER", "play again once the match is over");
      this.rematchAccepted.add(connection.playerId);
      this.publish();
      await this.decideRematch();
    },
  };

  // ---- chat ---------------------------------------------------------------

  /** A line to the speaker's channel: sent to those who may read it, stored with the room's match. */
  private say(connection: Connection, said: Said): void {
    const seat = connection.seat !== null && this.seats[connection.seat]?.playerId === connection.playerId ? connection.seat : null;
    const name = seat === null ? connection.name : this.seats[seat]!.name;
    const line = this.chat.say({ seat, playerId: connection.playerId, name }, said, this.match?.actionCount ?? 0, this.ports.clock.now());
    for (const [id, c] of this.connections) if (c.live && mayRead(c.seat !== null, line.channel)) this.ports.out.send(id, "chat", line);
    if (seat !== null && line.phrase !== undefined && isGamePhrase(this.game, line.phrase)) {
      for (const [id, c] of this.connections) if (c.live) this.ports.out.send(id, "phrase", { seat, phrase: line.phrase });
    }
    if (!this.match) this.unstoredChat = [...this.unstoredChat, line].slice(-UNSTORED_CHAT);
    else if (this.stillOwner()) this.storeChat(line);
  }

  private storeChat(line: ChatLine): void {
    this.ports.store.appendChat(this.matchId, line).catch((e) => this.ports.log.error({ err: e, matchId: this.matchId }, "storing a chat line"));
  }

  private sendChatLog(id: ConnectionId, seated: boolean): void {
    const lines = this.chat.readableBy(seated);
    if (lines.length > 0) this.ports.out.send(id, "chatLog", { lines });
  }

  // ---- play again -----------------------------------------------------------

  /** After a match: starts the next one, or goes back to waiting, once everyone here accepted (rematch.ts). */
  private async decideRematch(): Promise<void> {
    if (this.status !== "finished") return;
    const verdict = rematchVerdict(this.seats, this.rematchAccepted);
    if (verdict === "wait") return;
    this.ports.log.info({ roomId: this.id, verdict }, "play again");
    this.newMatchInRoom();
    if (verdict === "start") return this.start();
    // Someone left: their seat is free for the host to fill.
    this.seats = this.seats.map((s) => (s.playerId !== null && s.sessionId === null ? emptySeat() : s));
    if (this.host === null || isEmpty(this.seats[this.host]!)) this.host = nextHost(this.seats, null);
    this.publish();
  }

  /** The finished match stays stored as it is; the room waits for its next one, under a new id. */
  private newMatchInRoom(): void {
    this.match = null;
    this.commitment = null;
    this.startedAt = null;
    this.roundsPlayed = 0;
    this.rematchAccepted.clear();
    this.ratingChanges = null;
    this.decisionSince.clear();
    this.humanSeenAt = this.ports.clock.now();
    this.matchId = matchIdFor(this.id, ++this.matchNumber);
    for (const s of this.seats) {
      s.away = false;
      s.reconnecting = false;
    }
    this.ports.bots.forget(); // a bot remembers nothing of the last match
    this.status = "waiting";
  }

  /**
   * The host removes a guest: every connection of theirs is closed (CLOSE_KICKED), and
   * they and their network may not come back. Before the start their seat is freed;
   * during the match a bot plays it to the end.
   */
  private kick(playerId: string): void {
    const seat = this.seats.findIndex((s) => s.playerId === playerId);
    const theirs = [...this.connections].filter(([, c]) => c.playerId === playerId);
    if (seat < 0 && theirs.length === 0) throw new Refusal("NOT_AT_TABLE", "nobody with that id is at this table");
    this.door.remove(playerId, [seat >= 0 ? this.seats[seat]!.network : null, ...theirs.map(([, c]) => c.network)]);
    for (const [id] of theirs) {
      this.connections.delete(id);
      this.ports.out.close(id, CLOSE_KICKED, "the host removed you from this table");
    }
    if (seat >= 0) {
      this.endGrace(seat);
      this.seats[seat] = this.status === "waiting" ? emptySeat() : this.botInstead(this.seats[seat]!.name);
      if (this.status === "playing") {
        this.storeConfig();
        this.schedule(null); // a decision of theirs under way goes to the bot now
      }
    }
    this.ports.log.info({ roomId: this.id, playerId, seat: seat >= 0 ? seat : null }, "the host removed a guest");
    this.publish();
  }

  /** A removed player's seat during the match: the stand-in bot plays it to the end. */
  private botInstead(name: string): SeatState {
    return { ...emptySeat(), name, bot: this.takeoverLevel(), connected: true };
  }

  /**
   * A client's action cut to what the engine's legal actions hold (`actions.ts`), so
   * no field the engine does not read is stored or published. A type nothing legal
   * has goes to the engine as sent, for its own refusal.
   */
  private asListed(match: Match, seat: Seat, action: Action): Action {
    const shaped = shapeAction(action, this.game.legalActions(match.state, seat) as readonly Action[]);
    if (shaped) return shaped;
    this.game.apply(match.state, seat, action); // throws the engine's refusal (NOT_YOUR_TURN, …)
    throw new Refusal("MALFORMED_ACTION", `no legal action of type '${action.type}' now`);
  }

  private seatedPlayer(connection: Connection): Seat {
    if (connection.seat === null || this.seats[connection.seat]?.playerId !== connection.playerId) throw new Refusal("NOT_SEATED", "spectators cannot do that");
    return connection.seat;
  }

  private requireHost(connection: Connection, status: RoomInfo["status"] | null): void {
    const seat = connection.seat;
    if (seat === null || seat !== this.host || this.seats[seat]?.playerId !== connection.playerId) throw new Refusal("NOT_HOST", "only the host can do that");
    if (status === "waiting" && this.status !== "waiting") throw new Refusal("ALREADY_STARTED", "the match has started");
    if (status === "playing" && this.status !== "playing") throw new Refusal("NOT_STARTED", "the match is not running");
  }

  /**
   * Seats moved (the start drops empty ones; the host swaps two): the host and every
   * seated connection follow their seat, and each is told its new seat. `all`: a seat
   * missing from the map is gone (else it keeps its number).
   */
  private renumber(moves: ReadonlyMap<Seat, Seat>, all = false): void {
    const to = (seat: Seat) => moves.get(seat) ?? (all ? null : seat);
    this.host = this.host === null ? null : to(this.host);
    for (const [id, connection] of this.connections) {
      if (connection.seat === null) continue;
      const before = connection.seat;
      connection.seat = to(before);
      if (connection.live && (all || connection.seat !== before)) this.ports.out.send(id, "welcome", { roomId: this.id, seat: connection.seat, playerId: connection.playerId, token: null });
    }
  }

  private setHost(seat: Seat | null): void {
    this.host = seat;
    this.storeConfig();
  }

  /** The host and the removed guests outlive a restart. */
  private storeConfig(): void {
    if (this.match && this.status === "playing" && this.ports.lease.owns()) this.ports.store.updateMatchConfig(this.matchId, this.roomConfig()).catch((e) => this.ports.log.error(e, "storing the room's settings"));
  }

  // ---- the match ----------------------------------------------------------

  /** Empty seats are dropped; the players keep their order. */
  private async start(): Promise<void> {
    const taken = this.seats.map((s, i) => ({ s, i })).filter(({ s }) => !isEmpty(s));
    if (taken.length < this.game.minPlayers) throw new Refusal("NOT_ENOUGH_PLAYERS", `${this.game.id} needs at least ${this.game.minPlayers} players`);
    if (!takesPlayers(this.game, taken.length)) throw new Refusal("INVALID_SEATS", `${this.game.id} takes ${playersText(this.game)} players: fill or free a seat`);
    const { seed, commitment } = newSeed(this.ports.config.fairSeeds, this.seats.flatMap((s) => (s.clientSeed ? [s.clientSeed] : [])));
    const match = new Match(this.game, { players: taken.length, options: this.gameOptions, seed });
    // Everything in memory changes before the first await, so a join arriving
    // meanwhile already sees the started table.
    this.seats = taken.map(({ s }) => s);
    this.renumber(new Map(taken.map(({ i }, seat) => [i, seat])), true);
    this.match = match;
    this.commitment = commitment;
    this.startedAt = this.ports.clock.now();
    this.status = "playing";
    this.ports.out.keepAlive(true); // bots finish the match even if every human leaves
    try {
      await this.storeNewMatch(match, seed, commitment);
    } catch (error) {
      // Not stored, so not started: a match nobody could restore must not be played.
      this.ports.lease.release().catch(() => {});
      this.match = null;
      this.startedAt = null;
      this.status = "waiting";
      this.ports.out.keepAlive(false);
      this.publish();
      throw error;
    }
    this.ports.log.info({ matchId: this.matchId, game: this.game.id, players: taken.length }, "match started");
    this.armMatchClock();
    this.publish();
    // The setup's events (the first deal, …) reach the seats like any action's.
    await this.afterAction(match.setupEvents, null);
  }

  private async storeNewMatch(match: Match, seed: string, commitment: string): Promise<void> {
    // The lease first: a stored running match without one is restored by some process.
    if (!(await this.ports.lease.claim())) throw new Error(`the lease of ${this.matchId} is taken`);
    this.ownership.watch();
    await this.ports.store.createMatch({
      id: this.matchId,
      game: this.game.id,
      engineVersion: this.game.engineVersion,
      options: match.options,
      players: match.init.players,
      seed,
      seedCommitment: commitment,
      seats: this.seats.map((s) => ({ playerId: s.playerId, name: s.name, bot: s.bot })),
      config: this.roomConfig(),
      createdAt: this.startedAt ?? this.ports.clock.now(),
    });
    for (const line of this.unstoredChat.splice(0)) this.storeChat(line);
  }

  /** A game with a whole-match time limit (a Solitaire race) ends at time-up as the host would end it. */
  private armMatchClock(): void {
    const limitMs = this.game.matchTimeLimitMs?.(this.match!.options, this.match!.init.players);
    if (limitMs === undefined || this.startedAt === null) return;
    const delay = this.startedAt + limitMs * this.ports.config.timeScale - this.ports.clock.now();
    this.matchClock = this.ports.clock.setTimeout(() => this.run(() => this.timeUp()), delay);
  }

  private async timeUp(): Promise<void> {
    if (!this.match || this.status !== "playing" || this.shuttingDown || this.match.result()) return;
    this.ports.log.info({ matchId: this.matchId }, "the match's time is up: ending it as the host would");
    await this.endByHost();
  }

  private async endByHost(): Promise<void> {
    const match = this.match!;
    const at = this.ports.clock.now();
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
      this.ownership.require(this.matchId);
      await this.ports.store.appendAction(this.matchId, match.actionCount - 1, action, this.epoch);
    } catch (error) {
      if (error instanceof ActionConflict) this.ownership.lose(error.message);
      if (this.ownership.isLost) throw error; // the table is closing: nothing to undo or retry
      const record = match.record();
      this.match = replay(this.game, { ...record, actions: record.actions.slice(0, -1) });
      if (typeof action.seat === "number") this.timers.clear(action.seat);
      this.ports.clock.setTimeout(() => this.run(() => this.schedule(null)), 1000);
      throw error;
    }
  }

  /**
   * With no human connected for `abandonSeconds`, bots would play on alone —
   * forever in a game without a natural end (101 without a score limit) — so
   * the server ends the match as the host would.
   */
  private abandoned(): boolean {
    const now = this.ports.clock.now();
    if (this.seats.some((s) => s.playerId !== null && s.connected)) {
      this.humanSeenAt = now;
      return false;
    }
    return now - this.humanSeenAt > this.ports.config.abandonSeconds * 1000;
  }

  /** Applies one action of `seat` (engine-validated), stores it, then tells everyone. */
  private async apply(seat: Seat, action: { type: string }): Promise<void> {
    const match = this.match!;
    const at = this.ports.clock.now();
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
  private async finish(events: readonly GameEvent[]): Promise<void> {
    const result = this.match!.result()!;
    this.status = "finished";
    this.clearTimers();
    this.ownership.require(this.matchId);
    const changes = await this.ports.store.finishMatch(this.matchId, result);
    this.ratings.apply(changes);
    this.ratingChanges = changes.length > 0 ? changes : null;
    await this.ports.lease.release().catch((e) => this.ports.log.error({ err: e, matchId: this.matchId }, "releasing the lease"));
    this.ports.log.info({ matchId: this.matchId, endedByHost: !!result.endedByHost }, "match finished");
    this.sendViews(events);
    this.publish();
    await this.ports.out.matchOver();
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
        const delay = limitMs === null ? null : limitMs * this.ports.config.timeScale;
        this.timers.set(seat, "human", delay, (token) => this.run(() => this.timeOut(seat, token)), true);
      }
    }
  }

  /** Bot seats think a little; an away human's decision is played at once. */
  private botDelay(seat: Seat): number {
    if (this.seats[seat]!.bot === null) return 0;
    const { botDelayMs, botJitter } = this.ports.config;
    return botDelayMs * (1 + botJitter * (2 * Math.random() - 1));
  }

  /**
   * A human's time ran out. Where the rules let the window lapse ("no bridge"), the
   * engine's answer is applied and that is all. Otherwise the player is absent: the
   * seat is away (a dropped player's grace ends here too) and stays so until "back";
   * the engine's own answer (a shuffled arrangement) is applied where it states one,
   * else the bot plays the decision.
   */
  private async timeOut(seat: Seat, token: number): Promise<void> {
    if (!this.timers.isCurrent(seat, token) || !this.match?.activeSeats().includes(seat)) return;
    const timing = this.game.timing?.(this.match.state, seat);
    if (!timing?.lapseIsAnswer) this.markAway(seat);
    if (timing?.onTimeout !== undefined) {
      try {
        return await this.apply(seat, timing.onTimeout);
      } catch (error) {
        this.ports.log.error({ err: error, roomId: this.id, seat }, "the engine's time-out action was refused");
        this.markAway(seat);
      }
    }
    await this.botTurn(seat, null);
  }

  private markAway(seat: Seat): void {
    this.endGrace(seat);
    if (this.seats[seat]!.away) return;
    this.seats[seat]!.away = true;
    this.publish();
  }

  private async botTurn(seat: Seat, token: number | null): Promise<void> {
    const match = this.match;
    if (token !== null && !this.timers.isCurrent(seat, token)) return;
    if (!match || this.status !== "playing" || !match.activeSeats().includes(seat)) return;
    if (this.abandoned()) {
      this.ports.log.info({ matchId: this.matchId }, "every human has gone: ending the match");
      return this.endByHost();
    }
    const level = this.seats[seat]!.bot ?? this.takeoverLevel();
    let action: { type: string };
    try {
      action = await this.ports.bots.decide({ game: this.game, state: match.state, seat, level });
      if (this.shuttingDown || this.match !== match) return;
      this.game.apply(match.state, seat, action); // a dry run: a bot's mistake must not stall the table
    } catch (error) {
      this.ports.log.error({ err: error, roomId: this.id, seat, level }, "bot failed; playing a random legal action");
      action = pick(this.random, this.game.legalActions(match.state, seat));
    }
    await this.apply(seat, action);
  }

  /** The bot that stands in for humans: the game's `rules` level when it has one. */
  private takeoverLevel(): string {
    const levels = botLevels(this.game);
    return levels.includes("rules") ? "rules" : levels[0]!;
  }

  // ---- what connections see -----------------------------------------------

  private sendViews(events: readonly GameEvent[]): void {
    const shared = this.sharedNow();
    const cache = new Map<Viewer, ViewMessage>();
    for (const [id, connection] of this.connections) {
      if (!connection.live) continue;
      const viewer: Viewer = connection.seat ?? "spectator";
      let message = cache.get(viewer);
      if (!message) cache.set(viewer, (message = viewMessage(this.match!, viewer, events, shared)));
      this.ports.out.send(id, "view", message);
    }
  }

  private sharedNow(): SharedView {
    return sharedView(this.match!, this.timers.deadlines());
  }

  /** The current view of one connection that has just arrived. */
  private viewNow(viewer: Viewer): ViewMessage {
    return viewMessage(this.match!, viewer, [], this.sharedNow());
  }

  info(): RoomInfo {
    const result = this.match?.result() ?? null;
    return {
      roomId: this.id,
      game: this.game.id,
      options: this.gameOptions,
      visibility: this.visibility,
      timeLimit: this.timeLimit,
      status: this.status,
      host: this.host,
      seats: this.seats.map((s) => ({ ...seatInfo(s), rating: this.ratings.of(s) })),
      spectators: this.spectators(),
      minPlayers: this.game.minPlayers,
      botLevels: botLevels(this.game),
      invite: `/join/${this.id}`,
      standings: result ? { ...result, names: this.seats.map((s) => s.name) } : null,
      seedCommitment: this.commitment,
      startedAt: this.startedAt,
      roundsPlayed: this.roundsPlayed,
      teams: this.teams(),
      matchId: this.matchId,
      chat: this.chat.on,
      rematch: this.status === "finished" ? this.seats.flatMap((s, seat) => (s.playerId !== null && this.rematchAccepted.has(s.playerId) ? [seat] : [])) : null,
      ratingChanges: this.ratingChanges,
    };
  }

  /** The game's teams at this table's seat count (partners), or null when each plays alone. */
  private teams(): RoomInfo["teams"] {
    try {
      return this.game.teams?.(this.seats.length, parseOptions(this.game, this.gameOptions)) ?? null;
    } catch {
      return null; // options the game refuses start no match; nothing to show
    }
  }

  private roomConfig(): RoomConfig {
    return { timeLimit: this.timeLimit, visibility: this.visibility, host: this.host, ...(this.door.removed.length ? { kicked: [...this.door.removed] } : {}), ...(this.chat.on ? {} : { chatOff: true }) };
  }

  /** Who watches, once per guest, for the host to see (and remove). */
  private spectators(): RoomInfo["spectators"] {
    const seen = new Map<string, string>();
    for (const c of this.connections.values()) if (c.seat === null && !seen.has(c.playerId)) seen.set(c.playerId, c.name);
    return [...seen].map(([playerId, name]) => ({ playerId, name }));
  }

  /** Seats, host and status changed: tell the connections and the lobby. */
  private publish(): void {
    if (!this.stillOwner()) return;
    this.ratings.want(this.seats.flatMap((s) => (s.bot === null && s.playerId !== null ? [s.playerId] : [])));
    this.ports.out.publish(this.info());
  }

  // ---- losing the match to another process ----------------------------------

  /** False once another process may own this match (checking may find that out, and close the table). */
  stillOwner(): boolean {
    return this.ownership.stillOwner();
  }

  /** Another process restored this match (this one stalled past its lease): write nothing more, and let the transport close. */
  private stopForNewOwner(): void {
    this.clearTimers();
    this.ports.log.warn({ matchId: this.matchId }, "another process owns this match now: closing its room here");
    this.ports.out.moved();
  }

  private clearTimers(): void {
    this.timers.clearAll();
    if (this.matchClock !== null) this.ports.clock.clearTimeout(this.matchClock);
    this.matchClock = null;
    for (const seat of this.graces.seats()) this.endGrace(seat);
  }

  /** Runs `task` after every earlier task; a failure is logged, never thrown. */
  private run(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((error) => this.ports.log.error({ err: error, roomId: this.id }, "table task failed"));
  }
}
