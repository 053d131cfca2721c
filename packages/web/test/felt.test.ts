/** The felt table's pure parts: seating, the clock, the tricks read from the log, hand order, settings, forced cards. */
import { describe, expect, it } from "vitest";
import { moveLimitMs, secondsShown, timeLeft } from "../src/table/clock.ts";
import { forcedCard } from "../src/table/forced.ts";
import { PACES } from "../src/table/pace.ts";
import { clockwise, initials, inFront, placeAt, placesFor } from "../src/table/seating.ts";
import { DEFAULT_SETTINGS, sanitize } from "../src/table/settings.ts";
import { sortCards } from "../src/table/sortCards.ts";
import { takenTricks } from "../src/table/tricks.ts";
import type { LoggedEvent } from "../src/session.ts";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import { uk } from "../src/locales/uk.ts";

const log = (...events: Record<string, unknown>[]): LoggedEvent[] => events.map((event, id) => ({ id, seq: id, event: event as LoggedEvent["event"] }));

describe("seating", () => {
  it("puts the viewer at the bottom and the others clockwise (left, top, right at four)", () => {
    const places = placesFor(4, 2, undefined);
    expect(places[2]).toEqual({ x: 50, y: 90 }); // us
    expect(places[3]!.x).toBeLessThan(20); // next seat: on our left
    expect(places[0]!.y).toBeLessThan(20); // opposite: at the top
    expect(places[1]!.x).toBeGreaterThan(80); // the one before us: on our right
  });

  it("seats a spectator as seat 0 and keeps every seat on the felt", () => {
    expect(clockwise(3, null)).toEqual([0, 1, 2]);
    for (let n = 2; n <= 9; n++)
      for (let k = 0; k < n; k++) {
        const p = placeAt(k, n);
        expect(p.x).toBeGreaterThanOrEqual(8);
        expect(p.x).toBeLessThanOrEqual(92);
        expect(p.y).toBeGreaterThanOrEqual(10);
        expect(p.y).toBeLessThanOrEqual(90);
      }
  });

  it("seats partners opposite when teams are given, whatever the numbering", () => {
    // Seats 0 and 1 are partners: they must face each other.
    expect(clockwise(4, 0, [0, 0, 1, 1])).toEqual([0, 2, 1, 3]);
    // Alternating teams already face each other: the seat order is kept.
    expect(clockwise(4, 1, [0, 1, 0, 1])).toEqual([1, 2, 3, 0]);
  });

  it("lays a seat's card between the centre and the seat", () => {
    expect(inFront({ x: 50, y: 90 }, 0.5)).toEqual({ x: 50, y: 70 });
    expect(inFront({ x: 8, y: 50 }, 0.5)).toEqual({ x: 29, y: 50 });
  });

  it("makes initials from names, leaving out notes in brackets", () => {
    expect(initials("Ana Lima")).toBe("AL");
    expect(initials("Bot 3 (rules)")).toBe("B3");
    expect(initials("ana")).toBe("AN");
    expect(initials("Олена")).toBe("ОЛ");
    expect(initials("  ")).toBe("?");
  });
});

describe("the clock", () => {
  it("starts a 30 s move at 30 even when our clock is a little behind the server's (it showed 31)", () => {
    const now = 1_000_000;
    expect(secondsShown(timeLeft(now + 30_400, now, moveLimitMs(30)))).toBe(30);
    expect(secondsShown(timeLeft(now + 29_200, now, moveLimitMs(30)))).toBe(30);
    expect(secondsShown(timeLeft(now + 30_000, now, moveLimitMs(30)))).toBe(30);
  });

  it("leaves an engine's longer window alone (GG Battle's 90 s arrangement under a 30 s limit), and no limit", () => {
    const now = 5_000;
    expect(timeLeft(now + 90_000, now, moveLimitMs(30))).toBe(90_000);
    expect(timeLeft(now + 45_000, now, moveLimitMs(null))).toBe(45_000);
    expect(timeLeft(now - 10, now, 30_000)).toBe(0);
  });
});

