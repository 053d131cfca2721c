/**
 * The lobby in a real browser: a public table appears live while it waits,
 * moves to the tables in play when it starts and is watched from there, and
 * goes when it ends; refused joins (full table, unknown code) say why at once; a lost connection
 * is said, and the list catches up once the network is back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("the lobby in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // Bots think a while, so the match is still running while it is watched.
    world = await startWorld({ botDelayMs: 1500 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("lists a table waiting, then in play; Watch opens the spectator view; the finished table goes", async () => {
    const lia = await newPlayer(world, "Lia");
    await lia.page.getByText("No table is in play right now.").waitFor();
    const host = await newPlayer(world, "Hal");
    const code = await createRoom(host.page, "oh-hell", { seats: 3 });

    const card = lia.page.locator(`[data-room="${code}"]`);
    await card.getByRole("button", { name: "Join Oh Hell hosted by Hal" }).waitFor();
    await expect(card.getByRole("button", { name: "Watch Oh Hell hosted by Hal" }).count()).resolves.toBe(1);
    await addBots(host.page, 2);
    await card.waitFor({ state: "detached" }); // full: nobody can join it
    await start(host.page);

    // Live, without a reload: the table is in play, to watch only.
    const inPlay = lia.page.getByRole("region", { name: "Tables in play" }).locator(`[data-room="${code}"]`);
    await inPlay.waitFor();
    expect(await inPlay.getAttribute("data-status")).toBe("playing");
    await expect(inPlay.getByText("In play").count()).resolves.toBe(1);
    await expect(inPlay.getByText("Players: Hal, Bot 2 (rules), Bot 3 (rules)").count()).resolves.toBe(1);
    await expect(inPlay.getByRole("button", { name: /^Join/ }).count()).resolves.toBe(0);
    await screenshot(lia.page, "lobby-in-play");

    await inPlay.getByRole("button", { name: "Watch Oh Hell hosted by Hal" }).click();
    await lia.page.waitForURL(new RegExp(`/room/${code}\\?watch$`));
    await lia.page.locator(".table-page").waitFor();
    await lia.page.getByText("Spectator view: no hands are shown.").waitFor();
    expect(await lia.page.locator(".hand").count()).toBe(0);

    // The host ends the match: the lobby drops it.
    await host.page.getByRole("button", { name: "End game" }).click();
    await host.page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await lia.page.locator("#game-over").waitFor();
    await lia.page.goto(world.url + "/");
    await lia.page.getByText("No table is in play right now.").waitFor();
    expect(await lia.page.locator(`[data-room="${code}"]`).count()).toBe(0);
    await Promise.all([lia.context.close(), host.context.close()]);
  });

  it("a lost connection: the lobby says so, joins again when the network is back, and its list catches up", async () => {
    const lia = await newPlayer(world, "Lia");
    await lia.page.getByText("No table is in play right now.").waitFor();
    await lia.context.setOffline(true);
    const lost = lia.page.getByRole("status").filter({ hasText: "Connection lost" });
    await lost.waitFor({ timeout: 5000 });
    // Meanwhile a table opens, which the offline lobby cannot hear of.
    const host = await newPlayer(world, "Hal");
    const code = await createRoom(host.page, "oh-hell", { seats: 3 });
    await lia.page.waitForTimeout(1500);
    expect(await lia.page.locator(`[data-room="${code}"]`).count()).toBe(0);
    await lia.context.setOffline(false);
    await lost.waitFor({ state: "detached", timeout: 10_000 });
    await lia.page.locator(`[data-room="${code}"]`).getByRole("button", { name: "Join Oh Hell hosted by Hal" }).waitFor();
    // Live again: the table's next change reaches the lobby without a reload.
    await addBots(host.page, 2);
    await lia.page.locator(`[data-room="${code}"]`).first().waitFor({ state: "detached" });
    await Promise.all([lia.context.close(), host.context.close()]);
  });

  it("says at once, in the player's language, why a join is refused: a full table, an unknown code", async () => {
    const host = await newPlayer(world, "Ada");
    const code = await createRoom(host.page, "101", { seats: 2, visibility: "private" });
    await addBots(host.page, 1);
    const late = await newPlayer(world, "Ben");
    // The page notes when the refusal shows (performance.now()), so the delay is the page's own, not a loaded machine's polling.
    await late.context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes("Could not open this table"))) return;
        (window as unknown as { refusedAt: number }).refusedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });

    for (const [path, reason] of [
      [`/join/${code}`, "Every seat at this table is taken."],
      ["/join/nosuchtable12", "No table has the code nosuchtable12."],
    ] as const) {
      await late.page.goto(world.url + path);
      const alert = late.page.getByRole("alert").filter({ hasText: "Could not open this table" });
      await alert.waitFor({ timeout: 5000 });
      // From the start of the join request to the refusal on the screen.
      const ms = await late.page.evaluate(() => {
        const join = performance.getEntriesByType("resource").find((e) => e.name.includes("/matchmake/joinById/"))!;
        return Math.round((window as unknown as { refusedAt: number }).refusedAt - join.startTime);
      });
      expect(await alert.textContent()).toContain(reason);
      expect(await alert.textContent()).not.toMatch(/[A-Z]+_[A-Z]+/); // no developer code shown to a player
      // The SDK used to never settle such a join; now the refusal is the answer to the join request.
      expect(ms).toBeLessThan(1000);
      console.log(`refused join ${path}: message shown ${ms} ms after the join request started`);
    }
    // In the player's language.
    const ana = await newPlayer(world, "Ana", undefined, "pt-BR");
    await ana.page.goto(`${world.url}/join/${code}`);
    await ana.page.getByRole("alert").filter({ hasText: "Todos os lugares desta mesa estão ocupados." }).waitFor({ timeout: 5000 });
    await Promise.all([host.context.close(), late.context.close(), ana.context.close()]);
  });
});
