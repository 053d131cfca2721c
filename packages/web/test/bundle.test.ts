/**
 * The performance budget: the lobby's initial JS stays ≤ 200 KB gzip; tables, the table's page
 * (room connection, waiting room, chat), the passkey library and the languages not shown load lazily.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dictionaryChunks, initialAssets } from "./bundle.ts";
import { DIST, ensureBuilt } from "./harness.ts";

describe("the lobby's bundle", () => {
  beforeAll(async () => {
    await ensureBuilt();
  });

  it("is at most 200 KB of gzip JS, without any game's table or engine", () => {
    const assets = initialAssets();
    expect(assets.jsGzip).toBeLessThanOrEqual(200 * 1024);
    const html = readFileSync(join(DIST, "index.html"), "utf8");
    // Tables are their own chunks named Table-*.js; none is preloaded by the lobby.
    expect(html).not.toMatch(/Table-|oh-hell|gg-battle|bet-on-tricks|schemas/);
    expect(assets.files.some((f) => f.file.endsWith(".js"))).toBe(true);
  });

  it("loads one language's strings and not the room connection before the lobby paints", () => {
    // Three dictionaries, each its own chunk, none preloaded: main.tsx fetches the one it shows.
    expect(dictionaryChunks()).toHaveLength(3);
    const html = readFileSync(join(DIST, "index.html"), "utf8");
    for (const chunk of dictionaryChunks()) expect(html).not.toContain(chunk);
    // The Colyseus client and the table's page come after the first paint.
    expect(html).not.toMatch(/RoomPage-|session-|ChatPanel|chat-/);
    const entry = readFileSync(join(DIST, /src="\/(assets\/index-[^"]+\.js)"/.exec(html)![1]!), "utf8");
    expect(entry).not.toMatch(/colyseus/i);
  });

  it("loads the passkey library (@simplewebauthn/browser, which calls navigator.credentials.create) only when a passkey is asked for", () => {
    const js = initialAssets().files.filter((f) => f.file.endsWith(".js"));
    for (const { file } of js) expect(readFileSync(join(DIST, file), "utf8"), file).not.toContain("credentials.create");
  });
});
