/** One test per rule of Donkey, on stacked deals and positions built from them. */
import { describe, expect, it } from "vitest";
import { InvalidChanceError, InvalidSetupError, Match, eventsFor, parseOptions, playMatch, type GameEvent } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { lackBits, lacksText } from "./cards.ts";
import { donkey } from "./index.ts";
import { stockCount, type DonkeyState } from "./state.ts";
import { actOn, dealOf, draw, DRAW, firstDealer, legalNow, play, playCard, position, start, stateOf } from "./testkit.ts";

const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
const lacksOf = (state: DonkeyState, seat: number) => lacksText(state.lacks[seat]!);

describe("the deal", () => {
  it("deals 5 cards each (7 with the option); the rest is the stock", () => {
    for (const [players, handSize] of [[2, 5], [4, 5], [8, 5], [2, 7], [7, 7]] as const) {
      const state = donkey.setup({ players, options: parseOptions(donkey, { handSize }), seed: `deal-${players}-${handSize}` }).state;
      expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(handSize));
      expect(stockCount(state)).toBe(52 - players * handSize);
      expect(new Set([...state.hands.flat(), ...state.stock]).size).toBe(52);
    }
  });

  it("7 cards each takes at most 7 players", () => {
    expect(() => new Match(donkey, { players: 8, seed: "x", options: { handSize: 7 } })).toThrow(InvalidSetupError);
    expect(() => new Match(donkey, { players: 7, seed: "x", options: { handSize: 7 } })).not.toThrow();
    expect(() => new Match(donkey, { players: 8, seed: "x" })).not.toThrow();
  });

  it("a stacked deal must hold the 52 cards once, handSize cards in each hand", () => {
    const hands = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"]];
    expect(() => new Match(donkey, { players: 2, seed: "x", chance: [firstDealer(1), dealOf(hands)] })).not.toThrow();
    const short = [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "5D", "6D"]];
    expect(() => new Match(donkey, { players: 2, seed: "x", chance: [firstDealer(1), dealOf(short)] })).toThrow(InvalidChanceError);
    const twice = { kind: "deal", value: { hands, rest: [...(dealOf(hands).value as { rest: string[] }).rest.slice(1), "2C"] } };
    expect(() => new Match(donkey, { players: 2, seed: "x", chance: [firstDealer(1), twice] })).toThrow(InvalidChanceError);
  });
});

describe("who leads", () => {
  it("the seat after the dealer leads the first round; each new round, the seat after the previous round's first leader", () => {
    const match = new Match(donkey, { players: 3, seed: "leaders", chance: [firstDealer(1)] });
    expect(match.activeSeats()).toEqual([2]);
    const dealt: GameEvent[] = match.setupEvents.filter((e) => e.type === "dealt");
    while (!match.result()) {
      const seat = match.activeSeats()[0]!;
      for (const e of match.act(seat, match.legalActions(seat)[0]!).events) if (e.type === "dealt") dealt.push(e);
    }
    expect(dealt.length).toBeGreaterThanOrEqual(5);
    expect(dealt.map((e) => e.leader)).toEqual(dealt.map((_, i) => (2 + i) % 3));
    expect(dealt.map((e) => e.dealer)).toEqual(dealt.map((_, i) => (1 + i) % 3));
    expect(dealt.map((e) => e.round)).toEqual(dealt.map((_, i) => i + 1));
  });
});

