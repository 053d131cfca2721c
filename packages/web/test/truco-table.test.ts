/**
 * Truco's table: its pure readers (the call names, who made the call the hand is worth,
 * the tricks as our team sees them, the phrases still shown, the manilhas' CSS rule, a
 * face-down card in the log) and the table rendered to HTML from the engine's own views
 * and legal actions: the call button only when a call is legal, the answer prompt with the
 * raise only below 12, face down only from the second trick, the partner's cards only in
 * the view of the team at 11, the mão de ferro's unseen cards.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { Match, cardName, type GameEvent } from "@gg/core";
import { truco } from "@gg/games/truco/index.ts";
import type { TrucoState } from "@gg/games/truco/state.ts";
import type { TrucoView } from "@gg/games/truco/view.ts";
import { en } from "../src/locales/en.ts";
import TrucoTable from "../src/games/truco/Table.tsx";
import { callerOf, callName, livePhrases, nextExpiry, PHRASE_MS, raisedValue, trickMarks } from "../src/games/truco/calls.ts";
import { manilhaRule } from "../src/games/truco/ManilhaMarks.tsx";
import { takenTricks } from "../src/table/tricks.ts";
import type { TableProps } from "../src/games/types.ts";
import type { Action, RoomInfo } from "../src/protocol.ts";
import type { LoggedEvent } from "../src/session.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const NAMES = ["Ana", "Bea", "Cid", "Dan"];
const logOf = (events: readonly GameEvent[]): LoggedEvent[] => events.map((event, id) => ({ id, seq: id, event }));

describe("Truco's table readers", () => {
  it("name each call by the value it proposes, and the raise over each value", () => {
    expect([3, 6, 9, 12].map(callName)).toEqual(["truco", "six", "nine", "twelve"]);
    expect([1, 3, 6, 9].map(raisedValue)).toEqual([3, 6, 9, 12]);
  });

  it("find who made the call the hand is worth, within this hand only", () => {
    const log = logOf([
      { type: "dealt", to: "all", round: 1 },
      { type: "called", to: "all", seat: 0, value: 3 },
      { type: "roundScored", to: "all" },
      { type: "dealt", to: "all", round: 2 },
      { type: "called", to: "all", seat: 1, value: 3 },
      { type: "answered", to: "all", seat: 0, answer: "raise", value: 3 },
      { type: "called", to: "all", seat: 0, value: 6 },
      { type: "answered", to: "all", seat: 1, answer: "accept", value: 6 },
    ]);
    expect(callerOf(log, 6)).toBe(0); // the raise is the raiser's
    expect(callerOf(log, 3)).toBe(1);
    expect(callerOf(log.slice(0, 4), 3)).toBeNull(); // hand 2 was never called; hand 1's call is not it
    expect(callerOf([], 3)).toBeNull(); // opened mid-hand: the log does not say
  });

  it("mark the hand's tricks for the viewer's team (the first team's for a spectator)", () => {
    const tricks: TrucoView["tricks"] = [1, -1, 0].map((winner) => ({ plays: [], winner: winner as 0 | 1 | -1 }));
    expect(trickMarks({ tricks, viewer: 1 })).toEqual(["won", "tied", "lost"]);
    expect(trickMarks({ tricks, viewer: 2 })).toEqual(["lost", "tied", "won"]);
    expect(trickMarks({ tricks, viewer: "spectator" })).toEqual(["lost", "tied", "won"]);
  });

  it("show each seat's latest phrase for a few seconds, and say when the next one goes", () => {
    const phrases = [
      { id: 1, seat: 0, phrase: "truco", at: 1000 },
      { id: 2, seat: 1, phrase: "out", at: 2000 },
      { id: 3, seat: 0, phrase: "six", at: 2500 },
    ];
    expect([...livePhrases(phrases, 3000)].map(([seat, p]) => [seat, p.phrase])).toEqual([
      [0, "six"],
      [1, "out"],
    ]);
    expect([...livePhrases(phrases, 2000 + PHRASE_MS)].map(([seat]) => seat)).toEqual([0]);
    expect(livePhrases(phrases, 2500 + PHRASE_MS).size).toBe(0);
    expect(nextExpiry(phrases, 3000)).toBe(1000 + PHRASE_MS - 3000);
    expect(nextExpiry(phrases, 2500 + PHRASE_MS)).toBeNull();
  });

  it("mark exactly the hand's manilhas, in the hand and on the felt, and nothing that is not a card code", () => {
    const rule = manilhaRule(["5D", "5S", "5H", "5C", '"]{}*{display:none}']);
    for (const card of ["5D", "5S", "5H", "5C"]) {
      expect(rule).toContain(`.truco .card-button[data-card="${card}"]::after`);
      expect(rule).toContain(`.truco .felt-card[data-card="${card}"] .card::after`);
    }
    expect(rule).not.toContain("display:none");
    expect(manilhaRule([])).toBe("");
  });

  it("lay a face-down card on its back in the taken trick, for its owner and for the others alike", () => {
    const trick = (own: boolean) =>
      takenTricks(
        logOf([
          { type: "played", to: "all", seat: 0, card: "3S", faceDown: false },
          own ? { type: "played", to: [1], seat: 1, card: "4C", faceDown: true } : { type: "played", to: { except: 1 }, seat: 1, faceDown: true },
          { type: "trickWon", to: "all", team: 0, seat: 0 },
        ]),
      )[0]!.plays;
    expect(trick(true)).toEqual([{ seat: 0, card: "3S" }, { seat: 1, card: "" }]);
    expect(trick(false)).toEqual(trick(true));
  });
});

function props(view: TrucoView, legal: readonly unknown[], seat: number | null, log: LoggedEvent[] = []): TableProps<TrucoView> {
  const names = NAMES.slice(0, view.players);
  const info = { seats: names.map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 5, seat: seat ?? "spectator", view, events: [], active: legal.length && seat !== null ? [seat] : [], deadlines: {}, legal, result: null };
  return { view, message, info, me: seat, names, canAct: legal.length > 0, legal: legal as Action[], act: () => {}, log, say: () => {} } as TableProps<TrucoView>;
}

const render = (match: Match, seat: number | null, log: LoggedEvent[] = []) =>
  renderToStaticMarkup(createElement(TrucoTable, props(match.view(seat ?? "spectator") as TrucoView, seat === null ? [] : match.legalActions(seat), seat, log)));

/** Plays the active seat's first legal action (a card: calls are listed last) until `done`. */
function advance(match: Match, done: (s: TrucoState) => boolean, choose = (legal: readonly { type: string }[]) => legal[0]!): void {
  for (let n = 0; n < 5000 && !done(match.state as TrucoState); n++) {
    const seat = match.activeSeats()[0]!;
    match.act(seat, choose(match.legalActions(seat)));
  }
  expect(done(match.state as TrucoState)).toBe(true);
}

