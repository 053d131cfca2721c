/**
 * The legal-action list names every kind of move that applies: the server takes a `meld` or an
 * `extend` only in a shape its type has in the list, so a position where some sequence (or some
 * extension) applies but none is listed would refuse a player's valid move.
 */
import { describe, expect, it } from "vitest";
import { propertyRuns } from "@gg/core/testing";
import { buracoRulesBot } from "./bots.ts";
import { SUIT_OF, canBeWild } from "./cards.ts";
import { buraco } from "./index.ts";
import { checkExtend, checkMeld } from "./laying.ts";
import { sequenceOrders } from "./readings.ts";
import { readSequence, type Sequence } from "./sequence.ts";
import { setup } from "./engine.ts";
import { teamOfSeat, type BuracoState } from "./state.ts";

const seq = (cards: string[]): Sequence => readSequence(cards) as Sequence;
const kinds = (state: BuracoState) => new Set(buraco.legalActions(state, state.turn).map((a) => a.type));

/** Seat 0 on turn after its draw, holding `hand`, its team holding `melds`. */
function position(hand: string[], melds: Sequence[]): BuracoState {
  const base = setup({ players: 2, options: { target: 1500 }, seed: "candidates" }).state;
  return { ...base, phase: "play", turn: 0, hands: [hand, base.hands[1]!], melds: [melds, []], takenCard: null };
}

/** Whether one card of the hand extends one of the team's sequences, or three cards make a new one. */
function oneCardExtends(state: BuracoState): boolean {
  const seat = state.turn;
  return state.melds[teamOfSeat(seat)].some((meld, index) =>
    [...new Set(state.hands[seat])].some((card) => sequenceOrders([...meld.cards, card]).some((order) => typeof checkExtend(state, seat, index, order) !== "string")),
  );
}
/** Natural cards of one suit (wild cards aside): the only triples worth reading. */
function oneSuit(...cards: string[]): boolean {
  return new Set(cards.filter((c) => !canBeWild(c)).map((c) => SUIT_OF[c])).size <= 1;
}
function threeCardsMeld(state: BuracoState): boolean {
  const hand = [...new Set(state.hands[state.turn])];
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++)
        if (oneSuit(hand[i]!, hand[j]!, hand[k]!) && sequenceOrders([hand[i]!, hand[j]!, hand[k]!]).some((order) => typeof checkMeld(state, state.turn, order) !== "string")) return true;
  return false;
}

describe("Buraco: every kind of move that applies is listed", () => {
  it("lists an extension when the wild card moves into the gap a new card opens (2S J♣ Q♣ + A♣)", () => {
    const state = position(["AC", "5H", "9S"], [seq(["2S", "JC", "QC"])]);
    expect(kinds(state).has("extend")).toBe(true);
    expect(buraco.apply(state, 0, { type: "extend", meld: 0, cards: ["JC", "QC", "2S", "AC"] }).state.melds[0][0]!.cards).toEqual(["JC", "QC", "2S", "AC"]);
  });

  it("along played hands: whenever a card extends a sequence or three cards make one, that kind is listed", () => {
    const bot = buracoRulesBot();
    let checked = 0;
    for (let run = 0; run < propertyRuns(4); run++) {
      const players = run % 2 === 0 ? 2 : 4;
      let state = setup({ players, options: { target: 1500 }, seed: `kinds/${run}` }).state;
      for (let step = 0; step < 600 && state.phase !== "over" && state.round === 1; step++) {
        const seat = state.turn;
        const legal = buraco.legalActions(state, seat);
        if (state.phase === "play") {
          const listed = kinds(state);
          if (!listed.has("extend")) expect(oneCardExtends(state), `seat ${seat}: ${state.hands[seat]!.join(" ")} | ${state.melds[teamOfSeat(seat)].map((m) => m.cards.join(" ")).join(" / ")}`).toBe(false);
          if (!listed.has("meld")) expect(threeCardsMeld(state), `seat ${seat}: ${state.hands[seat]!.join(" ")}`).toBe(false);
          checked++;
        }
        state = buraco.apply(state, seat, bot.act({ seat, view: buraco.view(state, seat), legal, random: null as never })).state;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
