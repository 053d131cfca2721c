import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { Client } from "@colyseus/sdk";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


describe("a room", () => {
  it("is created, joined, filled with a bot, started and played to the end", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 3 }, "Ana");
    await host.until(() => host.info !== null && host.welcome !== null, "room info");
    expect(host.welcome!.seat).toBe(0);
    expect(host.info!.host).toBe(0);
    expect(host.info!.status).toBe("waiting");
    expect(host.welcome!.token).toMatch(/^g_/);

    const guest = await TestClient.join(server.url, host.room.roomId, { name: "Bea" });
    await guest.until(() => guest.welcome !== null);
    expect(guest.welcome!.seat).toBe(1);

    guest.send("start");
    expect((await guest.nextError()).code).toBe("NOT_HOST");

    host.send("addBot", { level: "rules" });
    await host.until(() => host.info!.seats[2]?.bot === "rules", "the bot seat");
    host.autoplay();
    guest.autoplay();
    host.send("start");
    await host.until(() => host.view?.result != null, "the end of the match").catch((e) => { console.log(JSON.stringify(host.received.slice(-6)), host.errors, guest.errors); throw e; });
    await guest.until(() => guest.info?.status === "finished", "finished status");
    expect(guest.info!.standings!.names).toEqual(["Ana", "Bea", "Bot 3 (rules)"]);

    const record = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    expect(record.status).toBe("finished");
    expect(record.record.actions).toHaveLength(9);
    const history = await (await fetch(`${server.url}/api/players/${guest.welcome!.playerId}/matches`)).json();
    expect(history[0]).toMatchObject({ matchId: host.room.roomId, seat: 1, game: "test-race" });
    await host.leave();
    await guest.leave();
  });

  it("hands the host to the next human when the host leaves, and frees the seat before the start", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 4 }, "Ana");
    const b = await TestClient.join(server.url, host.room.roomId, { name: "Bea" });
    const c = await TestClient.join(server.url, host.room.roomId, { name: "Cid" });
    await c.until(() => c.info?.seats[2]?.name === "Cid");
    await host.leave();
    await b.until(() => b.info!.seats[0]!.human === false, "seat 0 freed");
    expect(b.info!.host).toBe(1);
    b.send("transferHost", { seat: 2 });
    await c.until(() => c.info!.host === 2, "host moved to Cid");
    b.send("addBot", {});
    expect((await b.nextError()).code).toBe("NOT_HOST");
    c.send("start");
    await c.until(() => c.info!.status === "playing", "started with 2 players");
    expect(c.info!.seats.map((s) => s.name)).toEqual(["Bea", "Cid"]);
    await c.until(() => c.welcome!.seat === 1, "renumbered seat");
    expect(c.view!.seat).toBe(1); // renumbered: empty seats are dropped at the start
    await b.leave();
    await c.leave();
  });

  it("lists public rooms with free seats in the lobby, live, and never private ones", async () => {
    const sdk = new Client(server.url);
    const lobby = await sdk.join("lobby");
    const listed = new Map<string, { freeSeats: number }>();
    let updates = 0;
    lobby.onMessage("rooms", (rooms: { roomId: string; freeSeats: number }[]) => {
      for (const r of rooms) listed.set(r.roomId, r);
      updates++;
    });
    lobby.onMessage("+", (r: { roomId: string; freeSeats: number }) => {
      listed.set(r.roomId, r);
      updates++;
    });
    lobby.onMessage("-", (roomId: string) => {
      listed.delete(roomId);
      updates++;
    });
    const waitFor = async (pred: () => boolean) => {
      for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(pred()).toBe(true);
    };
    const open = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    const secret = await TestClient.create(server.url, { game: "test-race", seats: 2, visibility: "private", timeLimit: null });
    await waitFor(() => listed.get(open.room.roomId)?.freeSeats === 1);
    expect(listed.has(secret.room.roomId)).toBe(false);
    await secret.until(() => secret.info !== null);
    expect(secret.info!.timeLimit).toBeNull();
    const http = await (await fetch(`${server.url}/api/rooms`)).json();
    expect(http.map((r: { roomId: string }) => r.roomId)).toContain(open.room.roomId);
    const invite = await (await fetch(`${server.url}/api/rooms/${secret.room.roomId}`)).json();
    expect(invite).toMatchObject({ roomId: secret.room.roomId, visibility: "private", status: "waiting" });
    expect((await fetch(`${server.url}/api/rooms/nope`)).status).toBe(404);
    // The code (room id) lets anyone into a private room.
    const friend = await TestClient.join(server.url, secret.room.roomId, { name: "Friend" });
    await friend.until(() => friend.welcome?.seat === 1);
    const guest = await TestClient.join(server.url, open.room.roomId);
    await waitFor(() => !listed.has(open.room.roomId));
    expect(updates).toBeGreaterThan(1);
    await Promise.all([open, secret, friend, guest].map((c) => c.leave()));
    await lobby.leave();
  });

  it("refuses bad room settings", async () => {
    await expect(TestClient.create(server.url, { game: "no-such-game" })).rejects.toThrow(/UNKNOWN_GAME/);
    await expect(TestClient.create(server.url, { game: "test-race", options: { cards: 99 } })).rejects.toThrow(/option 'cards'/);
    await expect(TestClient.create(server.url, { game: "test-race", timeLimit: null })).rejects.toThrow(/INVALID_TIME_LIMIT/);
    await expect(TestClient.create(server.url, { game: "test-race", timeLimit: 45 })).rejects.toThrow(/MALFORMED_OPTIONS/);
    await expect(TestClient.create(server.url, { game: "test-race", seats: 9 })).rejects.toThrow(/INVALID_SEATS/);
  });

  it("sends the setup's events at the start as it sends an action's: a deal to its seat only, { except } to everyone else, spectators included", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 }, "Ana");
    const guest = await TestClient.join(server.url, host.room.roomId, { name: "Bea" });
    await guest.until(() => guest.welcome !== null && host.info?.seats[1]?.human === true, "the guest seated");
    host.send("start");
    const firstView = (c: TestClient) => c.received.find((m) => m.type === "view")?.payload as { seq: number; view: { hand: string[] }; events: unknown[] } | undefined;
    await host.until(() => firstView(host) !== undefined, "the host's first view");
    await guest.until(() => firstView(guest) !== undefined, "the guest's first view");
    for (const [client, seat] of [[host, 0], [guest, 1]] as const) {
      const first = firstView(client)!;
      expect(first.seq).toBe(0);
      expect(first.events).toHaveLength(2);
      expect(first.events).toEqual(
        expect.arrayContaining([
          { type: "dealt", to: [seat], hand: first.view.hand },
          { type: "dealt", to: { except: 1 - seat }, seat: 1 - seat, count: 3 },
        ]),
      );
    }

    const watcher = await TestClient.join(server.url, host.room.roomId, { spectate: true });
    await watcher.until(() => watcher.view !== null, "a spectator view");
    const mover = host.myTurn ? host : guest;
    const moverSeat = mover === host ? 0 : 1;
    mover.send("act", { action: mover.view!.legal[0] });
    const eventsAt = (c: TestClient, seq: number) => c.received.filter((m) => m.type === "view" && (m.payload as { seq: number }).seq === seq).flatMap((m) => (m.payload as { events: { type: string }[] }).events);
    for (const c of [host, guest, watcher]) await c.until(() => (c.view?.seq ?? 0) >= 1, "the move's view");
    expect(eventsAt(mover, 1).map((e) => e.type)).toEqual(["played"]);
    for (const other of [mover === host ? guest : host, watcher]) expect(eventsAt(other, 1)).toContainEqual({ type: "handSize", to: { except: moverSeat }, seat: moverSeat, count: 2 });
    await host.leave();
    await guest.leave();
    await watcher.leave();
  });

  it("shows spectators only the spectator view, and lets the host end the game", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    host.send("addBot", { level: "random" });
    host.send("start");
    await host.until(() => host.myTurn, "host's turn");
    await expect(TestClient.join(server.url, host.room.roomId)).rejects.toThrow(/MATCH_STARTED/);
    const watcher = await TestClient.join(server.url, host.room.roomId, { spectate: true });
    await watcher.until(() => watcher.view !== null, "a spectator view");
    expect(watcher.view!.seat).toBe("spectator");
    expect((watcher.view!.view as { hand: string[] }).hand).toEqual([]);
    expect(watcher.view!.legal).toEqual([]);
    watcher.send("act", { action: { type: "play", card: "2C" } });
    expect((await watcher.nextError()).code).toBe("NOT_SEATED");
    watcher.send("end");
    expect((await watcher.nextError()).code).toBe("NOT_HOST");

    host.send("act", { action: host.view!.legal[0] });
    await host.until(() => host.view!.seq >= 2 && host.myTurn, "a round trip");
    host.send("end");
    await watcher.until(() => watcher.info?.status === "finished", "the end");
    expect(watcher.view!.result!.endedByHost).toBe(true);
    expect(watcher.info!.standings!.endedByHost).toBe(true);
    const stored = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    expect(stored.status).toBe("ended");
    expect(stored.record.actions.at(-1)).toMatchObject({ seat: "host", action: { type: "endGame" } });
    await host.leave();
    await watcher.leave();
  });

  it("answers bad input with a typed error to the sender only, changing nothing", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    const other = await TestClient.join(server.url, host.room.roomId);
    host.send("start");
    await host.until(() => host.myTurn && other.view !== null, "the first turn");
    const seq = host.view!.seq;
    const cases: [string, unknown, string][] = [
      ["dance", {}, "UNKNOWN_MESSAGE"],
      ["act", null, "MALFORMED_MESSAGE"],
      ["act", { action: "play" }, "MALFORMED_MESSAGE"],
      ["act", { action: { type: "play", card: "x".repeat(5000) } }, "MESSAGE_TOO_LARGE"],
      ["act", { action: { type: "play", card: "ZZ" } }, "CARD_NOT_IN_HAND"],
      ["act", { action: { type: "fly" } }, "UNKNOWN_ACTION"],
      ["act", { action: host.view!.legal[0], seq: seq + 5 }, "STALE_VIEW"],
      ["back", {}, "NOT_AWAY"],
      ["start", {}, "ALREADY_STARTED"],
      ["removeBot", { seat: 1 }, "ALREADY_STARTED"],
    ];
    for (const [type, payload, code] of cases) {
      host.send(type, payload);
      expect((await host.nextError()).code, `${type} ${JSON.stringify(payload).slice(0, 60)}`).toBe(code);
    }
    other.send("act", { action: { type: "play", card: (other.view!.view as { hand: string[] }).hand[0] } });
    expect((await other.nextError()).code).toBe("NOT_YOUR_TURN");
    expect(other.errors).toHaveLength(1); // nobody else saw the host's errors
    expect(host.view!.seq).toBe(seq);
    expect(host.left).toBeNull();
    host.send("act", { action: host.view!.legal[0] });
    await other.until(() => other.view!.seq === seq + 1, "the legal action went through");
    await host.leave();
    await other.leave();
  });

  it("never shows a move the database did not store: it is undone and the player may retry", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    const other = await TestClient.join(server.url, host.room.roomId);
    host.send("start");
    await host.until(() => host.myTurn && other.view !== null);
    const store = server.context.store;
    const append = store.appendAction.bind(store);
    store.appendAction = async () => {
      store.appendAction = append;
      throw new Error("disk full");
    };
    const action = host.view!.legal[0];
    host.send("act", { action, seq: 0 });
    expect((await host.nextError()).code).toBe("INTERNAL");
    expect(other.view!.seq).toBe(0);
    host.send("act", { action, seq: 0 });
    await other.until(() => other.view!.seq === 1, "the retried move");
    host.send("end");
    await host.until(() => host.info?.status === "finished");
    const body = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    expect(body.record.actions.map((a: { seat: unknown }) => a.seat)).toEqual([0, "host"]);
    await host.leave();
    await other.leave();
  });
});
