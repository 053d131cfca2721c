/**
 * Buraco in the browser: a whole match at two players, the two-player layout checked at both sizes (buraco-match.ts).
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { coverBuracoTwoPlayers } from "./buraco-match.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Buraco in the browser, two players", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole match to 1,500 at 2 players against bots, by tap, keyboard and drag, choosing wild cards' places", () => coverBuracoTwoPlayers(world));
});
