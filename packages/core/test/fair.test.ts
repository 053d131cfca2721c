import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Chance, Match, initialChance, openRandom, randomInt, seedRandom, shuffle, standardDeck } from "../src/index.ts";
import { fairSeed, newServerSeed, parseFairSeed, seedCommitment, verifyRecord } from "../src/fair.ts";
import { bytesToHex, hmacSha256, sha256 } from "../src/sha256.ts";
import { race } from "./race.ts";

const SERVER = "a".repeat(64);

describe("provably fair shuffles", () => {
  it("SHA-256 and HMAC-SHA256 in plain TypeScript agree with node:crypto", () => {
    for (let n = 0; n < 200; n++) {
      const message = randomBytes(n);
      const key = randomBytes((n * 7) % 100); // keys longer than a block are hashed first
      expect(bytesToHex(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
      expect(bytesToHex(hmacSha256(key, message))).toBe(createHmac("sha256", key).update(message).digest("hex"));
    }
  });

  it("a fair seed never falls back silently to another stream", async () => {
    const { seedRandom: seed } = await import("../src/random.ts");
    expect(() => seed("hmac-sha256:zz")).toThrow(/hmac-sha256/);
  });

  it("the stream is HMAC-SHA256(server seed, client seeds ‖ draw ‖ counter) read as big-endian words", () => {
    const chance = new Chance(initialChance(fairSeed(SERVER, ["alice", "bob"])));
    const words = chance.draw("x", (r) => Array.from({ length: 9 }, () => r.uint32()), () => []);
    const block = (draw: number, counter: number) =>
      createHmac("sha256", Buffer.from(SERVER, "hex")).update(`alice\u001fbob\u001f${draw}\u001f${counter}`).digest();
    const expected = [...Array(8).keys()].map((i) => block(1, 0).readUInt32BE(i * 4)).concat(block(1, 1).readUInt32BE(0));
    expect(words).toEqual(expected);
    // The next draw starts its own message, from counter 0.
    expect(chance.draw("x", (r) => r.uint32(), () => 0)).toBe(block(2, 0).readUInt32BE(0));
  });

  it("short draws in a row each read their own message (no block cached from the draw before)", () => {
    const chance = new Chance(initialChance(fairSeed(SERVER, ["alice"])));
    const block = (draw: number) => createHmac("sha256", Buffer.from(SERVER, "hex")).update(`alice\u001f${draw}\u001f0`).digest();
    for (let draw = 1; draw <= 3; draw++) {
      expect(chance.draw("die", (r) => [r.uint32(), r.uint32()], () => [])).toEqual([block(draw).readUInt32BE(0), block(draw).readUInt32BE(4)]);
    }
  });

  it("saving mid-block and reopening continues the stream", () => {
    const rng = openRandom(seedRandom(fairSeed(SERVER)));
    rng.startDraw?.();
    rng.uint32();
    rng.uint32();
    const saved = JSON.parse(JSON.stringify(rng.save()));
    expect(openRandom(saved).uint32()).toBe(rng.uint32());
  });

  it("client seeds change every shuffle; the commitment is SHA-256 of the seed's bytes", () => {
    const deal = (clients: string[]) => shuffle(openRandom(seedRandom(fairSeed(SERVER, clients))), standardDeck());
    expect(deal(["x"])).not.toEqual(deal(["y"]));
    expect(seedCommitment("00".repeat(32))).toBe("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    expect(parseFairSeed(fairSeed(SERVER, ["a", "b"]))).toEqual({ serverSeed: SERVER, clientSeeds: ["a", "b"] });
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shuffles are uniform: chi-squared over card positions in 10,000 deals", () => {
    const counts = new Float64Array(52 * 52);
    const rng = openRandom(seedRandom(fairSeed(SERVER, ["uniformity"])));
    const deck = [...Array(52).keys()];
    for (let i = 0; i < 10_000; i++) {
      rng.startDraw?.();
      shuffle(rng, deck).forEach((card, pos) => (counts[card * 52 + pos] = counts[card * 52 + pos]! + 1));
    }
    const expected = 10_000 / 52;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // Each of the 52 positions is a 52-way multinomial: 52 × 51 = 2,652 degrees of freedom
    // (not 51², which would fail a fair shuffle one time in twenty); p = 0.01 at 2,824.
    expect(chi2).toBeLessThan(2824);
  });

  describe("verifying a record", () => {
    const server = newServerSeed();
    const finished = () => {
      const m = new Match(race, { players: 2, seed: fairSeed(server, ["c1"]) });
      while (!m.result()) m.act(m.activeSeats()[0]!, { type: "add", n: 1 + randomInt(openRandom(seedRandom("p")), 3) });
      return { ...m.record(), seedCommitment: seedCommitment(server), result: m.result() };
    };

    it("a valid record verifies", () => {
      expect(verifyRecord(race, finished())).toEqual({ valid: true, actions: finished().actions.length });
    });

    it("an altered seed fails on the commitment", () => {
      const r = finished();
      const other = (server[0] === "0" ? "1" : "0") + server.slice(1);
      expect(verifyRecord(race, { ...r, seed: fairSeed(other, ["c1"]) })).toMatchObject({ valid: false, reason: expect.stringMatching(/does not match the commitment/) });
    });

    it("an altered action fails naming its index", () => {
      const r = finished();
      const actions = r.actions.slice();
      actions[1] = { ...actions[1]!, seat: 1 - (actions[1]!.seat as number) };
      expect(verifyRecord(race, { ...r, actions })).toMatchObject({ valid: false, reason: expect.stringMatching(/^action #1 does not replay: NOT_YOUR_TURN/) });
    });

    it("an altered result or a stacked deal fails", () => {
      const r = finished();
      expect(verifyRecord(race, { ...r, result: { scores: [9, 9], winners: [0, 1], ranks: [1, 1] } })).toMatchObject({ valid: false, reason: expect.stringMatching(/differs/) });
      expect(verifyRecord(race, { ...r, chance: [{ kind: "starter", value: 0 }] })).toMatchObject({ valid: false, reason: expect.stringMatching(/fixes 1 chance/) });
      expect(verifyRecord(race, { ...r, seed: "plain" })).toMatchObject({ valid: false });
      expect(verifyRecord(race, { ...r, engineVersion: "0" })).toMatchObject({ valid: false, reason: expect.stringMatching(/engine version 0; this build runs version 1/) });
    });
  });
});
