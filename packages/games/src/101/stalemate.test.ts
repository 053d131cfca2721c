/**
 * Stalemate only by a forced loop: checked against an independent account of the rule
 * (legal-action counts and a position written out afresh) at every action of random matches.
 */
import { describe, expect, it } from "vitest";
import { createRandom, Match, playMatch, randomInt, type ApplyResult, type GameEvent, type Seat } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { game101 } from "./index.ts";
import { hasChoice } from "./legal.ts";
import type { Action101, State101 } from "./state.ts";
import { act, DRAW, ofType, play, run, scenario } from "./testkit.ts";

/** The position as the ruling lists it: hands (their order never matters), table, bank, turn, pending effects. */
function position(s: State101): string {
  return JSON.stringify([s.phase, s.turn, s.draws, s.cover, s.skips, s.skipLayer, s.calledSuit, s.table, s.bank, s.hands.map((h) => [...h].sort())]);
}

const isStalemate = (events: readonly GameEvent[]) => events.some((e) => e.type === "stalemate");

/**
 * Follows a match action by action: the positions since a player last had a choice
 * (more than one legal action). A stalemate must come exactly when one comes back.
 */
class ForcedStretch {
  private seen: string[] = [];
  stalemates = 0;

  check(before: State101, seat: Seat, action: Action101, out: ApplyResult<State101>): void {
    const legal = game101.legalActions(before, seat);
    expect(hasChoice(before, seat)).toBe(legal.length > 1);
    const forced = before.phase === "play" && legal.length === 1;
    const stalemate = isStalemate(out.events);
    if (stalemate) this.stalemates += 1;
    let reached = out.state;
    if (stalemate) {
      // The stalemate dealt a new round; the same action, with no stretch recorded, shows where it led.
      const fresh = game101.apply({ ...before, forcedPositions: [] }, seat, action);
      reached = isStalemate(fresh.events) ? before : fresh.state;
    }
    if (!forced || reached.round !== before.round || reached.phase === "over") {
      expect(stalemate).toBe(false);
      this.seen = [];
      return;
    }
    if (this.seen.length === 0) this.seen.push(position(before));
    const key = position(reached);
    expect(this.seen.includes(key)).toBe(stalemate);
    this.seen = stalemate ? [] : [...this.seen, key];
  }
}

/** A random-legal match (bots `random`), every action checked; its `roundScored` events. */
function followed(players: number, seed: string, stretch = new ForcedStretch()): { rounds: GameEvent[]; stretch: ForcedStretch; winners: readonly Seat[] } {
  const rounds: GameEvent[] = [];
  let before = new Match(game101, { players, seed }).state; // the same setup playMatch starts from
  const out = playMatch(game101, {
    players,
    seed,
    maxActions: 20_000,
    afterAction: (match, seat, action, events) => {
      const state = match.state as State101;
      stretch.check(before, seat, action as Action101, { state, events });
      before = state;
      rounds.push(...events.filter((e) => e.type === "roundScored"));
    },
  });
  return { rounds, stretch, winners: out.result.winners };
}

describe("a round that cannot end: stalemate only by a forced loop", () => {
  it("bench-2670 (4 players): two aces bounced through a one-card bank end the round as a scoreless stalemate", () => {
    // Found by the benchmark: every move forced, the same position every 4 actions, for ever.
    const { rounds, stretch, winners } = followed(4, "bench-2670");
    expect(stretch.stalemates).toBe(1);
    const stalemate = rounds.find((e) => e.reason === "stalemate")!;
    expect((stalemate.scores as (number | null)[]).every((s) => s === 0 || s === null)).toBe(true);
    const before = rounds[rounds.indexOf(stalemate) - 1];
    expect(stalemate.totals).toEqual(before?.totals ?? [0, 0, 0, 0]); // totals stay as they were
    expect(winners.length).toBeGreaterThan(0);
  });

  it("the loop of bench-2670, hand-built: the round ends when the position comes back, 4 forced actions later", () => {
    // Nothing fits AH or AD but the other ace, which each draws back from a one-card reshuffle; seats 1 and 3 are skipped.
    const s0 = scenario({
      hands: [["KD", "9D", "10D"], ["10H", "6H", "AS", "QH", "7S", "8D", "JC", "8C", "JD", "10S", "9C"], ["7H", "8S", "KS", "KC", "KH"], ["QD", "QC", "10C", "AC", "6C", "7C", "8H", "JS", "6D", "7D", "JH", "9H", "9S", "QS", "6S"]],
      table: ["AD", "AH"],
      bank: [],
      patch: { totals: [10, 20, 30, 40] },
    });
    const loop: [Seat, Action101][] = [
      [0, DRAW],
      [0, play("AD")],
      [2, DRAW],
      [2, play("AH")],
    ];
    let state = s0;
    for (const [i, [seat, action]] of loop.entries()) {
      expect(game101.legalActions(state, seat)).toEqual([action]);
      const out = act(state, seat, action);
      expect(ofType(out.events, "stalemate")).toHaveLength(i === 3 ? 1 : 0);
      state = out.state;
    }
    expect(state.round).toBe(2);
    const [scored] = ofType(run(s0, loop).events, "roundScored");
    expect(scored).toMatchObject({ reason: "stalemate", multiplier: 3, scores: [0, 0, 0, 0], totals: [10, 20, 30, 40] });
  });

  it("no multiplier cap: a long round past ×30 still ends by going out, with scores", () => {
    // Random play reaches ×30 now and then; the first such round in these seeds must score normally.
    let long: GameEvent | undefined;
    for (let i = 0; i < 400 && !long; i++) {
      long = followed(4, `long-round-${i}`).rounds.find((e) => Number(e.multiplier) >= 30);
    }
    expect(long).toBeDefined();
    expect(["out", "bridge"]).toContain(long!.reason);
    const scores = long!.scores as (number | null)[];
    expect(scores.some((s) => s !== null && s !== 0)).toBe(true);
    for (const s of scores) if (s !== null) expect(s % Number(long!.multiplier)).toBe(0);
  });

  it("random matches, 2–6 players: a stalemate comes exactly when a forced stretch revisits a position", () => {
    const random = createRandom("stalemate-property");
    const stretch = new ForcedStretch();
    // ForcedStretch asserts at every action; the matches themselves must also end.
    for (let run = 0; run < propertyRuns(40); run++) expect(followed(2 + randomInt(random, 5), `forced-${random.uint32()}`, stretch).winners.length).toBeGreaterThan(0);
  });
});
