/**
 * A server stopping (a deploy's SIGTERM, a test's close) closes every room and returns, whatever
 * state Colyseus' own timers were left in. Real server, real SDK clients.
 */
import { expect, it } from "vitest";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

it("stops while a match runs that started just after a dropped player came back by guest token", async () => {
  // Her old connection's window, closed when her token takes the seat back, leaves Colyseus a 1 s
  // auto-dispose timer; the match starting within that second turns auto-dispose off. Colyseus then
  // clears the timer but keeps its handle, and a room holding one never disposes: the stop waited forever.
  const server = await startTestServer({ dropGraceSeconds: 3 });
  try {
    const a = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: 120 }, "Ana");
    a.send("addBot", { level: "random" });
    await a.until(() => a.info?.seats.every((s) => s.human || s.bot) ?? false, "a bot seated");
    a.room.reconnection.enabled = false;
    a.room.connection.close(4999, "network lost");
    const back = await TestClient.join(server.url, a.room.roomId, { token: a.welcome!.token });
    await back.until(() => back.welcome !== null && back.info !== null, "Ana back");
    back.send("start");
    await back.until(() => back.info?.status === "playing", "the match started");
    const stopped = await Promise.race([server.close().then(() => true), sleep(8000).then(() => false)]);
    expect(stopped, "the server stopped within 8 s").toBe(true);
  } finally {
    void server.close();
  }
});
