import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, type GameEvent } from "@gg/core";
import { cardCodesIn as cardsIn, propertyRuns } from "@gg/core/testing";
import { ohHell } from "./index.ts";
import type { OhHellState } from "./state.ts";
import type { OhHellView } from "./view.ts";

const matchArb = fc.record({
  players: fc.integer({ min: 2, max: 9 }),
  seed: fc.string({ maxLength: 12 }),
  upAndDown: fc.boolean(),
});

describe("Oh Hell invariants over random matches", () => {
  it("conserves cards, keeps the hook, one winner per trick, tricks add up, views never leak", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, upAndDown }) => {
        let round = -1;
        let played: string[] = [];
        let plays = 0;
        playMatch(ohHell, {
          players,
          seed,
          options: { upAndDown },
          afterAction(match, _seat, action) {
            const s = match.state as OhHellState;
            if (action.type === "play") {
              plays++;
              played.push((action as unknown as { card: string }).card);
            }
            if (s.round !== round) {
              round = s.round; // a new hand was dealt: nothing of it is played yet
              played = [];
            }
            // Card conservation: held plus played this hand is the deal, each card once, trump apart.
            if (s.phase !== "over") {
              const all = [...s.hands.flat(), ...played];
              expect(new Set(all).size).toBe(all.length);
              expect(all.length).toBe(players * s.sizes[s.round - 1]!);
              expect(all).not.toContain(s.trumpCard);
            }
            // Views: a seat sees its own hand and public cards only.
            for (let seat = 0; seat <= players; seat++) {
              const viewer = seat === players ? "spectator" : seat;
              const v = match.view(viewer) as OhHellView;
              const { sheet, ...rest } = v;
              const visible = new Set([...(viewer === "spectator" ? [] : s.hands[viewer]!), ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card), s.trumpCard]);
              for (const card of cardsIn(rest)) expect(visible.has(card)).toBe(true);
              for (const card of cardsIn(sheet)) expect(sheet.some((l) => l.trump === card)).toBe(true);
            }
          },
        });
        expect(plays).toBeGreaterThan(0);
      }),
      { numRuns: propertyRuns(8) },
    );
  });

  it("every completed hand respects the hook and its tricks add up to the hand size", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, upAndDown }) => {
        const { match, result } = playMatch(ohHell, { players, seed, options: { upAndDown } });
        const s = match.state as OhHellState;
        s.sheet.forEach((line, round) => {
          expect(line.tricks.reduce((a, b) => a + b, 0)).toBe(line.size);
          const final = round === s.sizes.length - 1;
          if (!final) expect(line.bids.reduce((a, b) => a + b, 0)).not.toBe(line.size);
        });
        expect(s.sheet.map((l) => l.size)).toEqual(s.sizes);
        expect(result.scores).toEqual(s.sheet.reduce((tot, l) => tot.map((t, i) => t + l.points[i]!), Array(players).fill(0)));
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("exactly one trick winner per trick, and events leak no hand", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed }) => {
        const { record } = playMatch(ohHell, { players, seed });
        let plays = 0;
        let wins = 0;
        const all: GameEvent[] = [];
        replay(ohHell, record, {
          onStep: ({ events }) => {
            for (const e of events) {
              all.push(e);
              if (e.type === "played") plays++;
              if (e.type === "trickWon") wins++;
            }
          },
        });
        expect(wins * players).toBe(plays);
        for (let seat = 0; seat < players; seat++) {
          for (const e of eventsFor(all, seat)) if (e.type === "hand") expect(e.to).toEqual([seat]);
        }
        expect(eventsFor(all, "spectator").some((e) => e.type === "hand")).toBe(false);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("is deterministic: the same seed and actions give the same match, and a record replays it", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, upAndDown }) => {
        const a = playMatch(ohHell, { players, seed, options: { upAndDown } });
        const b = replay(ohHell, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
