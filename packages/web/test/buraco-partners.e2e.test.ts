/**
 * Buraco in the browser: a whole match at four players, in partnerships (buraco-match.ts).
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { playBuracoMatch } from "./buraco-match.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Buraco in the browser, partners", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole match to 1,500 at 4 players against bots, by tap, keyboard and drag, choosing wild cards' places", () => playBuracoMatch(world, 4));
});
