/** One test per challenge rule; each builds its table through arrangements and throws. */
import { expectRefused } from "@gg/core/testing";
import { describe, expect, it } from "vitest";
import { ggBattle } from "./index.ts";
import { Table } from "./testkit.ts";

/** Two players, seat 0 first; seat 0's pile 0 and seat 1's pile 0 start as given. */
function duel(mine: string[], theirs: string[], more: { players?: number } = {}) {
  return new Table({ players: more.players ?? 2, piles: [[mine], [theirs]] });
}

describe("challenge rules", () => {
  it.each([
    ["Rock beats Scissors", "R5", "S5"],
    ["Scissors beats Paper", "S5", "P5"],
    ["Paper beats Rock", "P5", "R5"],
  ])("%s — the challenger wins with it, and loses against it", (_, strong, weak) => {
    const win = duel([strong], [weak]);
    win.challenge(0, 0, 1, 0);
    expect(win.pile(1, 0)).toHaveLength(7);
    expect(win.pile(1, 0)[0]).not.toBe(weak);
    expect(win.pile(0, 0)[0]).toBe(strong);
    expect(win.state.up[0]![0]).toBe(true);
    expect(win.state.turn).toBe(0);

    const lose = duel([weak], [strong]);
    lose.challenge(0, 0, 1, 0);
    expect(lose.pile(0, 0)).toHaveLength(7);
    expect(lose.pile(1, 0)[0]).toBe(strong);
    expect(lose.state.up[1]![0]).toBe(true);
    expect(lose.state.turn).toBe(1);
  });

  it("same kind: the higher power wins", () => {
    const high = duel(["R7"], ["R3"]);
    high.challenge(0, 0, 1, 0);
    expect(high.pile(1, 0)).toHaveLength(7);
    expect(high.state.turn).toBe(0);
    const low = duel(["P1"], ["P9"]);
    low.challenge(0, 0, 1, 0);
    expect(low.pile(0, 0)).toHaveLength(7);
    expect(low.pile(1, 0)[0]).toBe("P9");
    expect(low.state.turn).toBe(1);
  });

  it("identical cards: both are discarded and the turn passes", () => {
    const t = duel(["S4"], ["S4"]);
    const events = t.challenge(0, 0, 1, 0);
    expect(t.pile(0, 0)).toHaveLength(7);
    expect(t.pile(1, 0)).toHaveLength(7);
    expect(t.state.discards).toEqual([1, 1]);
    expect(t.state.turn).toBe(1);
    expect(events.find((e) => e.type === "challenge")?.outcome).toBe("identical");
  });

  it("a winning challenger continues, and may end the turn instead", () => {
    const t = duel(["R9"], ["S1", "S2", "S3"]);
    expectRefused(ggBattle, t.state, 0, { type: "endTurn" }, "CANNOT_END_TURN");
    t.challenge(0, 0, 1, 0);
    expect(t.state.turn).toBe(0);
    expect(t.legal(0)).toContainEqual({ type: "endTurn" });
    t.challenge(0, 0, 1, 0); // continues
    expect(t.pile(1, 0)[0]).toBe("S3");
    expect(t.state.turn).toBe(0);
    t.act(0, { type: "endTurn" });
    expect(t.state.turn).toBe(1);
    // The winning card stays on top, face up, for everyone to see.
    expect(t.view(1).seats[0]!.faceUp[0]).toBe("R9");
    expect(t.view("spectator").seats[0]!.faceUp[0]).toBe("R9");
  });

  it("a losing challenger's card is discarded and the turn passes", () => {
    const t = duel(["S9"], ["R1"]);
    t.challenge(0, 0, 1, 0);
    expect(t.state.turn).toBe(1);
    expect(t.pile(0, 0)).toHaveLength(7);
    expect(t.view(0).seats[1]!.faceUp[0]).toBe("R1");
  });

  it("Bomb on a normal card: the Bomb, the card and the card below are discarded; the turn passes", () => {
    const t = duel(["B"], ["R5", "R6", "R7"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(0, 0)).toHaveLength(7);
    expect(t.pile(1, 0)).toEqual(["R7", ...t.pile(1, 0).slice(1)]);
    expect(t.pile(1, 0)).toHaveLength(6);
    expect(t.state.turn).toBe(1);
  });

  it("Bomb on a Wall: only the Bomb and the Wall are discarded", () => {
    const t = duel(["B"], ["W", "R6"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(0, 0)).toHaveLength(7);
    expect(t.pile(1, 0)[0]).toBe("R6");
    expect(t.pile(1, 0)).toHaveLength(7);
    expect(t.state.turn).toBe(1);
  });

  it("Bomb with a Bomb below: chain of two (the card under that Bomb goes too)", () => {
    const t = duel(["B"], ["R5", "B", "R6", "R7"]);
    const events = t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)[0]).toBe("R7");
    expect(t.pile(1, 0)).toHaveLength(5);
    // The card under the chain goes face down: only the target and the Bomb show.
    expect(events.find((e) => e.type === "bomb")?.removed).toEqual(["R5", "B", null]);
  });

  it("Bomb with two Bombs below: chain of three", () => {
    const t = duel(["B"], ["R5", "B", "B", "R6", "R7"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)[0]).toBe("R7");
    expect(t.pile(1, 0)).toHaveLength(4);
  });

  it("a Bomb that challenges a Bomb treats it as any other card, so the chain applies", () => {
    const t = duel(["B"], ["B", "B", "R6", "R7"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)[0]).toBe("R7");
    const plain = duel(["B"], ["B", "R6", "R7"]);
    plain.challenge(0, 0, 1, 0);
    expect(plain.pile(1, 0)[0]).toBe("R7");
  });

  it("challenging a Bomb: it and exactly one card below go (no chain); the challenger stays and continues", () => {
    const t = duel(["R1"], ["B", "B", "R6"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)[0]).toBe("R6");
    expect(t.pile(1, 0)).toHaveLength(6);
    expect(t.pile(0, 0)[0]).toBe("R1");
    expect(t.state.up[0]![0]).toBe(true);
    expect(t.state.turn).toBe(0);
  });

  it("challenging a Wall: both cards are discarded and the turn passes", () => {
    const t = duel(["R9"], ["W", "S1"]);
    t.challenge(0, 0, 1, 0);
    expect(t.pile(0, 0)).toHaveLength(7);
    expect(t.pile(1, 0)[0]).toBe("S1");
    expect(t.state.turn).toBe(1);
  });

  it("a Wall or the GG card cannot challenge", () => {
    const t = new Table({ players: 2, piles: [[["W"], ["GG"]]] });
    expectRefused(ggBattle, t.state, 0, { type: "challenge", pile: 0, rival: 1, rivalPile: 0 }, "CANNOT_CHALLENGE_WITH_WALL");
    expectRefused(ggBattle, t.state, 0, { type: "challenge", pile: 1, rival: 1, rivalPile: 0 }, "CANNOT_CHALLENGE_WITH_GG");
    expect(t.legal(0).some((a) => a.type === "challenge" && (a.pile === 0 || a.pile === 1))).toBe(false);
  });

  it("the GG card turned up by a challenge eliminates its owner; the challenger goes on", () => {
    const t = new Table({ players: 3, piles: [[["R1"]], [["GG"]]], hands: [["Scout", "Sink"], ["Skip", "Steal"], ["Shield", "Swap"]] });
    t.challenge(0, 0, 1, 0);
    expect(t.state.out).toEqual([false, true, false]);
    expect(t.state.piles[1]!.every((p) => p.length === 0)).toBe(true);
    expect(t.state.hands[1]).toEqual([]); // its strategy cards leave the game
    expect(t.state.discards[1]! + t.state.gone[1]!).toBe(32);
    expect(t.pile(0, 0)[0]).toBe("R1");
    expect(t.state.up[0]![0]).toBe(true);
    expect(t.state.turn).toBe(0);
    expect(ggBattle.result(t.state)).toBeNull();
    t.act(0, { type: "endTurn" });
    expect(t.state.turn).toBe(2); // the eliminated seat is passed over
    expectRefused(ggBattle, t.state, 2, { type: "challenge", pile: 0, rival: 1, rivalPile: 0 }, "NO_SUCH_RIVAL");

    const two = duel(["R1"], ["GG"]);
    two.challenge(0, 0, 1, 0);
    expect(ggBattle.result(two.state)).toMatchObject({ winners: [0], ranks: [1, 2] });
    expect(ggBattle.activeSeats(two.state)).toEqual([]);
  });

  it("the GG card removed by a Bomb eliminates its owner (as target, below it, or under a challenged Bomb)", () => {
    for (const [mine, theirs] of [
      [["B"], ["R5", "GG"]],
      [["B"], ["GG"]],
      [["B"], ["R5", "B", "GG"]],
      [["R1"], ["B", "GG"]],
    ] as const) {
      const t = duel([...mine], [...theirs]);
      t.challenge(0, 0, 1, 0);
      expect(t.state.out[1], `${mine} on ${theirs}`).toBe(true);
      expect(ggBattle.result(t.state)?.winners).toEqual([0]);
    }
  });
});
