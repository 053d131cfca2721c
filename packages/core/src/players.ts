/**
 * How many players a game takes: every count from `minPlayers` to `maxPlayers`,
 * unless the game lists its own (`playerCounts`: Truco is 2 or 4). Everything that
 * seats players (Match, the server, the CLI, the lobby) asks here.
 */
import type { AnyGame } from "./contract.ts";

/** Every player count the game takes, ascending. */
export function playerCounts(game: AnyGame): readonly number[] {
  if (game.playerCounts) return game.playerCounts;
  return Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
}

export function takesPlayers(game: AnyGame, players: number): boolean {
  return Number.isInteger(players) && playerCounts(game).includes(players);
}

/** "2–9", or "2 or 4" for a game with listed counts: for messages. */
export function playersText(game: AnyGame): string {
  if (!game.playerCounts) return `${game.minPlayers}–${game.maxPlayers}`;
  const counts = game.playerCounts;
  return counts.length === 1 ? String(counts[0]) : `${counts.slice(0, -1).join(", ")} or ${counts[counts.length - 1]}`;
}

/** The count the game takes nearest to `wanted` (the smaller on a tie): a sensible default table. */
export function nearestPlayerCount(game: AnyGame, wanted: number): number {
  let best = playerCounts(game)[0]!;
  for (const count of playerCounts(game)) if (Math.abs(count - wanted) < Math.abs(best - wanted)) best = count;
  return best;
}
