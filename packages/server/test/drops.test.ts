/**
 * Brief drops (rulings, Platform): a dropped connection counts as lost only when
 * it has not come back within the grace, or when the move's time runs out
 * first. Meanwhile everyone sees the seat reconnecting; a player back in time
 * (with the Colyseus token, or by guest token as a reloaded page does) finds
 * nothing played for them and is not away. Real server, real SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

const GRACE_MS = 3000;
let server: RunningServer;
beforeAll(async () => {
  // A 3 s grace; 120 s decisions become 12 s (longer than the grace), 15 s ones 1.5 s (shorter).
  server = await startTestServer({ dropGraceSeconds: GRACE_MS / 1000, timeScale: 0.1 });
});
afterAll(async () => {
  await server?.close();
});

/** Ana (seat 0, to act first) and Bea in a started two-player race. */
async function started(timeLimit: number): Promise<[TestClient, TestClient]> {
  const a = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit }, "Ana");
  const b = await TestClient.join(server.url, a.room.roomId, { name: "Bea" });
  await b.until(() => b.welcome !== null);
  a.send("start");
  await a.until(() => a.myTurn, "Ana's turn");
  await b.until(() => b.view !== null && b.info?.status === "playing");
  return [a, b];
}

/** Ana's socket closes as a network loss would (no consent); the SDK does not reconnect by itself. */
function dropAna(a: TestClient): string {
  const token = a.room.reconnectionToken;
  a.room.reconnection.enabled = false;
  a.room.connection.close(4999, "network lost");
  return token;
}

const anaSeat = (c: TestClient) => c.info!.seats[0]!;

describe("a dropped connection", () => {
  it("back within the grace (Colyseus token): shown reconnecting meanwhile, nothing played, never away", async () => {
    const [a, b] = await started(120);
    const token = dropAna(a);
    await b.until(() => anaSeat(b).reconnecting && !anaSeat(b).connected, "Ana shown reconnecting");
    expect(anaSeat(b).away).toBe(false);
    await sleep(GRACE_MS / 2);
    await a.reconnect(token);
    await b.until(() => anaSeat(b).connected && !anaSeat(b).reconnecting, "Ana shown connected");
    await a.until(() => a.view !== null && a.info !== null);
    await sleep(GRACE_MS); // past the grace: nothing may fire now
    expect(anaSeat(b).away).toBe(false);
    expect(b.view!.seq).toBe(0);
    expect(a.myTurn).toBe(true);
    a.send("act", { action: a.view!.legal[0], seq: a.view!.seq });
    await b.until(() => b.view!.seq === 1, "Ana's own move");
    expect(a.errors).toEqual([]);
    await a.leave();
    await b.leave();
  });

  it("back within the grace by guest token (a reloaded page): the same seat, nothing played, never away", async () => {
    const [a, b] = await started(120);
    dropAna(a);
    await b.until(() => anaSeat(b).reconnecting, "Ana shown reconnecting");
    const reloaded = await TestClient.join(server.url, a.room.roomId, { token: a.welcome!.token });
    await reloaded.until(() => reloaded.view !== null && reloaded.info !== null, "the reloaded page's view");
    expect(reloaded.welcome!.seat).toBe(0);
    expect(anaSeat(reloaded)).toMatchObject({ connected: true, reconnecting: false, away: false });
    await sleep(GRACE_MS + 500);
    expect(anaSeat(b).away).toBe(false);
    expect(reloaded.myTurn).toBe(true);
    reloaded.send("act", { action: reloaded.view!.legal[0], seq: reloaded.view!.seq });
    await b.until(() => b.view!.seq === 1, "Ana's own move");
    await reloaded.leave();
    await b.leave();
  });

  it("not back within the grace: away once it ends, and the bot plays her decision when it is due", async () => {
    const [a, b] = await started(120);
    a.send("act", { action: a.view!.legal[0], seq: 0 });
    await b.until(() => b.myTurn, "Bea's turn");
    dropAna(a); // while nothing is asked of Ana
    const droppedAt = Date.now();
    await b.until(() => anaSeat(b).reconnecting, "Ana shown reconnecting");
    await b.until(() => anaSeat(b).away, "Ana away", GRACE_MS + 3000);
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(anaSeat(b).reconnecting).toBe(false);
    expect(b.view!.seq).toBe(1); // nothing of hers was due
    b.send("act", { action: b.view!.legal[0], seq: b.view!.seq });
    await b.until(() => b.view!.seq === 3, "the bot played Ana's decision once it was due");
    await b.leave();
  });

  it("a move time shorter than the grace: the time-out comes first, and the seat is away", async () => {
    const [a, b] = await started(15); // 1.5 s to move, under the 3 s grace
    const deadline = a.view!.deadlines["0"]!;
    dropAna(a);
    await b.until(() => anaSeat(b).reconnecting, "Ana shown reconnecting");
    await b.until(() => anaSeat(b).away && b.view!.seq >= 1, "Ana timed out, the bot played");
    expect(Date.now()).toBeLessThan(deadline + 1000); // the grace ends 1.5 s after the deadline at the earliest
    expect(anaSeat(b).reconnecting).toBe(false);
    await b.leave();
  });
});
