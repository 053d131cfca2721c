/**
 * Every refused join carries our code first in its message. A join goes in two
 * steps: an HTTP request reserves a seat (`POST /matchmake/joinById/<id>`), then
 * the client opens the room's socket and `onJoin` runs. `onJoin`'s refusals
 * (`ROOM_FULL`, `MATCH_STARTED`, `MALFORMED_OPTIONS`) reach the SDK as an error
 * frame before the socket closes with 4002, and reject the join promptly in Node
 * and in browsers alike (test/refusals.test.ts, the web client's lobby test). An
 * unknown code never reaches a room: Colyseus refuses the HTTP request with its
 * own words (`room "…" not found`, 522), which we replace with ours here.
 * Clients may join the lobby but never create one (only the server does), and
 * every request passes the per-client limits (limits.ts) first.
 */
import { ErrorCode, LocalDriver, ServerError, matchMaker, type IRoomCache, type SortOptions } from "@colyseus/core";
import type { Logger } from "pino";
import { serverContext } from "./context.ts";
import { LimitExceeded, currentRequest } from "./limits.ts";

let installed = false;

/**
 * Room types only the server creates (one lobby per process, at start). Colyseus
 * would let any client create more over HTTP, and a lobby never disposes itself:
 * each one created that way would live for good.
 */
const SERVER_CREATED = new Set(["lobby"]);

/**
 * The refusals a client may read: ours (`CODE: message`, from onCreate and the
 * limits) and Colyseus' own matchmaking answers. Anything else is an internal
 * failure (a Redis or database error, a bug) whose words stay in the log.
 */
const CLIENT_FACING = new Set<number>([ErrorCode.MATCHMAKE_NO_HANDLER, ErrorCode.MATCHMAKE_INVALID_CRITERIA, ErrorCode.MATCHMAKE_INVALID_ROOM_ID, ErrorCode.MATCHMAKE_EXPIRED, ErrorCode.AUTH_FAILED]);
const OUR_REFUSAL = /^[A-Z][A-Z_]+: /;

let log: Logger | null = null;

function clientFacing(error: unknown): boolean {
  return error instanceof ServerError && (CLIENT_FACING.has(error.code) || OUR_REFUSAL.test(error.message));
}

/** Wraps Colyseus' matchmaking controller (a process singleton) once; `logger` receives internal failures. */
export function typedMatchmakingRefusals(logger: Logger): void {
  log = logger;
  if (installed) return;
  installed = true;
  const controller = matchMaker.controller;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = async function (method, roomName, clientOptions, authOptions) {
    if (SERVER_CREATED.has(roomName)) {
      if (method === "create") throw new ServerError(403, `NOT_ALLOWED: the server creates the ${roomName}; join it`);
      if (method === "joinOrCreate") method = "join";
    }
    admit(method, roomName, clientOptions);
    try {
      return await invoke.call(this, method, roomName, clientOptions, authOptions);
    } catch (error) {
      // The same code also says "is locked" (a room at its 64 connections): that stays Colyseus' words.
      if (method === "joinById" && (error as ServerError).code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID && /not found/.test((error as Error).message)) {
        // A match stopped because its stored record was damaged (table/corrupt.ts): its players are told so.
        if ((await serverContext().store.matchStatus(roomName).catch(() => null)) === "failed") {
          throw new ServerError(410, `MATCH_FAILED: the match at table ${roomName} was stopped: its stored record was damaged and could not be restored`);
        }
        throw new ServerError(404, `ROOM_NOT_FOUND: no table has the code ${roomName}`);
      }
      // A table turned the seat reservation down (reservations.ts: joins waiting in bounded lines).
      if (/ is already full\.$/.test((error as Error).message ?? "")) {
        throw new ServerError(429, "TOO_MANY_JOINS: too many joins are waiting at this table; try again in a few seconds");
      }
      if (clientFacing(error)) throw error;
      log?.error({ err: error, method, roomName }, "matchmaking failed");
      throw new ServerError(500, "INTERNAL: the server could not handle this request; try again");
    }
  };
}

/** Per-client limits (limits.ts) on a matchmaking request, by the address its HTTP request came from. */
function admit(method: string, roomName: string, clientOptions: unknown): void {
  const request = currentRequest.getStore();
  if (!request || method === "reconnect") return;
  const ctx = serverContext();
  // `roomName` is the room's id for joinById: every room but the lobby is a game room.
  const lobby = SERVER_CREATED.has(roomName) || (method === "joinById" && SERVER_CREATED.has(matchMaker.getLocalRoomById(roomName)?.roomName ?? ""));
  const token = (clientOptions as { token?: unknown } | null)?.token;
  // A game room gives a joiner without a valid token a new guest identity.
  const playerId = lobby ? "" : ctx.auth.verify(token);
  try {
    ctx.limits.matchmake(request.address, !lobby && (method === "create" || method === "joinOrCreate"), playerId);
  } catch (error) {
    if (error instanceof LimitExceeded) throw new ServerError(429, error.message);
    throw error;
  }
}

/**
 * Colyseus' one-process driver, with rooms also indexed by id. Every join by
 * code and every seat reservation looks its room up by id (`findOne({ roomId })`),
 * which the stock driver answers by filtering the list of all rooms: with
 * thousands of rooms, a burst of joins spent a tenth of the server's time there
 * (the server benchmark's profile). Other queries keep the stock behaviour.
 */
export class IndexedLocalDriver extends LocalDriver {
  private readonly byId = new Map<string, IRoomCache>();

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const keys = Object.keys(conditions);
    if (keys.length === 1 && keys[0] === "roomId" && !sortOptions) return Promise.resolve(this.byId.get(conditions.roomId!) as IRoomCache);
    return super.findOne(conditions, sortOptions);
  }

  override async insert(room: IRoomCache): Promise<boolean> {
    const inserted = await super.insert(room);
    if (inserted) this.byId.set(room.roomId, room);
    return inserted;
  }

  override persist(room: IRoomCache, create = false): boolean {
    const persisted = super.persist(room, create);
    if (persisted) this.byId.set(room.roomId, room);
    return persisted;
  }

  override remove(roomId: string): boolean {
    this.byId.delete(roomId);
    return super.remove(roomId);
  }

  override clear(): void {
    this.byId.clear();
    super.clear();
  }
}
