/**
 * Accounts in the browser (issue 22): a guest plays a rated match (Bet on Tricks to its
 * natural end against another guest: a rating needs humans on two sides), claims an account
 * from the header, and a second browser context signs in with the name and password and sees
 * that same history and rating, renames the account and changes its password on its profile;
 * the new password ends the first browser's session (a new guest there), and signing out
 * leaves a new guest too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Leaderboard } from "@gg/server/ratings-protocol";
import { audit } from "./axe.ts";
import { createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

async function historyMatches(page: Page): Promise<string[]> {
  await page.locator(".app-header").getByRole("link", { name: "My matches" }).click();
  await page.locator("h1", { hasText: "My recent matches" }).waitFor();
  await page.waitForFunction(() => document.querySelector("tr[data-match]") || document.querySelector("main")?.textContent?.includes("No matches yet."));
  return page.locator("tr[data-match]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-match")!));
}

/** Plays every decision the table offers this page until the match is over. */
async function playToTheEnd(page: Page): Promise<void> {
  for (let i = 0; i < 400 && (await nextDecision(page)) === "turn"; i++) await playTurn(page);
  await page.locator("#game-over").waitFor();
}

// A whole match between two browsers before the accounts part: room for a loaded CI machine.
describe.skipIf(!run)("accounts in the browser", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("a guest's rated match and rating follow its claimed account to another browser", async () => {
    // Two guests play to the natural end (Quick mode and Sudden death: a round or two), so the match is rated.
    const ana = await newPlayer(world, "Ana");
    const matchId = await createRoom(ana.page, "bet-on-tricks", { seats: 2, visibility: "private", checks: ["Quick mode", "Sudden death"] });
    const bob = await newPlayer(world, "Bob");
    await bob.page.goto(`${world.url}/join/${matchId}`);
    await bob.page.locator(".seat-row.me").waitFor();
    await start(ana.page);
    await bob.page.locator(".table-page").waitFor();
    await Promise.all([playToTheEnd(ana.page), playToTheEnd(bob.page)]);
    const anaId = (await ana.page.evaluate(() => localStorage.getItem("gg.playerId")))!;
    const board = (await (await fetch(`${world.url}/api/leaderboards/bet-on-tricks?player=${anaId}`)).json()) as Leaderboard;
    expect(board.players).toBe(2);
    expect(board.you).toMatchObject({ playerId: anaId, played: 1 });
    // The end screen tells both players each one's change, from a new player's 0; the seats show the new ratings.
    const anaRating = board.you!.ordinal.toFixed(1);
    const anaChange = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(board.you!.ordinal);
    for (const { page } of [ana, bob]) {
      await page.locator(".rating-changes li", { hasText: `Ana: 0.0 → ${anaRating} (${anaChange})` }).waitFor();
      expect(await page.locator(".rating-changes li").count()).toBe(2);
    }
    await ana.page.locator(".player.me .seat-rating", { hasText: anaRating }).waitFor();
    await bob.context.close();
    expect(await historyMatches(ana.page)).toEqual([matchId]);

    // The guest claims an account: a refusal first (a bot's name), worded, then the real one.
    await ana.page.locator(".app-header").getByRole("button", { name: "Sign in" }).click();
    await ana.page.getByRole("button", { name: "New? Create an account" }).click();
    await ana.page.getByLabel("Account name").fill("Bot 7");
    await ana.page.getByLabel("Password").fill("a long password");
    await ana.page.locator(".account-form").getByRole("button", { name: "Create account" }).click();
    await ana.page.getByRole("alert").filter({ hasText: "could pass for a bot" }).waitFor();
    await ana.page.getByLabel("Account name").fill("Ana Lima");
    await Promise.all([ana.page.waitForEvent("load"), ana.page.locator(".account-form").getByRole("button", { name: "Create account" }).click()]);
    await ana.page.locator(".account-name", { hasText: "Ana Lima" }).waitFor();
    expect(await ana.page.locator(".account-avatar").textContent()).toBe("AL");
    expect(await historyMatches(ana.page)).toEqual([matchId]);
    // The session is a cookie the page cannot read.
    expect(await ana.page.evaluate(() => document.cookie)).toBe("");

    // Another browser: a new guest with no matches, until it signs in.
    const other = await newPlayer(world, "Someone");
    expect(await historyMatches(other.page)).toEqual([]);
    await other.page.locator(".app-header").getByRole("button", { name: "Sign in" }).click();
    // The open form passes the WCAG 2.1 A/AA audit the other pages pass (a11y.e2e).
    expect(await audit(other.page, "sign-in form", ".account-form")).toEqual([]);
    await other.page.getByLabel("Account name").fill("ana lima");
    await other.page.getByLabel("Password").fill("not the password");
    await other.page.locator(".account-form").getByRole("button", { name: "Sign in", exact: true }).click();
    await other.page.getByRole("alert").filter({ hasText: "Wrong name or password." }).waitFor();
    await other.page.getByLabel("Password").fill("a long password");
    await Promise.all([other.page.waitForEvent("load"), other.page.locator(".account-form").getByRole("button", { name: "Sign in", exact: true }).click()]);
    await other.page.locator(".account-name", { hasText: "Ana Lima" }).waitFor();
    expect(await historyMatches(other.page)).toEqual([matchId]);
    // …and the rating the guest earned: the profile (the header's name opens it) shows it, as the leaderboard has it.
    await other.page.locator(".app-header .account-name").click();
    const rated = other.page.locator('[data-game="bet-on-tricks"]');
    await rated.getByText(`Rating ${board.you!.ordinal.toFixed(1)}, rank ${board.you!.rank}, 1 rated matches, ${board.you!.wins} won.`).waitFor();
    expect(other.page.url()).toBe(`${world.url}/profile`);
    expect(await other.page.locator(".profile h1").textContent()).toContain("Ana Lima");

    // The account's settings, on its own profile: a new name (refused first: a bot's), then a new password.
    const settings = other.page.locator(".account-settings");
    await settings.getByLabel("New name").fill("Bot 9");
    await settings.getByRole("button", { name: "Change name" }).click();
    await settings.getByRole("alert").filter({ hasText: "could pass for a bot" }).waitFor();
    await settings.getByLabel("New name").fill("Ana Maria");
    await settings.getByRole("button", { name: "Change name" }).click();
    await settings.getByRole("status").filter({ hasText: "Your name is now Ana Maria." }).waitFor();
    await other.page.locator(".app-header .account-name", { hasText: "Ana Maria" }).waitFor();
    expect(await other.page.locator(".profile h1").textContent()).toContain("Ana Maria");
    await settings.getByLabel("Current password").fill("not the password");
    await settings.getByLabel("New password").fill("a newer password");
    await settings.getByRole("button", { name: "Change password" }).click();
    await settings.getByRole("alert").filter({ hasText: "The current password is wrong." }).waitFor();
    await settings.getByLabel("Current password").fill("a long password");
    await settings.getByLabel("New password").fill("a newer password");
    await settings.getByRole("button", { name: "Change password" }).click();
    await settings.getByRole("status").filter({ hasText: "Password changed." }).waitFor();
    expect(await audit(other.page, "account settings", ".account-settings")).toEqual([]);

    // Tables know the player by the account's name: the lobby shows it, not to be typed over.
    await other.page.locator(".app-header").getByRole("link", { name: "Lobby" }).click();
    const nameField = other.page.getByLabel("Your name");
    expect(await nameField.inputValue()).toBe("Ana Maria");
    expect(await nameField.getAttribute("readonly")).not.toBeNull();

    // The new password ended the first browser's session: it is a new guest, not the account's refused token.
    await ana.page.reload();
    await ana.page.locator(".app-header").getByRole("button", { name: "Sign in" }).waitFor();
    expect(await ana.page.evaluate(() => localStorage.getItem("gg.account"))).toBeNull();

    // Signing out there: a new guest again, the account's matches not shown.
    await Promise.all([other.page.waitForEvent("load"), other.page.getByRole("button", { name: "Sign out" }).click()]);
    await other.page.locator(".app-header").getByRole("button", { name: "Sign in" }).waitFor();
    expect(await historyMatches(other.page)).toEqual([]);
    await Promise.all([ana.context.close(), other.context.close()]);
  });
});
