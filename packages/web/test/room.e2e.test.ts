/** Two players in one room, a spectator, and the language picker, in a real browser. */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

const OH_HELL_RULES_UK = new URL("../../games/src/oh-hell/rules.uk.md", import.meta.url);
/** A document's first section heading (`## …`), read from the file so wording fixes do not break the test. */
const firstSection = (doc: URL) => readFileSync(doc, "utf8").match(/^## (.+)$/m)![1]!.trim();

const handOf = (page: import("playwright-core").Page) => page.locator(".hand .card-button").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("rooms in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // Slow bots: the humans' hands stay put long enough to compare them.
    world = await startWorld({ botDelayMs: 2000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("two players joined by invite link see only their own hands; a spectator sees none", async () => {
    const ana = await newPlayer(world, "Ana");
    await createRoom(ana.page, "oh-hell", { visibility: "private", seats: 4 });
    const link = await ana.page.locator("#invite-link").inputValue();
    expect(link).toMatch(/\/join\/\w+$/);

    const bea = await newPlayer(world, "Bea");
    await screenshot(bea.page, "lobby");
    await bea.page.goto(link);
    await bea.page.locator(".seat-row.me").waitFor();
    expect(await bea.page.locator(".seat-row.me .seat-name").textContent()).toContain("Bea");
    await ana.page.locator(".seat-row", { hasText: "Bea" }).waitFor();
    await addBots(ana.page, 2);
    await screenshot(ana.page, "waiting-room");
    await start(ana.page);
    await bea.page.locator(".table-page").waitFor();

    await ana.page.locator(".hand .card-button").first().waitFor();
    await bea.page.locator(".hand .card-button").first().waitFor();
    const [a, b] = [await handOf(ana.page), await handOf(bea.page)];
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(a.filter((c) => b.includes(c))).toEqual([]);
    // Nothing of Bea's hand is anywhere on Ana's page (cards are named by their accessible names).
    const anaHtml = await ana.page.content();
    for (const card of b) expect(anaHtml).not.toContain(`data-card="${card}"`);

    const watcher = await newPlayer(world, "Cy");
    await watcher.page.goto(`${world.url}/room/${link.split("/join/")[1]}?watch`);
    await watcher.page.locator(".table-page").waitFor();
    expect(await watcher.page.locator(".hand").count()).toBe(0);
    await expect(watcher.page.getByText("Spectator view: no hands are shown.").count()).resolves.toBe(1);
    for (const p of [ana, bea, watcher]) await p.context.close();
  });

  it("shows every game's rules, and a started match offers watching instead", async () => {
    const { page, context } = await newPlayer(world, "Ru");
    await page.getByRole("link", { name: "Rules", exact: true }).click();
    for (const [id, heading] of [["oh-hell", "Rules: Oh Hell"], ["101", "Rules: 101"], ["bet-on-tricks", "Rules: Bet on Tricks"], ["gg-battle", "Rules: GG Battle"]]) {
      await page.goto(`${world.url}/rules/${id}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.locator(".markdown h2").first().waitFor();
      expect(await page.locator(".markdown li").count()).toBeGreaterThan(5);
    }
    await screenshot(page, "rules");
    await page.goto(`${world.url}/rules/no-such-game`);
    await page.getByText("Choose a game", { exact: true }).waitFor();

    // The lobby lists a new public table live, and moves it to the tables in play once it starts.
    await page.goto(world.url + "/");
    await page.getByText("No open tables right now. Create one!").waitFor();
    const host = await newPlayer(world, "Hal");
    const code = await createRoom(host.page, "101", { seats: 2 });
    await page.locator(`[data-room="${code}"]`).getByRole("button", { name: /^Join 101 hosted by Hal$/ }).waitFor();
    await addBots(host.page, 1);
    await start(host.page);
    await page.locator(`[data-room="${code}"][data-status="playing"]`).waitFor();
    await page.goto(`${world.url}/join/${code}`);
    await page.getByRole("button", { name: "Watch instead" }).click();
    await page.locator(".table-page").waitFor();
    await expect(page.getByText("Spectator view: no hands are shown.").count()).resolves.toBe(1);
    await host.context.close();
    await context.close();
  });

  it("switches language (the rules page too), remembers it, and defaults to the browser's", async () => {
    const { page, context } = await newPlayer(world, "Lu");
    await expect(page.locator("h1").textContent()).resolves.toBe("GG card games");
    await page.getByLabel("Language").selectOption("pt-BR");
    // Each language is fetched when first chosen: wait for its strings.
    await page.locator("h1", { hasText: "GG jogos de cartas" }).waitFor();
    await page.getByRole("button", { name: "Criar mesa" }).waitFor();
    await page.reload();
    await expect(page.locator("h1").textContent()).resolves.toBe("GG jogos de cartas");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
    await page.getByLabel("Idioma").selectOption("uk");
    await page.locator("h1", { hasText: "GG карткові ігри" }).waitFor();
    // Options are explained in the chosen language, from the game's own texts.
    await page.getByText("Бонус за точну заявку").first().waitFor();
    // So are the rules: the Ukrainian document, marked as Ukrainian, without the English-only note.
    await page.goto(`${world.url}/rules/oh-hell`);
    await page.locator('.rules [lang="uk"] .markdown').getByRole("heading", { name: firstSection(OH_HELL_RULES_UK), exact: true }).waitFor();
    expect(await page.getByText("Ці правила ще не перекладено").count()).toBe(0);
    await screenshot(page, "rules-uk");
    await context.close();

    const ua = await newPlayer(world, "Oksana", undefined, "uk-UA");
    await expect(ua.page.locator("h1").textContent()).resolves.toBe("GG карткові ігри");
    await ua.context.close();
  });
});
