import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canSee, playMatch, replay, standardDeck, type GameEvent } from "@gg/core";
import { cardCodesIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { spades } from "./index.ts";
import type { SpadesState } from "./state.ts";
import type { SpadesView } from "./view.ts";

const DECK = standardDeck().sort();
const matchArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  target: fc.constantFrom(250, 300, 500),
  blindNil: fc.boolean(),
  bots: fc.constantFrom(["random", "random", "random", "random"], ["rules", "random", "rules", "random"], ["rules", "rules", "rules", "rules"]),
});

/** Every card of the hand being played, wherever it is now. */
const allCards = (s: SpadesState) => [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)];
/** A hand never ends in fewer than 4 bids and 52 plays, nor in more than 4 blind choices beside them. */
const MAX_HANDS = 200;

describe("Spades invariants over random matches", () => {
  it("conserves the deck; views never show a card the viewer may not know (spectator included); an undecided blind-nil seat sees no card of its own", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, blindNil, bots }) => {
        const told: GameEvent[][] = [[], [], [], []];
        playMatch(spades, {
          players: 4,
          seed,
          bots,
          options: { target, blindNil },
          afterAction(match, _seat, _action, events) {
            const s = match.state as SpadesState;
            if (s.phase === "over") return;
            expect(allCards(s).sort()).toEqual(DECK);
            const publicCards = new Set([...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)]);
            for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
              const v = match.view(viewer) as SpadesView;
              const own = viewer === "spectator" || s.unseen[viewer] ? [] : s.hands[viewer]!;
              const leaked = cardCodesIn(v).filter((card) => !publicCards.has(card) && !own.includes(card));
              if (leaked.length > 0) expect(leaked, `leaked to ${viewer}`).toEqual([]);
            }
            // What an undecided seat was told since the deal names none of its cards.
            const dealt = events.findIndex((e) => e.type === "dealt");
            const sinceDeal = dealt >= 0 ? events.slice(dealt) : events;
            for (let seat = 0; seat < 4; seat++) {
              if (dealt >= 0) told[seat] = [];
              told[seat]!.push(...sinceDeal.filter((e) => canSee(e.to, seat)));
              if (s.unseen[seat]) expect(cardCodesIn(told[seat]).filter((c) => s.hands[seat]!.includes(c))).toEqual([]);
            }
          },
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("ends within a bound; team totals are the sum of the hands' points; the winner is the higher total past a line", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, blindNil, bots }) => {
        const { match, result } = playMatch(spades, { players: 4, seed, bots, options: { target, blindNil }, maxActions: MAX_HANDS * 60 });
        const s = match.state as SpadesState;
        let totals = [0, 0];
        for (const line of s.sheet) {
          expect(line.tricks.reduce((a, b) => a + b, 0)).toBe(13);
          totals = [totals[0]! + line.points[0], totals[1]! + line.points[1]];
          expect(line.scores).toEqual(totals);
        }
        expect(result.teams!.map((t) => t.score)).toEqual(totals);
        expect(totals[0]).not.toBe(totals[1]);
        expect(Math.max(...totals) >= target || Math.min(...totals) <= -200).toBe(true);
        const winner = totals[0]! > totals[1]! ? [0, 2] : [1, 3];
        expect(result.winners).toEqual(winner);
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it("refused actions leave the state unchanged", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 70 }), ({ seed, blindNil }, stopAt) => {
        let checked = false;
        playMatch(spades, {
          players: 4,
          seed,
          options: { blindNil },
          afterAction(match) {
            if (checked || match.actionCount !== stopAt || match.result()) return;
            checked = true;
            const s = match.state as SpadesState;
            const other = (s.turn + 1) % 4;
            expectRefused(spades, s, other, { type: "bid", bid: 1 }, "NOT_YOUR_TURN");
            expectRefused(spades, s, s.turn, { type: "shuffle" });
            expectRefused(spades, s, s.turn, null);
            if (s.phase === "bid") {
              expectRefused(spades, s, s.turn, { type: "play", card: s.hands[s.turn]![0] }, "NOT_PLAYING");
              if (!s.unseen[s.turn]) expectRefused(spades, s, s.turn, { type: "bid", bid: 14 }, "BID_OUT_OF_RANGE");
              return;
            }
            const notHeld = DECK.find((c) => !s.hands[s.turn]!.includes(c))!;
            expectRefused(spades, s, s.turn, { type: "play", card: notHeld }, "CARD_NOT_IN_HAND");
            const legal = new Set(spades.legalActions(s, s.turn).map((a) => (a as { card: string }).card));
            const illegal = s.hands[s.turn]!.find((c) => !legal.has(c));
            if (illegal) expectRefused(spades, s, s.turn, { type: "play", card: illegal });
          },
        });
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it("is deterministic: a record replays the same match", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, target, blindNil, bots }) => {
        const a = playMatch(spades, { players: 4, seed, bots, options: { target, blindNil } });
        const b = replay(spades, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});
