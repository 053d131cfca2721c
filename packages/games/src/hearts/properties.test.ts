/** Invariants of Hearts over random matches (more with GG_PROPERTY_RUNS). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, winningPlay, type GameEvent, type TrickPlay } from "@gg/core";
import { cardCodesIn, describeContract, expectRefused, propertyRuns } from "@gg/core/testing";
import { deckFor, STRENGTH, trickWinner } from "./cards.ts";
import { hearts } from "./index.ts";
import type { HeartsState } from "./state.ts";
import type { HeartsView } from "./view.ts";

describeContract(hearts, { players: [3, 4, 5, 6], options: [{}, { target: 50, moonSubtracts: true, jackOfDiamonds: true }], runs: 2 });

const matchArb = fc.record({
  players: fc.integer({ min: 3, max: 6 }),
  seed: fc.string({ maxLength: 12 }),
  target: fc.constantFrom(50 as const, 100 as const),
  moonSubtracts: fc.boolean(),
  jackOfDiamonds: fc.boolean(),
});

/** The cards a viewer may know: its own hand, pass and received cards, and the cards played this hand. */
function known(s: HeartsState, viewer: number | "spectator"): Set<string> {
  const played = [...s.trick, ...s.history.flat()].map((p) => p.card);
  if (viewer === "spectator") return new Set(played);
  return new Set([...played, ...s.hands[viewer]!, ...(s.passes[viewer] ?? []), ...s.received[viewer]!]);
}

describe("Hearts invariants over random matches", () => {
  it("conserves the deck, never leaks a hand or a pass to another seat or a spectator, and refuses illegal cards without change", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const deck = [...deckFor(players)].sort();
        const deckText = deck.join();
        const lead = deckFor(players).find((c) => c.endsWith("C"));
        let probes = 0;
        playMatch(hearts, {
          players,
          seed,
          options,
          afterAction(match) {
            const s = match.state as HeartsState;
            if (s.phase !== "over") {
              // Held cards, chosen passes not yet handed over, and the cards played this hand: the deck, each card once.
              const pending = s.phase === "pass" ? s.passes.flatMap((p) => p ?? []) : [];
              const all = [...s.hands.flat(), ...pending, ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)];
              all.sort();
              if (all.join() !== deckText) expect(all).toEqual(deck);
            }
            for (let v = 0; v <= players; v++) {
              const viewer = v === players ? "spectator" : v;
              const { firstLead, ...rest } = match.view(viewer) as HeartsView;
              const visible = known(s, viewer);
              const leaked = cardCodesIn(rest).filter((card) => !visible.has(card));
              if (leaked.length > 0) expect(leaked, `cards in the view of ${viewer}`).toEqual([]);
              if (firstLead !== lead) expect(firstLead).toBe(lead);
            }
            // An occasional card the rules forbid now is refused and changes nothing.
            if (s.phase === "play" && probes++ % 13 === 0) {
              const legal = new Set(match.legalActions(s.turn).map((a) => (a.type === "play" ? a.card : "")));
              const illegal = s.hands[s.turn]!.find((c) => !legal.has(c));
              if (illegal) expectRefused(hearts, s, s.turn, { type: "play", card: illegal });
            }
          },
        });
      }),
      { numRuns: propertyRuns(30) },
    );
  });

  it("the pass is told only to its receiver: no other seat's and no spectator's events name a passed card", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { record } = playMatch(hearts, { players, seed, options });
        const events: GameEvent[] = [];
        replay(hearts, record, { onStep: ({ events: e }) => void events.push(...e) });
        for (const e of events) {
          if (e.type === "received" || e.type === "hand") expect(Array.isArray(e.to) && e.to.length === 1).toBe(true);
          if (e.type === "passChosen") expect(cardCodesIn(e)).toEqual([]);
        }
        expect(eventsFor(events, "spectator").some((e) => e.type === "received" || e.type === "hand")).toBe(false);
        for (let seat = 0; seat < players; seat++) {
          for (const e of eventsFor(events, seat)) if (e.type === "received" || e.type === "hand") expect(e.to).toEqual([seat]);
        }
      }),
      { numRuns: propertyRuns(50) },
    );
  });

  it("every trick goes to the highest card of the led suit, as core's winningPlay says", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { record } = playMatch(hearts, { players, seed, options });
        const plays: TrickPlay[] = [];
        replay(hearts, record, {
          onStep: ({ events }) => {
            for (const e of events) {
              if (e.type === "played") plays.push({ seat: e.seat as number, card: e.card as string });
              if (e.type === "trickWon") {
                expect(e.seat).toBe(winningPlay(plays, null, STRENGTH).seat);
                expect(trickWinner(plays)).toBe(e.seat);
                plays.length = 0;
              }
            }
          },
        });
      }),
      { numRuns: propertyRuns(20) },
    );
  });

  it("ends within a bound of hands, each scored from its tricks, and replays exactly", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { match, record, result } = playMatch(hearts, { players, seed, options });
        const s = match.state as HeartsState;
        // Each hand adds at least 16 points in all (26, or 16 with JD) unless a moon subtracts (at most 36 back).
        const moons = s.sheet.filter((l) => l.moon !== null).length;
        expect(s.sheet.length).toBeLessThanOrEqual(Math.ceil((options.target * players) / 16) + 3 * moons + 1);
        for (const line of s.sheet) expect(line.taken.reduce((a, b) => a + b, 0)).toBe(26);
        expect(result.scores).toEqual(s.sheet.reduce((tot, l) => tot.map((t, i) => t + l.points[i]!), new Array<number>(players).fill(0)));
        const again = replay(hearts, JSON.parse(JSON.stringify(record)));
        expect(again.state).toEqual(s);
        expect(again.result()).toEqual(result);
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});