describe("a trick", () => {
  // Seat 0 leads 5H; seat 1 can fit; seat 2 holds no heart and no five, and draws JD then QH.
  const deal = [
    ["5H", "KC", "2D", "3D", "4D"],
    ["9H", "5S", "6C", "7C", "8C"],
    ["2S", "3S", "4S", "6S", "7S"],
  ];

  it("the leader may play any card of the hand, and may not draw", () => {
    const match = start(deal, ["JD", "QH"]);
    expect(match.activeSeats()).toEqual([0]);
    expect(legalNow(match)).toEqual(["KC", "2D", "3D", "4D", "5H"]);
    expectRefused(donkey, match.state, 0, DRAW, "MUST_PLAY");
  });

  it("a follower plays a card of the led suit or of the led rank, and may not draw while one fits", () => {
    const match = start(deal, ["JD", "QH"]);
    play(match, "5H");
    expect(legalNow(match)).toEqual(["9H", "5S"]);
    expectRefused(donkey, match.state, 1, playCard("6C"), "MUST_FIT");
    expectRefused(donkey, match.state, 1, DRAW, "MUST_PLAY");
    expectRefused(donkey, match.state, 1, playCard("AH"), "CARD_NOT_IN_HAND");
    expectRefused(donkey, match.state, 2, playCard("2S"), "NOT_YOUR_TURN");
    play(match, "5S");
    expect(stateOf(match).trick.map((p) => p.card)).toEqual(["5H", "5S"]);
  });

  it("a player with nothing that fits draws one card per action, keeps one that does not fit, and plays at once one that does", () => {
    const match = start(deal, ["JD", "QH"]);
    play(match, "5H", "9H");
    expect(legalNow(match)).toEqual(["draw"]);
    const first = draw(match);
    expect(first).toEqual([
      { type: "drew", to: [2], seat: 2, card: "JD" },
      { type: "drew", to: { except: 2 }, seat: 2 },
    ]);
    expect(match.activeSeats()).toEqual([2]);
    expect(match.view(2).hand).toContain("JD");
    expect(match.view(0).hand).not.toContain("JD");
    expect(match.view(0).handCounts).toEqual([4, 4, 6]);
    expect(legalNow(match)).toEqual(["draw"]);
    const second = draw(match);
    expect(second).toContainEqual({ type: "played", to: "all", seat: 2, card: "QH", drawn: true });
    expect(eventsFor(second, 0).find((e) => e.type === "drew")).toEqual({ type: "drew", to: { except: 2 }, seat: 2 });
    expect(match.view(2).hand).not.toContain("QH");
    expect(match.view(2).handCounts).toEqual([4, 4, 6]);
    expect(stockCount(stateOf(match))).toBe(52 - 15 - 2);
  });

  it("the highest card of the led suit takes the trick and its winner leads the next", () => {
    const match = start(deal, ["JD", "QH"]);
    play(match, "5H", "9H");
    draw(match);
    const events = draw(match);
    expect(events).toContainEqual({ type: "trickWon", to: "all", seat: 2, cards: ["5H", "9H", "QH"] });
    expect(match.activeSeats()).toEqual([2]);
    expect(stateOf(match).leader).toBe(2);
    expect(legalNow(match)).toEqual(["JD", "2S", "3S", "4S", "6S", "7S"]);
    expect(stateOf(match).history).toEqual([[{ seat: 0, card: "5H" }, { seat: 1, card: "9H" }, { seat: 2, card: "QH" }]]);
  });

  it("only the led suit can win: a card of the led rank in another suit never takes the trick", () => {
    const match = start(
      [
        ["9H", "2C", "3C", "4C", "5C"],
        ["9S", "6D", "7D", "8D", "10D"],
        ["10H", "JD", "QD", "KD", "AD"],
        ["9C", "2S", "3S", "4S", "5S"],
      ],
      [],
    );
    const events = play(match, "9H", "9S", "10H", "9C");
    expect(events).toContainEqual({ type: "trickWon", to: "all", seat: 2, cards: ["9H", "9S", "10H", "9C"] });
    const offRank = start(
      [
        ["9H", "2C", "3C", "4C", "5C"],
        ["9S", "6D", "7D", "8D", "10D"],
        ["9C", "JD", "QD", "KD", "AD"],
      ],
      [],
    );
    expect(play(offRank, "9H", "9S", "9C")).toContainEqual({ type: "trickWon", to: "all", seat: 0, cards: ["9H", "9S", "9C"] });
    expect(offRank.activeSeats()).toEqual([0]);
  });
});

