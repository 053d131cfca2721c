/**
 * Donkey's table rendered to HTML from the engine's own views and legal actions: the leader's
 * cards all glow; a follower's glow only where they fit the led card (suit or rank), the others
 * saying why; with nothing that fits, no card glows and the Draw button counts the stock; a safe
 * player is marked; the round summary reads the engine's `roundScored` event.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { DonkeyView } from "@gg/games/donkey/view.ts";
import { play, start, type DonkeyMatch } from "@gg/games/donkey/testkit.ts";
import { en } from "../src/locales/en.ts";
import DonkeyTable from "../src/games/donkey/Table.tsx";
import { donkeyRound } from "../src/games/donkey/round.ts";
import type { TableProps } from "../src/games/types.ts";
import type { Action, RoomInfo } from "../src/protocol.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const NAMES = ["Ana", "Bea", "Cid"];

/** The table as `seat` sees the match now. */
function render(match: DonkeyMatch, seat: number): string {
  const view = match.view(seat) as DonkeyView;
  const legal = match.legalActions(seat) as Action[];
  const info = { seats: NAMES.map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 1, seat, view, events: [], active: match.activeSeats(), deadlines: {}, legal, result: null };
  const props: TableProps<DonkeyView> = { view, message, info, me: seat, names: NAMES, canAct: legal.length > 0, legal, act: () => {}, log: [] };
  return renderToStaticMarkup(createElement(DonkeyTable, props));
}

const legalCards = (html: string) => [...html.matchAll(/class="card card-button legal"[^>]*data-card="([^"]+)"/g)].map((m) => m[1]);

// Seat 0 leads 5H; seat 1 fits with 9H or 5S; seat 2 holds nothing that fits.
const DEAL = [
  ["5H", "KC", "2D", "3D", "4D"],
  ["9H", "5S", "6C", "7C", "8C"],
  ["2S", "3S", "4S", "6S", "7S"],
];

describe("Donkey's table", () => {
  it("lets the leader play any card, and a follower only the cards that fit, saying why not the others", () => {
    const match = start(DEAL, ["JD", "QH"]);
    expect(legalCards(render(match, 0)).sort()).toEqual(["2D", "3D", "4D", "5H", "KC"]);
    play(match, "5H");
    const follower = render(match, 1);
    expect(legalCards(follower).sort()).toEqual(["5S", "9H"]);
    expect(follower).toContain("This card does not fit the Five of hearts: play its suit or its rank");
    expect(follower).toContain("Play a card of hearts or a 5");
    expect(follower).not.toContain('class="primary draw"');
  });

  it("offers the Draw button, with the stock's count, when no card fits", () => {
    const match = start(DEAL, ["JD", "QH"]);
    play(match, "5H", "9H");
    const drawer = render(match, 2);
    expect(legalCards(drawer)).toEqual([]);
    expect(drawer).toContain("No card of yours fits: draw until one does");
    expect(drawer).toContain("Draw a card (37 left)");
    expect(drawer).toContain("37 cards in the stock");
    expect(render(match, 0)).not.toContain("Draw a card");
  });

  it("marks a safe player, and reads the round's donkey into the summary", () => {
    const match = start([
      ["AC", "AD", "AH", "AS", "KC"],
      ["2C", "2D", "2H", "2S", "3C"],
      ["4C", "4D", "4H", "4S", "5C"],
    ]);
    play(match, "AC", "2C", "4C", "AD", "2D", "4D", "AH", "2H", "4H", "AS", "2S", "4S", "KC");
    expect(render(match, 1)).toMatch(/class="tag safe">safe</);
    const events = play(match, "3C");
    const scored = events.find((e) => e.type === "roundScored")!;
    expect(donkeyRound(scored)).toEqual({ round: 1, columns: [{ label: "points", values: [0, 0, 1] }, { label: "totals", values: [0, 0, 1] }] });
  });
});
