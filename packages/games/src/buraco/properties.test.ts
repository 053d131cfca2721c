import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, type GameEvent, type Viewer } from "@gg/core";
import { cardCodesIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { BURACO_DECK, countCards } from "./cards.ts";
import { buraco } from "./index.ts";
import type { BuracoState } from "./state.ts";
import type { BuracoView } from "./view.ts";

const matchArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  players: fc.constantFrom(2, 4),
  bots: fc.constantFrom("random", "rules"),
});
const botsFor = (bots: string, players: number) => new Array<string>(players).fill(bots);
const options = { target: 1500 };

/** Every card of the hand wherever it is: hands, stock, pile, mortos on the table and set aside, sequences. */
const allCards = (s: BuracoState) => [
  ...s.hands.flat(),
  ...s.stock,
  ...s.discards,
  ...s.mortos.flat(),
  ...s.setAside.flatMap((m) => m ?? []),
  ...s.melds[0].flatMap((m) => m.cards),
  ...s.melds[1].flatMap((m) => m.cards),
];

const DECK = [...countCards(BURACO_DECK).entries()].sort();

/** What `viewer` may know, copies counted: its own hand, the pile, the sequences. */
function knowable(s: BuracoState, viewer: Viewer): Map<string, number> {
  const own = viewer === "spectator" || s.phase === "over" ? [] : s.hands[viewer]!;
  return countCards([...own, ...s.discards, ...s.melds[0].flatMap((m) => m.cards), ...s.melds[1].flatMap((m) => m.cards)]);
}

/** Cards a view shows more often than the viewer may know them. */
function leaks(v: BuracoView, allowed: Map<string, number>): string[] {
  // `takenCard` repeats a card of the hand (it was public on the pile).
  const { takenCard: _repeat, ...rest } = v;
  const shown = countCards(cardCodesIn(rest));
  return [...shown].filter(([card, n]) => n > (allowed.get(card) ?? 0)).map(([card]) => card);
}

describe("buraco invariants over random matches", () => {
  it("conserves the 108 cards (copies counted) and views never show a hidden card, to spectators neither", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, bots }) => {
        let checks = 0;
        playMatch(buraco, {
          players,
          seed,
          options,
          bots: botsFor(bots, players),
          afterAction(match) {
            const s = match.state as BuracoState;
            if (s.phase === "over" || (checks++ > 200 && checks % 10 !== 0)) return;
            expect([...countCards(allCards(s)).entries()].sort()).toEqual(DECK);
            for (const viewer of [...Array(players).keys(), "spectator"] as Viewer[]) {
              const leaked = leaks(match.view(viewer) as BuracoView, knowable(s, viewer));
              if (leaked.length > 0) expect(leaked, `leaked to ${viewer}`).toEqual([]);
            }
          },
        });
      }),
      { numRuns: propertyRuns(8) },
    );
  });

  it("ends every match within a bound; totals follow the score sheet", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, bots }) => {
        const { match, result } = playMatch(buraco, { players, seed, options, bots: botsFor(bots, players), maxActions: 200_000 });
        const s = match.state as BuracoState;
        const totals: [number, number] = [0, 0];
        for (const line of s.sheet) {
          totals[0] += line.teams[0].total;
          totals[1] += line.teams[1].total;
          expect(line.scores).toEqual(totals);
        }
        expect(Math.max(...totals)).toBeGreaterThanOrEqual(1500);
        expect(totals[0]).not.toBe(totals[1]);
        const winner = totals[0]! > totals[1]! ? 0 : 1;
        expect(result.winners.every((seat) => seat % 2 === winner)).toBe(true);
      }),
      { numRuns: propertyRuns(6) },
    );
  });

  it("tells a hand and a drawn card only to their seat", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, bots }) => {
        const { record } = playMatch(buraco, { players, seed, options, bots: botsFor(bots, players) });
        const all: GameEvent[] = [];
        replay(buraco, record, { onSetup: (events) => void all.push(...events), onStep: ({ events }) => void all.push(...events) });
        for (const e of eventsFor(all, "spectator")) {
          expect(e.type).not.toBe("hand");
          if (e.type === "drew") expect(e.card).toBeUndefined();
        }
        for (let seat = 0; seat < players; seat++) {
          for (const e of eventsFor(all, seat)) {
            if (e.type === "hand") expect(e.to).toEqual([seat]);
            if (e.type === "drew" && e.card !== undefined) expect(e.seat).toBe(seat);
          }
        }
      }),
      { numRuns: propertyRuns(4) },
    );
  });

  it("refused actions leave the state unchanged", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 300 }), ({ seed, players, bots }, stopAt) => {
        let checked = false;
        playMatch(buraco, {
          players,
          seed,
          options,
          bots: botsFor(bots, players),
          afterAction(match) {
            if (checked || match.actionCount !== stopAt || match.result()) return;
            checked = true;
            const s = match.state as BuracoState;
            const seat = s.turn;
            const other = (seat + 1) % players;
            expectRefused(buraco, s, other, { type: "draw" }, "NOT_YOUR_TURN");
            const missing = ["X", ...BURACO_DECK].find((card) => !s.hands[seat]!.includes(card))!;
            if (s.phase === "draw") {
              expectRefused(buraco, s, seat, { type: "discard", card: s.hands[seat]![0]! }, "MUST_DRAW_FIRST");
              expectRefused(buraco, s, seat, { type: "meld", cards: s.hands[seat]!.slice(0, 3) }, "MUST_DRAW_FIRST");
            } else {
              expectRefused(buraco, s, seat, { type: "draw" }, "ALREADY_DREW");
              expectRefused(buraco, s, seat, { type: "discard", card: missing }, "CARD_NOT_IN_HAND");
              expectRefused(buraco, s, seat, { type: "meld", cards: [missing, missing, missing] });
              expectRefused(buraco, s, seat, { type: "extend", meld: 99, cards: s.hands[seat]!.slice(0, 1) }, "NO_SUCH_MELD");
            }
          },
        });
      }),
      { numRuns: propertyRuns(20) },
    );
  });

  it("is deterministic: a record replays the same match", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, bots }) => {
        const a = playMatch(buraco, { players, seed, options, bots: botsFor(bots, players) });
        const b = replay(buraco, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(4) },
    );
  });
});
