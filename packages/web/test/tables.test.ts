/**
 * View → UI: each table rendered to HTML (React's server renderer, no browser)
 * from hand-made views and legal actions, checking what a player can press
 * and what it is called.
 */
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { OhHellView } from "@gg/games/oh-hell/view.ts";
import type { View101 } from "@gg/games/101/view.ts";
import type { BetOnTricksView } from "@gg/games/bet-on-tricks/view.ts";
import type { GGBattleView, SeatView } from "@gg/games/gg-battle/view.ts";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import GGBattleTable from "../src/games/gg-battle/Table.tsx";
import OhHellTable from "../src/games/oh-hell/Table.tsx";
import Table101 from "../src/games/101/Table.tsx";
import BetOnTricksTable from "../src/games/bet-on-tricks/Table.tsx";
import type { TableProps } from "../src/games/types.ts";
import { moveCard, swapCards } from "../src/games/gg-battle/Arrangement.tsx";
import { FeltContext } from "../src/table/FeltContext.ts";
import { LastTrick as LastTrickPanel } from "../src/table/LastTrick.tsx";
import { takenTricks } from "../src/table/tricks.ts";
import { LogLines } from "../src/table/LogLines.tsx";
import { LastChallenge } from "../src/games/gg-battle/LastChallenge.tsx";
import type { Action, RoomInfo } from "../src/protocol.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const names = ["Ana", "Bea", "Cid", "Dan"];
/** The last trick panel as it sits on a felt with these names. */
const LastTrick = (p: Parameters<typeof LastTrickPanel>[0]) => createElement(FeltContext.Provider, { value: { places: [], width: 0, height: 0, names, me: 0 } }, createElement(LastTrickPanel, p));

function props<V>(view: V, legal: Action[], extra: Partial<TableProps<V>> = {}): TableProps<V> {
  const info = { seats: names.map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 5, seat: 0, view, events: [], active: [0], deadlines: {}, legal, result: null };
  return { view, message, info, me: 0, names, canAct: legal.length > 0, legal, act: () => {}, log: [], ...extra };
}
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

const ohHell = (over: Partial<OhHellView>): OhHellView =>
  ({
    game: "oh-hell", viewer: 0, players: 4, options: { exactBidBonus: 5, upAndDown: false }, round: 7, rounds: 10, handSize: 3, finalRound: false,
    dealer: 0, phase: "bid", turn: 0, trumpCard: "9D", hand: ["2C", "QS", "AH"], handCounts: [3, 3, 3, 3], bids: [null, 1, 0, 1],
    tricks: [0, 0, 0, 0], trick: [], forbiddenBid: 1, scores: [10, 4, 8, 0], sheet: [], result: null, ...over,
  }) as OhHellView;

