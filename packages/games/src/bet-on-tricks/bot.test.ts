/** The rules bot: legal, view-only, and clearly better than random play. */
import { describe, expect, it } from "vitest";
import { createRandom, playMatch } from "@gg/core";
import { betOnTricks } from "./index.ts";
import { Table, dealOf, fillers, starterIs } from "./testkit.ts";

const bot = () => betOnTricks.bots!.rules!();

describe("rules bot", () => {
  it("wins most 4-player matches against random bots", () => {
    let wins = 0;
    const matches = 40;
    for (let i = 0; i < matches; i++) {
      const seat = i % 4;
      const bots = ["random", "random", "random", "random"];
      bots[seat] = "rules";
      const { result } = playMatch(betOnTricks, { players: 4, seed: `bot-${i}`, bots });
      if (result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThan(matches / 2);
  });

  it("bets 1 in the blind round when its unseen card probably wins, 0 when it surely loses", () => {
    const t = new Table(3, { quick: true, lives: 7 }, [starterIs(0, 3), ...fillers(3, 3, true), dealOf("2C", "2D", "AD")]);
    t.advanceTo(3); // seat 2 starts and sees 2C and 2D
    const input = (seat: number) => ({ seat, view: t.view(seat), legal: betOnTricks.legalActions(t.state, seat), random: createRandom("b") });
    expect(bot().act(input(2))).toEqual({ type: "bid", bid: 1 });
    t.act(2, { type: "bid", bid: 1 });
    expect(bot().act(input(0))).toEqual({ type: "bid", bid: 0 }); // seat 0 sees AD
  });

  it("reads the earlier bets in the blind round: a bet of 1 by a player who saw our card means it is low", () => {
    // Seat 2 bets first and sees 2D (seat 0) and 6C; seat 0 sees 6C and 7C. On its own, seat 0's unseen card beats
    // both more often than not — but seat 2 would only bet 1 against a low card of seat 0.
    const t = new Table(3, { quick: true, lives: 7 }, [starterIs(0, 3), ...fillers(3, 3, true), dealOf("2D", "6C", "7C")]);
    t.advanceTo(3);
    const input = (seat: number) => ({ seat, view: t.view(seat), legal: betOnTricks.legalActions(t.state, seat), random: createRandom("b") });
    expect(bot().act(input(2))).toEqual({ type: "bid", bid: 1 });
    t.act(2, { type: "bid", bid: 1 });
    expect(bot().act(input(0))).toEqual({ type: "bid", bid: 0 });
  });

  it("plays the cheapest winning card when it needs tricks, and ducks when it does not", () => {
    const t = new Table(2, {}, [starterIs(0, 2), dealOf("9S 2C 3C 4C 5C", "AS 10D KD 2D 3D")]);
    t.bets(0, 1);
    t.act(0, { type: "play", card: "9S" });
    const input = { seat: 1, view: t.view(1), legal: betOnTricks.legalActions(t.state, 1), random: createRandom("b") };
    expect(bot().act(input)).toEqual({ type: "play", card: "10D" });
    const duck = new Table(2, {}, [starterIs(0, 2), dealOf("9S 2C 3C 4C 5C", "AS 10D KD 8D 3D")]);
    duck.bets(0, 0);
    duck.act(0, { type: "play", card: "9S" });
    const input2 = { seat: 1, view: duck.view(1), legal: betOnTricks.legalActions(duck.state, 1), random: createRandom("b") };
    expect(bot().act(input2)).toEqual({ type: "play", card: "8D" });
  });

  it("describes actions for logs", () => {
    const d = betOnTricks.describeAction!;
    expect(d({ type: "bid", bid: 2 })).toBe("bets 2");
    expect(d({ type: "play", card: "AD" })).toBe("plays AD");
    expect(d({ type: "play", card: "X", as: "K" })).toBe("plays the joker as K");
  });
});
