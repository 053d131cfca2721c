/**
 * HTTP beside the WebSocket rooms: health, metrics, the lobby listing, match
 * records and player history, and the web client's static files. One plain
 * Node handler (mounted in Colyseus' Express app) keeps it framework-free.
 */
import { timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { botLevels, optionBounds, playerCounts } from "@gg/core";
import type { ServerContext } from "./context.ts";
import { LimitExceeded } from "./limits.ts";
import { staticFiles } from "./static.ts";
import { accountRoute, isAccountPath } from "./accounts/routes.ts";
import { historyViewer } from "./accounts/join.ts";
import { isRatingsPath, ratingsRoute } from "./ratings/routes.ts";
import type { ApiError, GameInfo, GuestIdentity, Health, HistoryEntry, Listing, MatchRunning, PublishedMatch, RoomInfo } from "./protocol.ts";

type Next = (error?: unknown) => void;

/** Every JSON answer, as declared in `protocol.ts`; each route also checks its own body with `satisfies`. */
type Answer = Health | ApiError | MatchRunning | PublishedMatch | GuestIdentity | RoomInfo | readonly Listing[] | readonly GameInfo[] | readonly HistoryEntry[];

/** A match stopped because its stored record was damaged (table/corrupt.ts). */
const MATCH_FAILED = { code: "MATCH_FAILED", message: "this match was stopped: its stored record was damaged and could not be restored" } satisfies ApiError;

function json(res: ServerResponse, status: number, body: Answer): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(text);
}

export function httpHandler(ctx: ServerContext): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const serveStatic = ctx.config.staticDir && existsSync(ctx.config.staticDir) ? staticFiles(resolve(ctx.config.staticDir)) : null;

  return (req, res, next) => {
    route(req, res).catch((error) => {
      ctx.log.error({ err: error, url: req.url }, "http request failed");
      if (!res.headersSent) json(res, 500, { code: "INTERNAL", message: "internal error" } satisfies ApiError);
      else res.end();
    });

    async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = new URL(req.url ?? "/", "http://local");
      const path = url.pathname;
      const method = req.method ?? "GET";
      let m: RegExpMatchArray | null;

      if (method === "GET" && path === "/healthz") {
        const database = await ctx.health.check();
        if (!database.ok) return json(res, 503, { ok: false, error: database.error } satisfies Health);
        return json(res, 200, { ok: true, rooms: [...ctx.directory.all()].length, uptimeSeconds: Math.round(process.uptime()) } satisfies Health);
      }
      if (method === "GET" && path === "/metrics") {
        if (!metricsAllowed(req, ctx.config.metricsToken)) return json(res, 403, { code: "FORBIDDEN", message: "metrics need the metrics token, or a request from this machine" } satisfies ApiError);
        res.writeHead(200, { "content-type": ctx.metrics.registry.contentType });
        return void res.end(await ctx.metrics.registry.metrics());
      }
      if (method === "GET" && path === "/api/games") {
        return json(res, 200, ctx.games.map((g) => ({ id: g.id, names: g.names, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, playerCounts: playerCounts(g), botLevels: botLevels(g), optionText: g.optionText, defaults: g.options.parse({}), bounds: optionBounds(g), phrases: g.phrases ?? [] }) satisfies GameInfo));
      }
      if (method === "GET" && path === "/api/rooms") return json(res, 200, (await ctx.shared.listings()) satisfies Listing[]);
      // An invite link's code → the room's public info (game, seats, status), private rooms included.
      if (method === "GET" && (m = path.match(/^\/api\/rooms\/([\w-]{1,64})$/))) {
        const info = await ctx.shared.get(m[1]!);
        return info ? json(res, 200, info satisfies RoomInfo) : json(res, 404, { code: "NOT_FOUND", message: "no such room" } satisfies ApiError);
      }
      if (method === "POST" && path === "/api/guests") {
        try {
          ctx.limits.newGuest(ctx.limits.address(req));
        } catch (error) {
          if (error instanceof LimitExceeded) return json(res, 429, { code: "RATE_LIMITED", message: error.message.replace(/^RATE_LIMITED: /, "") } satisfies ApiError);
          throw error;
        }
        const guest = ctx.auth.issue();
        return json(res, 201, { playerId: guest.playerId, token: guest.token } satisfies GuestIdentity);
      }
      if (method === "GET" && (m = path.match(/^\/api\/matches\/([\w-]{1,64})$/))) {
        // A damaged record (table/corrupt.ts) is not published; its rows may not even read.
        if ((await ctx.store.matchStatus(m[1]!)) === "failed") return json(res, 410, MATCH_FAILED);
        const stored = await ctx.store.loadMatch(m[1]!);
        if (!stored) return json(res, 404, { code: "NOT_FOUND", message: "no such match" } satisfies ApiError);
        const { id, seedCommitment, seats, createdAt } = stored;
        const game = stored.record.game;
        // The seed deals every hand: a running match's record would leak them all.
        if (stored.status === "failed") return json(res, 410, MATCH_FAILED);
        if (stored.status === "running") {
          return json(res, 409, { code: "MATCH_RUNNING", message: "the record is published when the match ends", id, status: stored.status, game, seedCommitment, seats, createdAt, actions: stored.record.actions.length } satisfies MatchRunning);
        }
        return json(res, 200, { id, status: stored.status, game, seedCommitment, seats, createdAt, finishedAt: stored.finishedAt, result: stored.result, record: stored.record, chat: await ctx.store.matchChat(id) } satisfies PublishedMatch);
      }
      if (method === "GET" && (m = path.match(/^\/api\/players\/([\w-]{1,64})\/matches$/))) {
        // The player's own token (Authorization: Bearer …) shows their running and private matches too.
        const viewer = await historyViewer(ctx, req.headers.cookie, bearerToken(req));
        return json(res, 200, (await ctx.store.playerMatches(m[1]!, viewer)) satisfies HistoryEntry[]);
      }
      if (method === "GET" && isRatingsPath(path)) return ratingsRoute(ctx, res, url, () => historyViewer(ctx, req.headers.cookie, bearerToken(req)));
      if (isAccountPath(path)) return accountRoute(ctx, req, res, path);
      if (path.startsWith("/api/")) return json(res, 404, { code: "NOT_FOUND", message: `no route ${method} ${path}` } satisfies ApiError);
      if (serveStatic && (method === "GET" || method === "HEAD")) return serveStatic(req, res, path, next);
      next();
    }
  };
}

/**
 * With a metrics token, the request must bear it. Without one, only a request
 * made straight from this machine (a local Prometheus, `curl`) may read the
 * metrics: not one relayed by a proxy, which would come from loopback too.
 */
function metricsAllowed(req: IncomingMessage, token: string | null): boolean {
  if (token !== null) {
    const given = Buffer.from(bearerToken(req) ?? "");
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const peer = req.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
  return loopback && req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined && req.headers["x-real-ip"] === undefined;
}

function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : null;
}
