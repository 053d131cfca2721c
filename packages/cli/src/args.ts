/** Shared option parsing for commands. */
import { InvalidOptionsError, nearestPlayerCount, parseOptions, playersText, takesPlayers, type AnyGame } from "@gg/core";
import { getGame } from "@gg/games";

export function gameArg(id: string): AnyGame {
  try {
    return getGame(id);
  } catch (error) {
    fail((error as Error).message);
  }
}

export function intArg(value: string, name: string, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}, not '${value}'`);
  return n;
}

/** `--options '{"upAndDown":true}'`, validated by the game's schema. */
export function optionsArg(game: AnyGame, json: string | undefined): unknown {
  let raw: unknown = {};
  if (json) {
    try {
      raw = JSON.parse(json);
    } catch {
      fail(`--options must be JSON, e.g. '{"upAndDown":true}'`);
    }
  }
  try {
    return parseOptions(game, raw);
  } catch (error) {
    if (error instanceof InvalidOptionsError) fail(error.message);
    throw error;
  }
}

export function playersArg(game: AnyGame, value: string | undefined): number {
  const players = value === undefined ? nearestPlayerCount(game, 4) : intArg(value, "players", 1);
  if (!takesPlayers(game, players)) fail(`${game.id} takes ${playersText(game)} players`);
  return players;
}

export function fail(message: string): never {
  process.stderr.write(`gg: ${message}\n`);
  process.exit(2);
}
