/**
 * One connection to a game room, as a small store React subscribes to
 * (useSyncExternalStore). It keeps the latest room info and view, a log of
 * the events seen, and the last refusal; it never decides anything about
 * the game: the server sends the view and the legal actions.
 */
import { Client, CloseCode, type Room } from "@colyseus/sdk";
import i18next from "i18next";
import type { GameEvent } from "@gg/core";
import { ensureGuest } from "./api.ts";
import { languageReady } from "./i18n.ts";
import { CLOSE_KICKED, CLOSE_MOVED, CLOSE_SERVER_STOPPED, CLOSE_UNPROVEN, type Action, type CreateRequest, type ErrorMessage, type JoinOptions, type JoinRefusalCode, type ChatLine, type ChatLogMessage, type PhraseMessage, type RoomInfo, type ViewMessage, type WelcomeMessage } from "./protocol.ts";
import { remembered } from "./storage.ts";

export interface LoggedEvent {
  readonly id: number;
  readonly seq: number;
  readonly event: GameEvent;
}

/** A quick phrase someone at the table sent: who, which (the game's id for it), when it arrived here. */
export interface SaidPhrase {
  readonly id: number;
  readonly seat: number;
  readonly phrase: string;
  readonly at: number;
}

export interface SessionState {
  readonly status: "connecting" | "open" | "reconnecting" | "closed" | "failed";
  /** Why joining failed (a refusal in the player's language, its code last: "… (MATCH_STARTED)") or the connection closed. */
  readonly failure: string | null;
  /** A refused join's code (`MATCH_STARTED`…): the page decides what to offer by it, never shows it. */
  readonly failureCode: string | null;
  readonly welcome: WelcomeMessage | null;
  readonly info: RoomInfo | null;
  readonly view: ViewMessage | null;
  readonly log: readonly LoggedEvent[];
  readonly error: (ErrorMessage & { readonly at: number }) | null;
  /** The latest quick phrases, oldest first (a table shows each for a few seconds). */
  readonly phrases: readonly SaidPhrase[];
  /** The table's chat as this connection may read it, oldest first (chat.ts on the server). */
  readonly chat: readonly ChatLine[];
}

const LOG_LIMIT = 200;
const PHRASE_LIMIT = 12;
const CHAT_LIMIT = 200;

/** Chat lines merged by their number (a log after a reconnection repeats some), oldest first. */
function mergeChat(known: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const byN = new Map(known.map((l) => [l.n, l]));
  for (const line of more) byN.set(line.n, line);
  return [...byN.values()].sort((a, b) => a.n - b.n).slice(-CHAT_LIMIT);
}

/** A refused join's or create's reason in the player's language; null for other failures. */
function refusalReason(code: string | undefined, roomId: string | null): string | null {
  switch (code as JoinRefusalCode | undefined) {
    case "ROOM_FULL":
      return i18next.t("lobby.refusedFull");
    case "MATCH_STARTED":
      return i18next.t("lobby.refusedStarted");
    case "ROOM_NOT_FOUND":
      return i18next.t("lobby.refusedUnknown", { code: roomId });
    case "INVALID_OPTIONS":
    case "MALFORMED_OPTIONS":
      return i18next.t("lobby.refusedOptions");
    case "INVALID_SEATS":
      return i18next.t("lobby.refusedSeats");
    case "INVALID_TIME_LIMIT":
      return i18next.t("lobby.refusedTime");
    case "UNKNOWN_GAME":
      return i18next.t("lobby.refusedGame");
    case "KICKED":
      return i18next.t("lobby.refusedKicked");
    case "ONE_SEAT_PER_CLIENT":
      return i18next.t("lobby.refusedOneSeat");
    case "TOO_MANY_JOINS":
      return i18next.t("lobby.refusedBusy");
    case "MATCH_FAILED":
      return i18next.t("lobby.refusedFailed");
    case "SIGN_IN_REQUIRED":
      return i18next.t("lobby.refusedSignIn");
    default:
      return null;
  }
}

/** A failed join or create: its code (when the server refused it) and the server's own words, for the details a page may read. */
export class JoinRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** Why joining failed, in the player's language when it is a refusal (its code apart, in `failureCode`). */
function failureOf(error: unknown, roomId: string | null): { failure: string; failureCode: string | null; detail: string } {
  const text = error instanceof Error ? error.message : String(error);
  const code = /^([A-Z_]+): /.exec(text)?.[1] ?? null;
  const reason = refusalReason(code ?? undefined, roomId);
  return { failure: reason ?? text, failureCode: reason ? code : null, detail: text };
}