describe("the empty stock", () => {
  // Seven players with 7 cards each leave a stock of 3: seat 1 draws it all without a fit.
  const deal = [
    ["2C", "3H", "4H", "5H", "6H", "7H", "8H"],
    ["6D", "7D", "8D", "9D", "10D", "JD", "QD"],
    ["9H", "10H", "JH", "QH", "KH", "AH", "KD"],
    ["3C", "4C", "5C", "6C", "7C", "8C", "9C"],
    ["10C", "JC", "QC", "KC", "AC", "2D", "AD"],
    ["2H", "2S", "3S", "4S", "5S", "6S", "7S"],
    ["8S", "9S", "10S", "JS", "QS", "KS", "AS"],
  ];

  it("a player whose last draw empties the stock without a fit passes, and so does every later player with nothing that fits", () => {
    const match = start(deal, ["3D", "4D", "5D"], { handSize: 7 });
    play(match, "2C");
    draw(match);
    draw(match);
    const last = draw(match);
    expect(types(last)).toEqual(["drew", "drew", "passed", "passed"]);
    expect(last.filter((e) => e.type === "passed").map((e) => e.seat)).toEqual([1, 2]);
    expect(stockCount(stateOf(match))).toBe(0);
    expect(match.activeSeats()).toEqual([3]);
    expect(match.view(3).handCounts).toEqual([6, 10, 7, 7, 7, 7, 7]);
    play(match, "9C");
    expect(legalNow(match)).toEqual(["10C", "JC", "QC", "KC", "AC", "2D"]);
    play(match, "AC");
    expect(legalNow(match)).toEqual(["2H", "2S"]);
    const events = play(match, "2S");
    expect(types(events)).toEqual(["played", "passed", "trickWon"]);
    expect(events[1]).toEqual({ type: "passed", to: "all", seat: 6 });
    expect(events[2]).toEqual({ type: "trickWon", to: "all", seat: 4, cards: ["2C", "9C", "AC", "2S"] });
    expect(match.activeSeats()).toEqual([4]);
    for (const seat of [1, 2, 6]) expect(lacksOf(stateOf(match), seat)).toEqual({ suits: ["C"], ranks: ["2"] });
  });

  it("when every other player passes, the leader takes the trick and leads again", () => {
    const state = position({ hands: [["AH", "3C"], ["2S", "3S"], ["4D", "5D"]] });
    const { state: after, events } = actOn(state, playCard("AH"));
    expect(types(events)).toEqual(["played", "passed", "passed", "trickWon"]);
    expect(events.at(-1)).toEqual({ type: "trickWon", to: "all", seat: 0, cards: ["AH"] });
    expect(after.turn).toBe(0);
    expect(after.leader).toBe(0);
    expect(donkey.legalActions(after, 0)).toEqual([playCard("3C")]);
  });
});

describe("safe players and the donkey", () => {
  it("a player who plays their last card is safe; their card still counts, and a safe winner hands the lead to the next player with cards", () => {
    const state = position({ hands: [["5C", "9D"], ["KC"], ["2C", "3D"]] });
    let step = actOn(state, playCard("5C"));
    step = actOn(step.state, playCard("KC"));
    expect(step.events).toEqual([
      { type: "played", to: "all", seat: 1, card: "KC" },
      { type: "safe", to: "all", seat: 1 },
    ]);
    expect(step.state.turn).toBe(2);
    step = actOn(step.state, playCard("2C"));
    expect(step.events).toContainEqual({ type: "trickWon", to: "all", seat: 1, cards: ["5C", "KC", "2C"] });
    expect(step.state.leader).toBe(2);
    expect(step.state.turn).toBe(2);
  });

  it("safe players are skipped: the turn goes to the next player holding cards", () => {
    const state = position({ hands: [["5C", "6C"], [], ["7C", "8C"], ["9C", "10C"]] });
    const { state: after, events } = actOn(state, playCard("5C"));
    expect(types(events)).toEqual(["played"]);
    expect(after.turn).toBe(2);
  });

  it("the round ends the moment one player alone holds cards, even mid-trick: that player is the donkey", () => {
    const state = position({ hands: [["5C", "9D"], ["KC"], ["2C", "3D"]] });
    let s = state;
    for (const card of ["5C", "KC", "2C"]) s = actOn(s, playCard(card)).state;
    // Seat 2 leads its last card: seats 1 and 2 are safe, seat 0 alone holds 9D.
    const { state: after, events } = actOn(s, playCard("3D"));
    expect(types(events).slice(0, 3)).toEqual(["played", "safe", "roundScored"]);
    expect(events[2]).toEqual({ type: "roundScored", to: "all", round: 1, donkey: 0, points: [1, 0, 0], scores: [1, 0, 0] });
    expect(after.donkeys).toEqual([1, 0, 0]);
    expect(after.sheet).toEqual([0]);
    expect(after.round).toBe(2);
    expect(after.hands.map((h) => h.length)).toEqual([5, 5, 5]);
  });
});

