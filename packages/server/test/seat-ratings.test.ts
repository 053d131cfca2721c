/**
 * The ratings a table shows by its seats (ratings/seats.ts): bots at their level's
 * published rating, humans read once each in the background, a rated match's new
 * rating kept even when an older read answers after it, a failed read asked again.
 */
import pino from "pino";
import { ordinal } from "openskill";
import { describe, expect, it } from "vitest";
import { BOT_RATINGS } from "../src/ratings/bots.ts";
import { SeatRatings } from "../src/ratings/seats.ts";

const log = pino({ level: "silent" });
const human = (playerId: string) => ({ playerId, bot: null });

/** A read the test answers by hand, and a count of the table's republishes. */
function world() {
  const reads: { ids: readonly string[]; answer: (found: Map<string, number>) => void; fail: (e: Error) => void }[] = [];
  let published = 0;
  const ratings = new SeatRatings(
    "oh-hell",
    (_game, ids) => new Promise((answer, fail) => reads.push({ ids, answer, fail })),
    () => void published++,
    log,
  );
  return { ratings, reads, published: () => published };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("seat ratings", () => {
  it("shows a bot's published rating, and a human's once read (none when not rated), each read once", async () => {
    const { ratings, reads, published } = world();
    expect(ratings.of({ playerId: null, bot: "search" })).toBe(ordinal(BOT_RATINGS.search!));
    expect(ratings.of({ playerId: null, bot: "a-game-level" })).toBe(ordinal(BOT_RATINGS.rules!));
    expect(ratings.of({ playerId: null, bot: null })).toBeNull();
    ratings.want(["ana", "bea", "ana"]);
    ratings.want(["ana", "bea"]); // already being read
    expect(reads.map((r) => r.ids)).toEqual([["ana", "bea"]]);
    expect(ratings.of(human("ana"))).toBeNull();
    reads[0]!.answer(new Map([["ana", 7.5]]));
    await settle();
    expect(published()).toBe(1);
    expect(ratings.of(human("ana"))).toBe(7.5);
    expect(ratings.of(human("bea"))).toBeNull();
    ratings.want(["ana", "bea"]);
    expect(reads).toHaveLength(1);
  });

  it("keeps a rated match's new rating when an older read answers after it", async () => {
    const { ratings, reads } = world();
    ratings.want(["ana"]);
    ratings.apply([{ seat: 0, playerId: "ana", before: 3, after: 5.25 }]);
    reads[0]!.answer(new Map([["ana", 3]]));
    await settle();
    expect(ratings.of(human("ana"))).toBe(5.25);
  });

  it("asks again after a failed read", async () => {
    const { ratings, reads, published } = world();
    ratings.want(["ana"]);
    reads[0]!.fail(new Error("the database is away"));
    await settle();
    expect(published()).toBe(0);
    ratings.want(["ana"]);
    expect(reads).toHaveLength(2);
    reads[1]!.answer(new Map([["ana", 1]]));
    await settle();
    expect(ratings.of(human("ana"))).toBe(1);
  });
});