describe("Oh Hell table", () => {
  it("keeps the hook's bid visible but disabled, named with its reason", () => {
    const out = html(createElement(OhHellTable, props(ohHell({}), [0, 2, 3].map((bid) => ({ type: "bid", bid })))));
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Bid 1 — not allowed: the bids would add up to 3"/);
    expect(out).toMatch(/aria-label="Bid 2"/);
    // The mark is drawn by CSS: a combining "prohibited" glyph showed as a missing-glyph box.
    expect(out).not.toContain("\u20E0");
    expect(out).toMatch(/data-bid="1">1<span aria-hidden="true" class="no"><\/span>/);
    expect(out).toContain('aria-label="Trump card: Nine of diamonds"');
  });

  it("highlights the legal cards and explains the others", () => {
    const view = ohHell({ phase: "play", forbiddenBid: null, bids: [1, 1, 0, 1], trick: [{ seat: 3, card: "KH" }] });
    const out = html(createElement(OhHellTable, props(view, [{ type: "play", card: "AH" }])));
    expect(out).toMatch(/class="card card-button legal"[^>]*><span class="sr-only">Ace of hearts<\/span>/);
    expect(out).toMatch(/class="card card-button illegal"[^>]*><span class="sr-only">Queen of spades — You must follow hearts<\/span>/);
    expect(out).toContain("King of hearts");
  });

  it("seats everyone around the felt: ours marked, whose turn, the dealer, tricks against bids, scores, hidden cards", () => {
    const view = ohHell({ phase: "play", turn: 2, bids: [1, 1, 0, 1], tricks: [0, 1, 0, 0], forbiddenBid: null, scores: [10, 4, 8, 0] });
    const out = html(createElement(OhHellTable, props(view, [], { message: { seq: 5, seat: 0, view, events: [], active: [2], deadlines: {}, legal: [], result: null } })));
    const seat = (n: number) => out.match(new RegExp(`<li class="([^"]*)" data-seat="${n}"[^>]*>(.*?)</li>`))!;
    expect(seat(0)[1]).toContain("me");
    expect(seat(0)[2]).toContain('class="mark dealer"');
    expect(seat(0)[2]).toContain("you, Dealer");
    expect(seat(2)[1]).toContain("active");
    expect(seat(1)[2]).toContain('<span class="tricks-bid" title="Tricks">1/1</span><span class="score" title="Score">4</span>');
    expect(seat(1)[2]).toContain("1 of 1 tricks");
    // The others' hands as fanned backs with their count; ours is the hand below.
    expect(seat(3)[2]).toContain('class="backs" role="img" aria-label="3 cards"');
    expect(seat(0)[2]).not.toContain('class="backs"');
  });

  it("offers the last trick taken, and shows who played each card of it", () => {
    const log = [
      { id: 1, event: { type: "played", seat: 1, card: "2C" } },
      { id: 2, event: { type: "played", seat: 2, card: "KC" } },
      { id: 3, event: { type: "trickWon", seat: 2, cards: ["2C", "KC"] } },
    ] as unknown as TableProps["log"];
    const out = html(createElement(OhHellTable, props(ohHell({ phase: "play", forbiddenBid: null }), [], { log })));
    expect(out).toContain('<span class="sr-only">Last trick</span>');
    const last = html(createElement(LastTrick, { trick: takenTricks(log)[0]!, label: "Last trick, won by Cid", onClose: () => {} }));
    expect(last).toMatch(/aria-label="Two of clubs".*<span class="who">Bea<\/span>/);
    expect(last).toMatch(/<li class="winning">.*aria-label="King of clubs".*<span class="who">Cid<\/span>/);
  });

  it("says tricks before the bid everywhere: the seat's badge, its label and the score sheet", () => {
    const view = ohHell({ phase: "play", forbiddenBid: null, bids: [0, 2, 1, 1], tricks: [0, 3, 0, 0], sheet: [{ size: 1, trump: "9D", bids: [1, 0, 0, 0], tricks: [0, 1, 0, 0], points: [0, 0, 5, 5] }] as unknown as OhHellView["sheet"] });
    const out = html(createElement(OhHellTable, props(view, [])));
    const seat1 = out.match(/<li class="[^"]*" data-seat="1"[^>]*>(.*?)<\/li>/)![1]!;
    expect(seat1).toContain('<span class="tricks-bid" title="Tricks">3/2</span>');
    expect(seat1).toContain("3 of 2 tricks");
    // The score sheet opens as a sheet: its content, rendered as the table hands it over.
    const SheetContent = (p: TableProps<OhHellView>) => (OhHellTable(p) as ReactElement<{ sheet: { content: ReactNode } }>).props.sheet.content;
    const sheet = html(createElement(SheetContent, props(view, [])));
    expect(sheet).toContain("0/1 → 0"); // Ana bid 1 and took none
    expect(sheet).toContain("1/0 → 0"); // Bea bid 0 and took one
  });

  it("shows a spectator no hand", () => {
    const out = html(createElement(OhHellTable, props(ohHell({ hand: [], viewer: "spectator" }), [], { me: null })));
    expect(out).not.toContain("card-button");
  });
});

const v101 = (over: Partial<View101>): View101 =>
  ({
    viewer: 0, players: 4, phase: "play", round: 2, dealer: 1, turn: 0, hand: ["JD", "JC", "7S"], handCounts: [3, 5, 5, 5], bankSize: 9, tableSize: 3,
    table: ["8H", "8S", "QH"], top: "QH", calledSuit: null, multiplier: 2, totals: [10, 40, 0, 101], limit: 101, resetAt: [101, 50], out: [false, false, false, false],
    drawsUsed: 1, canDraw: true, mustCover: false, pendingSkips: null, bridgeWindow: null, opening: false, dice: { rollers: [], totals: [], history: [] }, winners: null, endedByHost: false, ...over,
  }) as View101;

