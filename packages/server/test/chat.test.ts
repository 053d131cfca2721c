/**
 * The table chat (`chat { text } | { phrase }`) with real SDK clients on a real server
 * (SQLite; PostgreSQL with GG_TEST_PG through the test config's database): the two
 * channels (players read only theirs, spectators both), platform and game phrases,
 * typed lines cleaned of control characters and kept as plain text, the limits
 * (TOO_LONG, EMPTY_MESSAGE, RATE_LIMITED), the host's switch (CHAT_OFF), and the lines
 * stored with the match — apart from its record — and published for the replay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay } from "@gg/core";
import { GAMES } from "@gg/games";
import { CHAT_MAX_LENGTH, type ChatLine, type ChatLogMessage, type GameInfo, type PublishedMatch } from "../src/protocol.ts";
import type { RunningServer } from "../src/index.ts";
import { PHRASE_BURST } from "../src/table/phrases.ts";
import { TestClient, startTestServer } from "./helpers.ts";
import { databaseTargets } from "./fixtures/databases.ts";

let server: RunningServer;

const linesOf = (c: TestClient): ChatLine[] => c.received.filter((m) => m.type === "chat").map((m) => m.payload as ChatLine);
const said = (c: TestClient): string[] => linesOf(c).map((l) => l.text ?? l.phrase!);

/** Ana (host) and Bea seated at `game`, the rest bots, Cid watching; started unless `start` is false. */
async function table(game: string, seats: number, start = true): Promise<{ ana: TestClient; bea: TestClient; cid: TestClient }> {
  const ana = await TestClient.create(server.url, { game, seats }, "Ana");
  await ana.until(() => ana.info !== null, "room info");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  const cid = await TestClient.join(server.url, ana.room.roomId, { name: "Cid", spectate: true });
  for (let seat = 2; seat < seats; seat++) ana.send("addBot", { seat });
  await ana.until(() => ana.info!.seats.every((s) => s.human || s.bot !== null), "every seat taken");
  if (start) {
    ana.send("start");
    await Promise.all([ana, bea, cid].map((c) => c.until(() => c.view !== null, "the first view")));
  }
  return { ana, bea, cid };
}

