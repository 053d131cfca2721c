/**
 * The ratings' routes (http.ts hands them every GET it matches with `isRatingsPath`):
 *   GET /api/leaderboards/:game[?player=<id>]  Leaderboard: the top 100 and that player's own row
 *   GET /api/players/:id/profile               PlayerProfile (the asker's token or session shows their private matches in `recent`)
 *   GET /api/ratings/bots                      BotRating[]: the bots' fixed ratings
 * Ratings are public, like the tables where they were earned.
 */
import type { ServerResponse } from "node:http";
import type { ServerContext } from "../context.ts";
import type { ApiError } from "../protocol.ts";
import type { BotRating, Leaderboard, PlayerProfile } from "../ratings-protocol.ts";
import { RatingBoard } from "./board.ts";
import { publishedBotRatings } from "./bots.ts";

const LEADERBOARD = /^\/api\/leaderboards\/([\w-]{1,64})$/;
const PROFILE = /^\/api\/players\/([\w-]{1,64})\/profile$/;
const BOTS = "/api/ratings/bots";
const PLAYER_ID = /^[\w-]{1,64}$/;

export function isRatingsPath(path: string): boolean {
  return LEADERBOARD.test(path) || PROFILE.test(path) || path === BOTS;
}

function send(res: ServerResponse, status: number, body: Leaderboard | PlayerProfile | readonly BotRating[] | ApiError): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/** `viewer`: the player the request's token or session proves, asked only for a profile. */
export async function ratingsRoute(ctx: ServerContext, res: ServerResponse, url: URL, viewer: () => Promise<string | null>): Promise<void> {
  const board = new RatingBoard(ctx.store.db);
  let m: RegExpMatchArray | null;
  if ((m = url.pathname.match(LEADERBOARD))) {
    const game = m[1]!;
    if (!ctx.games.some((g) => g.id === game)) return send(res, 404, { code: "NOT_FOUND", message: `no game ${game}` } satisfies ApiError);
    const player = url.searchParams.get("player");
    // Something that is no player id has no row.
    return send(res, 200, (await board.leaderboard(game, player !== null && PLAYER_ID.test(player) ? player : null)) satisfies Leaderboard);
  }
  if ((m = url.pathname.match(PROFILE))) {
    const profile = await board.profile(ctx.store, m[1]!, await viewer());
    return profile.name === null ? send(res, 404, { code: "NOT_FOUND", message: "no such player" } satisfies ApiError) : send(res, 200, profile satisfies PlayerProfile);
  }
  return send(res, 200, publishedBotRatings() satisfies BotRating[]);
}
