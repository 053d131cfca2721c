/** The performance budget: the lobby's initial JS stays ≤ 200 KB gzip; tables load lazily. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { initialAssets } from "./bundle.ts";
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
});