describe("the match", () => {
  // Seat 0 leads four aces, each followed by a two, then its last card: seat 1 is the donkey.
  const deal = [
    ["AC", "AD", "AH", "AS", "KC"],
    ["2C", "2D", "2H", "2S", "3C"],
  ];
  const round = (match: ReturnType<typeof start>) => play(match, "AC", "2C", "AD", "2D", "AH", "2H", "AS", "2S", "KC");

  it("each round scores 1 to its donkey; the next round is dealt by the next seat", () => {
    const match = start(deal);
    const events = round(match);
    expect(events).toContainEqual({ type: "roundScored", to: "all", round: 1, donkey: 1, points: [0, 1], scores: [0, 1] });
    expect(events).toContainEqual(expect.objectContaining({ type: "dealt", round: 2, dealer: 0, leader: 1 }));
    expect(match.result()).toBeNull();
    expect(match.view(0).donkeys).toEqual([0, 1]);
    expect(match.activeSeats()).toEqual([1]);
  });

  it("ends when a player has been the donkey donkeyLimit times; the fewest donkey rounds win", () => {
    const match = start(deal, [], { donkeyLimit: 1 });
    const events = round(match);
    expect(types(events).slice(-2)).toEqual(["roundScored", "gameOver"]);
    expect(match.result()).toEqual({ scores: [0, 1], winners: [0], ranks: [1, 2] });
    expect(match.activeSeats()).toEqual([]);
    expectRefused(donkey, match.state, 1, playCard("3C"), "GAME_OVER");
  });

  it("tied players share the win and the rank", () => {
    let state = position({ hands: [["5C"], ["6C"], ["7C", "8C"]], options: { donkeyLimit: 1 } });
    state = actOn(state, playCard("5C")).state;
    state = actOn(state, playCard("6C")).state;
    expect(donkey.result(state)).toEqual({ scores: [0, 0, 1], winners: [0, 1], ranks: [1, 1, 3] });
  });

  it("the default match goes on until someone has been the donkey 5 times", () => {
    const { result, match } = playMatch(donkey, { players: 4, seed: "to-five" });
    const s = match.state as DonkeyState;
    const countsBefore = [0, 1, 2, 3].map((seat) => s.sheet.slice(0, -1).filter((d) => d === seat).length);
    expect(Math.max(...countsBefore)).toBeLessThan(5);
    expect(result.scores).toEqual(countsBefore.map((n, seat) => n + (seat === s.sheet.at(-1) ? 1 : 0)));
    expect(result.scores[s.sheet.at(-1)!]).toBe(5);
  });

  it("the host's end drops the round in progress: the counts stand as after the last finished round", () => {
    const match = start(deal);
    round(match);
    const seat = match.activeSeats()[0]!;
    match.act(seat, match.legalActions(seat)[0]!);
    match.endByHost();
    expect(match.result()).toEqual({ scores: [0, 1], winners: [0], ranks: [1, 2], endedByHost: true });
  });
});

describe("what everyone learns", () => {
  it("a player who draws is known to lack the led suit and rank, and only that (the drawn cards are unknown)", () => {
    const state = position({ hands: [["AH", "2C"], ["3S", "4S"], ["5D", "6D"]], stock: ["7S", "8H"], lacks: [0, lackBits("2C"), 0] });
    let s = actOn(state, playCard("AH")).state;
    s = actOn(s, DRAW).state;
    expect(lacksOf(s, 1)).toEqual({ suits: ["H"], ranks: ["A"] });
  });

  it("a player who passes adds the led suit and rank to what they are known to lack", () => {
    const state = position({ hands: [["AH", "KH", "2C"], ["3S", "4S"], ["5D", "6D"]] });
    let s = actOn(state, playCard("AH")).state;
    s = actOn(s, playCard("KH")).state;
    expect(lacksOf(s, 1)).toEqual({ suits: ["H"], ranks: ["K", "A"] });
    expect(lacksOf(s, 2)).toEqual({ suits: ["H"], ranks: ["K", "A"] });
  });

  it("no view holds another seat's cards or the stock; the drawn card is told to its drawer alone", () => {
    const match = start(
      [
        ["5H", "KC", "2D", "3D", "4D"],
        ["9H", "5S", "6C", "7C", "8C"],
        ["2S", "3S", "4S", "6S", "7S"],
      ],
      ["JD", "QH"],
    );
    play(match, "5H", "9H");
    const events = draw(match);
    for (const viewer of [0, 1, "spectator"] as const) {
      expect(JSON.stringify(match.view(viewer))).not.toContain("JD");
      expect(JSON.stringify(eventsFor(events, viewer))).not.toContain("JD");
      expect(JSON.stringify(match.view(viewer))).not.toContain("2S");
    }
    expect(match.view("spectator").hand).toEqual([]);
    expect(match.view(2).hand).toEqual(["JD", "2S", "3S", "4S", "6S", "7S"]);
  });
});
