/**
 * An action is stored and published as the engine's legal actions shape it
 * (issue 15, point 9): fields a client adds are not kept in the record. Real
 * server and SDK clients for the record; every registered game for the rule
 * that an honest action is never changed by shaping.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAMES } from "@gg/games";
import { Match, createRandom, randomInt, type MatchRecord } from "@gg/core";
import type { RunningServer } from "../src/index.ts";
import type { Action, PublishedMatch } from "../src/protocol.ts";
import { shapeAction } from "../src/table/actions.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const JUNK = { note: "x".repeat(200), nested: { deep: [1, 2, 3] } };

describe("an action with fields the engine does not read", () => {
  it("is applied, stored and published without them", async () => {
    // With `confirm`, a play is followed by { type: "confirm", ok }: two listed actions of one type.
    const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: null, visibility: "private", options: { cards: 2, confirm: true } }, "Ana");
    const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
    await bea.until(() => bea.welcome !== null);
    for (const c of [ana, bea]) c.autoplay((legal) => ({ ...(legal.at(-1) as object), ...JUNK }));
    ana.send("start");
    await ana.until(() => ana.view?.result != null, "the end", 20_000);
    const events = ana.received.filter((m) => m.type === "view").flatMap((m) => (m.payload as { events: object[] }).events);
    expect(JSON.stringify(events)).not.toContain("note");
    const published = (await (await fetch(`${server.url}/api/matches/${ana.room.roomId}`)).json()) as PublishedMatch;
    const actions = (published.record as MatchRecord).actions.map((a) => a.action);
    expect(actions).toHaveLength(8); // two plays and two confirms a seat
    for (const action of actions) expect(Object.keys(action).sort()).toEqual(action.type === "play" ? ["card", "type"] : ["ok", "type"]);
    expect(actions.filter((a) => a.type === "confirm").every((a) => (a as Record<string, unknown>).ok === false)).toBe(true);
    await ana.leave();
    await bea.leave();
  });

  it("of a type no legal action has, is refused with the engine's own code and changes nothing", async () => {
    const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: null, visibility: "private" }, "Ana");
    const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
    await bea.until(() => bea.welcome !== null);
    ana.send("start");
    await ana.until(() => ana.myTurn, "Ana's turn");
    ana.send("act", { action: { type: "fly", ...JUNK } });
    expect((await ana.nextError()).code).toBe("UNKNOWN_ACTION");
    bea.send("act", { action: { ...(ana.view!.legal[0] as object), ...JUNK } });
    expect((await bea.nextError()).code).toBe("NOT_YOUR_TURN");
    expect(ana.view!.seq).toBe(0);
    await ana.leave();
    await bea.leave();
  });
});

describe("shaping", () => {
  it("leaves every legal action of every game as listed, and takes added fields off it", () => {
    for (const game of GAMES) {
      const random = createRandom(`shape/${game.id}`);
      const match = new Match(game, { players: game.minPlayers, seed: `shape/${game.id}` });
      for (let step = 0; step < 200 && match.result() === null; step++) {
        const seat = match.activeSeats()[0]!;
        const legal = game.legalActions(match.state, seat) as readonly Action[];
        const action = legal[randomInt(random, legal.length)]!;
        expect(shapeAction(action, legal), game.id).toEqual(action);
        expect(shapeAction({ ...action, ...JUNK }, legal), game.id).toEqual(action);
        match.act(seat, action);
      }
    }
  });

  it("keeps an action the listing only represents, cut to the listed structure", () => {
    // Two representatives of many arrangements (as GG Battle lists its 32-card piles).
    const legal: Action[] = [
      { type: "arrange", piles: [["A", "B"], ["C"]] },
      { type: "arrange", piles: [["B", "A"], ["C"]] },
      { type: "pick", pile: 0, card: { suit: "H", rank: "Q" } },
    ];
    expect(shapeAction({ type: "arrange", piles: [["C"], ["A", "B"]], ...JUNK }, legal)).toEqual({ type: "arrange", piles: [["C"], ["A", "B"]] });
    expect(shapeAction({ type: "arrange", piles: [["C", { evil: 1 }], ["A"]] }, legal)).toEqual({ type: "arrange", piles: [["C"], ["A"]] });
    expect(shapeAction({ type: "pick", pile: 1, card: { suit: "S", rank: "2", joker: true }, x: 1 }, legal)).toEqual({ type: "pick", pile: 1, card: { suit: "S", rank: "2" } });
    expect(shapeAction({ type: "pick", pile: 0, card: { suit: "H", rank: "Q", x: [1] } }, legal)).toEqual(legal[2]);
    expect(shapeAction({ type: "nothing", ...JUNK }, legal)).toBeNull();
  });
});
