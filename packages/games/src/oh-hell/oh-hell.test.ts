import { describe, expect, it } from "vitest";
import { InvalidChanceError, Match, createRandom, eventsFor, playMatch, shuffle, standardDeck, type ChanceOutcome } from "@gg/core";
import { sampleDeal } from "./deal.ts";
import { voids } from "./search.ts";
import { describeContract, expectRefused } from "@gg/core/testing";
import { ohHell } from "./index.ts";
import { standings } from "./engine.ts";
import { firstHandSize, handSizes, type OhHellState } from "./state.ts";

/** A stacked deal: the given hands, then `trump` turned, then the rest of the deck. */
function deal(hands: string[][], trump: string): ChanceOutcome {
  const used = new Set([...hands.flat(), trump]);
  return { kind: "deal", value: { hands, rest: [trump, ...standardDeck().filter((c) => !used.has(c))] } };
}

function start(players: number, chance: ChanceOutcome[], options: object = {}): Match<typeof ohHell> {
  return new Match(ohHell, { players, seed: "stacked", chance, options });
}

/** Plays the given actions, in turn order. */
function act(match: Match<typeof ohHell>, ...actions: (number | string)[]): void {
  for (const a of actions) {
    const seat = match.activeSeats()[0]!;
    match.act(seat, typeof a === "number" ? { type: "bid", bid: a } : { type: "play", card: a });
  }
}

const state = (m: Match<typeof ohHell>) => m.state as OhHellState;

describeContract(ohHell, { players: [2, 4, 9], options: [{}, { upAndDown: true, exactBidBonus: 10 }], runs: 3 });

describe("Oh Hell's rounds and first deal", () => {
  it("the first deal is a setup event: round 1, dealer, size and trump for everyone, each hand to its own seat only", () => {
    const stacked = sampleDeal(createRandom("first-deal"), 3, 10, 1);
    const m = new Match(ohHell, { players: 3, seed: "s", chance: [{ kind: "firstDealer", value: 1 }, { kind: "deal", value: stacked }] });
    const dealt = m.setupEvents.filter((e) => e.type === "dealt");
    expect(dealt).toEqual([{ type: "dealt", to: "all", round: 1, size: 10, dealer: 1, trump: stacked.rest[0] }]);
    for (let seat = 0; seat < 3; seat++) {
      expect(eventsFor(m.setupEvents, seat).filter((e) => e.type === "hand")).toEqual([{ type: "hand", to: [seat], cards: stacked.hands[seat] }]);
    }
    expect(eventsFor(m.setupEvents, "spectator").map((e) => e.type)).toEqual(["dealt"]);
  });

  it("rounds count from 1 in views and events: the first hand is round 1, the last is round `rounds`", () => {
    const m = new Match(ohHell, { players: 9, seed: "rounds" });
    expect(m.view("spectator")).toMatchObject({ round: 1, rounds: 5, handSize: 5, finalRound: false });
    const scored: number[] = [];
    const dealtRounds: number[] = [];
    let sawFinal = false;
    while (!m.result()) {
      const seat = m.activeSeats()[0]!;
      for (const e of m.act(seat, m.legalActions(seat)[0]!).events) {
        if (e.type === "roundScored") scored.push(e.round as number);
        if (e.type === "dealt") dealtRounds.push(e.round as number);
      }
      if (scored.length === 4 && !sawFinal) {
        expect(m.view(0)).toMatchObject({ round: 5, handSize: 1, finalRound: true });
        sawFinal = true;
      }
    }
    expect(sawFinal).toBe(true);
    expect(scored).toEqual([1, 2, 3, 4, 5]);
    expect(dealtRounds).toEqual([2, 3, 4, 5]);
  });
});