/**
 * Rejoins tried when a table moves to another process or its server restarts: 0.5 s apart,
 * growing by 0.5 s to at most 5 s (about 50 s in all, room for a restart that restores the match).
 */
const FOLLOW_ATTEMPTS = 16;
const followDelay = (attempt: number) => Math.min(5000, 500 * (attempt + 1));

/**
 * How the SDK gives a dropped connection up: at once when it dropped within its first
 * seconds in the room (1006, "Room uptime too short for reconnection"), or after its
 * retries (4003). The seat is still ours (the server keeps it for the guest token).
 */
const GAVE_UP_RECONNECTING = new Set([1006, 4003]);

const INITIAL: SessionState = { status: "connecting", failure: null, failureCode: null, welcome: null, info: null, view: null, log: [], error: null, phrases: [], chat: [] };

/** Resolves once the browser is online: at once if it is. */
function online(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => addEventListener("online", () => resolve(), { once: true }));
}

/** Closes a room's connection as the SDK does when the browser goes offline (it may skip one: see `RoomSession.closeOnOffline`). */
export function closeAsOffline(room: Room | null): void {
  const connection = room?.connection;
  if (connection?.isOpen) connection.close(CloseCode.MAY_TRY_RECONNECT, "offline");
}

export function endpoint(): string {
  return `${location.protocol}//${location.host}`;
}

export class RoomSession {
  private state: SessionState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private room: Room | null = null;
  private nextLogId = 0;
  private left = false;
  /** The server's own words for the last failure (a create's page reads which option was refused). */
  private failureDetail = "";
  /** Our guest token: after the SDK reconnects, the first thing we send proves the seat is ours. */
  private token = "";

  private constructor(
    readonly roomId: string | null,
    readonly spectating = false,
  ) {}

  /** Joins an existing room (our seat comes back when our token already holds one). */
  static join(roomId: string, spectate = false): RoomSession {
    const s = new RoomSession(roomId, spectate);
    void s.connect((client, auth) => client.joinById(roomId, { ...auth, ...(spectate ? { spectate: true } : {}) } satisfies JoinOptions));
    return s;
  }

  static async create(request: CreateRequest): Promise<RoomSession> {
    const s = new RoomSession(null);
    await s.connect((client, auth) => client.create("game", { ...request, ...auth }));
    if (s.state.status === "failed") throw new JoinRefused(s.state.failure ?? "could not create the room", s.state.failureCode, s.failureDetail);
    return s;
  }

  /** A refused join rejects with the server's code first in the message (`ROOM_FULL: every seat is taken`). */
  private async connect(open: (client: Client, auth: { name?: string; token: string }) => Promise<Room>, { retrying = false } = {}): Promise<void> {
    try {
      const guest = await ensureGuest();
      this.token = guest.token;
      const name = remembered.name().trim();
      const room = await open(new Client(endpoint()), { token: guest.token, ...(name ? { name } : {}) });
      if (this.left) return void room.leave(true);
      this.attach(room);
      this.set({ status: "open" });
    } catch (error) {
      await languageReady; // a table's address joins while the page's language loads: the refusal is told in it
      const { detail, ...failure } = failureOf(error, this.roomId);
      this.failureDetail = detail;
      // Between a follow's attempts the page keeps saying "Reconnecting…" rather than flashing a refusal.
      if (!retrying) this.set({ status: "failed", ...failure });
    }
  }

  /**
   * The SDK closes its connections on the browser's `offline` event, but walks its list of them
   * while each closed one takes itself out: with two open (the lobby's, still closing as the table
   * opens, and the table's) it skips the table's, which would sit on a dead socket with no
   * "Reconnecting…". So the table closes its own as the SDK would (4010: may try to reconnect).
   */
  private readonly closeOnOffline = (): void => closeAsOffline(this.room);

