import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, type GameEvent } from "@gg/core";
import { cardCodesIn as cardsIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { italianSueca } from "../italian-sueca/index.ts";
import { deckOfVariant } from "./deal.ts";
import { sueca } from "./index.ts";
import type { SuecaState } from "./state.ts";
import type { SuecaView } from "./view.ts";

const matchArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  target: fc.constantFrom(4, 10),
  carryOver: fc.boolean(),
});

/** The hand scale as the rules table states it. */
const scale = (best: number) => (best === 120 ? 4 : best >= 91 ? 2 : 1);

/** Every card of the deal, wherever it is now: hands, the trick, the hand's past tricks, the stock. */
const allCards = (s: SuecaState) => [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card), ...s.stock];

describe.each([sueca, italianSueca].map((g) => [g.id, g] as const))("%s invariants over random matches", (_id, game) => {
  const deck = [...deckOfVariant(game.id as SuecaState["variant"])].sort();

  it("conserves the deck, keeps hands even, and views never leak a hidden card (spectator included)", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, carryOver }) => {
        playMatch(game, {
          players: 4,
          seed,
          options: { target, carryOver },
          afterAction(match) {
            const s = match.state as SuecaState;
            expect(allCards(s).sort()).toEqual(deck);
            if (s.phase === "over") return;
            // Between tricks everyone holds the same number of cards.
            if (s.trick.length === 0) expect(new Set(s.hands.map((h) => h.length)).size).toBe(1);
            const publicCards = new Set([...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card), s.trumpCard, ...s.sheet.map((l) => l.trump)]);
            for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
              const v = match.view(viewer) as SuecaView;
              const own = viewer === "spectator" ? [] : s.hands[viewer]!;
              const leaked = cardsIn(v).filter((card) => !publicCards.has(card) && !own.includes(card));
              if (leaked.length > 0) expect(leaked, `leaked to ${viewer}`).toEqual([]);
            }
          },
        });
      }),
      { numRuns: propertyRuns(20) },
    );
  });

  it("every hand's card points add up to 120, game points follow the scale, and the match ends within a bound", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, carryOver }) => {
        const { match, result, actions } = playMatch(game, { players: 4, seed, options: { target, carryOver }, maxActions: 200 * 52 });
        const s = match.state as SuecaState;
        expect(actions).toBe(s.sheet.length * (deck.length === 40 ? 40 : 52));
        let carry = 0;
        for (const line of s.sheet) {
          expect(line.points[0] + line.points[1]).toBe(120);
          const tie = line.points[0] === line.points[1];
          expect(line.gamePoints[0] + line.gamePoints[1]).toBe(tie ? 0 : scale(Math.max(...line.points)) + carry);
          carry = tie && carryOver ? carry + 1 : 0;
          expect(line.carry).toBe(carry);
        }
        const totals = s.sheet.reduce((t, l) => [t[0]! + l.gamePoints[0], t[1]! + l.gamePoints[1]], [0, 0]);
        expect(result.teams!.map((t) => t.score)).toEqual(totals);
        expect(Math.max(...totals)).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("events tell a hand or a face-down draw only to its seat", () => {
    fc.assert(
      fc.property(matchArb, ({ seed }) => {
        const { record, match } = playMatch(game, { players: 4, seed });
        const trumps = new Set((match.state as SuecaState).sheet.map((l) => l.trump));
        const all: GameEvent[] = [];
        replay(game, record, { onStep: ({ events }) => void all.push(...events) });
        for (const e of eventsFor(all, "spectator")) {
          expect(e.type).not.toBe("hand");
          if (e.type === "drew" && "card" in e) expect(trumps.has(e.card as string)).toBe(true);
        }
        for (let seat = 0; seat < 4; seat++) {
          for (const e of eventsFor(all, seat)) {
            if (e.type === "hand") expect(e.to).toEqual([seat]);
            if (e.type === "drew" && "card" in e && e.to !== "all") expect(e.seat).toBe(seat);
          }
        }
      }),
      { numRuns: propertyRuns(50) },
    );
  });

  it("refused actions leave the state unchanged", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 60 }), ({ seed }, stopAt) => {
        let checked = false;
        playMatch(game, {
          players: 4,
          seed,
          afterAction(match) {
            if (checked || match.actionCount !== stopAt || match.result()) return;
            checked = true;
            const s = match.state as SuecaState;
            const other = (s.turn + 1) % 4;
            expectRefused(game, s, other, { type: "play", card: s.hands[other]![0] }, "NOT_YOUR_TURN");
            const notHeld = deck.find((c) => !s.hands[s.turn]!.includes(c))!;
            expectRefused(game, s, s.turn, { type: "play", card: notHeld }, "CARD_NOT_IN_HAND");
            const legal = new Set(game.legalActions(s, s.turn).map((a) => a.card));
            const illegal = s.hands[s.turn]!.find((c) => !legal.has(c));
            if (illegal) expectRefused(game, s, s.turn, { type: "play", card: illegal }, "MUST_FOLLOW_SUIT");
          },
        });
      }),
      { numRuns: propertyRuns(50) },
    );
  });

  it("is deterministic: a record replays the same match", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, carryOver }) => {
        const a = playMatch(game, { players: 4, seed, options: { target, carryOver } });
        const b = replay(game, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(50) },
    );
  });
});
