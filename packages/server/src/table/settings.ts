/**
 * A new table's settings, from a create request: the game and its options
 * (through the game's own schema), the number of seats, the time limit and
 * the visibility. Anything wrong is a `Refusal` naming what.
 */
import { InvalidOptionsError, nearestPlayerCount, parseOptions, playersText, takesPlayers, type AnyGame } from "@gg/core";
import { CreateOptions } from "../messages.ts";
import type { TimeLimit, Visibility } from "../protocol.ts";
import { Refusal } from "./refusal.ts";

export interface TableSettings {
  readonly game: AnyGame;
  readonly options: unknown;
  readonly seats: number;
  readonly timeLimit: TimeLimit;
  readonly visibility: Visibility;
}

export function tableSettings(raw: unknown, games: readonly AnyGame[]): TableSettings {
  const parsed = CreateOptions.safeParse(raw ?? {});
  if (!parsed.success) throw new Refusal("MALFORMED_OPTIONS", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const request = parsed.data;
  const game = games.find((g) => g.id === request.game);
  if (!game) throw new Refusal("UNKNOWN_GAME", `no game '${request.game}' (games: ${games.map((g) => g.id).join(", ")})`);
  let options: unknown;
  try {
    options = parseOptions(game, request.options ?? {});
  } catch (error) {
    if (error instanceof InvalidOptionsError) throw new Refusal("INVALID_OPTIONS", error.message);
    throw error;
  }
  const seats = request.seats ?? nearestPlayerCount(game, 4);
  if (!takesPlayers(game, seats)) throw new Refusal("INVALID_SEATS", `${game.id} takes ${playersText(game)} players`);
  const visibility = request.visibility ?? "public";
  const timeLimit = request.timeLimit === undefined ? 30 : request.timeLimit;
  if (timeLimit === null && visibility === "public") throw new Refusal("INVALID_TIME_LIMIT", "only private rooms may play without a time limit");
  return { game, options, seats, timeLimit, visibility };
}
