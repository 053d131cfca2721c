import { describe, expect, it } from "vitest";
import { Match, eventsFor, standardDeck, type ChanceOutcome, type GameEvent } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import { spades } from "./index.ts";
import type { SpadesState } from "./state.ts";
import type { SpadesView } from "./view.ts";

type SpadesMatch = Match<typeof spades>;

const deal = (hands: string[][]): ChanceOutcome => ({ kind: "deal", value: { hands, rest: [] } });
const suit = (s: string) => standardDeck().filter((c) => c.endsWith(s));
/** Seat 0 clubs, 1 diamonds, 2 hearts, 3 spades (or the given order). */
const bySuit = (suits = ["C", "D", "H", "S"]) => suits.map(suit);

function start(chance: ChanceOutcome[], options: object = {}): SpadesMatch {
  return new Match(spades, { players: 4, seed: "stacked", chance, options });
}
const stateOf = (m: SpadesMatch) => m.state as SpadesState;
const turn = (m: SpadesMatch) => m.activeSeats()[0]!;

function bid(m: SpadesMatch, ...bids: number[]): GameEvent[] {
  return bids.flatMap((b) => m.act(turn(m), { type: "bid", bid: b }).events);
}
function play(m: SpadesMatch, ...cards: string[]): GameEvent[] {
  return cards.flatMap((card) => m.act(turn(m), { type: "play", card }).events);
}
/** Plays the first legal card of every seat until the hand ends. */
function finishHand(m: SpadesMatch): GameEvent[] {
  const round = stateOf(m).round;
  const events: GameEvent[] = [];
  while (!m.result() && stateOf(m).round === round) events.push(...m.act(turn(m), m.legalActions(turn(m))[0]!).events);
  return events;
}

describeContract(spades, { players: [4], options: [{}, { target: 250, blindNil: true }], runs: 3 });

