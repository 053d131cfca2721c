/**
 * One shape for every game: rounds are counted from 1 in events. In every
 * registered game the first event that names a round says round 1, and the
 * scored rounds (`roundScored`) run 1, 2, 3, … with no gap.
 */
import { describe, expect, it } from "vitest";
import { nearestPlayerCount, playMatch, type GameEvent } from "@gg/core";
import { GAMES } from "./index.ts";

const roundOf = (event: GameEvent): number | undefined => (typeof event.round === "number" ? event.round : undefined);

describe("round numbers start at 1 in every game", () => {
  it.each(GAMES.map((g) => [g.id, g] as const))("%s", (_id, game) => {
    const players = nearestPlayerCount(game, 4);
    const seen: GameEvent[] = [];
    const { match } = playMatch(game, {
      players,
      seed: `rounds/${game.id}`,
      afterAction: (_m, _seat, _action, events) => seen.push(...events),
    });
    const events = [...match.setupEvents, ...seen];
    const numbered = events.filter((e) => roundOf(e) !== undefined);
    if (numbered.length > 0) expect(roundOf(numbered[0]!), `${numbered[0]!.type} names the first round`).toBe(1);
    const scored = events.filter((e) => e.type === "roundScored" && e.to === "all").map(roundOf);
    if (scored.every((r) => r !== undefined)) expect(scored).toEqual(scored.map((_, i) => i + 1));
  });
});
