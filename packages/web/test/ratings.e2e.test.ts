/**
 * The leaderboard and profile pages (issue 22) in Chromium. The ratings come from
 * two matches stored and finished through the server's own store (how they are
 * rated is the server's test, ratings.test.ts, with real clients); the pages are
 * what is checked here: the order and your own row, the link to a profile, its
 * totals, its chart and its replays, the lobby's links and the phone header.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameResult } from "@gg/core";
import { chromiumAvailable, newPlayer, PHONE, startWorld, type World } from "./harness.ts";

type SeatRow = Parameters<World["server"]["context"]["store"]["createMatch"]>[0]["seats"][number];

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("leaderboard and profile pages", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  /** A two-player Oh Hell match between `seats`, stored and finished with `result` as the server does. */
  async function finished(id: string, seats: SeatRow[], result: GameResult): Promise<void> {
    const store = world.server.context.store;
    for (const s of seats) await store.upsertPlayer(s.playerId!, s.name);
    await store.createMatch({ id, game: "oh-hell", engineVersion: "2.0.0", options: {}, players: 2, seed: `seed-${id}`, seedCommitment: "c0ffee", seats, config: { timeLimit: 30, visibility: "public", host: 0 }, createdAt: Date.now() });
    await store.finishMatch(id, result);
  }

  it("lists the players by rating with your own row marked, and a profile with its rating's history and replays", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    // The lobby links both pages; the profile of a guest who never sat at a table is empty.
    await page.getByRole("link", { name: "My profile" }).click();
    await page.getByText("No rated matches yet.").waitFor();
    const ana = await page.evaluate(() => localStorage.getItem("gg.playerId"));
    expect(ana).toBeTruthy();

    const seats: SeatRow[] = [{ playerId: ana, name: "Ana", bot: null }, { playerId: "g_bob", name: "Bob", bot: null }];
    await finished("ratings-e2e-1", seats, { scores: [40, 12], winners: [0], ranks: [1, 2] });
    await finished("ratings-e2e-2", seats, { scores: [33, 35], winners: [1], ranks: [2, 1] });
    await finished("ratings-e2e-3", seats, { scores: [51, 20], winners: [0], ranks: [1, 2] });

    await page.goto(`${world.url}/leaderboards/oh-hell`);
    const rows = page.locator("table.leaderboard tbody tr");
    await rows.nth(1).waitFor();
    expect(await rows.locator("td:nth-child(2) a").allTextContents()).toEqual(["Ana", "Bob"]);
    expect(await rows.nth(0).getAttribute("aria-current")).toBe("true");
    expect(await rows.nth(1).getAttribute("aria-current")).toBeNull();
    await page.getByText("2 rated players").waitFor();

    // Ana's name opens her profile: 3 matches, 2 won, the Oh Hell rating at rank 1 with a 3-point chart, 3 replays.
    await rows.nth(0).getByRole("link", { name: "Ana" }).click();
    await page.getByText("3 matches played").waitFor();
    await page.getByText("2 wins").waitFor();
    const game = page.locator('[data-game="oh-hell"]');
    await game.getByText(/rank 1, 3 rated matches, 2 won/).waitFor();
    expect(await game.locator("svg.rating-chart circle").count()).toBe(3);
    expect(await game.locator("svg.rating-chart").getAttribute("aria-label")).toMatch(/over the last 3 rated matches/);
    expect(await page.getByRole("link", { name: "Replay" }).count()).toBe(3);
    expect(page.url()).toBe(`${world.url}/players/${ana}`);

    // On a phone the header keeps three links; the leaderboards stay one tap away in the lobby.
    await page.setViewportSize(PHONE);
    await page.goto(world.url + "/");
    // The page renders once its language is in, which may be after the load event: wait for the header.
    await page.locator(".app-header nav a").first().waitFor();
    expect(await page.locator(".app-header nav a:visible").count()).toBe(3);
    await page.getByRole("link", { name: "Leaderboards" }).click();
    await rows.nth(1).waitFor();
    await context.close();
  });
});
