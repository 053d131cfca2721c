import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SUITS, eventsFor, playMatch, rankOf, replay, suitOf, type GameEvent } from "@gg/core";
import { PORTUGUESE_RANKS } from "../sueca/cards.ts";
import { cardCodesIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { bisca } from "./index.ts";
import { deckFor } from "./deal.ts";
import type { BiscaState } from "./state.ts";
import type { BiscaView } from "./view.ts";

const matchArb = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    seed: fc.string({ maxLength: 12 }),
    handSize: fc.constantFrom(3, 7, 9),
    swapTrumpTwo: fc.boolean(),
  })
  .map((m) => ({ ...m, handSize: m.players === 2 ? m.handSize : m.handSize === 9 ? 7 : m.handSize }));

/** Sorted by suit (C D H S), then rank low to high in the Portuguese order. */
const handOrder = (cards: readonly string[]) =>
  cards.slice().sort((a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || PORTUGUESE_RANKS.indexOf(rankOf(a)) - PORTUGUESE_RANKS.indexOf(rankOf(b)));

/** More runs (`GG_PROPERTY_RUNS`) take longer: a second a run on top of the usual limit is ample on a loaded machine. */
const TIMEOUT = 120_000 + propertyRuns(100) * 1_000;

/** A match's actions are bounded: every hand plays its deck once plus at most one swap. */
const MAX_ACTIONS = 20_000;

describe("Bisca invariants over random matches", () => {
  it("conserves the deck, keeps hands equal and views free of others' hidden cards (spectators included)", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, handSize, swapTrumpTwo }) => {
        const deck = deckFor(players);
        let round = 1;
        let played: string[] = [];
        playMatch(bisca, {
          players,
          seed,
          options: { handSize, swapTrumpTwo },
          maxActions: MAX_ACTIONS,
          afterAction(match, _seat, action) {
            const s = match.state as BiscaState;
            if (s.round !== round) {
              round = s.round;
              played = [];
            } else if (action.type === "play") played.push((action as unknown as { card: string }).card);
            if (s.phase === "over") return;
            // Held + still to draw + played this hand = the deck, each card once.
            const all = [...s.hands.flat(), ...s.stock.slice(s.drawn), ...(s.turned ? [s.turned] : []), ...played];
            expect(all.slice().sort()).toEqual(deck.slice().sort());
            // Between tricks everyone holds the same number of cards.
            if (s.trick.length === 0) expect(new Set(s.hands.map((h) => h.length)).size).toBe(1);
            for (let seat = 0; seat <= players; seat++) {
              const viewer = seat === players ? "spectator" : seat;
              const v = match.view(viewer) as BiscaView;
              const visible = new Set([
                ...(viewer === "spectator" ? [] : s.hands[viewer]!),
                ...s.trick.map((p) => p.card),
                ...s.history.flat().map((p) => p.card),
                ...s.known.flat(),
                ...(s.turned ? [s.turned] : []),
              ]);
              for (const card of cardCodesIn({ ...v, sheet: [] })) expect(visible.has(card)).toBe(true);
              for (const [other, cards] of v.known.entries()) for (const card of cards) expect(s.hands[other]).toContain(card);
              expect(v.hand).toEqual(handOrder(v.hand)); // the own hand is shown sorted
            }
          },
        });
      }),
      { numRuns: propertyRuns(8) },
    );
  }, TIMEOUT);

  it("ends within a bound, every hand scores its 120 card points, and the result is the sides' game points", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, handSize, swapTrumpTwo }) => {
        const { match, result } = playMatch(bisca, { players, seed, options: { handSize, swapTrumpTwo }, maxActions: MAX_ACTIONS });
        const s = match.state as BiscaState;
        for (const line of s.sheet) {
          const sides = players === 4 ? [line.points[0]!, line.points[1]!] : line.points;
          expect(sides.reduce((a, b) => a + b, 0)).toBe(120);
        }
        const totals = s.sheet.reduce((tot, l) => tot.map((t, i) => t + l.gamePoints[i]!), new Array<number>(players).fill(0));
        expect(result.scores).toEqual(totals);
        expect(Math.max(...totals)).toBeGreaterThanOrEqual(4);
        // Only the last hand reached the target.
        const before = totals.map((t, i) => t - s.sheet.at(-1)!.gamePoints[i]!);
        expect(Math.max(...before)).toBeLessThan(4);
      }),
      { numRuns: propertyRuns(200) },
    );
  }, TIMEOUT);

  it("draws reach only the drawing seat, and no event shows a spectator a hand", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, handSize }) => {
        const { record } = playMatch(bisca, { players, seed, options: { handSize } });
        const all: GameEvent[] = [];
        replay(bisca, record, { onStep: ({ events }) => void all.push(...events) });
        for (const e of all) if (e.type === "hand" || e.type === "drew") expect(e.to).toHaveLength(1);
        const spectator = eventsFor(all, "spectator");
        expect(spectator.some((e) => e.type === "hand" || e.type === "drew")).toBe(false);
      }),
      { numRuns: propertyRuns(100) },
    );
  }, TIMEOUT);

  it("refused actions leave the state exactly as it was", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 400 }), ({ players, seed, handSize, swapTrumpTwo }, cut) => {
        const options = { handSize, swapTrumpTwo };
        const full = playMatch(bisca, { players, seed, options });
        const at = replay(bisca, full.record, { until: Math.min(cut, full.actions - 1) });
        const s = at.state as BiscaState;
        const seat = s.turn;
        const others = s.hands.filter((_, i) => i !== seat).flat();
        if (others.length > 0) expectRefused(bisca, s, seat, { type: "play", card: others[0] }, "CARD_NOT_IN_HAND");
        expectRefused(bisca, s, (seat + 1) % players, bisca.legalActions(s, seat)[0], "NOT_YOUR_TURN");
        if (!bisca.legalActions(s, seat).some((a) => a.type === "swap")) expectRefused(bisca, s, seat, { type: "swap" });
        expectRefused(bisca, s, seat, { type: "play", card: 7 });
      }),
      { numRuns: propertyRuns(100) },
    );
  }, TIMEOUT);

  it("is deterministic: the same seed and actions give the same match, and a record replays it", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, handSize, swapTrumpTwo }) => {
        const a = playMatch(bisca, { players, seed, options: { handSize, swapTrumpTwo } });
        const b = replay(bisca, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(100) },
    );
  }, TIMEOUT);
});
