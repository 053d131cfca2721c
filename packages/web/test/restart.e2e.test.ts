/**
 * A server restarting (a deploy: SIGTERM, then the new version on the same database) while a
 * match runs: the server restores the match when it starts again, and the page, told the server is
 * stopping, says "Reconnecting…" and rejoins by its guest token by itself — the same seat, its
 * decision still its own; a lobby open meanwhile joins the new server and lists the table again.
 * A table still waiting for players is not stored: its page is told at once that it is gone; a
 * finished match's page keeps its standings, told the server is restarting.
 * The server runs as a child process, started as production starts it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser } from "./chromium.ts";
import { addBots, clickAndWait, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, DIST, ensureBuilt, newPlayer } from "./harness.ts";

const run = chromiumAvailable();
const MAIN = new URL("../../server/src/main.ts", import.meta.url).pathname;
const OUR_CONTROLS = ".bid-panel button.bid:not([disabled]), .card-button.legal";

const seqOf = (page: Page) => page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!run)("a server restarting", { timeout: 180_000 }, () => {
  let dir: string;
  let port: number;
  let browser: Browser;
  let child: ChildProcess | null = null;

  /** The production entry point on a fixed port and database, as a deploy starts it. */
  async function startChild(): Promise<void> {
    const env = { ...process.env, GG_PORT: String(port), GG_HOST: "127.0.0.1", GG_DATABASE_URL: join(dir, "gg.sqlite"), GG_STATIC_DIR: DIST, GG_BOT_DELAY_MS: "0", GG_BOT_WORKERS: "1", GG_LOG_LEVEL: "silent" };
    const started = spawn(process.execPath, ["--import", "tsx", MAIN], { env, stdio: ["ignore", "pipe", "inherit"] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let out = "";
      started.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("LISTENING")) resolve();
      });
      started.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
    });
  }

  /** SIGTERM, as a deploy stops the old version: rooms close cleanly, running matches stay running. */
  async function stopChild(): Promise<void> {
    const stopping = child!;
    child = null;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGTERM");
    await exited;
  }

  beforeAll(async () => {
    await ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), "gg-restart-"));
    port = await freePort();
    [browser] = await Promise.all([openBrowser(), startChild()]);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await browser?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it("a running match's page rejoins by itself (Reconnecting… meanwhile, then the same seat, its decision still its own); a waiting table's is told it is gone", async () => {
    const { page, context } = await newPlayer({ browser, url: `http://127.0.0.1:${port}` }, "Ana");
    const code = await createRoom(page, "oh-hell", { timeLimit: "120" });
    await addBots(page, 3);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");
    const seq = await seqOf(page);
    const lia = await newPlayer({ browser, url: `http://127.0.0.1:${port}` }, "Lia");
    const inPlay = lia.page.getByRole("region", { name: "Tables in play" }).locator(`[data-room="${code}"]`);
    await inPlay.waitFor();
    // Bea's table waits for players: it is not stored, and will not come back.
    const bea = await newPlayer({ browser, url: `http://127.0.0.1:${port}` }, "Bea");
    await createRoom(bea.page, "101");
    // Cid's match is over: its standings are on his screen.
    const cid = await newPlayer({ browser, url: `http://127.0.0.1:${port}` }, "Cid");
    await createRoom(cid.page, "oh-hell", { visibility: "private" });
    await addBots(cid.page, 2);
    await start(cid.page);
    await cid.page.getByRole("button", { name: "End game" }).click();
    await cid.page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await cid.page.locator("#game-over").waitFor();

    await stopChild();
    // Told at once that her table is gone, with the way back to the lobby, not a minute of "Reconnecting…".
    const gone = bea.page.getByRole("alert").filter({ hasText: "The server is restarting and has closed this table" });
    await gone.waitFor({ timeout: 10_000 });
    await gone.getByRole("button", { name: "Back to the lobby" }).waitFor();
    // Cid keeps his standings, told the server is restarting.
    await cid.page.getByRole("alert").filter({ hasText: "You are no longer connected to this table (the server is restarting)" }).waitFor({ timeout: 10_000 });
    expect(await cid.page.locator("#game-over").isVisible()).toBe(true);
    const reconnecting = page.locator(".banner.warn", { hasText: "reconnecting" });
    await reconnecting.waitFor({ timeout: 10_000 });
    const lost = lia.page.getByRole("status").filter({ hasText: "Connection lost" });
    await lost.waitFor({ timeout: 10_000 });
    expect(await page.getByText("You are no longer connected to this table").count()).toBe(0);
    await startChild();

    await reconnecting.waitFor({ state: "detached", timeout: 60_000 });
    expect(await nextDecision(page)).toBe("turn");
    expect(await seqOf(page)).toBe(seq);
    expect(await page.getByRole("button", { name: "Back to the game" }).count()).toBe(0);
    await clickAndWait(page, OUR_CONTROLS);
    expect(await page.locator(".banner.error").count()).toBe(0);
    // The lobby, which said it lost its connection, joined the new server: the table is listed
    // again, and goes live when its host ends it.
    await lost.waitFor({ state: "detached", timeout: 30_000 });
    await inPlay.waitFor();
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await inPlay.waitFor({ state: "detached" });
    await Promise.all([context.close(), lia.context.close(), bea.context.close(), cid.context.close()]);
  });
});