describe("Oh Hell rules", () => {
  it("first hand size follows the seed's table for 2–9 players", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map(firstHandSize)).toEqual([10, 10, 10, 10, 8, 7, 6, 5]);
  });

  it("hands shrink by one down to 1, and climb back with Up and Down", () => {
    expect(handSizes(4, false)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(handSizes(9, false)).toEqual([5, 4, 3, 2, 1]);
    expect(handSizes(6, true)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8]);
    const m = playMatch(ohHell, { players: 7, seed: "sizes", options: { upAndDown: true } });
    expect(m.match.state.sheet.map((l: { size: number }) => l.size)).toEqual(handSizes(7, true));
  });

  it("the deal passes to the left every hand", () => {
    const m = playMatch(ohHell, { players: 5, seed: "rotation", chance: [{ kind: "firstDealer", value: 3 }] });
    expect(m.match.state.sheet.map((l: { dealer: number }) => l.dealer)).toEqual([3, 4, 0, 1, 2, 3, 4, 0, 1, 2]);
  });

  it("cards are dealt one at a time starting left of the dealer, and the next card sets trump", () => {
    const deck = shuffle(createRandom("deal-order"), standardDeck());
    const dealt = sampleDeal(createRandom("deal-order"), 3, 4, 1);
    // Dealer 1: seat 2 gets the 1st, 4th, 7th, 10th cards; seat 0 the 2nd, …; the dealer the 3rd, ….
    expect(dealt.hands[2]).toEqual([deck[0], deck[3], deck[6], deck[9]]);
    expect(dealt.hands[0]).toEqual([deck[1], deck[4], deck[7], deck[10]]);
    expect(dealt.hands[1]).toEqual([deck[2], deck[5], deck[8], deck[11]]);
    expect(dealt.rest).toEqual(deck.slice(12));
    const m = start(3, [{ kind: "firstDealer", value: 1 }]);
    expect(state(m).hands.flat()).not.toContain(state(m).trumpCard);
    const stacked = start(3, [{ kind: "firstDealer", value: 1 }, deal([0, 1, 2].map((i) => standardDeck().slice(i * 10, i * 10 + 10)), "KH")]);
    expect(state(stacked).trumpCard).toBe("KH");
    expect(stacked.view(0).hand).toHaveLength(10);
  });

  it("the turned card's suit is trump: a trump beats the led suit", () => {
    // 2 players, dealer 1, so seat 0 bids first and leads.
    const hands = [
      ["AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
      ["2H", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
    ];
    const m = start(2, [{ kind: "firstDealer", value: 1 }, deal(hands, "KH")]);
    act(m, 0, 0, "AC", "2H");
    expect(state(m).tricks).toEqual([0, 1]);
    expect(state(m).turn).toBe(1); // the winner leads the next trick
  });

  it("without a trump the highest card of the led suit wins, aces high", () => {
    const hands = [
      ["KC", "AD", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
      ["AC", "AS", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
      ["QC", "2S", "2D", "2H", "3H", "4H", "5H", "6H", "7H", "8H"],
    ];
    const m = start(3, [{ kind: "firstDealer", value: 2 }, deal(hands, "JH")]);
    act(m, 0, 0, 0, "KC", "AC", "QC");
    expect(state(m).tricks).toEqual([0, 1, 0]);
    // An off-suit card does not win even if higher: seat 1 leads 3S, seat 0 is void in spades.
    act(m, "3S", "2S");
    expect(m.legalActions(0).map((a) => (a.type === "play" ? a.card : ""))).toContain("AD");
    act(m, "AD");
    expect(state(m).tricks).toEqual([0, 2, 0]);
  });

  it("players must follow the led suit if they can", () => {
    const hands = [
      ["KC", "AD", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
      ["AC", "AS", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
    ];
    const m = start(2, [{ kind: "firstDealer", value: 1 }, deal(hands, "JH")]);
    act(m, 1, 1, "3D");
    // Seat 1 has no diamonds: every card is legal.
    expect(m.legalActions(1)).toHaveLength(10);
    const m2 = start(2, [{ kind: "firstDealer", value: 1 }, deal(hands, "JH")]);
    act(m2, 1, 1, "KC");
    expect(m2.legalActions(1)).toEqual([{ type: "play", card: "AC" }]);
    expectRefused(ohHell, m2.state, 1, { type: "play", card: "AS" }, "MUST_FOLLOW_SUIT");
  });

  it("bidding goes clockwise from the dealer's left and the dealer bids last", () => {
    const m = start(4, [{ kind: "firstDealer", value: 2 }]);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = m.activeSeats()[0]!;
      order.push(seat);
      m.act(seat, { type: "bid", bid: 0 });
    }
    expect(order).toEqual([3, 0, 1, 2]);
    expect(state(m).phase).toBe("play");
    expect(m.activeSeats()).toEqual([3]); // the player left of the dealer leads
  });

  it("the dealer may not make the bids add up to the hand size (hook rule)", () => {
    const m = start(4, [{ kind: "firstDealer", value: 3 }]);
    act(m, 4, 2, 3); // 10-card hand: the dealer may not bid 1
    expect(m.view(3).forbiddenBid).toBe(1);
    expect(m.legalActions(3).map((a) => (a.type === "bid" ? a.bid : -1))).not.toContain(1);
    expectRefused(ohHell, m.state, 3, { type: "bid", bid: 1 }, "BID_FORBIDDEN_BY_HOOK");
    act(m, 0);
    expect(state(m).bids).toEqual([4, 2, 3, 0]);
  });

  it("no bid is barred when the others already bid more than the hand size", () => {
    const m = start(3, [{ kind: "firstDealer", value: 2 }]);
    act(m, 6, 6);
    expect(m.view(2).forbiddenBid).toBeNull();
    expect(m.legalActions(2)).toHaveLength(11);
  });

  it("in the final round the dealer may bid anything", () => {
    // 9 players: 5, 4, 3, 2, 1 — play until the 1-card hand's dealer bids.
    const m = new Match(ohHell, { players: 9, seed: "final" });
    while (!(state(m).round === 5 && state(m).turn === state(m).dealer && state(m).phase === "bid")) {
      const seat = m.activeSeats()[0]!;
      m.act(seat, m.legalActions(seat)[0]!);
    }
    const othersSum = state(m).bids.reduce<number>((s, b) => s + (b ?? 0), 0);
    expect(othersSum).toBeLessThanOrEqual(1);
    expect(m.view(state(m).dealer).forbiddenBid).toBeNull();
    expect(m.legalActions(state(m).dealer)).toHaveLength(2);
    m.act(state(m).dealer, { type: "bid", bid: 1 - othersSum });
  });

  it("a hand scores the tricks taken plus 5 for an exact bid", () => {
    const hands = [
      ["AC", "KC"],
      ["2C", "3C"],
    ];
    // 2 players take 10 cards; stack the first two tricks, the rest is random but fixed.
    const full = [
      [...hands[0]!, "AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"],
      [...hands[1]!, "2D", "3D", "4D", "5D", "6D", "2H", "3H", "4H"],
    ];
    const m = start(2, [{ kind: "firstDealer", value: 1 }, deal(full, "AS")]);
    act(m, 10, 1); // seat 0 bids 10 and takes them all; seat 1 bids 1 and takes none
    const cards0 = ["AC", "KC", "AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"];
    const cards1 = ["2C", "3C", "2D", "3D", "4D", "5D", "6D", "2H", "3H", "4H"];
    for (let i = 0; i < 10; i++) act(m, cards0[i]!, cards1[i]!);
    expect(state(m).sheet[0]!.points).toEqual([15, 0]);
    expect(state(m).scores).toEqual([15, 0]);
  });

  it("the exact-bid bonus is a host option", () => {
    const m = start(2, [{ kind: "firstDealer", value: 1 }], { exactBidBonus: 0 });
    expect(m.view(0).options.exactBidBonus).toBe(0);
    const r = playMatch(ohHell, { players: 3, seed: "bonus", options: { exactBidBonus: 10 } });
    for (const line of r.match.state.sheet as OhHellState["sheet"]) {
      line.points.forEach((p, seat) => expect(p).toBe(line.tricks[seat]! + (line.tricks[seat] === line.bids[seat] ? 10 : 0)));
    }
  });

  it("the highest total wins and tied players share the win", () => {
    expect(standings([10, 12, 12, 3], false)).toEqual({ scores: [10, 12, 12, 3], winners: [1, 2], ranks: [3, 1, 1, 4] });
    const r = playMatch(ohHell, { players: 4, seed: "winner" });
    const best = Math.max(...r.result.scores);
    expect(r.result.winners).toEqual(r.result.scores.flatMap((s, i) => (s === best ? [i] : [])));
  });

  it("when the host ends the game the hand in progress does not count", () => {
    const m = new Match(ohHell, { players: 3, seed: "host" });
    while (state(m).round < 3 || state(m).tricks.every((t) => t === 0)) {
      const seat = m.activeSeats()[0]!;
      m.act(seat, m.legalActions(seat)[0]!);
    }
    const before = state(m).sheet.reduce((tot, l) => tot.map((t, i) => t + l.points[i]!), [0, 0, 0]);
    m.endByHost();
    expect(m.result()?.scores).toEqual(before);
    expect(m.result()?.endedByHost).toBe(true);
    expectRefused(ohHell, m.state, 0, { type: "bid", bid: 0 }, "GAME_OVER");
  });
});

describe("Oh Hell refuses illegal actions with typed errors and no change", () => {
  const m = start(3, [{ kind: "firstDealer", value: 0 }]);
  it.each([
    ["NOT_YOUR_TURN", 0, { type: "bid", bid: 1 }],
    ["MALFORMED_ACTION", 1, { type: "bid", bid: "1" }],
    ["MALFORMED_ACTION", 1, { type: "fold" }],
    ["MALFORMED_ACTION", 1, null],
    ["BID_OUT_OF_RANGE", 1, { type: "bid", bid: 11 }],
    ["BID_OUT_OF_RANGE", 1, { type: "bid", bid: -1 }],
    ["NOT_PLAYING", 1, { type: "play", card: "AS" }],
  ] as const)("%s", (code, seat, action) => {
    expectRefused(ohHell, m.state, seat, action, code);
  });

  it("CARD_NOT_IN_HAND and NOT_BIDDING during play", () => {
    const p = start(2, [{ kind: "firstDealer", value: 1 }]);
    act(p, 0, 0);
    const other = state(p).hands[1]![0]!;
    expectRefused(ohHell, p.state, 0, { type: "play", card: other }, "CARD_NOT_IN_HAND");
    expectRefused(ohHell, p.state, 0, { type: "play", card: "ZZ" }, "CARD_NOT_IN_HAND");
    expectRefused(ohHell, p.state, 0, { type: "bid", bid: 0 }, "NOT_BIDDING");
  });

  it("fixed chance outcomes that do not fit are rejected", () => {
    expect(() => start(2, [{ kind: "deal", value: {} }])).toThrow(InvalidChanceError);
    expect(() => start(2, [{ kind: "firstDealer", value: 5 }])).toThrow(/seat/);
    const dup = deal([["AS", "AS", ...standardDeck().slice(0, 8)], standardDeck().slice(10, 20)], "KH");
    expect(() => start(2, [{ kind: "firstDealer", value: 0 }, dup])).toThrow(/twice|52/);
  });
});


describe("Oh Hell search bot support", () => {
  it("a determinization keeps the seat's hand and everything public, and gives the others unseen cards respecting voids", () => {
    const m = new Match(ohHell, { players: 4, seed: "determinize" });
    const random = createRandom("d");
    for (let step = 0; step < 120; step++) {
      const seat = m.activeSeats()[0]!;
      const view = m.view(seat);
      const world = ohHell.determinize!(view, seat, random);
      expect(world.hands[seat]).toEqual(view.hand);
      expect(world.hands.map((h) => h.length)).toEqual(view.handCounts);
      const all = [...world.hands.flat(), ...world.trick.map((p) => p.card), ...world.history.flat().map((p) => p.card), world.trumpCard];
      expect(new Set(all).size).toBe(all.length);
      for (const [s, lacking] of voids(4, [...view.history, ...(view.trick.length ? [view.trick] : [])]).entries()) {
        if (s !== seat) for (const c of world.hands[s]!) expect(lacking.has(c.slice(-1))).toBe(false);
      }
      const cards = (actions: readonly { type: string }[]) => actions.map((a) => JSON.stringify(a)).sort();
      expect(cards(ohHell.legalActions(world, seat))).toEqual(cards(m.legalActions(seat)));
      m.act(seat, m.legalActions(seat)[0]!);
    }
  });
});
