/** Invariants of Donkey over random matches (more with GG_PROPERTY_RUNS). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eventsFor, playMatch, replay, winningPlay, strengthOf, RANKS, type GameEvent, type TrickPlay } from "@gg/core";
import { cardCodesIn, describeContract, expectRefused, propertyRuns } from "@gg/core/testing";
import { DECK, fits, mayHold } from "./cards.ts";
import { maxPlayersFor } from "./engine.ts";
import { donkey } from "./index.ts";
import type { DonkeyState } from "./state.ts";

describeContract(donkey, { players: [2, 4, 8], options: [{}, { donkeyLimit: 2 }], runs: 3 });
describeContract(donkey, { players: [2, 7], options: [{ handSize: 7, donkeyLimit: 1 }], runs: 3 });

const matchArb = fc
  .record({
    handSize: fc.constantFrom(5 as const, 7 as const),
    donkeyLimit: fc.integer({ min: 1, max: 5 }),
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.string({ maxLength: 12 }),
  })
  .map(({ players, ...rest }) => ({ ...rest, players: Math.min(players, maxPlayersFor(rest.handSize)) }));

const DECK_TEXT = [...DECK].sort().join();

/** Every card of the round: held, in the stock not yet drawn, on the trick, in the finished tricks. */
function roundCards(s: DonkeyState): string[] {
  return [...s.hands.flat(), ...s.stock.slice(s.drawn), ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)];
}

/** The cards a viewer may know: its own hand and the cards played this round. */
function known(s: DonkeyState, viewer: number | "spectator"): Set<string> {
  const played = [...s.trick, ...s.history.flat()].map((p) => p.card);
  return new Set(viewer === "spectator" ? played : [...played, ...s.hands[viewer]!]);
}

describe("Donkey invariants over random matches", () => {
  it("conserves the deck, never leaks a hand or the stock, keeps what it says a seat lacks true, and refuses illegal moves without change", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        let probes = 0;
        playMatch(donkey, {
          players,
          seed,
          options,
          afterAction(match) {
            const s = match.state as DonkeyState;
            if (s.phase === "over") return;
            const cards = roundCards(s).sort().join();
            if (cards !== DECK_TEXT) expect(cards).toBe(DECK_TEXT);
            for (let seat = 0; seat < players; seat++) {
              const wrong = s.hands[seat]!.filter((card) => !mayHold(s.lacks[seat]!, card));
              if (wrong.length > 0) expect(wrong, `seat ${seat} holds cards it is said to lack`).toEqual([]);
            }
            for (let v = 0; v <= players; v++) {
              const viewer = v === players ? "spectator" : v;
              const visible = known(s, viewer);
              const leaked = cardCodesIn(match.view(viewer)).filter((card) => !visible.has(card));
              if (leaked.length > 0) expect(leaked, `cards in the view of ${viewer}`).toEqual([]);
            }
            // An occasional move the rules forbid now is refused and changes nothing.
            if (probes++ % 11 === 0) {
              const seat = s.turn;
              const hand = s.hands[seat]!;
              const led = s.trick[0]?.card;
              const misfit = led === undefined ? undefined : hand.find((card) => !fits(card, led));
              if (misfit) expectRefused(donkey, s, seat, { type: "play", card: misfit }, "MUST_FIT");
              if (led === undefined || hand.some((card) => fits(card, led))) expectRefused(donkey, s, seat, { type: "draw" }, "MUST_PLAY");
            }
          },
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("a drawn card and a dealt hand are told to their seat alone", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { record } = playMatch(donkey, { players, seed, options });
        const events: GameEvent[] = [];
        replay(donkey, record, { onSetup: (e) => void events.push(...e), onStep: ({ events: e }) => void events.push(...e) });
        for (const e of events) {
          if (cardCodesIn(e).length === 0 || e.to === "all") continue;
          expect(["hand", "drew"]).toContain(e.type);
          expect(Array.isArray(e.to) && e.to.length === 1).toBe(true);
        }
        const spectator = eventsFor(events, "spectator");
        expect(spectator.filter((e) => e.type === "hand" || (e.type === "drew" && "card" in e))).toEqual([]);
        expect(spectator.filter((e) => e.type === "drew").length).toBe(events.filter((e) => e.type === "drew").length / 2);
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("every trick goes to the highest card of the led suit, as core's winningPlay says, and every follower's card fits", () => {
    const strength = strengthOf(RANKS);
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { record } = playMatch(donkey, { players, seed, options });
        const plays: TrickPlay[] = [];
        replay(donkey, record, {
          onStep: ({ events }) => {
            for (const e of events) {
              if (e.type === "played") {
                if (plays.length > 0) expect(fits(e.card as string, plays[0]!.card)).toBe(true);
                plays.push({ seat: e.seat as number, card: e.card as string });
              }
              if (e.type === "trickWon") {
                expect(e.seat).toBe(winningPlay(plays, null, strength).seat);
                plays.length = 0;
              }
              if (e.type === "roundScored") plays.length = 0;
            }
          },
        });
      }),
      { numRuns: propertyRuns(30) },
    );
  });

  it("ends within a bound of rounds and actions, one donkey a round, and replays exactly", () => {
    fc.assert(
      fc.property(matchArb, ({ players, seed, ...options }) => {
        const { match, record, result, actions } = playMatch(donkey, { players, seed, options });
        const s = match.state as DonkeyState;
        // Each round has one donkey; nobody passes the limit, so rounds ≤ players × (limit − 1) + 1.
        expect(s.sheet.length).toBeLessThanOrEqual(players * (options.donkeyLimit - 1) + 1);
        // A round plays each of its 52 cards at most once and draws each stock card at most once.
        expect(actions).toBeLessThanOrEqual(s.sheet.length * (52 + 52));
        expect(result.scores.reduce((a, b) => a + b, 0)).toBe(s.sheet.length);
        expect(Math.max(...result.scores)).toBe(options.donkeyLimit);
        const again = replay(donkey, JSON.parse(JSON.stringify(record)));
        expect(again.state).toEqual(s);
        expect(again.result()).toEqual(result);
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});
