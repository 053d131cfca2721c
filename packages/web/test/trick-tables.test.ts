/**
 * The trick games' tables rendered to HTML (React's server renderer) from the engines'
 * own views and legal actions: what a player can press and what it is called — the
 * partners' team line, Bisca's swap, Hearts' pass, Spades' blind-nil choice with the
 * hand face down, King's contract chooser offering only the legal contracts.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { Match, type AnyGame } from "@gg/core";
import { sueca } from "@gg/games/sueca/index.ts";
import { hearts } from "@gg/games/hearts/index.ts";
import { bisca } from "@gg/games/bisca/index.ts";
import { spades } from "@gg/games/spades/index.ts";
import { king } from "@gg/games/king/index.ts";
import type { BiscaView } from "@gg/games/bisca/view.ts";
import type { SpadesView } from "@gg/games/spades/view.ts";
import { en } from "../src/locales/en.ts";
import SuecaTable from "../src/games/sueca/Table.tsx";
import HeartsTable from "../src/games/hearts/Table.tsx";
import BiscaTable from "../src/games/bisca/Table.tsx";
import SpadesTable from "../src/games/spades/Table.tsx";
import KingTable from "../src/games/king/Table.tsx";
import type { TableProps } from "../src/games/types.ts";
import type { Action, RoomInfo } from "../src/protocol.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const names = ["Ana", "Bea", "Cid", "Dan"];

function props<V>(view: V, legal: readonly unknown[], seat = 0): TableProps<V> {
  const info = { seats: names.map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 5, seat, view, events: [], active: legal.length ? [seat] : [], deadlines: {}, legal, result: null };
  return { view, message, info, me: seat, names, canAct: legal.length > 0, legal: legal as Action[], act: () => {}, log: [] } as TableProps<V>;
}

/** A fresh match's seat: its own view and legal actions, as the server sends them. */
function seatOf(game: AnyGame, seat: number, options: Record<string, unknown> = {}) {
  const match = new Match(game, { players: 4, seed: "trick-tables", options });
  return { match, view: match.view(seat), legal: match.legalActions(seat) };
}

const render = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe("the trick games' tables", () => {
  it("Sueca: the partners as one line per team, ours first; the trump card named; the seat to play sees its legal cards glow", () => {
    const { match } = seatOf(sueca, 0);
    const seat = match.activeSeats()[0]!;
    const out = render(createElement(SuecaTable, props(match.view(seat), match.legalActions(seat), seat)));
    const ours = seat % 2 === 0 ? "Ana &amp; Cid" : "Bea &amp; Dan";
    expect(out).toContain(`<li class="ours"><span class="team-names">${ours}</span>`);
    expect(out).toMatch(/aria-label="Trump card: [A-Z][a-z]+ of \w+"/);
    expect((out.match(/card-button legal/g) ?? []).length).toBe(10); // the leader may play any card
  });

  it("Hearts: the pass is chosen on the hand (every card pickable) and confirmed by a button, disabled until 3 are chosen", () => {
    const { view, legal } = seatOf(hearts, 0);
    const out = render(createElement(HeartsTable, props(view, legal)));
    expect(out).toContain("Pass 3 cards to the left");
    expect((out.match(/card-button legal/g) ?? []).length).toBe(13);
    expect(out).toMatch(/<button type="button" class="primary confirm-pass" disabled="">Pass these 3 cards<\/button>/);
    expect(out).toContain("0 of 3 chosen");
  });

  it("Bisca: the 2-of-trumps swap is a button naming both cards, only when the server lists it", () => {
    const { view, legal } = seatOf(bisca, 0);
    const v: BiscaView = { ...(view as BiscaView), turned: "KC", trump: "C", hand: ["2C", "5H", "QS"], canSwap: true };
    const withSwap = render(createElement(BiscaTable, props(v, [{ type: "swap" }, ...["2C", "5H", "QS"].map((card) => ({ type: "play", card }))])));
    expect(withSwap).toContain(">Swap your Two of clubs for the King of clubs</button>");
    const without = render(createElement(BiscaTable, props(v, legal.filter((a) => (a as Action).type !== "swap"))));
    expect(without).not.toContain("Swap your");
  });

  it("Bisca at four: the partners as one line per team, ours first", () => {
    const { view, legal } = seatOf(bisca, 0);
    const out = render(createElement(BiscaTable, props(view, legal)));
    expect(out.match(/<span class="team-names">/g)).toHaveLength(2);
    expect(out).toContain('<li class="ours"><span class="team-names">Ana &amp; Cid</span>');
  });

  it("Spades: offered blind nil, the seat chooses Blind nil or See my cards, its hand still face down; else bids 0–13 with 0 as Nil", () => {
    const { view } = seatOf(spades, 0);
    const blind = { ...(view as SpadesView), phase: "bid", turn: 0, hand: [], unseen: [true, false, false, false] } as SpadesView;
    const choice = render(createElement(SpadesTable, props(blind, [{ type: "blindNil" }, { type: "seeCards" }])));
    expect(choice).toContain(">Blind nil</button>");
    expect(choice).toContain(">See my cards</button>");
    expect(choice).not.toContain("card-button");
    const bids = Array.from({ length: 14 }, (_, bid) => ({ type: "bid", bid }));
    const bidding = render(createElement(SpadesTable, props({ ...blind, hand: ["2C", "AS"], unseen: [false, false, false, false] } as SpadesView, bids)));
    expect(bidding).toMatch(/aria-label="Bid nil: take no trick" data-bid="0">Nil</);
    expect((bidding.match(/class="bid"/g) ?? []).length).toBe(14);
  });

  it("King: the dealer is offered only the legal contracts, each with what it costs, the positive by trump; the others see who chooses", () => {
    const { match } = seatOf(king, 0);
    const dealer = match.activeSeats()[0]!;
    const legal = match.legalActions(dealer);
    const out = render(createElement(KingTable, props(match.view(dealer), legal, dealer)));
    const negatives = legal.filter((a) => (a as { contract: string }).contract !== "positive").length;
    expect((out.match(/<small>−\d+ /g) ?? []).length).toBe(negatives);
    expect((out.match(/data-contract="positive"/g) ?? []).length).toBe(legal.length - negatives);
    expect(out).toContain('aria-label="Positive, no trump"');
    const other = (dealer + 1) % 4;
    const watching = render(createElement(KingTable, props(match.view(other), [], other)));
    expect(watching).not.toContain("contract-panel");
    expect(watching).toContain(`${names[dealer]} is choosing the contract`);
  });
});
