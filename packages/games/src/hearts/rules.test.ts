/** One test per rule of Hearts, on stacked deals. */
import { describe, expect, it } from "vitest";
import { InvalidChanceError, Match, playMatch, standardDeck } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { deckFor } from "./cards.ts";
import { hearts } from "./index.ts";
import { scoreHand, standings } from "./score.ts";
import { passDirection, type HeartsOptions } from "./state.ts";
import { atPlay, dealOf, finishHand, legalCards, play, stateOf, suit } from "./testkit.ts";

const DEFAULTS: HeartsOptions = { target: 100, moonSubtracts: false, jackOfDiamonds: false };

describe("the deck and the deal", () => {
  it("3, 5 and 6 players take out low cards so hands are equal: 17, 13, 10, 8 cards", () => {
    const removed = (players: number) => standardDeck().filter((c) => !deckFor(players).includes(c)).sort();
    expect(removed(3)).toEqual(["2D"]);
    expect(removed(4)).toEqual([]);
    expect(removed(5)).toEqual(["2C", "2D"]);
    expect(removed(6)).toEqual(["2C", "2D", "3C", "3D"]);
    for (const [players, size] of [[3, 17], [4, 13], [5, 10], [6, 8]] as const) {
      const state = hearts.setup({ players, options: DEFAULTS, seed: `deck-${players}` }).state;
      expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(size));
      expect(new Set(state.hands.flat())).toEqual(new Set(deckFor(players)));
    }
  });

  it("a stacked deal must hold the table's deck exactly once, in equal hands", () => {
    const hands = [suit("C"), suit("D"), suit("H"), suit("S")];
    expect(() => new Match(hearts, { players: 4, seed: "x", chance: [dealOf(hands)] })).not.toThrow();
    const twice = [suit("C"), suit("C"), suit("H"), suit("S")];
    expect(() => new Match(hearts, { players: 4, seed: "x", chance: [dealOf(twice)] })).toThrow(InvalidChanceError);
    const removedCard = [["2D", ...suit("C").slice(1), "AD", "KD", "QD", "JD"], suit("D").slice(1, 9).concat(suit("H").slice(0, 9)), suit("H").slice(9).concat(suit("S"))];
    expect(() => new Match(hearts, { players: 3, seed: "x", chance: [dealOf(removedCard)] })).toThrow(InvalidChanceError);
  });
});

describe("the pass direction", () => {
  it("4 players: left, right, across, none, repeating; other tables: left, right, none", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((r) => passDirection(4, r))).toEqual(["left", "right", "across", "none", "left", "right", "across", "none"]);
    for (const players of [3, 5, 6]) expect([1, 2, 3, 4].map((r) => passDirection(players, r))).toEqual(["left", "right", "none", "left"]);
  });

  it("each seat receives the cards of the seat the direction names, told to it alone", () => {
    const match = new Match(hearts, { players: 4, seed: "directions" });
    const giverOf: Record<string, (seat: number) => number> = {
      left: (seat) => (seat + 3) % 4,
      right: (seat) => (seat + 1) % 4,
      across: (seat) => (seat + 2) % 4,
    };
    for (const direction of ["left", "right", "across"]) {
      const chosen: string[][] = [];
      let events: { type: string; to: unknown; from?: unknown; cards?: unknown }[] = [];
      for (const seat of [2, 0, 3, 1]) {
        const pass = match.legalActions(seat).at(-1)!;
        if (pass.type === "pass") chosen[seat] = [...pass.cards];
        events = [...match.act(seat, pass).events];
      }
      for (let seat = 0; seat < 4; seat++) {
        const from = giverOf[direction]!(seat);
        expect(events).toContainEqual({ type: "received", to: [seat], from, cards: chosen[from] });
        expect(match.view(seat).received).toEqual(chosen[from]);
        expect(match.view(seat).passed).toEqual(chosen[seat]);
        for (const card of chosen[from]!) expect(match.view(seat).hand).toContain(card);
      }
      finishHand(match);
    }
    // The fourth hand keeps its cards: the play starts at once.
    expect(stateOf(match).round).toBe(4);
    expect(stateOf(match).phase).toBe("play");
    expect(match.view(0).received).toBeNull();
  });
});

