/**
 * Removing a griefer (issue 15, point 14): the host kicks a seated player or a
 * spectator, before and during the match; a kicked guest — and a new identity
 * from their network — cannot come back; a public table seats one player per
 * network. Real server and SDK clients; each client's address is the one its
 * (trusted) proxy header names, as behind a real proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { networkOf } from "../src/network.ts";
import { CLOSE_KICKED } from "../src/protocol.ts";
import { UNLIMITED_CLIENTS } from "./fixtures/config.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { ...UNLIMITED_CLIENTS, trustProxy: 1 } });
});
afterAll(async () => {
  await server?.close();
});

const create = (address: string, options: Record<string, unknown>, name: string) => TestClient.from(server.url, address).create(options, name);
const join = (address: string, roomId: string, options: Record<string, unknown> = {}) => TestClient.from(server.url, address).join(roomId, options);

const ANA = "198.51.100.1";
const BEA = "198.51.100.2";
const CID = "198.51.100.3";
const DAN = "198.51.100.4";

describe("the host kicks", () => {
  it("before the start: a seated player (seat freed) and a spectator; neither, nor a new identity from their network, gets back in", async () => {
    const ana = await create(ANA, { game: "test-race", seats: 3 }, "Ana");
    const id = ana.room.roomId;
    const bea = await join(BEA, id, { name: "Bea" });
    const cid = await join(CID, id, { name: "Cid", spectate: true });
    await ana.until(() => ana.info!.spectators.length === 1, "Cid listed as a spectator");
    expect(ana.info!.spectators[0]).toEqual({ playerId: cid.welcome!.playerId, name: "Cid" });

    ana.send("kick", { playerId: bea.welcome!.playerId });
    await bea.until(() => bea.left !== null, "Bea removed");
    expect(bea.left).toBe(CLOSE_KICKED);
    await ana.until(() => !ana.info!.seats[1]!.human, "Bea's seat freed");
    expect(ana.info!.seats[1]!.playerId).toBeNull();

    ana.send("kick", { playerId: cid.welcome!.playerId });
    await cid.until(() => cid.left !== null, "Cid removed");
    expect(cid.left).toBe(CLOSE_KICKED);
    await ana.until(() => ana.info!.spectators.length === 0, "no spectator listed");

    await expect(join(BEA, id, { token: bea.welcome!.token })).rejects.toThrow(/KICKED/);
    await expect(join(DAN, id, { token: bea.welcome!.token })).rejects.toThrow(/KICKED/); // her identity, from anywhere
    await expect(join(BEA, id, { name: "Bea again" })).rejects.toThrow(/KICKED/); // a new identity from her network
    await expect(join(CID, id, { token: cid.welcome!.token, spectate: true })).rejects.toThrow(/KICKED/);
    // Someone else takes the freed seat.
    const dan = await join(DAN, id, { name: "Dan" });
    expect(dan.welcome!.seat).toBe(1);
    await ana.leave();
    await dan.leave();
  });

  it("is the host's alone, never the host themselves, and only someone at the table", async () => {
    const ana = await create(ANA, { game: "test-race", seats: 2 }, "Ana");
    const bea = await join(BEA, ana.room.roomId, { name: "Bea" });
    bea.send("kick", { playerId: ana.welcome!.playerId });
    expect((await bea.nextError()).code).toBe("NOT_HOST");
    ana.send("kick", { playerId: ana.welcome!.playerId });
    expect((await ana.nextError()).code).toBe("CANNOT_KICK");
    ana.send("kick", { playerId: "g_nobody" });
    expect((await ana.nextError()).code).toBe("NOT_AT_TABLE");
    ana.send("kick", { playerId: 7 });
    expect((await ana.nextError()).code).toBe("MALFORMED_MESSAGE");
    expect(bea.left).toBeNull();
    await ana.leave();
    await bea.leave();
  });

  it("during the match: the seat becomes a bot that plays on, and the player cannot come back, even to watch", async () => {
    const ana = await create(ANA, { game: "test-race", seats: 2, timeLimit: 120, options: { cards: 2 } }, "Ana");
    const bea = await join(BEA, ana.room.roomId, { name: "Bea" });
    ana.autoplay();
    ana.send("start");
    await bea.until(() => bea.myTurn, "Bea's turn");
    ana.send("kick", { playerId: bea.welcome!.playerId });
    await bea.until(() => bea.left !== null, "Bea removed");
    expect(bea.left).toBe(CLOSE_KICKED);
    await ana.until(() => ana.info!.seats[1]!.bot !== null, "Bea's seat played by a bot");
    expect(ana.info!.seats[1]).toMatchObject({ human: false, playerId: null, name: "Bea" });
    // The bot took her decision at once and the match plays to its end.
    await ana.until(() => ana.view?.result != null, "the end", 10_000);
    await expect(join(BEA, ana.room.roomId, { token: bea.welcome!.token })).rejects.toThrow(/KICKED/);
    await expect(join(BEA, ana.room.roomId, { token: bea.welcome!.token, spectate: true })).rejects.toThrow(/KICKED/);
    await ana.leave();
  });
});

describe("one client, one seat", () => {
  it("a public table seats one player per network (an IPv6 /64 counts as one), watching is open; a private table seats them all", async () => {
    const ana = await create(ANA, { game: "test-race", seats: 4 }, "Ana");
    const eve = await join("203.0.113.9", ana.room.roomId, { name: "Eve" });
    expect(eve.welcome!.seat).toBe(1);
    await expect(join("203.0.113.9", ana.room.roomId, { name: "Eve 2" })).rejects.toThrow(/ONE_SEAT_PER_CLIENT/);
    const watching = await join("203.0.113.9", ana.room.roomId, { name: "Eve 2", spectate: true });
    expect(watching.welcome!.seat).toBeNull();
    // Eve's own identity comes back to her seat from the same network.
    const again = await join("203.0.113.9", ana.room.roomId, { token: eve.welcome!.token });
    expect(again.welcome!.seat).toBe(1);
    const six = await join("2001:db8:1:2::10", ana.room.roomId, { name: "Six" });
    expect(six.welcome!.seat).toBe(2);
    await expect(join("2001:db8:1:2:ffff::20", ana.room.roomId, { name: "Six 2" })).rejects.toThrow(/ONE_SEAT_PER_CLIENT/);

    const home = await create(DAN, { game: "test-race", seats: 3, visibility: "private" }, "Dan");
    const kid = await join(DAN, home.room.roomId, { name: "Kid" });
    expect(kid.welcome!.seat).toBe(1);
    for (const c of [ana, watching, again, six, home, kid]) await c.leave();
    await sleep(50);
  });

  it("reads the network of an address: IPv4 itself, IPv6 by its /64, none for local, private and proxy-side ones", () => {
    expect(networkOf("198.51.100.7")).toBe("198.51.100.7");
    expect(networkOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(networkOf("2001:db8:1:2::10")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff:0:0:20")).toBe("2001:db8:1:2::/64");
    for (const local of ["127.0.0.1", "10.1.2.3", "172.20.0.5", "192.168.1.9", "100.64.0.1", "169.254.1.1", "::1", "fe80::1", "fd00::5", "::", "", "not an address"]) {
      expect(networkOf(local), local).toBeNull();
    }
    expect(networkOf(undefined)).toBeNull();
  });
});
