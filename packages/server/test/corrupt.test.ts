/**
 * A stored match that cannot be restored (issue 15, point 11): a row that is not
 * JSON, or an action its engine refuses on replay. On restart it is marked
 * `failed` instead of staying `running` for ever; its players are told so when
 * they come back (MATCH_FAILED); the server stays healthy and restores and plays
 * everything else. Real server on a SQLite file, restarted; real SDK clients.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import type { RunningServer } from "../src/index.ts";
import type { ApiError, HistoryEntry } from "../src/protocol.ts";
import { TestClient, startTestServer } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-corrupt-"));
const database = join(dir, "gg.sqlite");
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A started race between Ana and Bea, with Ana's first card played (one stored action). */
async function match(): Promise<{ id: string; ana: TestClient; bea: TestClient }> {
  const ana = await TestClient.create(server!.url, { game: "test-race", seats: 2, timeLimit: null, visibility: "private" }, "Ana");
  const bea = await TestClient.join(server!.url, ana.room.roomId, { name: "Bea" });
  await bea.until(() => bea.welcome !== null);
  ana.send("start");
  await ana.until(() => ana.myTurn, "Ana's turn");
  ana.send("act", { action: ana.view!.legal[0], seq: ana.view!.seq });
  await bea.until(() => bea.view?.seq === 1, "Ana's card");
  return { id: ana.room.roomId, ana, bea };
}

describe("a damaged stored match", () => {
  it("is marked failed on restart, its players are told, and the server restores and plays the rest", async () => {
    server = await startTestServer({ database });
    const notJson = await match();
    const illegal = await match();
    const healthy = await match();
    await server.close(); // the matches stay `running`, to be restored
    server = null;

    const db = new Database(database);
    db.prepare("update match_actions set action = ? where match_id = ?").run("{not json", notJson.id);
    db.prepare("update match_actions set action = ? where match_id = ?").run(JSON.stringify({ type: "play", card: "ZZ" }), illegal.id);
    db.close();

    server = await startTestServer({ database });
    const status = (id: string) => server!.context.store.matchStatus(id);
    expect(await status(notJson.id)).toBe("failed");
    expect(await status(illegal.id)).toBe("failed");
    expect(await status(healthy.id)).toBe("running");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // Its players, coming back, are told why (the web client says it in their language).
    for (const { id, ana } of [notJson, illegal]) {
      await expect(TestClient.join(server.url, id, { token: ana.welcome!.token })).rejects.toThrow(/^MATCH_FAILED: /);
      const api = await fetch(`${server.url}/api/matches/${id}`);
      expect(api.status).toBe(410);
      expect(((await api.json()) as ApiError).code).toBe("MATCH_FAILED");
    }
    const history = (await (await fetch(`${server.url}/api/players/${notJson.ana.welcome!.playerId}/matches`, { headers: { authorization: `Bearer ${notJson.ana.welcome!.token}` } })).json()) as HistoryEntry[];
    expect(history.find((h) => h.matchId === notJson.id)?.status).toBe("failed");

    // The healthy match was restored: its players rejoin and finish it.
    const ana = await TestClient.join(server.url, healthy.id, { token: healthy.ana.welcome!.token });
    const bea = await TestClient.join(server.url, healthy.id, { token: healthy.bea.welcome!.token });
    ana.autoplay();
    bea.autoplay();
    await bea.until(() => bea.view !== null, "Bea's view");
    if (bea.myTurn) bea.send("act", { action: bea.view!.legal[0], seq: bea.view!.seq });
    await ana.until(() => ana.view?.result != null, "the end");
    expect(await status(healthy.id)).toBe("finished");
    // And a new match plays as ever.
    const fresh = await match();
    for (const c of [ana, bea, fresh.ana, fresh.bea]) await c.leave();
  });
});
