/** Invariants of King over random matches (more with GG_PROPERTY_RUNS). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { playMatch, replay, standardDeck, type GameEvent } from "@gg/core";
import { cardCodesIn, describeContract, expectRefused, propertyRuns } from "@gg/core/testing";
import { NEGATIVE_TOTAL, NEGATIVES, trickPoints, type ContractId } from "./contracts.ts";
import { king } from "./index.ts";
import { ROUNDS, type KingState } from "./state.ts";
import type { KingView } from "./view.ts";

describeContract(king, { players: [4], options: [{}, { earlyEnd: false }], runs: 3 });

const matchArb = fc.record({ seed: fc.string({ maxLength: 12 }), earlyEnd: fc.boolean(), bots: fc.constantFrom("random", "rules") });
const DECK = standardDeck().sort().join();

/** The cards a viewer may know: its own hand and the cards played this hand. */
function known(s: KingState, viewer: number | "spectator"): Set<string> {
  const played = [...s.trick, ...s.history.flat()].map((p) => p.card);
  return new Set(viewer === "spectator" ? played : [...played, ...s.hands[viewer]!]);
}

describe("King invariants over random matches", () => {
  it("conserves the deck, never leaks a hand, shows the contract and trump to all, and refuses illegal cards without change", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, earlyEnd, bots }) => {
        let probes = 0;
        playMatch(king, {
          players: 4,
          seed,
          options: { earlyEnd },
          bots: [bots, bots, bots, bots],
          afterAction(match) {
            const s = match.state as KingState;
            if (s.phase !== "over") {
              const all = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)].sort();
              if (all.join() !== DECK) expect(all.join()).toBe(DECK);
            }
            for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
              const v = match.view(viewer) as KingView;
              const visible = known(s, viewer);
              const leaked = cardCodesIn(v).filter((card) => !visible.has(card));
              if (leaked.length > 0) expect(leaked, `cards in the view of ${viewer}`).toEqual([]);
              if (v.contract !== s.contract || v.trump !== s.trump) expect([v.contract, v.trump]).toEqual([s.contract, s.trump]);
            }
            if (s.phase === "play" && probes++ % 13 === 0) {
              const legal = new Set(match.legalActions(s.turn).map((a) => (a.type === "play" ? a.card : "")));
              const illegal = s.hands[s.turn]!.find((c) => !legal.has(c));
              if (illegal) expectRefused(king, s, s.turn, { type: "play", card: illegal });
            }
          },
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("plays ten hands — each negative once, one positive per player chosen by its dealer — scoring each trick by its contract, totals summing to zero, and replays exactly", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, earlyEnd, bots }) => {
        const events: GameEvent[] = [];
        const { match, record, result, actions } = playMatch(king, {
          players: 4,
          seed,
          options: { earlyEnd },
          bots: [bots, bots, bots, bots],
          afterAction: (_m, _seat, _action, e) => void events.push(...e),
        });
        const s = match.state as KingState;
        expect(actions).toBeLessThanOrEqual(ROUNDS * 53);
        expect(s.sheet).toHaveLength(ROUNDS);
        expect(s.sheet.filter((l) => l.contract !== "positive").map((l) => l.contract).sort()).toEqual([...NEGATIVES].sort());
        expect(s.sheet.filter((l) => l.contract === "positive").map((l) => l.dealer).sort()).toEqual([0, 1, 2, 3]);
        s.sheet.forEach((line, i) => expect(line.dealer).toBe((s.sheet[0]!.dealer + i) % 4));
        // Recount every hand from its trickWon events with the contract's rule.
        let contract: ContractId | null = null;
        let number = 0;
        let points = [0, 0, 0, 0];
        for (const e of events) {
          if (e.type === "contractChosen") [contract, number, points] = [e.contract as ContractId, 0, [0, 0, 0, 0]];
          if (e.type === "trickWon") points[e.seat as number]! += trickPoints(contract!, e.cards as string[], ++number);
          if (e.type === "roundScored") {
            expect(e.points).toEqual(points);
            const total = points.reduce((a, b) => a + b, 0);
            expect(total).toBe(contract === "positive" ? 325 : NEGATIVE_TOTAL[contract as keyof typeof NEGATIVE_TOTAL]);
            expect(e.stoppedEarly).toBe(number < 13);
            if (number < 13) expect(earlyEnd && ["noHearts", "noQueens", "noKingsOrJacks", "noKingOfHearts"].includes(contract!)).toBe(true);
          }
        }
        expect(result.scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(result.winners).toEqual(result.scores.flatMap((score, seat) => (score === Math.max(...result.scores) ? [seat] : [])));
        const again = replay(king, JSON.parse(JSON.stringify(record)));
        expect(again.state).toEqual(s);
        expect(again.result()).toEqual(result);
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("a hand stops right after the trick that takes its last penalty card (early end on)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (seed) => {
        const events: GameEvent[] = [];
        playMatch(king, { players: 4, seed, options: { earlyEnd: true }, afterAction: (_m, _s, _a, e) => void events.push(...e) });
        let contract: ContractId | null = null;
        let left = 0;
        for (const e of events) {
          if (e.type === "contractChosen") {
            contract = e.contract as ContractId;
            left = contract === "positive" ? 0 : NEGATIVE_TOTAL[contract as keyof typeof NEGATIVE_TOTAL];
          }
          if (e.type === "trickWon") left -= e.points as number;
          if (e.type === "roundScored" && ["noHearts", "noQueens", "noKingsOrJacks", "noKingOfHearts"].includes(contract!)) {
            // Penalties all taken and no trick after the one that finished them.
            expect(left).toBe(0);
            const last = events.lastIndexOf(e) - 1;
            expect(events[last]).toMatchObject({ type: "trickWon" });
            expect(events[last]!.points).not.toBe(0);
          }
        }
      }),
      { numRuns: propertyRuns(30) },
    );
  });
});
