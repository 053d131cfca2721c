/**
 * Passkeys in the browser (issue 22), with Chromium's virtual authenticator (CDP's WebAuthn
 * domain, one per browser context): a guest claims an account with a passkey from the header,
 * and a second context, holding the same credential (a passkey synced to another device), signs
 * in with it as the same player; on its profile it lists the passkey, is told this device already
 * has one, and cannot remove the account's only way in. The page is on `localhost`: browsers take
 * no IP address as a passkey's site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly authenticatorId: string;
}

/** A fresh browser profile with a platform authenticator that verifies its user without asking. */
async function device(): Promise<Device> {
  const context = await world.browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error:", e));
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto(world.url.replace("127.0.0.1", "localhost") + "/");
  return { context, page, cdp, authenticatorId };
}

const playerId = (page: Page) => page.evaluate(() => localStorage.getItem("gg.playerId"));

describe.skipIf(!run)("passkeys in the browser", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("a guest claims an account with a passkey and signs in with it from another context", async () => {
    const first = await device();
    // The guest's identity, made when its history is first shown.
    await first.page.locator(".app-header").getByRole("link", { name: "My matches" }).click();
    await first.page.locator("h1", { hasText: "My recent matches" }).waitFor();
    // The heading shows at once; the list (here: none) only once the guest is made and asked for.
    await first.page.getByText("No matches yet.").waitFor();
    const guestId = await playerId(first.page);
    expect(guestId).toBeTruthy();

    await first.page.locator(".app-header").getByRole("button", { name: "Sign in" }).click();
    await first.page.getByRole("button", { name: "New? Create an account" }).click();
    const form = first.page.locator(".account-form");
    await form.getByLabel("Account name").fill("Bot 8");
    await form.getByRole("button", { name: "Create with a passkey" }).click();
    await form.getByRole("alert").filter({ hasText: "could pass for a bot" }).waitFor();
    await form.getByLabel("Account name").fill("Pia Key");
    await Promise.all([first.page.waitForEvent("load"), form.getByRole("button", { name: "Create with a passkey" }).click()]);
    await first.page.locator(".account-name", { hasText: "Pia Key" }).waitFor();
    expect(await playerId(first.page)).toBe(guestId);
    const { credentials } = await first.cdp.send("WebAuthn.getCredentials", { authenticatorId: first.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Another device with the same passkey (as a synced passkey would be): no name, no password.
    const second = await device();
    await second.cdp.send("WebAuthn.addCredential", { authenticatorId: second.authenticatorId, credential: credentials[0]! });
    await second.page.locator(".app-header").getByRole("button", { name: "Sign in" }).click();
    await Promise.all([second.page.waitForEvent("load"), second.page.locator(".account-form").getByRole("button", { name: "Sign in with a passkey" }).click()]);
    await second.page.locator(".account-name", { hasText: "Pia Key" }).waitFor();
    expect(await playerId(second.page)).toBe(guestId);
    expect(await second.page.evaluate(() => document.cookie)).toBe(""); // the session is HTTP-only

    // Its profile lists the passkey; this device has it already; the account's only way in stays.
    await second.page.locator(".app-header .account-name").click();
    const passkeys = second.page.locator(".passkey-settings");
    await passkeys.locator("li").first().waitFor();
    expect(await passkeys.locator("li").count()).toBe(1);
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await passkeys.getByRole("alert").filter({ hasText: "This device already has a passkey for this account." }).waitFor();
    await passkeys.getByRole("button", { name: /^Remove / }).click();
    await passkeys.getByRole("alert").filter({ hasText: "only way to sign in" }).waitFor();
    expect(await passkeys.locator("li").count()).toBe(1);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});
