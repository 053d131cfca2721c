/** The small pieces, without a server. */
import { describe, expect, it } from "vitest";
import { GuestAuth, newRoomId } from "../src/auth.ts";
import { parseClientMessage } from "../src/messages.ts";
import { RateLimiter } from "../src/ratelimit.ts";
import { LocalDriver, type IRoomCache } from "@colyseus/core";
import { IndexedLocalDriver } from "../src/matchmaking.ts";
import { cleanName, emptySeat, nextHost, type SeatState } from "../src/table/seats.ts";

describe("guest tokens", () => {
  const auth = new GuestAuth("secret");
  it("prove the player id they carry, and nothing forged", () => {
    const guest = auth.issue();
    expect(auth.verify(guest.token)).toBe(guest.playerId);
    expect(auth.verify(guest.token.replace(guest.playerId, "g_someoneelse"))).toBeNull();
    expect(new GuestAuth("other").verify(guest.token)).toBeNull();
    for (const bad of [undefined, null, 7, "", ".", "g_x.", "x".repeat(500), guest.token + "x"]) expect(auth.verify(bad)).toBeNull();
  });
  it("room ids are 12 characters of an unambiguous alphabet, all different", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRoomId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[a-km-np-z2-9]{12}$/);
  });
});

describe("the rate limiter", () => {
  it("allows a burst, refuses above the rate, and disconnects only sustained flooding", () => {
    let now = 0;
    const limiter = new RateLimiter(10, 5, 3, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take()).toBe("ok");
    expect(limiter.take()).toBe("limited");
    now += 1000; // refilled
    for (let i = 0; i < 5; i++) expect(limiter.take()).toBe("ok");
    expect(limiter.strikes).toBe(0);
    expect([limiter.take(), limiter.take(), limiter.take(), limiter.take()]).toEqual(["limited", "limited", "limited", "abuse"]);
  });
});

describe("seats", () => {
  const human = (name: string, connected = true): SeatState => ({ ...emptySeat(), playerId: `g_${name}`, name, connected });
  it("the next host is the next human in seat order, a connected one first", () => {
    const seats = [human("a"), { ...emptySeat(), bot: "rules", name: "bot" }, human("c", false), human("d")];
    expect(nextHost(seats, 0)).toBe(3);
    expect(nextHost(seats, 3)).toBe(0);
    expect(nextHost([human("a"), emptySeat()], 0)).toBeNull();
  });
  it("names are trimmed, short and free of control characters", () => {
    expect(cleanName("  Ana\u0000\u202e  ")).toBe("Ana");
    expect(cleanName("x".repeat(50))).toHaveLength(32);
    expect(cleanName("   ")).toBeNull();
    expect(cleanName(undefined)).toBeNull();
  });
});

describe("incoming messages", () => {
  it("are typed refusals unless known, small, plain and well formed", () => {
    expect(parseClientMessage("act", { action: { type: "bid", bid: 2 }, seq: 3 })).toEqual({ type: "act", payload: { action: { type: "bid", bid: 2 }, seq: 3 } });
    expect(parseClientMessage("back", undefined)).toEqual({ type: "back", payload: undefined });
    expect(parseClientMessage("hasOwnProperty", {})).toMatchObject({ code: "UNKNOWN_MESSAGE" });
    expect(parseClientMessage(7, {})).toMatchObject({ code: "UNKNOWN_MESSAGE" });
    expect(parseClientMessage("act", { action: { type: "x", big: "y".repeat(5000) } })).toMatchObject({ code: "MESSAGE_TOO_LARGE" });
    expect(parseClientMessage("act", { action: { type: "x" }, extra: 1 })).toMatchObject({ code: "MALFORMED_MESSAGE" });
    expect(parseClientMessage("act", { action: { type: "x", n: 10n } })).toMatchObject({ code: "MALFORMED_MESSAGE" });
    expect(parseClientMessage("removeBot", { seat: -1 })).toMatchObject({ code: "MALFORMED_MESSAGE" });
    const polluted = parseClientMessage("act", JSON.parse('{"action":{"type":"x","__proto__":{"polluted":true}}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect("payload" in polluted).toBe(true);
  });
});

describe("the one-process matchmaking driver", () => {
  const cache = (roomId: string, name = "game"): IRoomCache => ({ roomId, name, processId: "p", clients: 0, maxClients: 4, locked: false, private: false, publicAddress: undefined, metadata: {} }) as unknown as IRoomCache;

  it("finds rooms by id from its index, as the stock driver does by filtering, through inserts, removals and clears", async () => {
    const indexed = new IndexedLocalDriver();
    const stock = new LocalDriver();
    const same = async (roomId: string) => expect((await indexed.findOne({ roomId }))?.roomId).toBe((await stock.findOne({ roomId }))?.roomId);
    for (const id of ["a1", "b2", "c3"]) {
      const room = cache(id);
      await indexed.insert(room);
      await stock.insert({ ...room });
    }
    expect(await indexed.insert(cache("a1"))).toBe(false); // an id is listed once
    indexed.persist(cache("d4"), true);
    stock.persist(cache("d4"), true);
    for (const id of ["a1", "b2", "c3", "d4", "zz"]) await same(id);
    expect((await indexed.findOne({ roomId: "b2" }))?.roomId).toBe("b2");
    indexed.remove("b2");
    stock.remove("b2");
    await same("b2");
    expect(await indexed.findOne({ roomId: "b2" })).toBeUndefined();
    // Other conditions are the stock query's.
    expect((await indexed.findOne({ name: "game" }))?.roomId).toBe("a1");
    indexed.clear();
    expect(await indexed.findOne({ roomId: "a1" })).toBeUndefined();
  });
});
