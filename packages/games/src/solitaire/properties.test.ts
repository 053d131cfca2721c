/** Invariants over random matches, alone and racing (GG_PROPERTY_RUNS scales them). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, type GameEvent, type Viewer } from "@gg/core";
import { cardCodesIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { CODE } from "./cards.ts";
import { solitaire } from "./index.ts";
import { MOVE_LIMIT, type Board, type SolitaireState } from "./state.ts";
import { cardsOf } from "./testkit.ts";

const matchArb = fc.record({
  players: fc.integer({ min: 1, max: 3 }),
  seed: fc.string({ maxLength: 12 }),
  draw: fc.constantFrom(1, 3),
  passes: fc.integer({ min: 0, max: 3 }),
  bots: fc.constantFrom("random", "rules"),
});

/** The cards a board's player sees: face-up tableau cards, the waste, the foundations. */
function visible(b: Board): Set<string> {
  const out = new Set<string>();
  b.columns.forEach((col, i) => col.slice(b.down[i]!).forEach((c) => out.add(CODE[c]!)));
  b.talon.slice(0, b.pos).forEach((c) => out.add(CODE[c]!));
  b.foundations.forEach((count, suit) => {
    for (let rank = 1; rank <= count; rank++) out.add(CODE[suit * 13 + rank - 1]!);
  });
  return out;
}

describe("Solitaire invariants over random matches", () => {
  it("conserves the 52 cards on every board, ends within the move limit, and views and events show only what the viewer may see", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, draw, passes, bots }) => {
        const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), "spectator"];
        const { match, actions } = playMatch(solitaire, {
          players,
          seed,
          options: { draw, passes, winnableDeals: false },
          bots: Array(players).fill(bots),
          maxActions: players * (MOVE_LIMIT + 40),
          afterAction(m, _seat, _action, events) {
            const s = m.state as SolitaireState;
            for (const b of s.boards) {
              const cards = cardsOf(b);
              expect(new Set(cards).size).toBe(52);
              expect(cards).toHaveLength(52);
            }
            for (const viewer of viewers) {
              // A seat sees its own board; a lone game's spectator sees the board; a race's sees no card.
              const board = viewer === "spectator" ? (players === 1 ? s.boards[0]! : null) : s.boards[viewer]!;
              const allowed = board ? visible(board) : new Set<string>();
              for (const card of cardCodesIn(m.view(viewer))) expect(allowed.has(card), `${String(viewer)} sees ${card}`).toBe(true);
              for (const card of cardCodesIn(eventsFor(events as GameEvent[], viewer))) expect(allowed.has(card), `${String(viewer)} told ${card}`).toBe(true);
            }
          },
        });
        expect(actions).toBeLessThanOrEqual(players * (MOVE_LIMIT + 40));
        expect(replay(solitaire, JSON.parse(JSON.stringify(match.record()))).state).toEqual(match.state);
      }),
      { numRuns: propertyRuns(12) },
    );
  });

  it("a refused action leaves the state exactly as it was", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (seed, players) => {
        const { record } = playMatch(solitaire, { players, seed, options: { winnableDeals: false }, bots: Array(players).fill("rules") });
        const match = replay(solitaire, { ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) });
        const state = match.state as SolitaireState;
        if (state.over) return;
        const seat = match.activeSeats()[0]!;
        for (const bad of [{ type: "move", from: "t1", to: "t1" }, { type: "move", from: "waste", to: "waste" }, { type: "recycle" }, { type: "move", from: "fS", to: "fH" }]) {
          const legal = solitaire.legalActions(state, seat);
          if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(bad))) expectRefused(solitaire, state, seat, bad);
        }
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});