describe("the play", () => {
  it("the holder of the lowest club leads it: 2C with 4 players, 3C with 5, 4C with 6", () => {
    for (const [players, lead] of [[3, "2C"], [4, "2C"], [5, "3C"], [6, "4C"]] as const) {
      const match = new Match(hearts, { players, seed: `lead-${players}` });
      for (let seat = 0; seat < players; seat++) match.act(seat, match.legalActions(seat)[0]!);
      const leader = match.activeSeats()[0]!;
      expect(match.view(leader).hand).toContain(lead);
      expect(legalCards(match)).toEqual([lead]);
      const other = match.view(leader).hand.find((c) => c !== lead)!;
      expectRefused(hearts, match.state, leader, { type: "play", card: other }, "MUST_LEAD_LOWEST_CLUB");
    }
  });

  it("players follow the led suit if they can; the highest card of the led suit wins and leads next", () => {
    // Seat 0 holds 2C…8C and 2D…7D; seat 1 9C…AC and 8D…AD.
    const after = [suit("C").slice(0, 7).concat(suit("D").slice(0, 6)), suit("C").slice(7).concat(suit("D").slice(6)), suit("H"), suit("S")];
    const match = atPlay(after);
    play(match, "2C");
    expect(legalCards(match)).toEqual(suit("C").slice(7));
    expectRefused(hearts, match.state, 1, { type: "play", card: "8D" }, "MUST_FOLLOW_SUIT");
    play(match, "9C", "2H", "2S");
    expect(stateOf(match).history[0]!.map((p) => p.card)).toEqual(["2C", "9C", "2H", "2S"]);
    expect(match.activeSeats()).toEqual([1]);
  });

  it("no heart and no QS on the first trick while the hand holds anything else; JD is allowed", () => {
    const after = [suit("C"), [...suit("D").filter((c) => c !== "AD"), "QS"], suit("H"), ["AD", ...suit("S").filter((c) => c !== "QS")]];
    const match = atPlay(after);
    play(match, "2C");
    expect(legalCards(match)).toEqual(suit("D").slice(0, 12)); // JD included, QS not
    expectRefused(hearts, match.state, 1, { type: "play", card: "QS" }, "NO_POINTS_ON_FIRST_TRICK");
    play(match, "JD");
    expect(legalCards(match)).toEqual(suit("H")); // nothing but hearts: any heart
    play(match, "AH");
    expect(legalCards(match)).toEqual(after[3]); // no heart and no QS: every card
  });

  it("on the first trick a hand of only hearts and QS may play any of them", () => {
    const after = [suit("C"), [...suit("D").slice(0, 12), "2H"], [...suit("H").slice(1), "QS"], ["AD", ...suit("S").filter((c) => c !== "QS")]];
    const match = atPlay(after);
    play(match, "2C");
    expectRefused(hearts, match.state, 1, { type: "play", card: "2H" }, "NO_POINTS_ON_FIRST_TRICK");
    play(match, "2D");
    expect(legalCards(match).sort()).toEqual([...suit("H").slice(1), "QS"].sort());
    play(match, "QS");
    expect(stateOf(match).heartsBroken).toBe(true); // QS breaks hearts, first trick included
  });

  it("hearts may not be led until broken, unless the leader holds only hearts", () => {
    const after = [
      ["2C", "KC", "AC", ...suit("H").slice(0, 10)],
      [...suit("C").slice(1, 11), "QH", "KH", "AH"],
      suit("D"),
      suit("S"),
    ];
    const match = atPlay(after);
    play(match, "2C", "3C", "2D", "2S"); // seat 1 wins with 3C
    expect(match.activeSeats()).toEqual([1]);
    expect(legalCards(match)).toEqual(suit("C").slice(2, 11));
    expectRefused(hearts, match.state, 1, { type: "play", card: "AH" }, "HEARTS_NOT_BROKEN");
    play(match, "4C", "3D", "3S", "AC"); // seat 0 wins
    play(match, "KC", "5C", "4D", "4S"); // seat 0 wins again, now holding only hearts
    expect(stateOf(match).heartsBroken).toBe(false);
    expect(legalCards(match)).toEqual(suit("H").slice(0, 10));
    play(match, "2H");
    expect(stateOf(match).heartsBroken).toBe(true);
  });

  it("a leader holding only hearts and QS must lead QS before hearts are broken", () => {
    const after = [
      ["2C", "AD", "QS", ...suit("H").slice(0, 10)],
      ["QH", "KH", "AH", ...suit("D").slice(0, 10)],
      ["QD", ...suit("S").filter((c) => c !== "QS")],
      ["KD", ...suit("C").slice(1)],
    ];
    const match = atPlay(after);
    play(match, "2C", "2D", "2S", "3C"); // seat 3 wins
    play(match, "KD", "AD", "3D", "QD"); // seat 0 wins with AD
    expect(legalCards(match)).toEqual(["QS"]);
    expectRefused(hearts, match.state, 0, { type: "play", card: "2H" }, "HEARTS_NOT_BROKEN");
  });
});

