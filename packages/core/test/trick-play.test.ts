import { describe, expect, it } from "vitest";
import {
  addAt,
  checkTurn,
  closeTrick,
  endedByHost,
  IllegalActionError,
  indexInHand,
  playedBy,
  playedEvent,
  playedEvents,
  playIntoTrick,
  trickCards,
  type TrickPlay,
  type TrickTable,
} from "../src/index.ts";

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(IllegalActionError);
    return (error as IllegalActionError).code;
  }
  throw new Error("expected a refusal");
};

function table(): TrickTable {
  return {
    hands: Object.freeze([Object.freeze(["2C", "AS"]), Object.freeze(["KH"]), Object.freeze(["3D", "QS"])]),
    trick: Object.freeze([]),
    history: Object.freeze([]),
    turn: 0,
  };
}

describe("playing a card into a trick", () => {
  it("the card leaves the hand and joins the trick, the turn passes on, and the old arrays stay as they were", () => {
    const before = table();
    const next = { ...before };
    const trick = playIntoTrick(next, 0, 1, 3);
    expect(trick).toEqual([{ seat: 0, card: "AS" }]);
    expect(next.trick).toBe(trick);
    expect(next.hands).toEqual([["2C"], ["KH"], ["3D", "QS"]]);
    expect(next.turn).toBe(1);
    expect(before.hands).toEqual([["2C", "AS"], ["KH"], ["3D", "QS"]]);
    expect(before.trick).toEqual([]);
    expect(next.hands[1]).toBe(before.hands[1]); // untouched hands are shared
  });

  it("the last seat passes the turn round to seat 0, and a complete trick closes to its winner", () => {
    const next = { ...table(), turn: 2, trick: [playedBy(0, "2C"), playedBy(1, "KH")] };
    const trick = playIntoTrick(next, 2, 0, 3);
    expect(next.turn).toBe(0);
    expect(trickCards(trick)).toEqual(["2C", "KH", "3D"]);
    const history = next.history;
    closeTrick(next, trick, 1);
    expect(next.trick).toEqual([]);
    expect(next.history).toEqual([trick]);
    expect(history).toEqual([]);
    expect(next.turn).toBe(1);
  });

  it("trick entries and played events are shared frozen objects, equal to fresh ones", () => {
    expect(playedBy(3, "10H")).toBe(playedBy(3, "10H"));
    expect(Object.isFrozen(playedBy(3, "10H"))).toBe(true);
    expect(playedBy(3, "10H")).toEqual({ seat: 3, card: "10H" });
    expect(playedEvent(2, "QS")).toEqual({ type: "played", to: "all", seat: 2, card: "QS" });
    expect(playedEvents(2, "QS")).toEqual([playedEvent(2, "QS")]);
    // Beyond the shared tables (a joker, a very large table) they are made fresh.
    expect(playedBy(12, "AS")).toEqual({ seat: 12, card: "AS" });
    expect(playedEvents(0, "X")).toEqual([{ type: "played", to: "all", seat: 0, card: "X" }]);
  });

  it("refuses a malformed card and a card not held", () => {
    expect(indexInHand(["2C", "AS"], "AS")).toBe(1);
    expect(codeOf(() => indexInHand(["2C"], 7))).toBe("MALFORMED_ACTION");
    expect(codeOf(() => indexInHand(["2C"], "AS"))).toBe("CARD_NOT_IN_HAND");
  });

  it("adds to one seat's count in a copy", () => {
    const counts = [1, 2, 3];
    expect(addAt(counts, 1, 5)).toEqual([1, 7, 3]);
    expect(counts).toEqual([1, 2, 3]);
  });
});

describe("the checks before an action and the host's end", () => {
  it("checks the game is running, the action is an object and it is the seat's turn, in that order", () => {
    expect(codeOf(() => checkTurn({ phase: "over", turn: 0 }, 1, null))).toBe("GAME_OVER");
    expect(codeOf(() => checkTurn({ phase: "play", turn: 0 }, 1, null))).toBe("MALFORMED_ACTION");
    expect(codeOf(() => checkTurn({ phase: "play", turn: 0 }, 1, { type: "play" }))).toBe("NOT_YOUR_TURN");
    expect(() => checkTurn({ phase: "play", turn: 1 }, 1, { type: "play" })).not.toThrow();
  });

  it("ends the game on the copy with the totals as they stand, dropping the trick; a game over is refused", () => {
    const trick: TrickPlay[] = [playedBy(0, "AS")];
    const { state, events } = endedByHost({ phase: "play", endedByHost: false, trick }, [3, 4]);
    expect(state).toEqual({ phase: "over", endedByHost: true, trick: [] });
    expect(events).toEqual([{ type: "gameOver", to: "all", scores: [3, 4], endedByHost: true }]);
    expect(codeOf(() => endedByHost(state, [3, 4]))).toBe("GAME_OVER");
  });
});
