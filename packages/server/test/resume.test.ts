/**
 * A Colyseus reconnection token (sent in the WebSocket URL, so proxies log it)
 * no longer takes a seat over by itself (issue 15, point 8): a reconnected
 * socket must show the guest token holding the seat first (`resume`). A replay
 * without it is sent nothing, may do nothing and is closed; the seat's owner
 * still comes back, by the Colyseus token with their guest token, or by their
 * guest token alone. Real server, real SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import type { RunningServer } from "../src/index.ts";
import { CLOSE_UNPROVEN, type GuestIdentity } from "../src/protocol.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ dropGraceSeconds: 30 });
});
afterAll(async () => {
  await server?.close();
});

/** Ana (seat 0, to act) and Bea in a started race. */
async function started(): Promise<[TestClient, TestClient]> {
  const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: 120 }, "Ana");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  await bea.until(() => bea.welcome !== null);
  ana.send("start");
  await ana.until(() => ana.myTurn, "Ana's turn");
  return [ana, bea];
}

/** Ana's socket dies as on a network loss; her SDK does not come back by itself. Her Colyseus token, as a proxy's log shows it. */
function drop(client: TestClient): string {
  const token = client.room.reconnectionToken;
  client.room.reconnection.enabled = false;
  client.room.connection.close(4999, "network lost");
  return token;
}

/** Someone else reconnecting with a token: what they receive, and how they are closed. */
async function replay(reconnectionToken: string): Promise<TestClient> {
  const sdk = new Client(server.url);
  return new TestClient(sdk, await sdk.reconnect(reconnectionToken));
}

const stranger = async (): Promise<GuestIdentity> => (await (await fetch(`${server.url}/api/guests`, { method: "POST" })).json()) as GuestIdentity;

describe("a replayed reconnection token", () => {
  it("without the seat's guest token is sent nothing, may do nothing, and is closed; the owner comes back", async () => {
    const [ana, bea] = await started();
    const logged = drop(ana);
    await bea.until(() => bea.info!.seats[0]!.reconnecting, "Ana shown reconnecting");

    const mallory = await replay(logged);
    mallory.send("act", { action: { type: "play", card: "AS" } });
    expect((await mallory.nextError()).code).toBe("RESUME_FIRST");
    await sleep(300);
    expect(mallory.welcome).toBeNull();
    expect(mallory.view).toBeNull(); // never Ana's hand
    expect(bea.info!.seats[0]).toMatchObject({ connected: false, reconnecting: true });

    mallory.send("resume", { token: (await stranger()).token });
    await mallory.until(() => mallory.left !== null, "Mallory closed");
    expect(mallory.left).toBe(CLOSE_UNPROVEN);
    expect(mallory.errors.at(-1)!.code).toBe("NOT_YOUR_SEAT");
    expect(mallory.view).toBeNull();

    // The new Colyseus token Mallory was handed is worth no more than the first.
    const again = await replay(mallory.room.reconnectionToken);
    again.send("resume", { token: "forged" });
    await again.until(() => again.left !== null, "closed again");
    expect(again.left).toBe(CLOSE_UNPROVEN);
    expect(again.view).toBeNull();

    // Nothing was played for Ana meanwhile; her guest token brings her back (a reload).
    expect(bea.view!.seq).toBe(0);
    const back = await TestClient.join(server.url, ana.room.roomId, { token: ana.welcome!.token });
    await back.until(() => back.view !== null, "Ana's view");
    expect(back.welcome!.seat).toBe(0);
    expect(back.myTurn).toBe(true);
    await bea.until(() => bea.info!.seats[0]!.connected && !bea.info!.seats[0]!.reconnecting, "Ana shown back");
    await back.leave();
    await bea.leave();
  });

  it("with the seat's guest token in its first message, is the owner back: the same seat, the view, nothing played", async () => {
    const [ana, bea] = await started();
    const token = drop(ana);
    await bea.until(() => bea.info!.seats[0]!.reconnecting, "Ana shown reconnecting");
    await ana.reconnect(token);
    await ana.until(() => ana.view !== null && ana.welcome !== null, "Ana's view again");
    expect(ana.welcome!.seat).toBe(0);
    expect(ana.myTurn).toBe(true);
    await bea.until(() => bea.info!.seats[0]!.connected, "Ana shown connected");
    ana.send("act", { action: ana.view!.legal[0], seq: ana.view!.seq });
    await bea.until(() => bea.view!.seq === 1, "Ana's move");
    await ana.leave();
    await bea.leave();
  });
});
