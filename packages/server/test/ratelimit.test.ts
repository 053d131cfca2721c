/**
 * Every refusal reaches its sender (issue 15, point 15): a message over the
 * rate is not dropped in silence — each one gets RATE_LIMITED, naming the
 * message it refused, so the client can say "slow down" and the player can
 * try again. Real server, real SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  // Three messages at once, then one a second; never disconnected for it here.
  server = await startTestServer({ rateLimit: { perSecond: 1, burst: 3, strikes: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

describe("a rate-limited message", () => {
  it("is refused to its sender, every one of them, and the same action is taken once the rate allows", async () => {
    const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: null, visibility: "private" }, "Ana");
    const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
    await bea.until(() => bea.welcome !== null);
    await sleep(3000); // the create, join and start messages must not eat Ana's burst
    ana.send("start");
    await ana.until(() => ana.myTurn, "Ana's turn");
    await sleep(3000);
    const before = ana.errors.length;
    // Three messages use the burst (each refused by the table: Ana is not away), then five more:
    // four more 'back's and her honest move. Every one of those five must hear RATE_LIMITED.
    for (let i = 0; i < 7; i++) ana.send("back");
    const move = { action: ana.view!.legal[0], seq: ana.view!.seq };
    ana.send("act", move);
    await ana.until(() => ana.errors.length - before >= 8, "eight refusals", 5000);
    const refusals = ana.errors.slice(before);
    expect(refusals.filter((e) => e.code === "NOT_AWAY")).toHaveLength(3);
    const limited = refusals.filter((e) => e.code === "RATE_LIMITED");
    expect(limited).toHaveLength(5);
    expect(limited.at(-1)!.to).toBe("act");
    expect(bea.view!.seq).toBe(0); // the refused move changed nothing
    await sleep(1100);
    ana.send("act", move);
    await bea.until(() => bea.view!.seq === 1, "Ana's move, sent again");
    await ana.leave();
    await bea.leave();
  });
});