describe("Spades rules", () => {
  it("is four players in partnerships: seats 0 and 2 against 1 and 3", () => {
    expect(spades.teams?.(4, { target: 500, blindNil: false })).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("the first dealer comes from the match seed; 13 cards each, the dealer's left bids first", () => {
    const m = start([{ kind: "firstDealer", value: 2 }]);
    const s = stateOf(m);
    expect(s.dealer).toBe(2);
    expect(s.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(s.hands.flat()).size).toBe(52);
    expect(m.activeSeats()).toEqual([3]);
    expect(s.phase).toBe("bid");
    // The same seed draws the same dealer.
    const a = new Match(spades, { players: 4, seed: "same", options: {} });
    const b = new Match(spades, { players: 4, seed: "same", options: {} });
    expect(stateOf(a).dealer).toBe(stateOf(b).dealer);
  });

  it("bids are 0 (nil) to 13 in turn; any total is allowed; after the dealer, the dealer's left leads", () => {
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())]);
    expect(m.legalActions(1).map((a) => (a as { bid: number }).bid)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expectRefused(spades, m.state, 1, { type: "bid", bid: 14 }, "BID_OUT_OF_RANGE");
    expectRefused(spades, m.state, 1, { type: "bid", bid: -1 }, "BID_OUT_OF_RANGE");
    expectRefused(spades, m.state, 1, { type: "bid", bid: 1.5 }, "MALFORMED_ACTION");
    expectRefused(spades, m.state, 2, { type: "bid", bid: 1 }, "NOT_YOUR_TURN");
    expectRefused(spades, m.state, 1, { type: "play", card: "2D" }, "NOT_PLAYING");
    expectRefused(spades, m.state, 1, { type: "blindNil" }, "BLIND_NIL_NOT_ALLOWED");
    const events = bid(m, 13, 13, 13, 0);
    expect(events.filter((e) => e.type === "bid").map((e) => [e.seat, e.bid])).toEqual([
      [1, 13],
      [2, 13],
      [3, 13],
      [0, 0],
    ]);
    expect(stateOf(m).phase).toBe("play");
    expect(m.activeSeats()).toEqual([1]);
    expectRefused(spades, m.state, 1, { type: "bid", bid: 3 }, "NOT_BIDDING");
  });

  it("must follow suit when able, otherwise may play any card", () => {
    const hands = [
      ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AD"],
      ["AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD"],
      suit("H"),
      suit("S"),
    ];
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    bid(m, 3, 3, 3, 3);
    play(m, "2C");
    expect(m.legalActions(1)).toEqual([{ type: "play", card: "AC" }]);
    expectRefused(spades, m.state, 1, { type: "play", card: "2D" }, "MUST_FOLLOW_SUIT");
    expectRefused(spades, m.state, 1, { type: "play", card: "AS" }, "CARD_NOT_IN_HAND");
    play(m, "AC");
    expect(m.legalActions(2)).toHaveLength(13);
  });

  it("spades are trump: the highest spade wins, else the highest card of the led suit", () => {
    const hands = [
      ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "2S"],
      ["AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD"],
      ["AD", "3S", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"],
      ["KH", "AH", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
    ];
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    bid(m, 3, 3, 3, 3);
    let events = play(m, "KC", "AC", "3S", "KH");
    expect(events.find((e) => e.type === "trickWon")?.seat).toBe(2);
    // Seat 2 leads diamonds; the ace wins over the king, nobody trumps.
    events = play(m, "AD", "AH", "3C", "KD");
    expect(events.find((e) => e.type === "trickWon")?.seat).toBe(2);
    // Hearts led; two players trump and the higher spade wins.
    events = play(m, "2H", "4S", "2S", "2D");
    expect(events.find((e) => e.type === "trickWon")?.seat).toBe(3);
  });

  it("spades may not be led before one is played, unless the leader holds only spades; any spade played breaks them", () => {
    const hands = [
      ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "2S"],
      ["AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD"],
      ["AD", "3S", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"],
      ["KH", "AH", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
    ];
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    bid(m, 3, 3, 3, 3);
    expect(m.legalActions(0).some((a) => (a as { card: string }).card === "2S")).toBe(false);
    expectRefused(spades, m.state, 0, { type: "play", card: "2S" }, "SPADES_NOT_BROKEN");
    // Seat 2, void of clubs, discards a spade: spades are broken.
    const events = play(m, "KC", "AC", "3S", "KH");
    expect(events.some((e) => e.type === "spadesBroken" && e.seat === 2)).toBe(true);
    expect(stateOf(m).spadesBroken).toBe(true);
    play(m, "AD", "AH", "2S", "KD");
    expect(m.legalActions(0).some((a) => (a as { card: string }).card === "2S")).toBe(false); // already played
    const only = start([{ kind: "firstDealer", value: 2 }, deal(bySuit(["C", "D", "H", "S"]))]);
    bid(only, 1, 1, 1, 1);
    // Seat 3 holds only spades and leads one although none has been played.
    expect(turn(only)).toBe(3);
    expect(only.legalActions(3)).toHaveLength(13);
    play(only, "AS");
    expect(stateOf(only).spadesBroken).toBe(true);
  });

  it("scores the hand per team and passes the deal left; the winner of a trick leads the next", () => {
    // Seat 3 holds every spade: it wins all 13 tricks.
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())]);
    bid(m, 2, 3, 10, 0); // seats 1, 2, 3, 0
    const events = finishHand(m);
    const scored = events.find((e) => e.type === "roundScored")!;
    // Team 0 (seats 0 nil, 2 bid 3): nil made +100, contract 3 set −30. Team 1 (seats 1 bid 2, 3 bid 10): 13 of 12, +121.
    expect(scored.points).toEqual([70, 121, 70, 121]);
    expect(scored.bags).toEqual([0, 1, 0, 1]);
    expect(stateOf(m).scores).toEqual([70, 121]);
    expect(stateOf(m).dealer).toBe(1);
    expect(m.activeSeats()).toEqual([2]);
    expect(stateOf(m).round).toBe(2);
  });

  it("the match ends after the hand in which a team reaches the target, and the higher total wins", () => {
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())], { target: 250 });
    // Hand 1: team 1 bids 13 and takes all 13 tricks: +130. Hand 2: again.
    bid(m, 3, 1, 10, 1);
    finishHand(m);
    expect(stateOf(m).scores).toEqual([-20, 130]);
    expect(m.result()).toBeNull();
    const m2 = start([{ kind: "firstDealer", value: 0 }, deal(bySuit()), deal(bySuit(["C", "S", "H", "D"]))], { target: 250 });
    bid(m2, 3, 1, 10, 1);
    finishHand(m2);
    // Hand 2, dealer 1: seat 1 now holds every spade.
    bid(m2, 1, 1, 1, 12); // seats 2, 3, 0, 1
    finishHand(m2);
    const result = m2.result()!;
    expect(stateOf(m2).scores).toEqual([-20 - 20, 130 + 130]);
    expect(result.winners).toEqual([1, 3]);
    expect(result.teams?.map((t) => t.score)).toEqual([-40, 260]);
  });

  it("a team that falls to −200 ends the match", () => {
    // Seat 3 holds every spade; team 0 bids 13 each and is set: −260. Team 1 makes 2 with 11 bags: 20 + 11 − 100.
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())]);
    bid(m, 1, 13, 1, 13);
    finishHand(m);
    expect(stateOf(m).scores).toEqual([-260, -69]);
    expect(stateOf(m).bags).toEqual([0, 1]);
    expect(m.result()?.winners).toEqual([1, 3]);
  });

  it("host ending keeps the totals of completed hands", () => {
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())]);
    bid(m, 2, 3, 10, 0);
    finishHand(m);
    bid(m, 1);
    m.endByHost();
    expect(m.result()).toMatchObject({ endedByHost: true, teams: [{ score: 70 }, { score: 121 }] });
  });
});

