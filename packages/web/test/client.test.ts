/** The client's small pure parts: routes, invite codes and log lines. */
import { describe, expect, it } from "vitest";
import { codeFrom, parseRoute } from "../src/router.ts";
import { eventText } from "../src/eventText.ts";
import { cardName } from "@gg/core";

describe("routes", () => {
  it("maps paths to pages, invite links included", () => {
    expect(parseRoute("/")).toEqual({ name: "lobby" });
    expect(parseRoute("/join/abc234")).toEqual({ name: "room", id: "abc234", watch: false });
    expect(parseRoute("/room/abc234", "?watch")).toEqual({ name: "room", id: "abc234", watch: true });
    expect(parseRoute("/rules/101")).toEqual({ name: "rules", game: "101" });
    expect(parseRoute("/replay/m1")).toEqual({ name: "replay", id: "m1" });
    expect(parseRoute("/nowhere")).toEqual({ name: "lobby" });
  });

  it("reads a room code from a bare code or any invite link", () => {
    expect(codeFrom("  k7mq2x9p  ")).toBe("k7mq2x9p");
    expect(codeFrom("https://gg.example/join/k7mq2x9p")).toBe("k7mq2x9p");
    expect(codeFrom("http://localhost:2567/room/abcd?watch")).toBe("abcd");
    expect(codeFrom("no spaces allowed")).toBeNull();
  });
});

describe("log lines", () => {
  const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ""}`;
  const ctx = { t, names: ["Ana", "Bea"], cardName: (c: string) => cardName(c, "en"), rankName: (r: string) => r };
  it("names the seat and the cards, and skips private bookkeeping", () => {
    expect(eventText({ type: "played", to: "all", seat: 1, card: "QS" }, ctx)).toBe('ev.played{"name":"Bea","cards":"Queen of spades"}');
    expect(eventText({ type: "played", to: "all", seat: 0, cards: ["7H", "7S"] }, ctx)).toBe('ev.played{"name":"Ana","cards":"Seven of hearts, Seven of spades"}');
    expect(eventText({ type: "played", to: "all", seat: 0, card: "X", as: "K" }, ctx)).toContain("ev.playedAs");
    expect(eventText({ type: "hand", to: [0], cards: ["2C"] }, ctx)).toBeNull();
    // Bet on Tricks: one numbered line a round (a seat's own deal and the counts said nothing new, twice, unnumbered).
    expect(eventText({ type: "roundStarted", to: "all", round: 2, size: 3, starter: 1, blind: false }, ctx)).toBe('bet.round{"round":2,"count":3}');
    expect(eventText({ type: "dealt", to: [0], seat: 0, hand: ["2C"] }, ctx)).toBeNull();
    expect(eventText({ type: "dealt", to: "all", counts: [3, 3] }, ctx)).toBeNull();
    expect(eventText({ type: "dealt", to: "all", round: 4, dealer: 1 }, ctx)).toBe('ev.dealtRound{"round":4}');
    // A type the log does not know is left out, never shown raw ("Ana: somethingNew"); eventText.test.ts keeps every game's types known.
    expect(eventText({ type: "somethingNew", to: "all", seat: 0 }, ctx)).toBeNull();
  });
});