describe.each(databaseTargets("gg_chat_test"))("table chat on %s", (_name, database) => {
  beforeAll(async () => {
    server = await startTestServer({ database: await database() });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps the players' and the spectators' channels apart: players read theirs, spectators read both", async () => {
    const { ana, bea, cid } = await table("oh-hell", 3);
    ana.send("chat", { text: "good luck all" });
    for (const c of [ana, bea, cid]) await c.until(() => said(c).includes("good luck all"), "Ana's line");
    expect(linesOf(cid)[0]).toMatchObject({ channel: "players", seat: 0, name: "Ana", text: "good luck all", afterAction: expect.any(Number) });

    cid.send("chat", { text: "Bea holds the ace" }); // a spectator coaching: the players never see it
    await cid.until(() => said(cid).includes("Bea holds the ace"), "Cid's own line");
    expect(linesOf(cid).at(-1)).toMatchObject({ channel: "spectators", seat: null, name: "Cid" });
    bea.send("chat", { phrase: "thanks" }); // a platform phrase, from a player
    for (const c of [ana, bea, cid]) await c.until(() => said(c).includes("thanks"), "Bea's phrase");
    for (const c of [ana, bea]) expect(said(c)).toEqual(["good luck all", "thanks"]);
    expect(said(cid)).toEqual(["good luck all", "Bea holds the ace", "thanks"]);
    expect(linesOf(cid).map((l) => l.n)).toEqual([1, 2, 3]);

    // A newcomer is shown the recent lines of the channels it reads.
    const dan = await TestClient.join(server.url, ana.room.roomId, { name: "Dan", spectate: true });
    await dan.until(() => dan.received.some((m) => m.type === "chatLog"), "the chat log");
    const log = dan.received.find((m) => m.type === "chatLog")!.payload as ChatLogMessage;
    expect(log.lines.map((l) => l.text ?? l.phrase)).toEqual(["good luck all", "Bea holds the ace", "thanks"]);
    for (const c of [ana, bea, cid, dan]) await c.leave();
  });

  it("strips control characters, keeps markup as plain text, and refuses empty, too long, unknown and too many lines", async () => {
    const { ana, bea, cid } = await table("oh-hell", 3, false); // before the start too
    ana.send("chat", { text: "  <b>hi</b>\u0000\u001b[31m\nthere\u202Eoops\t " });
    await bea.until(() => linesOf(bea).length === 1, "the line");
    // The server stores and relays text, never HTML: markup stays as typed, for the client to render as text.
    expect(linesOf(bea)[0]!.text).toBe("<b>hi</b> [31m there oops");

    ana.send("chat", { text: "x".repeat(CHAT_MAX_LENGTH + 1) });
    expect(await ana.nextError()).toMatchObject({ code: "TOO_LONG", to: "chat" });
    ana.send("chat", { text: "é".repeat(CHAT_MAX_LENGTH) }); // the limit counts characters, not bytes
    await bea.until(() => linesOf(bea).length === 2, "a line of exactly the limit");
    ana.send("chat", { text: " \u0007\n " });
    expect(await ana.nextError()).toMatchObject({ code: "EMPTY_MESSAGE" });
    ana.send("chat", { phrase: "not-a-phrase" });
    expect(await ana.nextError()).toMatchObject({ code: "UNKNOWN_PHRASE" });
    ana.send("chat", { text: "a", phrase: "hello" });
    expect(await ana.nextError()).toMatchObject({ code: "MALFORMED_MESSAGE" });

    // Lines, phrases and emotes share one allowance per player.
    bea.send("chat", { text: "ok" });
    for (let i = 0; i < PHRASE_BURST; i++) bea.send("chat", { phrase: "emote:laugh" });
    expect(await bea.nextError()).toMatchObject({ code: "RATE_LIMITED", to: "chat" });
    await cid.until(() => linesOf(cid).length === 2 + PHRASE_BURST, "Bea's line and emotes within the burst");
    expect(said(ana).slice(2)).toEqual(["ok", ...Array(PHRASE_BURST - 1).fill("emote:laugh")]);
    for (const c of [ana, bea, cid]) await c.leave();
  });

  it("lets only the host turn the chat off and on again; off, every line and phrase is refused with CHAT_OFF", async () => {
    const { ana, bea, cid } = await table("truco", 2);
    bea.send("chatToggle", { on: false });
    expect(await bea.nextError()).toMatchObject({ code: "NOT_HOST" });
    ana.send("chatToggle", { on: false });
    for (const c of [ana, bea, cid]) await c.until(() => c.info?.chat === false, "the chat off");
    bea.send("chat", { text: "hello?" });
    expect(await bea.nextError()).toMatchObject({ code: "CHAT_OFF" });
    bea.send("phrase", { phrase: "truco" }); // the game's own calls too
    expect(await bea.nextError()).toMatchObject({ code: "CHAT_OFF" });
    cid.send("chat", { phrase: "emote:wow" });
    expect(await cid.nextError()).toMatchObject({ code: "CHAT_OFF" });

    ana.send("chatToggle", { on: true });
    await bea.until(() => bea.info?.chat === true, "the chat on");
    bea.send("phrase", { phrase: "truco" }); // a game phrase: a chat line, and the bubble at the seat for everyone
    for (const c of [ana, bea, cid]) await c.until(() => c.received.some((m) => m.type === "phrase") && said(c).includes("truco"), "the call");
    expect(linesOf(ana)).toHaveLength(1);
    // The game's own phrases are listed for clients to offer beside the platform's.
    const games = (await (await fetch(`${server.url}/api/games`)).json()) as GameInfo[];
    expect(games.find((g) => g.id === "truco")!.phrases).toContain("truco");
    expect(games.find((g) => g.id === "oh-hell")!.phrases).toEqual([]);
    for (const c of [ana, bea, cid]) await c.leave();
  });

  it("is stored with the match, both channels in order, apart from its record, and published with the replay", async () => {
    const { ana, bea, cid } = await table("oh-hell", 3, false);
    ana.send("chat", { text: "before the start" });
    await bea.until(() => linesOf(bea).length === 1, "the waiting room's line");
    ana.send("start");
    await ana.until(() => ana.view !== null, "the first view");
    bea.autoplay();
    // autoplay answers the views to come: the first one may have made it Bea's turn already.
    if (bea.myTurn) bea.send("act", { action: bea.view!.legal[0], seq: bea.view!.seq });
    await ana.until(() => ana.myTurn, "Ana's turn");
    ana.send("act", { action: ana.view!.legal[0], seq: ana.view!.seq });
    await ana.until(() => ana.view!.seq > 0 && !ana.myTurn, "Ana's move applied");
    const after = ana.view!.seq;
    bea.send("chat", { phrase: "well-played" });
    cid.send("chat", { text: "nice bid" });
    await cid.until(() => linesOf(cid).length === 3, "the lines in play");
    ana.send("end");
    await ana.until(() => ana.view?.result != null, "the match ended");
    ana.send("chat", { phrase: "emote:thumbs-up" }); // after the end: still this match's
    await bea.until(() => linesOf(bea).length === 3, "the last line");

    const roomId = ana.room.roomId;
    // A line's write is not awaited before it is shown: read until the last one is there.
    let body!: PublishedMatch;
    for (let tries = 0; tries < 50 && (body?.chat?.length ?? 0) < 4; tries++) {
      body = (await (await fetch(`${server.url}/api/matches/${roomId}`)).json()) as PublishedMatch;
    }
    expect(body.chat!.map((l) => [l.channel, l.text ?? l.phrase])).toEqual([
      ["players", "before the start"],
      ["players", "well-played"],
      ["spectators", "nice bid"],
      ["players", "emote:thumbs-up"],
    ]);
    expect(body.chat![0]!.afterAction).toBe(0);
    expect(body.chat![1]!.afterAction).toBeGreaterThanOrEqual(after);
    expect(body.chat![3]!.afterAction).toBe(body.record.actions.length);
    // The record holds moves only, and replays as before (gg verify reads the same record).
    expect(body.record.actions.every((a) => a.seat === "host" || a.action.type !== "chat")).toBe(true);
    expect(() => replay(GAMES.find((g) => g.id === "oh-hell")!, body!.record)).not.toThrow();
    for (const c of [ana, bea, cid]) await c.leave();
  });
});
