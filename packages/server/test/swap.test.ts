/**
 * The host moves players and bots between seats before the start (`swapSeats`), so
 * friends can sit as partners: both seats' occupants exchange places, each moved
 * player is told its new seat, the host keeps hosting from its new seat, and the
 * match starts with the seats as arranged. Real server and SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import type { RunningServer } from "../src/index.ts";
import { UNLIMITED_CLIENTS } from "./fixtures/config.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ limits: UNLIMITED_CLIENTS });
});
afterAll(async () => {
  await server?.close();
});

async function create(options: Record<string, unknown>, name: string): Promise<TestClient> {
  const sdk = new Client(server.url);
  const client = new TestClient(sdk, await sdk.create("game", { ...options, name }));
  await client.until(() => client.welcome !== null && client.info !== null, "welcome");
  return client;
}

async function join(roomId: string, name: string): Promise<TestClient> {
  const sdk = new Client(server.url);
  const client = new TestClient(sdk, await sdk.joinById(roomId, { name }));
  await client.until(() => client.welcome !== null && client.info !== null, "welcome");
  return client;
}

describe("the host swaps seats", () => {
  it("lists no teams for a game played each for oneself", async () => {
    const ana = await create({ game: "bisca", seats: 2 }, "Ana");
    expect(ana.info!.teams).toBeNull();
    await ana.leave();
  });

  it("exchanges a player with a bot and with another player; each moved player learns its new seat; the match keeps the arrangement", async () => {
    const ana = await create({ game: "sueca", seats: 4 }, "Ana");
    const bea = await join(ana.room.roomId, "Bea");
    expect(bea.welcome!.seat).toBe(1);
    expect(ana.info!.teams).toEqual([[0, 2], [1, 3]]); // the waiting room shows the partners
    ana.send("addBot", { seat: 2 });
    ana.send("addBot", { seat: 3 });
    await ana.until(() => ana.info!.seats.every((s) => s.bot !== null || s.human), "all seated");

    // Bea to seat 2, Ana's partner's place; the bot there goes to seat 1 and takes that seat's name.
    ana.send("swapSeats", { a: 1, b: 2 });
    await bea.until(() => bea.welcome!.seat === 2, "Bea told her new seat");
    await ana.until(() => ana.info!.seats[2]!.name === "Bea", "Bea listed at seat 2");
    expect(ana.info!.seats[1]).toMatchObject({ name: "Bot 2 (rules)", human: false });
    expect(ana.welcome!.seat).toBe(0);

    // The host moves too, and stays the host.
    ana.send("swapSeats", { a: 0, b: 3 });
    await ana.until(() => ana.welcome!.seat === 3, "Ana told her new seat");
    await ana.until(() => ana.info!.host === 3, "the host follows its seat");
    expect(ana.info!.seats.map((s) => s.name)).toEqual(["Bot 1 (rules)", "Bot 2 (rules)", "Bea", "Ana"]);

    // Bea is not the host; nobody swaps a seat with itself or with one that does not exist.
    bea.send("swapSeats", { a: 0, b: 1 });
    expect((await bea.nextError()).code).toBe("NOT_HOST");
    ana.send("swapSeats", { a: 2, b: 2 });
    expect((await ana.nextError()).code).toBe("NO_SUCH_SEAT");
    ana.send("swapSeats", { a: 0, b: 7 });
    expect((await ana.nextError()).code).toBe("NO_SUCH_SEAT");

    ana.send("start");
    await ana.until(() => ana.view !== null && bea.view !== null, "the match's first views");
    expect(ana.view!.seat).toBe(3);
    expect((bea.view!.view as { viewer: number }).viewer).toBe(2);
    expect((ana.view!.view as { viewer: number }).viewer).toBe(3);
    // After the start, seats stay where they are.
    ana.send("swapSeats", { a: 0, b: 1 });
    expect((await ana.nextError()).code).toBe("ALREADY_STARTED");
    await ana.leave();
    await bea.leave();
  });
});

describe("options the game refuses only at the start", () => {
  it("are refused to the host with the game's reason, and the table keeps waiting", async () => {
    // Bisca deals 9 cards only to 2 players: the seat count is known only at the start.
    const ana = await create({ game: "bisca", seats: 4, options: { handSize: 9 } }, "Ana");
    for (let i = 0; i < 3; i++) ana.send("addBot", { level: "random" });
    await ana.until(() => ana.info!.seats.every((s) => s.human || s.bot !== null), "a full table");
    ana.send("start");
    const error = await ana.nextError();
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toMatch(/2 players/);
    expect(ana.info!.status).toBe("waiting");
    await ana.leave();
  });
});

describe("a game that takes only some player counts (Truco: 2 or 4)", () => {
  it("refuses a table of 3, and a start with 3 of 4 seats taken", async () => {
    await expect(create({ game: "truco", seats: 3 }, "Ana")).rejects.toThrow(/INVALID_SEATS/);
    const ana = await create({ game: "truco", seats: 4 }, "Ana");
    for (let i = 0; i < 2; i++) ana.send("addBot", { level: "random" });
    await ana.until(() => ana.info!.seats.filter((s) => s.human || s.bot !== null).length === 3, "three seats taken");
    ana.send("start");
    expect((await ana.nextError()).code).toBe("INVALID_SEATS");
    expect(ana.info!.status).toBe("waiting");
    await ana.leave();
  });
});
