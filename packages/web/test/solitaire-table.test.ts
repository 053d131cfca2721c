/**
 * Solitaire's board and race bars rendered to HTML (no browser) from hand-made
 * views: face-down cards as backs, draw 3 fans the waste's top three, the stock
 * says what pressing it does, the table marks where held cards may go and the
 * hint, and a rival's progress bar never holds a card.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { BoardView, SeatProgress } from "@gg/games/solitaire/view.ts";
import { en } from "../src/locales/en.ts";
import { Board, type BoardHandlers, type Marks } from "../src/games/solitaire/Board.tsx";
import { boardSize } from "../src/games/solitaire/layout.ts";
import { RaceBars } from "../src/games/solitaire/RaceBars.tsx";
import { SettingsPanel } from "../src/table/SettingsPanel.tsx";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const board: BoardView = {
  columns: [
    { down: 0, up: ["KS", "QH"] },
    { down: 3, up: ["9C"] },
    { down: 0, up: [] },
    { down: 1, up: ["8D"] },
    { down: 0, up: ["2C"] },
    { down: 0, up: ["5H"] },
    { down: 6, up: ["JD"] },
  ],
  stock: 0,
  waste: ["3S", "7H", "4D", "10C", "AD"],
  foundations: [1, 0, 0, 0],
  score: 25,
  passes: 1,
  passLimit: 3,
};
const noMarks: Marks = { picked: null, targets: new Set(), hintFrom: null, hintTo: null, dragging: null, over: null };
const handlers: BoardHandlers = { press: () => {}, click: () => {}, doubleClick: () => {}, focus: () => {}, options: () => ({ targets: [], best: null }) };
const render = (over: { marks?: Marks; draw?: number; canRecycle?: boolean; view?: BoardView } = {}) =>
  renderToStaticMarkup(
    createElement(Board, {
      board: over.view ?? board,
      size: boardSize(390, 600, "medium"),
      draw: over.draw ?? 3,
      focus: { pile: "stock", index: 0 },
      marks: over.marks ?? noMarks,
      canRecycle: over.canRecycle ?? true,
      handlers,
      playable: true,
    }),
  );
/** The markup of one pile. */
const pile = (html: string, name: string) => html.split(`data-pile="${name}"`)[1]!.split("data-pile=")[0]!;

describe("the Solitaire board", () => {
  it("lays face-down cards as backs under the face-up ones, and an empty column as a place to fill", () => {
    const html = render();
    expect(pile(html, "t7").match(/sol-back/g)).toHaveLength(6);
    expect(pile(html, "t7")).toContain('data-card="JD"');
    expect(pile(html, "t3")).toContain("Column 3, empty");
    expect(html).toContain("Column 2, 3 cards face down");
  });

  it("fans the waste's top three with draw 3 (only the top can be taken); draw 1 shows the top alone", () => {
    const three = pile(render({ draw: 3 }), "waste");
    expect(three.match(/class="card /g)).toHaveLength(3);
    expect(three.match(/data-card=/g)).toHaveLength(1);
    expect(three).toContain('data-card="AD"');
    expect(pile(render({ draw: 1 }), "waste").match(/class="card /g)).toHaveLength(1);
  });

  it("names what pressing the stock does: draw, turn the waste over, or nothing left", () => {
    expect(render({ view: { ...board, stock: 7 } })).toContain("Stock, 7 cards: draw");
    expect(render({ canRecycle: true })).toContain("Stock empty: turn the waste over");
    expect(render({ canRecycle: false })).toContain("Stock empty, no passes left");
  });

  it("shows a foundation's top card, and an empty one by its suit", () => {
    const html = render();
    expect(pile(html, "fC")).toContain('data-card="AC"');
    expect(pile(html, "fH")).toContain("The hearts foundation, empty");
  });

  it("marks where held cards may go, the held run, and the hint apart", () => {
    const html = render({ marks: { ...noMarks, picked: { pile: "t1", index: 0 }, targets: new Set(["t3"]), hintFrom: { pile: "t5", index: 0 }, hintTo: "fC" } });
    expect(html).toMatch(/class="sol-column target" data-pile="t3"/);
    expect(pile(html, "t1").match(/sol-card picked/g)).toHaveLength(2); // the king and the queen on it
    expect(pile(html, "t5")).toMatch(/class="card sol-card hint-from" data-card="2C"/);
    expect(html).toMatch(/class="sol-foundation hint-to" data-pile="fC"/);
  });
});

describe("a race's progress bars", () => {
  const progress: SeatProgress[] = [
    { foundations: 4, score: 60, moves: 12, status: "playing" },
    { foundations: 13, score: 150, moves: 40, status: "playing" },
    { foundations: 0, score: -100, moves: 3, status: "stopped" },
  ];
  it("one per rival (not ours): foundation cards, score and moves, a stopped board marked, never a card", () => {
    const html = renderToStaticMarkup(createElement(RaceBars, { progress, names: ["Ana", "Bea", "Cid"], me: 0 }));
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).not.toContain("Ana");
    expect(html).toContain('aria-label="Bea: 13 cards on the foundations, 150 points, 40 moves"');
    expect(html).toMatch(/width:25%/);
    expect(html).toMatch(/class="sol-rival stopped" data-seat="2"/);
    expect(html).not.toMatch(/data-card|card-svg/);
  });

  it("the settings offer no hand sorting or auto-play on a board without a hand", () => {
    const felt = renderToStaticMarkup(createElement(SettingsPanel));
    const board = renderToStaticMarkup(createElement(SettingsPanel, { hand: false }));
    for (const words of [en.felt.sort, en.felt.autoPlay]) {
      expect(felt).toContain(words);
      expect(board).not.toContain(words);
    }
    expect(board).toContain(en.felt.fourColour);
  });
});
