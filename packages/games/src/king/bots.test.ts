/** The `rules` bot chooses contracts from its hand and plays each contract to its aim. */
import { describe, expect, it } from "vitest";
import { botAction, createRandom, makeBot } from "@gg/core";
import { king } from "./index.ts";
import { BY_SUIT, choose, play, start, stateOf, suit } from "./testkit.ts";

const rules = makeBot(king, "rules");
const decide = (match: ReturnType<typeof start>) => botAction(king, rules, match.state, match.activeSeats()[0]!, createRandom("bots"));

/** A deal where seat 0 holds `hand` and the other cards go round the other seats. */
function dealWith(hand: string[]): string[][] {
  const rest = [...suit("C"), ...suit("D"), ...suit("H"), ...suit("S")].filter((c) => !hand.includes(c));
  return [hand, rest.slice(0, 13), rest.slice(13, 26), rest.slice(26)];
}

describe("the rules bot's contract choice", () => {
  it("takes a negative with a hand of low cards", () => {
    const low = [...suit("C", ["2", "3", "4", "5"]), ...suit("D", ["2", "3", "4", "5"]), ...suit("H", ["2", "3", "4", "5"]), "2S"];
    const action = decide(start(dealWith(low), 0));
    expect(action).toMatchObject({ type: "choose" });
    expect(["noTricks", "noHearts"]).toContain((action as { contract: string }).contract);
  });

  it("takes its positive, spades trump, with thirteen spades", () => {
    expect(decide(start(BY_SUIT, 3))).toEqual({ type: "choose", contract: "positive", trump: "S" });
  });

  it("does not always take the first legal choice: over random deals it picks many contracts", () => {
    const picked = new Set<string>();
    let first = 0;
    for (let i = 0; i < 60; i++) {
      const s = king.setup({ players: 4, options: { earlyEnd: true }, seed: `choice-${i}` }).state;
      const action = botAction(king, rules, s, s.turn, createRandom(`c${i}`));
      if (action === king.legalActions(s, s.turn)[0]) first++;
      picked.add(action.type === "choose" ? `${action.contract}${action.contract === "positive" ? action.trump : ""}` : "play");
    }
    expect(first).toBeLessThan(30);
    expect(picked.size).toBeGreaterThanOrEqual(4);
  });
});

describe("the rules bot's play", () => {
  it("in a negative, plays the highest card that stays under the winning card", () => {
    const hands = [
      [...suit("C", ["2", "9", "K"]), ...suit("D", ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J"])],
      [...suit("C", ["3", "8", "10", "A"]), ...suit("H", ["2", "3", "4", "5", "6", "7", "8", "9", "10"])],
      [...suit("C", ["4", "5", "6", "7", "J", "Q"]), ...suit("H", ["J", "Q", "K", "A"]), ...suit("S", ["2", "3", "4"])],
    ];
    const used = new Set(hands.flat());
    hands.push([...suit("C"), ...suit("D"), ...suit("H"), ...suit("S")].filter((c) => !used.has(c)));
    const match = start(hands, 1);
    choose(match, { contract: "noTricks" });
    play(match, "10C"); // seat 1 leads the ten; seat 2 holds 4 5 6 7 J Q of clubs
    expect(decide(match)).toEqual({ type: "play", card: "7C" });
  });

  it("in a positive, last to play wins with its cheapest winning card", () => {
    const match = start(BY_SUIT, 0);
    choose(match, { contract: "positive", trump: "S" });
    play(match, "5C", "2D", "2H");
    // Seat 3 holds only spades (trump): any spade wins; it spends the 2.
    expect(decide(match)).toEqual({ type: "play", card: "2S" });
    expect(stateOf(match).turn).toBe(3);
  });

  it("in no hearts, gives a heart away when void in the led suit", () => {
    const match = start(BY_SUIT, 0);
    choose(match, { contract: "noHearts" });
    play(match, "2C", "2D");
    expect(decide(match)).toEqual({ type: "play", card: "AH" });
  });
});