describe("scoring", () => {
  // Seat 0 wins the first trick with AC, then leads its hearts: it takes every heart and QS.
  const moonDeal = [["AC", ...suit("H").slice(1)], [...suit("C").slice(0, 12), "2H"], suit("D"), suit("S")];
  const moonHand = (options: Partial<HeartsOptions>) => {
    const match = atPlay(moonDeal, options);
    const events: { type: string; points?: unknown; moon?: unknown; taken?: unknown }[] = [];
    while (stateOf(match).round === 1) {
      const seat = match.activeSeats()[0]!;
      events.push(...match.act(seat, match.legalActions(seat)[0]!).events);
    }
    return events.find((e) => e.type === "roundScored")!;
  };

  it("each heart scores 1 and QS 13, for whoever takes the trick", () => {
    const after = [suit("C"), [...suit("D").slice(0, 12), "QS"], suit("H"), ["AD", ...suit("S").filter((c) => c !== "QS")]];
    const match = atPlay(after);
    play(match, "2C", "2D", "2H", "2S"); // seat 0 takes 2H: 1 point
    expect(stateOf(match).taken).toEqual([1, 0, 0, 0]);
    play(match, "3C", "QS", "3H", "3S"); // seat 0 takes QS and 3H: 14
    expect(stateOf(match).taken).toEqual([15, 0, 0, 0]);
    expect(match.view("spectator").taken).toEqual([15, 0, 0, 0]);
  });

  it("shooting the moon: the shooter 0 and everyone else 26", () => {
    const scored = moonHand({});
    expect(scored.taken).toEqual([26, 0, 0, 0]);
    expect(scored.moon).toBe(0);
    expect(scored.points).toEqual([0, 26, 26, 26]);
  });

  it("option moonSubtracts: the shooter −26 and everyone else 0", () => {
    expect(moonHand({ moonSubtracts: true }).points).toEqual([-26, 0, 0, 0]);
  });

  it("option jackOfDiamonds: JD scores −10, also in a moon hand", () => {
    expect(moonHand({ jackOfDiamonds: true }).points).toEqual([-10, 26, 26, 26]);
    expect(moonHand({ jackOfDiamonds: true, moonSubtracts: true }).points).toEqual([-36, 0, 0, 0]);
    expect(scoreHand([3, 10, 13, 0], 3, { ...DEFAULTS, jackOfDiamonds: true }).points).toEqual([3, 10, 13, -10]);
    expect(scoreHand([3, 10, 13, 0], 3, DEFAULTS).points).toEqual([3, 10, 13, 0]);
  });

  it("the moon needs every heart and QS: 25 of 26 is no moon", () => {
    expect(scoreHand([25, 1, 0, 0], null, DEFAULTS)).toEqual({ points: [25, 1, 0, 0], moon: null });
    expect(scoreHand([26, 0, 0], null, DEFAULTS)).toEqual({ points: [0, 26, 26], moon: 0 });
  });

  it("the lowest total wins; ties share the win and the rank; totals may be negative", () => {
    expect(standings([40, -10, 101, -10], false)).toEqual({ scores: [40, -10, 101, -10], winners: [1, 3], ranks: [3, 1, 4, 1] });
  });
});

