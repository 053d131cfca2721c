/**
 * Buraco's table turns cards picked in any order into the engine's card lists: a run in
 * order, a wild card in the one gap, a choice of places when a wild could go below or above,
 * an extension keeping the old sequence's natural cards; and the hand's display order. The table,
 * rendered from the engine's own view: canastras marked clean or dirty, a wild card's place, each
 * team's morto, the whole pile, and the engine's refusal codes as sentences.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { buraco } from "@gg/games/buraco/index.ts";
import { setup } from "@gg/games/buraco/engine.ts";
import { readSequence, type Sequence } from "@gg/games/buraco/sequence.ts";
import type { BuracoState } from "@gg/games/buraco/state.ts";
import type { BuracoView } from "@gg/games/buraco/view.ts";
import { en } from "../src/locales/en.ts";
import BuracoTable from "../src/games/buraco/Table.tsx";
import { displayOrder, extendArrangements, meldArrangements } from "../src/games/buraco/arrange.ts";
import { Moves, type MovesProps } from "../src/games/buraco/Moves.tsx";
import type { TableProps } from "../src/games/types.ts";
import type { Action, RoomInfo } from "../src/protocol.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const orders = (list: { cards: readonly string[] }[]) => list.map((a) => a.cards.join(" "));

describe("Buraco's arrangements", () => {
  it("reads natural cards picked in any order as one run, the ace low or high", () => {
    expect(orders(meldArrangements(["7H", "5H", "6H"]))).toEqual(["5H 6H 7H"]);
    expect(orders(meldArrangements(["KS", "AS", "QS"]))).toEqual(["QS KS AS"]);
    expect(orders(meldArrangements(["3D", "AD", "2D"]))).toEqual(["AD 2D 3D"]);
  });

  it("puts a wild card in the one gap, and offers both ends when there is none", () => {
    const gap = meldArrangements(["7H", "X", "5H"]);
    expect(orders(gap)).toEqual(["5H X 7H"]);
    expect(gap[0]!.wild).toEqual({ card: "X", as: "6H" });
    const ends = meldArrangements(["6C", "2S", "5C"]);
    expect(orders(ends).sort()).toEqual(["2S 5C 6C", "5C 6C 2S"]);
    expect(ends.map((a) => a.wild?.as).sort()).toEqual(["4C", "7C"]);
  });

  it("finds nothing for two wild cards, mixed suits or a gap of two", () => {
    expect(meldArrangements(["5H", "X", "2C"])).toEqual([]);
    expect(meldArrangements(["5H", "6H", "7S"])).toEqual([]);
    expect(meldArrangements(["5H", "6H", "9H"])).toEqual([]);
  });

  it("extends a sequence at either end, a natural card moving its wild card to an end", () => {
    const meld = { suit: "H" as const, start: 5, cards: ["5H", "X", "7H"], wild: 1 };
    expect(orders(extendArrangements(meld, ["8H"]))).toEqual(["5H X 7H 8H"]);
    expect(orders(extendArrangements(meld, ["6H"])).sort()).toEqual(["5H 6H 7H X", "X 5H 6H 7H"]);
    expect(extendArrangements(meld, ["2C"])).toEqual([]);
  });

  it("shows the hand by suit in alternating colours, low to high with the ace high, wild cards last", () => {
    expect(displayOrder(["X", "AH", "3H", "2C", "KS", "5D", "2H", "4C"])).toEqual(["KS", "3H", "AH", "4C", "5D", "2H", "2C", "X"]);
  });
});

const NAMES = ["Ana", "Bea", "Cid", "Dan"];
const seq = (cards: string[]): Sequence => readSequence(cards) as Sequence;

/** The table as seat 0 sees a 4-player position on its turn to lay down. */
function render(patch: Partial<BuracoState>): string {
  const base = setup({ players: 4, options: { target: 1500 }, seed: "table" }).state;
  const state: BuracoState = { ...base, phase: "play", turn: 0, ...patch };
  const view = buraco.view(state, 0) as BuracoView;
  const legal = buraco.legalActions(state, 0) as Action[];
  const info = { seats: NAMES.map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 1, seat: 0, view, events: [], active: [0], deadlines: {}, legal, result: null };
  const props: TableProps<BuracoView> = { view, message, info, me: 0, names: NAMES, canAct: true, legal, act: () => {}, log: [] };
  return renderToStaticMarkup(createElement(BuracoTable, props));
}

