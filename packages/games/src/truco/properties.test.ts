import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, type GameEvent, type Viewer } from "@gg/core";
import { cardCodesIn, expectRefused, propertyRuns } from "@gg/core/testing";
import { truco } from "./index.ts";
import { teamOfSeat, type TrucoState } from "./state.ts";
import type { TrucoView } from "./view.ts";

const matchArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  players: fc.constantFrom(2, 4),
  mineiro: fc.boolean(),
  bestOfThree: fc.boolean(),
});

/** Every card of the hand, wherever it is now: hands, the trick, the hand's past tricks, the vira. */
const allCards = (s: TrucoState) => [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...(s.vira ? [s.vira] : [])];

/** What `viewer` may know: the vira, face-up cards on the table, its own face-down cards, its hand (not in the mão de ferro), its partner's in its team's mão de onze. */
function knowable(s: TrucoState, viewer: Viewer): Set<string> {
  const out = new Set<string>(s.vira ? [s.vira] : []);
  for (const p of [...s.trick, ...s.tricks.flatMap((t) => t.plays)]) if (!p.faceDown || p.seat === viewer) out.add(p.card);
  if (viewer === "spectator" || s.phase === "over") return out;
  if (!s.iron) for (const card of s.hands[viewer]!) out.add(card);
  if (s.players === 4 && s.eleven === teamOfSeat(viewer)) for (const card of s.hands[(viewer + 2) % 4]!) out.add(card);
  return out;
}

describe("truco invariants over random matches", () => {
  it("conserves the cards of each hand and views never leak a hidden card (spectators, face-down cards, the partner's hand outside the mão de onze)", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, mineiro, bestOfThree }) => {
        playMatch(truco, {
          players,
          seed,
          options: { mineiro, bestOfThree },
          afterAction(match) {
            const s = match.state as TrucoState;
            if (s.phase === "over") return;
            const cards = allCards(s);
            expect(cards).toHaveLength(players * 3 + (mineiro ? 0 : 1));
            expect(new Set(cards).size).toBe(cards.length);
            for (const viewer of [...Array(players).keys(), "spectator"] as Viewer[]) {
              const { manilhas: _derived, ...v } = match.view(viewer) as TrucoView;
              const allowed = knowable(s, viewer);
              const leaked = cardCodesIn(v).filter((card) => !allowed.has(card));
              if (leaked.length > 0) expect(leaked, `leaked to ${viewer}`).toEqual([]);
            }
          },
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("scores follow the sheet, a game ends at 12, and the match ends within a bound", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, mineiro, bestOfThree }) => {
        const { match, result } = playMatch(truco, { players, seed, options: { mineiro, bestOfThree }, maxActions: 5000 });
        const s = match.state as TrucoState;
        const totals = [0, 0];
        const games = [0, 0];
        for (const line of s.sheet) {
          if (line.winner !== null) totals[line.winner] = totals[line.winner]! + line.points;
          expect(line.scores).toEqual(totals);
          expect([0, 1, 3, 6, 9, 12]).toContain(line.points);
          if (Math.max(...totals) >= 12) {
            games[totals[0]! >= 12 ? 0 : 1]! += 1;
            totals[0] = totals[1] = 0;
          }
        }
        expect(Math.max(...games)).toBe(bestOfThree ? 2 : 1);
        expect(s.gamesWon).toEqual(games);
        const winner = games[0]! > games[1]! ? 0 : 1;
        expect(result.winners.every((seat) => teamOfSeat(seat) === winner)).toBe(true);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("events tell a hand, a face-down card and a partner's hand only to those who may see them", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players }) => {
        const { record } = playMatch(truco, { players, seed });
        const all: GameEvent[] = [];
        replay(truco, record, { onStep: ({ events }) => void all.push(...events) });
        for (const e of eventsFor(all, "spectator")) {
          expect(["hand", "partnerHands"]).not.toContain(e.type);
          if (e.type === "played" && e.faceDown) expect(e.card).toBeUndefined();
        }
        for (let seat = 0; seat < players; seat++) {
          for (const e of eventsFor(all, seat)) {
            if (e.type === "hand") expect(e.to).toEqual([seat]);
            if (e.type === "played" && e.faceDown && e.card !== undefined) expect(e.seat).toBe(seat);
            if (e.type === "partnerHands") expect((e.to as number[]).every((s) => teamOfSeat(s) === teamOfSeat(seat))).toBe(true);
          }
        }
      }),
      { numRuns: propertyRuns(50) },
    );
  });

  it("refused actions leave the state unchanged", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 40 }), ({ seed, players }, stopAt) => {
        let checked = false;
        playMatch(truco, {
          players,
          seed,
          afterAction(match) {
            if (checked || match.actionCount !== stopAt || match.result()) return;
            checked = true;
            const s = match.state as TrucoState;
            const seat = match.activeSeats()[0]!;
            const other = (seat + 1) % players;
            expectRefused(truco, s, other, { type: "accept" }, "NOT_YOUR_TURN");
            if (s.phase === "answer") {
              expectRefused(truco, s, seat, { type: "truco" }, "CALL_PENDING");
              if (s.pending!.value === 12) expectRefused(truco, s, seat, { type: "raise" }, "NO_HIGHER_VALUE");
            }
            if (s.phase === "play" && !s.iron) {
              expectRefused(truco, s, seat, { type: "play", card: s.hands[other]![0] ?? "8C" }, "CARD_NOT_IN_HAND");
              expectRefused(truco, s, seat, { type: "run" }, "NO_CALL");
              if (!truco.legalActions(s, seat).some((a) => a.type === "truco")) expectRefused(truco, s, seat, { type: "truco" });
            }
          },
        });
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("is deterministic: a record replays the same match", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, mineiro, bestOfThree }) => {
        const a = playMatch(truco, { players, seed, options: { mineiro, bestOfThree } });
        const b = replay(truco, JSON.parse(JSON.stringify(a.record)));
        expect(b.state).toEqual(a.match.state);
        expect(b.result()).toEqual(a.result);
      }),
      { numRuns: propertyRuns(50) },
    );
  });
});