describe("the end of the match", () => {
  it("ends after the hand in which a total reaches the target (100, or 50 by option)", () => {
    for (const target of [50, 100] as const) {
      for (let run = 0; run < 5; run++) {
        const { match, result } = playMatch(hearts, { players: 4, seed: `end-${target}-${run}`, options: { target } });
        const sheet = stateOf(match).sheet;
        const totals = sheet.map((_, i) => sheet.slice(0, i + 1).reduce((t, line) => t.map((v, s) => v + line.points[s]!), [0, 0, 0, 0]));
        expect(Math.max(...totals.at(-1)!)).toBeGreaterThanOrEqual(target);
        for (const earlier of totals.slice(0, -1)) expect(Math.max(...earlier)).toBeLessThan(target);
        expect(result.scores).toEqual(totals.at(-1));
        expect(result.winners.every((seat) => result.scores[seat] === Math.min(...result.scores))).toBe(true);
      }
    }
  });

  it("a host ending drops the hand in progress: the totals of the last completed hand stand", () => {
    const match = new Match(hearts, { players: 4, seed: "host" });
    finishHand(match);
    const scores = [...stateOf(match).scores];
    for (let seat = 0; seat < 4; seat++) match.act(seat, match.legalActions(seat)[0]!);
    match.act(match.activeSeats()[0]!, match.legalActions(match.activeSeats()[0]!)[0]!);
    match.endByHost();
    expect(match.result()).toEqual({ ...standings(scores, true) });
  });
});

describe("refusals", () => {
  it("a pass must be 3 different cards of the hand, once, before any card is played", () => {
    const match = new Match(hearts, { players: 4, seed: "refusals" });
    const hand = match.view(0).hand;
    const notMine = standardDeck().find((c) => !hand.includes(c))!;
    for (const cards of [[], [hand[0]], [hand[0], hand[1]], [hand[0], hand[1], hand[2], hand[3]], [hand[0], hand[0], hand[1]], [hand[0], hand[1], "ZZ"], [hand[0], hand[1], 7]]) {
      expectRefused(hearts, match.state, 0, { type: "pass", cards }, "BAD_PASS");
    }
    for (const cards of [undefined, "2C", { 0: hand[0] }]) expectRefused(hearts, match.state, 0, { type: "pass", cards }, "MALFORMED_ACTION");
    // Look-alikes of card codes (the order is read from a code's first and last characters).
    for (const bad of ["1ZC", "10X", "2c", "QSS", "Q"]) expectRefused(hearts, match.state, 0, { type: "pass", cards: [hand[0], hand[1], bad] }, "BAD_PASS");
    for (const cards of [[hand[0], hand[1], notMine], [notMine, hand[0], hand[1]], [hand[2], notMine, hand[0]]]) {
      expectRefused(hearts, match.state, 0, { type: "pass", cards }, "CARD_NOT_IN_HAND");
    }
    expectRefused(hearts, match.state, 0, { type: "play", card: hand[0] }, "NOT_PASSING");
    match.act(0, { type: "pass", cards: hand.slice(0, 3) });
    const again = expectRefused(hearts, match.state, 0, { type: "pass", cards: match.view(0).hand.slice(0, 3) }, "NOT_YOUR_TURN");
    expect(again.message).toContain("ALREADY_SUBMITTED");
    for (const seat of [1, 2, 3]) match.act(seat, match.legalActions(seat)[0]!);
    const leader = match.activeSeats()[0]!;
    expectRefused(hearts, match.state, leader, { type: "pass", cards: match.view(leader).hand.slice(0, 3) }, "NOT_PLAYING");
    expectRefused(hearts, match.state, leader, { type: "play", card: standardDeck().find((c) => !match.view(leader).hand.includes(c))! }, "CARD_NOT_IN_HAND");
    expectRefused(hearts, match.state, (leader + 1) % 4, { type: "play", card: match.view((leader + 1) % 4).hand[0]! }, "NOT_YOUR_TURN");
  });
});
