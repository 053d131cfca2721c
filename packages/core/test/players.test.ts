import { describe, expect, it } from "vitest";
import { Match, nearestPlayerCount, playerCounts, playersText, takesPlayers, InvalidSetupError, type AnyGame } from "../src/index.ts";
import { race as raceGame } from "./race.ts";

// The race fixture (2–3 players) with listed counts, as Truco lists 2 and 4.
const evenOnly: AnyGame = { ...raceGame, maxPlayers: 4, playerCounts: [2, 4] };

describe("the player counts a game takes", () => {
  it("are the whole range from min to max unless the game lists them", () => {
    expect(playerCounts(raceGame)).toEqual([2, 3]);
    expect(playersText(raceGame)).toBe("2–3");
    expect(playerCounts(evenOnly)).toEqual([2, 4]);
    expect(playersText(evenOnly)).toBe("2 or 4");
  });
  it("a count inside the range but not listed is refused by Match", () => {
    expect(takesPlayers(evenOnly, 3)).toBe(false);
    expect(() => new Match(evenOnly, { players: 3, seed: "x" })).toThrow(InvalidSetupError);
  });
  it("the default table is the listed count nearest the wish", () => {
    expect(nearestPlayerCount(evenOnly, 3)).toBe(2);
    expect(nearestPlayerCount(evenOnly, 4)).toBe(4);
    expect(nearestPlayerCount(raceGame, 4)).toBe(3);
  });
});