describe("101 table", () => {
  it("offers the jacks as move starts, draws left, bank and multiplier", () => {
    const legal: Action[] = [...["H", "S"].map((suit) => ({ type: "play", cards: ["JD"], suit })), { type: "play", cards: ["JD", "JC"], suit: "H" }, { type: "draw" }];
    const out = html(createElement(Table101, props(v101({}), legal)));
    expect(out).toMatch(/card-button legal"[^>]*><span class="sr-only">Jack of diamonds<\/span>/);
    expect(out).toMatch(/card-button illegal"[^>]*><span class="sr-only">Seven of spades — This card cannot start the move<\/span>/);
    expect(out).toContain("Draw a card (2 of 3 draws left)");
    expect(out).toContain("Bank: 9");
    expect(out).toContain("Multiplier ×2");
    expect(out).toContain("Limit 101 (resets at 50 and 101)");
  });

  it("shows the called suit and the bridge window's Declare button", () => {
    const out = html(createElement(Table101, props(v101({ phase: "bridge", bridgeWindow: 0, calledSuit: "S" }), [{ type: "bridge" }, { type: "noBridge" }])));
    expect(out).toContain("Declare bridge");
    expect(out).toContain("No bridge");
    expect(out).toContain("Called suit: spades");
  });
});

describe("Bet on Tricks table", () => {
  it("puts the others' cards on their foreheads in the blind round and ours face down", () => {
    const view = {
      viewer: 0, players: 3, options: { lives: 3, manilha: false, joker: true, cut: true, quick: true, suddenDeath: false }, phase: "bid", round: 3, roundSize: 1, blind: true,
      starter: 1, turn: 0, activeSeats: [0], lives: [2, 3, 1], out: [false, false, false], hand: null, handCounts: [1, 1, 1], blindCards: [null, "KS", "AD"],
      bets: [null, 0, 1], tricks: [0, 0, 0], leader: null, trick: [], lastTrick: null, forbiddenBet: null, starterDraw: { rounds: [], waiting: [] }, previousRound: null, result: null,
    } as unknown as BetOnTricksView;
    const out = html(createElement(BetOnTricksTable, props(view, [{ type: "bid", bid: 0 }, { type: "bid", bid: 1 }], { names: names.slice(0, 3) })));
    expect(out).toContain('aria-label="Your card (hidden from you)"');
    expect(out).toContain('aria-label="King of spades"');
    expect(out).toContain('aria-label="Ace of diamonds"');
    expect(out).not.toContain("card-button");
    expect(out).toContain('aria-label="Bet 1"');
  });
});

describe("Bet on Tricks' blind round for a player who is out", () => {
  it("shows no hidden card of ours (we were dealt none) and plays a joker with its rank on the card", () => {
    const view = {
      viewer: 0, players: 3, options: { lives: 3, manilha: false, joker: true, cut: true, quick: true, suddenDeath: false }, phase: "play", round: 3, roundSize: 1, blind: true,
      starter: 1, turn: 2, activeSeats: [2], lives: [0, 3, 1], out: [true, false, false], hand: null, handCounts: [0, 1, 1], blindCards: [null, "KS", "AD"],
      bets: [null, 0, 1], tricks: [0, 0, 0], leader: 1, trick: [{ seat: 1, card: "X", as: "Q" }], lastTrick: null, history: [], forbiddenBet: null, starterDraw: { rounds: [] }, previousRound: null, result: null,
    } as unknown as BetOnTricksView;
    const out = html(createElement(BetOnTricksTable, props(view, [], { names: names.slice(0, 3) })));
    expect(out).not.toContain("Your card (hidden from you)");
    expect(out).toContain('aria-label="King of spades"');
    expect(out).toMatch(/data-card="X".*<span class="as-rank" aria-hidden="true">Q<\/span>/);
  });
});

describe("GG Battle arrangement", () => {
  const piles = [
    ["R1", "P2", "S3", "W"],
    ["B", "GG", "R4", "P5"],
  ];

  it("a card dropped further down its own pile takes that place, the cards between moving up", () => {
    expect(moveCard(piles, [0, 0], [0, 2])).toEqual([["P2", "S3", "R1", "W"], piles[1]]);
    expect(moveCard(piles, [1, 3], [1, 0])).toEqual([piles[0], ["P5", "B", "GG", "R4"]]);
  });

  it("a card dropped on another pile trades places with the card there, so every pile keeps its size", () => {
    expect(moveCard(piles, [0, 3], [1, 1])).toEqual([["R1", "P2", "S3", "GG"], ["B", "W", "R4", "P5"]]);
    expect(swapCards(piles, [0, 0], [0, 3])).toEqual([["W", "P2", "S3", "R1"], piles[1]]);
    expect(piles[0]).toEqual(["R1", "P2", "S3", "W"]);
  });
});

describe("the game log", () => {
  it("numbers each line in full, newest first (a list marker showed only the last digit of 123)", () => {
    const log = Array.from({ length: 130 }, (_, i) => ({ id: i, seq: i, event: { type: "bid", to: "all", seat: i % 4, bid: 1 } })) as unknown as TableProps["log"];
    const out = html(createElement(LogLines, { log, names, limit: 60 }));
    expect(out).toMatch(/^<ol class="log-lines"[^>]*><li><span class="log-no">130<\/span> Bea bids 1<\/li><li><span class="log-no">129<\/span>/);
    expect(out.match(/<li>/g)).toHaveLength(60);
  });
});

describe("GG Battle's last challenge", () => {
  it("shows both cards face up, who challenged whom, the outcome, and marks the card that leaves", () => {
    const log = [{ id: 9, seq: 9, event: { type: "challenge", to: "all", seat: 0, pile: 1, rival: 2, rivalPile: 3, card: "R3", target: "P5", outcome: "lost" } }] as unknown as TableProps["log"];
    const out = html(createElement(LastChallenge, { log, names }));
    expect(out).toContain('aria-label="Ana challenges Cid"');
    expect(out).toMatch(/class="flip leaves".*aria-label="Rock 3".*Ana/);
    expect(out).toMatch(/class="flip".*aria-label="Paper 5".*Cid/);
    expect(out).toContain("Cid holds: the card of Ana leaves");
  });
});

describe("GG Battle table", () => {
  const seat = (n: number, pileSizes: number[], faceUp: (string | null)[]): SeatView =>
    ({ seat: n, out: false, pileSizes, faceUp, shields: [0, 0, 0, 0], strategyCards: 2, pileCards: pileSizes.reduce((a, b) => a + b, 0), discards: 0, shown: [], blankNotBomb: 0, reorders: [0, 0, 0, 0] }) as SeatView;
  const view = {
    game: "gg-battle", viewer: 0, players: 2, phase: "play", strategyDeck: true, arranged: [true, true], rps: null, turn: 1, direction: 1, acted: false, secondChance: 0, passes: 0,
    deckSize: 10, strategyDiscards: 0, played: [], eliminated: [], peeks: [], ending: null, endedByHost: false,
    seats: [seat(0, [8, 8, 8, 8], [null, null, null, null]), seat(1, [0, 5, 8, 8], [null, null, "R5", null])],
    ownPiles: [0, 1, 2, 3].map(() => ({ cards: ["R1", "P2"], topFaceUp: false, shields: 0 })),
    hand: ["Scout", "Second Chance"],
  } as unknown as GGBattleView;

  it("shows a rival's emptied pile as an empty slot, not a card back", () => {
    const out = html(createElement(GGBattleTable, props(view, [], { names: names.slice(0, 2) })));
    // A pile button is named by its hidden text (WCAG 2.5.3: its tile's letters are visible text).
    const pile = (n: number) => out.match(new RegExp(`<button[^>]*><span class="sr-only">Pile ${n}: (?:empty|\\d+ cards, top[^<]*)</span>(.*?)</button>`))!;
    expect(pile(1)[0]).toContain('<span class="sr-only">Pile 1: empty</span>');
    expect(pile(1)[0]).toContain("disabled");
    expect(pile(1)[1]).toContain('class="tile empty"');
    expect(pile(1)[1]).not.toContain("tile down");
    expect(pile(2)[1]).toContain('class="tile down"'); // 5 cards, top face down
    expect(pile(3)[0]).toContain("top Rock 5");
    expect(pile(3)[1]).toContain('class="tile rock"');
  });

  it("names the strategy cards in the player's language", async () => {
    i18next.addResourceBundle("pt-BR", "translation", ptBR);
    await i18next.changeLanguage("pt-BR");
    try {
      const out = html(createElement(GGBattleTable, props(view, [], { names: names.slice(0, 2) })));
      expect(out).toContain("<strong>Espiar</strong>");
      expect(out).toContain("<strong>Segunda Chance</strong>");
      expect(out).not.toContain(">Second Chance<");
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});
