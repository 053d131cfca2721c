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

/**
 * The match in which the benchmark found the livelock (seed bench-2670, 4 players, random bots),
 * action by action up to the stalemate, as played before the dice moved to setup (which changed the
 * random bots' later choices for that seed; the dice and deals are the same). Each step: the seat,
 * then `d` draw, `s` pass, `b` bridge, `n` no bridge, or `p` cards[/called suit].
 */
const BENCH_2670 =
  "0p/D 1p10D,10H 2d 2d 2p9H,9D 3d 3d 3p8D 1pJS/S 2d 2pQS 3pKS 0pKH 1p6H 1d 1d 1pQH 2pAH,AC,AD 2d " +
  "2d 2pKD 3p6D,6S 3p6C 3p9C,9S 0pJD,JC/H 1d 1d 1p9H 2d 2d 2pJD/H 3p7H 0p6H 0p8H 2d 2p8C 0d 0pQC " +
  "1pJS/C 2p7C 3pKC 0p9C 1d 1pJH/H 2d 2d 2pAH 0d 0pKH 1p10H 2d 2p10S 3pQS 0d 0pJD/H 1d 1d 1d " +
  "1p10H,10S 2pKS 3p6S 3pAS 1p7S,7C 2pJH/H 3d 3d 3d 3pKH 0pQH 1d 1pAH 3d 3d 3pJS/C 0pAC 2d 2pJC/S " +
  "3d 3d 3d 3s 0d 0d 0pJH/C 1d 1d 1d 1s 2d 2d 2d 2s 3pKC 0p8C 2d 2pJS/C 3p10C 0p6C 0d 0p7C,7D " +
  "1pJD/D 2p9D,9H 3p6H 3p8H 1pAH,AS,AC 1d 1p6C 1p6S 1p8S 3d 3d 3d 3pJD/D 0d 0d 0p8D 2pJC/S 3d 3d " +
  "3pJH/S 0p7S 1p9S 2pQS 3pJC/S 0d 0d 0p6S 0p7S 1pKS 2p10S 3pAS 1p8S,8C 0d 0p8D 2pJD/D 3p9D,9S 0d " +
  "0d 0p8S 2pJH/S 3pJS/H 0pQH 1pJC/D 2d 2p6D 2pAD 0d 0pKD,KC 1p7C 2p7D,7S 3p7D,7H 0d 0pAH 2pKH " +
  "3p8H,8D 2d 2p6D 2d 2pJS/D 3d 3p10D 0d 0pJH/S 1pJC/H 2d 2d 2pJD/H 3d 3p9H,9C 0d 0p9S 1d 1p10S 2d " +
  "2pQS 3pJC/C 0p8C 2d 2p8S 0p6S 0d 0pQS 1pKS 2d 2p8S 0d 0pKS,KC 1pKH 2d 2d 2pAH 0pAD 2d 2d 2d 2pAH " +
  "0d 0pAD 2d 2pAH";

function parseStep(step: string): [Seat, Action101] {
  const seat = Number(step[0]);
  const code = step.slice(1);
  if (code === "d") return [seat, { type: "draw" }];
  if (code === "s") return [seat, { type: "pass" }];
  if (code === "b") return [seat, { type: "bridge" }];
  if (code === "n") return [seat, { type: "noBridge" }];
  const [cards, suit] = code.slice(1).split("/");
  const laid = cards ? cards.split(",") : [];
  return [seat, suit ? { type: "play", cards: laid, suit: suit as "C" | "D" | "H" | "S" } : { type: "play", cards: laid }];
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
  it("bench-2670 (4 players): the original livelock ends as a scoreless stalemate when its position first comes back", () => {
    // Two aces bounced through a one-card bank, every move forced: the same position every 4 actions.
    const match = new Match(game101, { players: 4, seed: "bench-2670" });
    const stretch = new ForcedStretch();
    const rounds: GameEvent[] = [];
    for (const step of BENCH_2670.split(" ")) {
      const [seat, action] = parseStep(step);
      const before = match.state;
      const out = match.act(seat, action);
      stretch.check(before, seat, action, out);
      rounds.push(...ofType(out.events, "roundScored"));
    }
    expect(stretch.stalemates).toBe(1);
    const totalsBefore = rounds.at(-2)?.totals ?? [0, 0, 0, 0];
    expect(rounds.at(-1)).toMatchObject({ reason: "stalemate", scores: [0, 0, 0, 0], totals: totalsBefore }); // totals stay
    // The match goes on with the next round and ends.
    const random = createRandom("after-2670");
    while (!match.result() && match.actionCount < 20_000) {
      const seat = match.activeSeats()[0]!;
      const legal = match.legalActions(seat);
      match.act(seat, legal[randomInt(random, legal.length)]!);
    }
    expect(match.result()?.winners.length).toBeGreaterThan(0);
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
    for (const s of scores) if (s !== null) expect(Number.isInteger(s / Number(long!.multiplier))).toBe(true);
  });

  it("random matches, 2–6 players: a stalemate comes exactly when a forced stretch revisits a position", () => {
    const random = createRandom("stalemate-property");
    const stretch = new ForcedStretch();
    // ForcedStretch asserts at every action; the matches themselves must also end.
    for (let run = 0; run < propertyRuns(40); run++) expect(followed(2 + randomInt(random, 5), `forced-${random.uint32()}`, stretch).winners.length).toBeGreaterThan(0);
  });
});