describe("Buraco's table", () => {
  it("shows each team's sequences (ours first), canastras clean or dirty, a wild card's place and each morto", () => {
    const html = render({
      melds: [[seq(["3D", "4D", "5D", "6D", "7D", "8D", "9D"]), seq(["5H", "X", "7H"])], [seq(["3C", "4C", "5C", "2S", "7C", "8C", "9C"])]],
      morto: ["taken", "setAside"],
    });
    const ours = html.indexOf("Sequences of Ana &amp; Cid");
    const theirs = html.indexOf("Sequences of Bea &amp; Dan");
    expect(ours).toBeGreaterThan(-1);
    expect(theirs).toBeGreaterThan(ours);
    expect(html.slice(ours, theirs)).toContain('class="meld canastra clean"');
    expect(html.slice(ours, theirs)).toContain("morto taken");
    expect(html.slice(theirs)).toContain('class="meld canastra dirty"');
    expect(html.slice(theirs)).toContain("morto next turn");
    // The joker stands for the 6 of hearts, the 2 of spades for the 6 of clubs.
    expect(html).toContain("Joker = Six of hearts");
    expect(html).toContain("Two of spades = Six of clubs");
    // Our sequences take the picked cards; theirs are only shown.
    expect(html.match(/<button[^>]*data-drop="meld:/g)).toHaveLength(2);
  });

  it("fans the whole discard pile, every card drawn", () => {
    const pile = ["3H", "KS", "X", "9D", "9D", "AC", "2H", "QH", "7S", "5C", "JD", "10H"];
    const html = render({ discards: pile });
    expect(html.match(/class="pile-card"/g)).toHaveLength(pile.length);
    expect(html).toContain("Discard pile: 12 cards, Ten of hearts on top");
  });

  it("asks where a wild card goes, naming it even when one place is a 2's own (natural) place", () => {
    const none = () => {};
    const choose = (options: MovesProps["choice"]) =>
      renderToStaticMarkup(
        createElement(Moves, { phase: "play", picked: 1, pile: 0, canDraw: false, canTake: false, over: null, choice: options, onDraw: none, onTake: none, onLayDown: none, onDiscard: none, onClear: none, onChoose: none, onCancel: none }),
      );
    const make = (cards: readonly string[]) => ({ type: "extend", meld: 0, cards });
    // The 2 of spades below 3–5 of spades is natural; above them it is wild, as the 6.
    const two = extendArrangements(seq(["3S", "4S", "5S"]), ["2S"]);
    expect(orders(two).sort()).toEqual(["2S 3S 4S 5S", "3S 4S 5S 2S"]);
    const html = choose({ options: two, make });
    expect(html).toContain("Where does the Two of spades go?");
    expect(html).toContain("in its own place, not wild");
    expect(html).toContain("as the Six of spades");
    // A joker at either end of a run: both places named.
    const joker = choose({ options: extendArrangements(seq(["5H", "6H", "7H"]), ["X"]), make });
    expect(joker).toContain("Where does the Joker go?");
    expect(joker).toContain("as the Four of hearts");
    expect(joker).toContain("as the Eight of hearts");
  });

  it("has a sentence for each refusal Buraco's engine gives", () => {
    const codes = [...readFileSync(new URL("../../games/src/buraco/rules.md", import.meta.url), "utf8").matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]!);
    expect(codes).toContain("TWO_WILD_CARDS");
    expect(codes.filter((code) => !(code in en.errors))).toEqual([]);
  });
});
