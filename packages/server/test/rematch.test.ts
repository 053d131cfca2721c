/**
 * "Play again" (`rematch`) with real SDK clients on a real server: when every human at
 * the table accepts (bots always do), the room plays a new match with the same seats,
 * options and bots, a new seed commitment and a new match id, the old match staying in
 * history with its replay; a player who left frees their seat and the room goes back to
 * waiting for the host; refusals before the end and from spectators.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchRunning, PublishedMatch } from "../src/protocol.ts";
import type { RunningServer } from "../src/index.ts";
import { TestClient, startTestServer } from "./helpers.ts";
import { databaseTargets } from "./fixtures/databases.ts";

let server: RunningServer;

const OPTIONS = { exactBidBonus: 7 };

/** Ana (host), Bea and a bot at Oh Hell, Cid watching; the host ends the first match at once. */
async function finished(): Promise<{ ana: TestClient; bea: TestClient; cid: TestClient }> {
  const ana = await TestClient.create(server.url, { game: "oh-hell", seats: 3, options: OPTIONS }, "Ana");
  await ana.until(() => ana.info !== null, "room info");
  const bea = await TestClient.join(server.url, ana.room.roomId, { name: "Bea" });
  ana.send("addBot", { seat: 2, level: "random" });
  await ana.until(() => ana.info!.seats[2]!.bot === "random", "the bot");
  ana.send("start");
  await Promise.all([ana, bea].map((c) => c.until(() => c.view !== null, "the first view")));
  const cid = await TestClient.join(server.url, ana.room.roomId, { name: "Cid", spectate: true });
  ana.send("end");
  for (const c of [ana, bea, cid]) await c.until(() => c.info?.status === "finished", "the end");
  return { ana, bea, cid };
}

const match = async (id: string) => (await fetch(`${server.url}/api/matches/${id}`)).json() as Promise<PublishedMatch | MatchRunning>;

describe.each(databaseTargets("gg_rematch_test"))("play again on %s", (_name, database) => {
  beforeAll(async () => {
    server = await startTestServer({ database: await database() });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("starts a new match in the same room once every human accepts: same seats, options and bots, a new seed; the old match stays", async () => {
    const { ana, bea, cid } = await finished();
    const roomId = ana.room.roomId;
    const first = ana.info!;
    expect(first.rematch).toEqual([]);

    cid.send("rematch"); // a spectator has no seat to play again
    expect(await cid.nextError()).toMatchObject({ code: "NOT_SEATED", to: "rematch" });
    bea.send("rematch");
    await ana.until(() => ana.info!.rematch?.length === 1, "Bea's acceptance shown");
    expect(ana.info!.rematch).toEqual([1]);
    expect(ana.info!.status).toBe("finished"); // the bot accepts; Ana has not yet

    ana.send("rematch");
    for (const c of [ana, bea, cid]) await c.until(() => c.info?.status === "playing" && c.view?.result === null, "the new match");
    const next = ana.info!;
    expect(next.roomId).toBe(roomId);
    expect(next.options).toEqual(first.options);
    expect(next.seats.map((s) => [s.name, s.bot])).toEqual(first.seats.map((s) => [s.name, s.bot]));
    expect(next.host).toBe(0);
    expect(next.rematch).toBeNull();
    expect([first.matchId, next.matchId]).toEqual([roomId, `${roomId}-2`]);
    expect(next.seedCommitment).not.toBe(first.seedCommitment);
    expect([ana.seat, bea.seat]).toEqual([0, 1]);
    expect(cid.view!.seat).toBe("spectator");

    // The first match stays published with its replay; the second is the room's code and a number.
    const old = (await match(roomId)) as PublishedMatch;
    expect(old.status).toBe("ended");
    expect(old.seedCommitment).toBe(first.seedCommitment);
    const running = (await match(`${roomId}-2`)) as MatchRunning;
    expect(running).toMatchObject({ code: "MATCH_RUNNING", seedCommitment: next.seedCommitment });

    // Played on to its end like any match; then again.
    ana.send("end");
    await ana.until(() => ana.info?.status === "finished", "the second match ended");
    expect(((await match(`${roomId}-2`)) as PublishedMatch).status).toBe("ended");
    for (const c of [ana, bea, cid]) await c.leave();
  });

  it("frees the seat of a player who left and goes back to waiting: the host fills it and starts", async () => {
    const { ana, bea, cid } = await finished();
    bea.send("rematch");
    await ana.until(() => ana.info!.rematch?.length === 1, "Bea's acceptance shown");
    await ana.leave(); // the host goes; Bea is host now, and has accepted: the room regroups
    for (const c of [bea, cid]) await c.until(() => c.info?.status === "waiting", "back to waiting");
    const info = bea.info!;
    expect(info.seats.map((s) => (s.playerId === null && s.bot === null ? "empty" : s.name))).toEqual(["empty", "Bea", info.seats[2]!.name]);
    expect(info.seats[2]!.bot).toBe("random");
    expect(info.host).toBe(1);
    expect(info.standings).toBeNull();

    bea.send("addBot", { seat: 0 });
    await bea.until(() => bea.info!.seats[0]!.bot !== null, "a bot in the free seat");
    bea.send("start");
    await bea.until(() => bea.info?.status === "playing" && bea.view?.result === null, "the new match");
    expect(((await match(`${bea.room.roomId}-2`)) as MatchRunning).code).toBe("MATCH_RUNNING");
    for (const c of [bea, cid]) await c.leave();
  });

  it("is refused while the match runs", async () => {
    const ana = await TestClient.create(server.url, { game: "oh-hell", seats: 2, options: OPTIONS }, "Ana");
    await ana.until(() => ana.info !== null, "room info");
    ana.send("addBot", { seat: 1 });
    await ana.until(() => ana.info!.seats[1]!.bot !== null, "the bot");
    ana.send("start");
    await ana.until(() => ana.view !== null, "the first view");
    ana.send("rematch");
    expect(await ana.nextError()).toMatchObject({ code: "NOT_OVER", to: "rematch" });
    await ana.leave();
  });
});
