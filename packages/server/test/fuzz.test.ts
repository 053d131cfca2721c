/**
 * Thousands of random and mutated messages from a seated player, for every
 * registered game; then the match must still finish normally, the fuzzer
 * must still be connected, and the stored record must replay to the result.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRandom, pick, randomInt, replay, type RandomSource } from "@gg/core";
import type { RunningServer } from "../src/index.ts";
import { TEST_GAMES, TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MESSAGES_PER_GAME = Number(process.env.GG_FUZZ_MESSAGES ?? 1500);
// Not longer types: the SDK cannot encode a 300-character type, and the failed
// encode corrupts its shared buffer so the next frame is garbage (Colyseus then
// closes the connection with 4002, as it does for any undecodable frame).
const TYPES = ["act", "back", "addBot", "removeBot", "start", "end", "transferHost", "dance", "", "__proto__", "constructor", "x".repeat(60)];
const ODD: unknown[] = [null, undefined, 0, -1, 1.5, 2 ** 53, NaN, "", "2C", "X", true, [], {}, [1, 2], { type: 7 }, "x".repeat(5000), { __proto__: { polluted: 1 } }];

/** A random value, or a mutation of a legal action: wrong fields, wrong types, extra fields. */
function mutate(r: RandomSource, legal: readonly unknown[]): unknown {
  const base = legal.length > 0 ? structuredClone(pick(r, legal)) : { type: "play" };
  switch (randomInt(r, 6)) {
    case 0:
      return pick(r, ODD);
    case 1: {
      const o = base as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length > 0) o[pick(r, keys)] = pick(r, ODD);
      return o;
    }
    case 2:
      return { ...(base as object), [`extra${randomInt(r, 3)}`]: pick(r, ODD) };
    case 3:
      return { type: pick(r, ["play", "bid", "pass", "draw", "bridge", "challenge", "arrange", "endGame", "throw"]), card: pick(r, ODD), bid: pick(r, ODD) };
    default:
      return base; // often legal, often out of turn or stale
  }
}

describe.each(TEST_GAMES.map((game) => [game.id, game] as const))("%s under fuzzing", (_id, game) => {
  it(`survives ${MESSAGES_PER_GAME} random and mutated messages`, async () => {
    const r = createRandom(`fuzz-${game.id}`);
    const fuzzer = await TestClient.create(server.url, { game: game.id, seats: game.minPlayers, timeLimit: 120 }, "Fuzzer");
    for (let i = 1; i < game.minPlayers; i++) fuzzer.send("addBot", { level: "random" });
    await fuzzer.until(() => fuzzer.info?.seats.every((s) => s.human || s.bot) ?? false);
    fuzzer.send("start");
    await fuzzer.until(() => fuzzer.view !== null);
    let unsendable = 0;
    for (let n = 0; n < MESSAGES_PER_GAME; n++) {
      const legal = fuzzer.view?.legal ?? [];
      const type = randomInt(r, 4) === 0 ? pick(r, TYPES) : "act";
      if (type === "end" || type === "transferHost") continue; // would end the match early or be legal
      try {
        if (type === "act") fuzzer.send("act", randomInt(r, 5) === 0 ? pick(r, ODD) : { action: mutate(r, legal), ...(randomInt(r, 2) ? { seq: fuzzer.view?.seq ?? 0 } : {}) });
        else if (randomInt(r, 10) === 0) fuzzer.room.sendBytes(type, new Uint8Array(Array.from({ length: randomInt(r, 64) }, () => randomInt(r, 256))));
        else fuzzer.send(type, pick(r, ODD));
      } catch {
        unsendable++; // the SDK itself refuses some (a 300-character type): nothing reached the server
      }
      if (n % 50 === 49) await sleep(1); // let replies flow, as a real client would
    }
    expect(unsendable).toBeLessThan(MESSAGES_PER_GAME / 10);
    fuzzer.send("back");
    // Now play properly. Replies to the fuzz may still be in flight, so keep
    // offering the first legal action while it is this seat's turn.
    const deadline = Date.now() + 60_000;
    while (fuzzer.view?.result == null && Date.now() < deadline) {
      if (fuzzer.myTurn) fuzzer.send("act", { action: fuzzer.view!.legal[0], seq: fuzzer.view!.seq });
      await sleep(10);
    }
    expect(fuzzer.view?.result, `${game.id}: the end`).not.toBeNull();
    expect(fuzzer.left).toBeNull();
    expect(fuzzer.errors.length).toBeGreaterThan(MESSAGES_PER_GAME / 3);
    expect(fuzzer.errors.every((e) => typeof e.code === "string" && typeof e.message === "string")).toBe(true);
    expect(fuzzer.errors.some((e) => e.code === "INTERNAL")).toBe(false);
    const body = await (await fetch(`${server.url}/api/matches/${fuzzer.room.roomId}`)).json();
    expect(replay(game, body.record).result()).toEqual(fuzzer.view!.result);
    await fuzzer.leave();
  });
});