  private attach(room: Room): void {
    this.room = room;
    addEventListener("offline", this.closeOnOffline); // once per session: the same listener is not added twice
    room.onMessage("welcome", (w: WelcomeMessage) => {
      if (w.token) remembered.setGuest(w.token, w.playerId);
      this.set({ welcome: w });
    });
    room.onMessage("room", (info: RoomInfo) => {
      // "Play again": the room left its finished match for the next one; that match's view and log are gone.
      const next = this.state.info?.status === "finished" && info.status !== "finished";
      this.set(next ? { info, view: null, log: [] } : { info });
    });
    room.onMessage("chat", (line: ChatLine) => this.set({ chat: mergeChat(this.state.chat, [line]) }));
    room.onMessage("chatLog", (m: ChatLogMessage) => this.set({ chat: mergeChat(this.state.chat, m.lines) }));
    room.onMessage("view", (view: ViewMessage) => {
      const entries = view.events.map((event) => ({ id: this.nextLogId++, seq: view.seq, event }));
      const log = entries.length ? [...this.state.log, ...entries].slice(-LOG_LIMIT) : this.state.log;
      this.set({ view, log });
    });
    room.onMessage("error", (e: ErrorMessage) => this.set({ error: { ...e, at: Date.now() } }));
    room.onMessage("phrase", (p: PhraseMessage) => {
      const said = { id: this.nextLogId++, seat: p.seat, phrase: p.phrase, at: Date.now() };
      this.set({ phrases: [...this.state.phrases, said].slice(-PHRASE_LIMIT) });
    });
    room.onDrop(() => this.set({ status: "reconnecting" }));
    room.onReconnect(() => {
      // The reconnection token alone proves nothing to the server (it travels in the URL): show our guest token first.
      room.send("resume", { token: this.token });
      this.set({ status: "open" });
    });
    room.onLeave((code: number, reason?: string) => {
      if (this.left) return;
      // A table that moved, a server stopping (it restores running matches when it starts again),
      // or a connection the SDK will not resume: rejoin by our guest token.
      if (code === CLOSE_MOVED || code === CloseCode.SERVER_SHUTDOWN || code === CLOSE_UNPROVEN || GAVE_UP_RECONNECTING.has(code)) return void this.follow(room.roomId);
      if (code === CLOSE_KICKED) return this.set({ status: "failed", failure: i18next.t("lobby.refusedKicked"), failureCode: "KICKED" });
      if (code === CLOSE_SERVER_STOPPED) {
        // The table is gone: a finished match's standings stay on screen, anything else says so at once.
        if (this.state.info?.status === "finished") return this.set({ status: "closed", failure: i18next.t("room.serverRestarting") });
        return this.set({ status: "failed", failure: i18next.t("room.serverStopped"), failureCode: "SERVER_STOPPED" });
      }
      this.set({ status: "closed", failure: reason ?? `closed (${code})` });
    });
  }

  /**
   * The table moved to another server process (its owner lost the room's lease), its server is
   * restarting, or our dropped connection cannot be resumed: join it again by its code, where our
   * player token gets our seat back. A moved table's new owner has usually restored it already;
   * the retries cover the moment it takes over, a restart, or the network coming back.
   */
  private async follow(roomId: string): Promise<void> {
    this.set({ status: "reconnecting" });
    for (let attempt = 0; attempt < FOLLOW_ATTEMPTS && !this.left; attempt++) {
      // Offline (a phone in a tunnel), no attempt can succeed: wait for the network rather than
      // spend them all and show a failure. The seat is held for its player meanwhile.
      await online();
      if (this.left) return;
      const last = attempt === FOLLOW_ATTEMPTS - 1;
      await this.connect((client, auth) => client.joinById(roomId, { ...auth, ...(this.spectating ? { spectate: true } : {}) } satisfies JoinOptions), { retrying: !last });
      if (this.state.status === "open" || this.left || last) return;
      await new Promise((resolve) => setTimeout(resolve, followDelay(attempt)));
    }
  }

  get id(): string | null {
    return this.room?.roomId ?? this.roomId;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): SessionState => this.state;

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  send(type: string, payload?: unknown): void {
    this.room?.send(type, payload);
  }

  /**
   * A game action, tagged with the view it answers so a stale click is refused,
   * not misapplied. Not in simultaneous phases (several active seats): there the
   * others' submissions move `seq` on without changing what we may do.
   */
  act(action: Action): void {
    const view = this.state.view;
    this.send("act", view && view.active.length === 1 ? { action, seq: view.seq } : { action });
  }

  /** A quick phrase of the game's list, to everyone at the table (seated players only). */
  say(phrase: string): void {
    this.send("phrase", { phrase });
  }

  clearError(): void {
    this.set({ error: null });
  }

  async leave(): Promise<void> {
    this.left = true;
    removeEventListener("offline", this.closeOnOffline);
    await this.room?.leave(true).catch(() => {});
  }
}

/** The one live session, so a re-render (or React's dev double mount) never joins twice. */
let current: RoomSession | null = null;

export function sessionFor(roomId: string, spectate: boolean): RoomSession {
  // Reuse this table's connection (a failed one too: the page shows why); switching to watching starts afresh.
  if (current && current.id === roomId && current.spectating === spectate) return current;
  void current?.leave();
  current = RoomSession.join(roomId, spectate);
  return current;
}

export function adoptSession(session: RoomSession): void {
  if (current && current !== session) void current.leave();
  current = session;
}

export async function leaveSession(): Promise<void> {
  const s = current;
  current = null;
  await s?.leave();
}