describe("Spades blind nil", () => {
  /** Hand 1 leaves team 0 behind by 230 (seat 3 takes every trick): hand 2 is dealt with blind nil possible for seats 0 and 2. */
  function behind(options: object, second: string[][] = bySuit(["D", "C", "S", "H"])): SpadesMatch {
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit()), deal(second)], options);
    bid(m, 12, 5, 1, 5); // seats 1, 2, 3, 0
    finishHand(m);
    expect(stateOf(m).scores).toEqual([-100, 130]);
    return m;
  }

  it("is not offered with the option off, nor to the team that is ahead", () => {
    const m = behind({});
    expect(stateOf(m).unseen).toEqual([false, false, false, false]);
    expectRefused(spades, m.state, 2, { type: "blindNil" }, "BLIND_NIL_NOT_ALLOWED");
    const on = behind({ blindNil: true });
    expect(stateOf(on).unseen).toEqual([true, false, true, false]);
  });

  it("an eligible seat first chooses blind nil or to see its cards, and sees no card before choosing", () => {
    const m = behind({ blindNil: true });
    // Dealer 1: seat 2 bids first and is eligible.
    expect(turn(m)).toBe(2);
    expect(m.legalActions(2)).toEqual([{ type: "blindNil" }, { type: "seeCards" }]);
    expectRefused(spades, m.state, 2, { type: "bid", bid: 0 }, "BLIND_NIL_UNDECIDED");
    expect((m.view(2) as SpadesView).hand).toEqual([]);
    expect((m.view(0) as SpadesView).hand).toEqual([]);
    expect((m.view(1) as SpadesView).hand).toHaveLength(13);
    const events = m.act(2, { type: "seeCards" }).events;
    expect(events.find((e) => e.type === "hand")?.to).toEqual([2]);
    expect((m.view(2) as SpadesView).hand).toEqual(suit("S"));
    expect(m.legalActions(2).map((a) => a.type)).toEqual(new Array(14).fill("bid"));
    expectRefused(spades, m.state, 2, { type: "blindNil" }, "BLIND_NIL_NOT_ALLOWED");
    bid(m, 13, 1);
    // Seat 0's turn: still undecided, still blind.
    expect((m.view(0) as SpadesView).hand).toEqual([]);
    const blind = m.act(0, { type: "blindNil" }).events;
    expect(blind.find((e) => e.type === "bid")).toMatchObject({ seat: 0, bid: 0, blind: true });
    expect(blind.find((e) => e.type === "hand")).toMatchObject({ to: [0] });
    expect((m.view(0) as SpadesView).hand).toHaveLength(13);
    expect(stateOf(m).blind).toEqual([true, false, false, false]);
  });

  it("the deal does not tell an undecided seat its cards, nor anyone else", () => {
    const setupEvents: GameEvent[] = [];
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit()), deal(bySuit(["D", "C", "S", "H"]))], { blindNil: true });
    bid(m, 12, 5, 1, 5);
    setupEvents.push(...finishHand(m));
    for (const seat of [0, 2]) expect(eventsFor(setupEvents, seat).filter((e) => e.type === "hand")).toEqual([]);
    expect(eventsFor(setupEvents, 1).filter((e) => e.type === "hand")).toHaveLength(1);
  });

  it("scores ±200 for the team", () => {
    // Hand 2: seat 0 (blind nil) holds the diamonds, seat 2 every spade: seat 0 takes nothing.
    const m = behind({ blindNil: true });
    m.act(2, { type: "seeCards" });
    bid(m, 13, 1); // seats 2, 3
    m.act(0, { type: "blindNil" });
    bid(m, 1); // seat 1
    const events = finishHand(m);
    // Team 0: blind nil made +200, seat 2 bid 13 and took 13: +130.
    expect(events.find((e) => e.type === "roundScored")?.points).toEqual([330, -20, 330, -20]);
  });
});

describe("Spades views", () => {
  it("a seat sees its own hand sorted, counts of the others, every bid and the team scores; a spectator sees no hand", () => {
    const m = start([{ kind: "firstDealer", value: 0 }, deal([...bySuit()].reverse())]);
    const v = m.view(1) as SpadesView;
    expect(v.hand).toEqual(suit("H"));
    expect(v.handCounts).toEqual([13, 13, 13, 13]);
    expect(v.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect((m.view("spectator") as SpadesView).hand).toEqual([]);
  });
});