describe("tricks from the log", () => {
  it("reads each taken trick with who played what and who won it; a deal starts afresh", () => {
    const tricks = takenTricks(
      log(
        { type: "played", seat: 3, card: "9S" }, // left from before the deal
        { type: "dealt", size: 2 },
        { type: "played", seat: 1, card: "2C" },
        { type: "played", seat: 2, card: "KC" },
        { type: "trickWon", seat: 2, cards: ["2C", "KC"] },
        { type: "played", seat: 2, card: "X", as: "A" },
        { type: "played", seat: 1, card: "AS" },
        { type: "trickCancelled", plays: [{ seat: 2, card: "X", as: "A" }, { seat: 1, card: "AS" }] },
      ),
    );
    expect(tricks).toEqual([
      { id: 4, winner: 2, plays: [{ seat: 1, card: "2C" }, { seat: 2, card: "KC" }] },
      { id: 7, winner: null, plays: [{ seat: 2, card: "X", as: "A" }, { seat: 1, card: "AS" }] },
    ]);
  });
});

describe("the hand's order", () => {
  const hand = ["2C", "AH", "10S", "KH", "X", "10D", "3S"];
  it("by suit: suits alternate in colour, high cards first, the joker last", () => {
    expect(sortCards(hand, "suit", (c) => c)).toEqual(["10S", "3S", "AH", "KH", "2C", "10D", "X"]);
  });
  it("by rank: high to low, then suit", () => {
    expect(sortCards(hand, "rank", (c) => c)).toEqual(["AH", "KH", "10S", "10D", "3S", "2C", "X"]);
  });
});

describe("settings", () => {
  it("keeps only known values (an old or damaged entry cannot break the table); auto-play is off by default", () => {
    expect(DEFAULT_SETTINGS.autoPlay).toBe(false);
    expect(sanitize({ cardSize: "huge", sort: "rank", muted: "yes", fourColour: true, animation: "turbo" })).toEqual({ ...DEFAULT_SETTINGS, sort: "rank", fourColour: true });
    expect(sanitize({ animation: "fast" })).toEqual({ ...DEFAULT_SETTINGS, animation: "fast" });
  });
  it("moves at the normal speed by default (a taken trick stays about a second, issue 16); fast shortens every hold and flight", () => {
    expect(DEFAULT_SETTINGS.animation).toBe("normal");
    const [normal, fast] = [PACES.normal, PACES.fast];
    expect(normal.holdMs).toBeGreaterThanOrEqual(1000);
    for (const [a, b] of [[fast.holdMs, normal.holdMs], [fast.botsHoldMs, normal.botsHoldMs], [fast.travel, normal.travel], [fast.sweep, normal.sweep], [fast.deal.duration, normal.deal.duration], [fast.deal.maxDelay, normal.deal.maxDelay]]) expect(a).toBeLessThan(b!);
  });
});

describe("a forced card", () => {
  it("is the only legal action when it plays one plain card", () => {
    expect(forcedCard([{ type: "play", card: "QS" }])).toBe("QS");
    expect(forcedCard([{ type: "play", card: "QS" }, { type: "play", card: "2S" }])).toBeNull();
    expect(forcedCard([{ type: "play", card: "X", as: "A" }])).toBeNull(); // a joker's rank is still a choice
    expect(forcedCard([{ type: "draw" }])).toBeNull();
  });
});

describe("GG Battle's tiles in every language", () => {
  it("tell Rock, Paper and Scissors apart (Pedra and Papel both read P) and fit Bomb whole", () => {
    for (const dict of [en, ptBR, uk]) {
      const short = (dict.ggb as unknown as { short: Record<string, string> }).short;
      expect(new Set([short.R, short.P, short.S]).size).toBe(3);
      expect(short.B!.length).toBeLessThanOrEqual(5);
    }
  });
});

describe("plural forms", () => {
  it("say 1 card each, not 1 cards each, in every language", () => {
    for (const dict of [en, ptBR, uk]) expect(Object.keys(dict.ohHell).filter((k) => k.startsWith("handSize_")).length).toBeGreaterThanOrEqual(2);
    expect((en.ohHell as Record<string, string>).handSize_one).toBe("{{count}} card each");
  });
});
