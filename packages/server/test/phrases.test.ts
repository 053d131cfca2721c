/**
 * Quick phrases (`phrase { phrase }`): a seated player's phrase from the game's own list
 * (`GameDefinition.phrases`, Truco's) reaches everyone at the table, spectators too, with
 * the sender's seat; a phrase the game does not list, a spectator's, or one too many in a
 * row is refused to the sender alone; phrases are not part of the match's record.
 * Real server and SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhraseMessage } from "../src/protocol.ts";
import type { RunningServer } from "../src/index.ts";
import { PHRASE_BURST } from "../src/table/phrases.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const phrasesOf = (c: TestClient): PhraseMessage[] => c.received.filter((m) => m.type === "phrase").map((m) => m.payload as PhraseMessage);

async function seated(game: string, seats: number): Promise<{ ana: TestClient; bea: TestClient; cid: TestClient }> {
  const ana = await TestClient.create(server.url, { game, seats }, "Ana");
  await ana.until(() => ana.info !== null, "room info");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  const cid = await TestClient.join(server.url, ana.room.roomId, { name: "Cid", spectate: true });
  for (let seat = 2; seat < seats; seat++) ana.send("addBot", { seat });
  await ana.until(() => ana.info!.seats.every((s) => s.human || s.bot !== null), "every seat taken");
  ana.send("start");
  await Promise.all([ana, bea, cid].map((c) => c.until(() => c.view !== null, "the first view")));
  return { ana, bea, cid };
}

describe("quick phrases", () => {
  it("relay a listed phrase to everyone at the table with the sender's seat, and refuse the rest to the sender alone", async () => {
    const { ana, bea, cid } = await seated("truco", 2);

    ana.send("phrase", { phrase: "truco" });
    for (const c of [ana, bea, cid]) await c.until(() => phrasesOf(c).length === 1, "the phrase relayed");
    for (const c of [ana, bea, cid]) expect(phrasesOf(c)).toEqual([{ seat: 0, phrase: "truco" }]);

    ana.send("phrase", { phrase: "hello-there" }); // neither Truco's nor the platform's
    expect(await ana.nextError()).toMatchObject({ code: "UNKNOWN_PHRASE", to: "phrase" });
    cid.send("phrase", { phrase: "six" }); // a spectator says nothing at the table
    expect(await cid.nextError()).toMatchObject({ code: "NOT_SEATED", to: "phrase" });
    bea.send("phrase", { phrase: 6 });
    expect(await bea.nextError()).toMatchObject({ code: "MALFORMED_MESSAGE", to: "phrase" });

    // Bea's phrase is the next anyone hears: nothing refused reached the others.
    bea.send("phrase", { phrase: "out" });
    for (const c of [ana, bea, cid]) await c.until(() => phrasesOf(c).length === 2, "Bea's phrase relayed");
    expect(phrasesOf(cid)[1]).toEqual({ seat: 1, phrase: "out" });
    expect(ana.errors.map((e) => e.code)).toEqual(["UNKNOWN_PHRASE"]);

    for (const c of [ana, bea, cid]) await c.leave();
  });

  it("let a player say a few in a row, then refuse one more (RATE_LIMITED); the match's record holds no phrase", async () => {
    const { ana, bea, cid } = await seated("truco", 2);
    for (let i = 0; i < PHRASE_BURST + 1; i++) bea.send("phrase", { phrase: "bluff" });
    expect(await bea.nextError()).toMatchObject({ code: "RATE_LIMITED", to: "phrase" });
    await cid.until(() => phrasesOf(cid).length === PHRASE_BURST, "the phrases within the burst");
    expect(phrasesOf(cid).every((p) => p.seat === 1 && p.phrase === "bluff")).toBe(true);
    // Another player's phrases are counted apart.
    ana.send("phrase", { phrase: "goodGame" });
    await cid.until(() => phrasesOf(cid).length === PHRASE_BURST + 1, "Ana's phrase");

    ana.send("end");
    await ana.until(() => ana.view?.result != null, "the match ended");
    const body = (await (await fetch(`${server.url}/api/matches/${ana.room.roomId}`)).json()) as { record: { actions: { action: { type: string } }[] } };
    expect(body.record.actions.map((a) => a.action.type)).not.toContain("phrase");
    for (const c of [ana, bea, cid]) await c.leave();
  });

  it("are refused at a game that lists none", async () => {
    const { ana, bea, cid } = await seated("sueca", 4);
    ana.send("phrase", { phrase: "truco" });
    expect(await ana.nextError()).toMatchObject({ code: "UNKNOWN_PHRASE" });
    expect(phrasesOf(bea)).toEqual([]);
    for (const c of [ana, bea, cid]) await c.leave();
  });
});