describe("Truco's table", () => {
  it("shows the vira and the four manilhas; the call button only to the seat that may call", () => {
    const match = new Match(truco, { players: 2, seed: "truco-table", options: {} });
    const turn = match.activeSeats()[0]!;
    const mine = render(match, turn);
    expect(mine).toMatch(/aria-label="Vira: [^"]+"/);
    expect(mine.match(/class="manilha"/g)).toHaveLength(4);
    expect(mine).toContain(">Truco!</button>");
    expect(mine).not.toContain("face-down-toggle"); // the first trick
    expect((mine.match(/card-button legal/g) ?? []).length).toBe(3);
    const theirs = render(match, 1 - turn);
    expect(theirs).not.toContain("truco-call");
    expect(render(match, null)).not.toContain("phrase-tool"); // spectators say nothing
  });

  it("counts games won in a best of three, and only then", () => {
    const match = new Match(truco, { players: 4, seed: "truco-table", options: { bestOfThree: true } });
    const html = render(match, 0);
    expect(html).toContain("Hand 1 · game 1");
    expect(html).toContain('class="games-won">Games won: 0 – 0</span>');
    expect(html).toContain('<span class="team-names">Ana &amp; Cid</span><strong class="team-score">0</strong>');
    expect(render(new Match(truco, { players: 4, seed: "truco-table", options: {} }), 0)).not.toContain("games-won");
  });

  it("prompts the answerer with accept, run and the raise; at 12 only accept or run", () => {
    const match = new Match(truco, { players: 2, seed: "truco-table", options: {} });
    const caller = match.activeSeats()[0]!;
    const events = [...match.act(caller, { type: "truco" }).events];
    const answerer = 1 - caller;
    const prompt = render(match, answerer, logOf(events));
    expect(prompt).toContain("truco-answer");
    expect(prompt).toContain(">Accept (3)</button>");
    expect(prompt).toContain(">Run (they score 1)</button>");
    expect(prompt).toContain(">Six! (6)</button>");
    expect(prompt).toContain('class="speech call" role="status">Truco!</span>'); // at the caller's seat
    expect(render(match, caller)).not.toContain("truco-answer");

    // Raised to six, nine, then twelve: twelve cannot be raised; running from it gives 9.
    events.push(...match.act(answerer, { type: "raise" }).events, ...match.act(caller, { type: "raise" }).events, ...match.act(answerer, { type: "raise" }).events);
    const last = render(match, caller, logOf(events));
    expect(last).toContain(">Accept (12)</button>");
    expect(last).toContain(">Run (they score 9)</button>");
    expect(last).not.toContain("bid raise");
    match.act(caller, { type: "accept" });
    expect(render(match, answerer, logOf([...events, { type: "answered", to: "all", seat: caller, answer: "accept", value: 12 }]))).toContain(`Worth 12 points</strong><span class="called">Twelve! by ${NAMES[answerer]}</span>`);
  });

  it("offers face down from the second trick on", () => {
    const match = new Match(truco, { players: 2, seed: "truco-table", options: {} });
    advance(match, (s) => s.tricks.length === 1);
    const leader = match.activeSeats()[0]!;
    expect(render(match, leader)).toContain('class="face-down-toggle" aria-pressed="false"');
    expect(render(match, 1 - leader)).not.toContain("face-down-toggle");
  });

  it("shows the partner's cards to the team at 11 only, with the mão de onze's choice for its decider", () => {
    const match = new Match(truco, { players: 4, seed: "truco-eleven", options: {} });
    advance(match, (s) => s.phase === "eleven");
    const state = match.state as TrucoState;
    const decider = state.elevenDecider!;
    const partner = (decider + 2) % 4;
    const html = render(match, decider);
    expect(html).toContain("truco-eleven");
    expect(html).toContain(">Play for 3</button>");
    for (const card of state.hands[partner]!) expect(html).toContain(`aria-label="${cardName(card, "en")}"`);
    expect(html).toContain('class="partner-hand"');
    expect(render(match, partner)).toContain('class="partner-hand"');
    for (const other of [(decider + 1) % 4, (decider + 3) % 4]) expect(render(match, other)).not.toContain("partner-hand");
    expect(render(match, null)).not.toContain("partner-hand");
  });

  it("plays the mão de ferro from unseen cards, by their places", () => {
    const match = new Match(truco, { players: 2, seed: "truco-iron", options: {} });
    // Running from every mão de onze hands the others a point, until both sides are at 11.
    advance(match, (s) => s.iron, (legal) => legal.find((a) => a.type === "run") ?? legal[0]!);
    const turn = match.activeSeats()[0]!;
    const html = render(match, turn);
    expect(html).toContain("blind-hand");
    expect(html.match(/aria-label="Unseen card \d"/g)).toHaveLength(3);
    expect(html.match(/card card-button legal/g)).toHaveLength(3);
    expect(html).toContain("Iron hand");
    expect(html).not.toContain("truco-call");
  });
});
