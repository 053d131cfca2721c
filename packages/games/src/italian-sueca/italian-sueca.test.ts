import { describe, expect, it } from "vitest";
import { Match, eventsFor, standardDeck, type ChanceOutcome } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import type { SuecaState } from "../sueca/state.ts";
import type { SuecaView } from "../sueca/view.ts";
import { italianSueca } from "./index.ts";

const SUITS = ["C", "D", "H", "S"];
const RUN = ["A", "7", "K", "J", "Q", "10", "9", "8", "6", "5", "4", "3", "2"];

/** Seat s holds the ten highest cards of suit s; the stock is the four 3s, 2s and the 4s (top first), `bottom` last. */
function stacked(bottom = "4S"): ChanceOutcome {
  const hands = SUITS.map((s) => RUN.slice(0, 10).map((r) => r + s));
  const rest = standardDeck().filter((c) => !hands.flat().includes(c) && c !== bottom);
  return { kind: "deal", value: { hands, stock: [...rest, bottom] } };
}

function start(chance: ChanceOutcome[]): Match<typeof italianSueca> {
  return new Match(italianSueca, { players: 4, seed: "stacked", chance, options: {} });
}

const state = (m: Match<typeof italianSueca>) => m.state as SuecaState;

function play(m: Match<typeof italianSueca>, ...cards: string[]) {
  const events = [];
  for (const card of cards) events.push(...m.act(m.activeSeats()[0]!, { type: "play", card }).events);
  return events;
}

describeContract(italianSueca, { players: [4], options: [{}, { target: 10 }], runs: 2 });

describe("Italian Sueca rules", () => {
  it("deals 10 of the 52 cards each; 12 form the stock, whose bottom card is shown and sets trump", () => {
    const m = start([{ kind: "firstDealer", value: 3 }, stacked("4S")]);
    const s = state(m);
    expect(s.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(s.stock).toHaveLength(12);
    expect(s.trumpCard).toBe("4S");
    expect(s.stock[11]).toBe("4S");
    expect(s.trumpHolder).toBeNull();
    const v = m.view(0) as SuecaView;
    expect(v.stockCount).toBe(12);
    expect(JSON.stringify(v)).not.toContain("3C");
  });

  // Dealer 3, so seat 0 leads. Trump: spades (2S at the stock's bottom).
  const SCRIPT: ChanceOutcome = {
    kind: "deal",
    value: {
      hands: [
        ["QC", "8C", "AD", "7D", "KD", "JD", "QD", "10D", "9D", "8D"],
        ["10C", "6C", "AS", "7S", "KS", "JS", "QS", "10S", "9S", "8S"],
        ["AC", "7C", "KC", "JC", "5C", "4C", "3C", "2C", "6D", "5D"],
        ["AH", "7H", "KH", "JH", "QH", "10H", "9H", "8H", "6H", "5H"],
      ],
      stock: ["9C", "4D", "3D", "2D", "6S", "5S", "4S", "3S", "4H", "3H", "2H", "2S"],
    },
  };

  it("always follow suit, even while the stock lasts; ranks Q above 10, 8 above 6", () => {
    const m = start([{ kind: "firstDealer", value: 3 }, SCRIPT]);
    play(m, "QC");
    // Seat 1 holds trumps but must follow clubs.
    expect(m.legalActions(1).map((a) => a.card)).toEqual(["10C", "6C"]);
    expectRefused(italianSueca, m.state, 1, { type: "play", card: "AS" }, "MUST_FOLLOW_SUIT");
    play(m, "10C", "2C", "5H");
    expect(state(m).turn).toBe(0); // QC beat 10C
    expect(state(m).points).toEqual([2, 0]);
    play(m, "8C", "6C", "3C", "2D");
    expect(state(m).turn).toBe(0); // 8C beat 6C
  });

  it("after each trick the winner draws the stock's top card first, then the others in turn", () => {
    const m = start([{ kind: "firstDealer", value: 3 }, SCRIPT]);
    play(m, "QC", "10C", "2C", "5H");
    const s = state(m);
    expect([0, 1, 2, 3].map((seat) => s.hands[seat]!.at(-1))).toEqual(["9C", "4D", "3D", "2D"]);
    expect(s.stock).toHaveLength(8);
    expect(s.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    play(m, "8C", "6C", "3C", "2D");
    play(m, "9C", "AS", "4C", "6H");
    // Seat 1 won with the trump: it draws first (4H), and seat 0 draws the shown 2S last.
    expect([1, 2, 3, 0].map((seat) => state(m).hands[seat]!.at(-1))).toEqual(["4H", "3H", "2H", "2S"]);
    expect(state(m).stock).toEqual([]);
  });

  it("a drawn card is told to its drawer only; the shown trump, drawn last, is told to everyone", () => {
    const m = start([{ kind: "firstDealer", value: 3 }, SCRIPT]);
    const events = [...play(m, "QC", "10C", "2C", "5H"), ...play(m, "8C", "6C", "3C", "2D"), ...play(m, "9C", "AS", "4C", "6H")];
    const faceUp = events.filter((e) => e.type === "drew" && "card" in e);
    expect(faceUp).toHaveLength(12);
    expect(faceUp.at(-1)).toMatchObject({ to: "all", seat: 0, card: "2S" });
    for (const e of faceUp.slice(0, -1)) expect(e.to).toEqual([e.seat]);
    expect(events.filter((e) => e.type === "drew" && !("card" in e))).toHaveLength(11);
    expect(eventsFor(events, "spectator").filter((e) => "card" in e && e.type === "drew").map((e) => e.card)).toEqual(["2S"]);
    expect(state(m).trumpHolder).toBe(0);
    expect((m.view(2) as SuecaView).trumpHolder).toBe(0);
  });

  it("refuses a stacked deal without a 12-card stock", () => {
    const bad = stacked().value as { hands: string[][]; stock: string[] };
    expect(() => start([{ kind: "firstDealer", value: 0 }, { kind: "deal", value: { hands: bad.hands, stock: bad.stock.slice(1) } }])).toThrow(/deal/);
  });
});
