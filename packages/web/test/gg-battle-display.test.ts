/**
 * GG Battle's table shows what the players have seen: the rock-paper-scissors throws,
 * a rival pile's face-down top we saw with a Scout (until it leaves or the pile is
 * reordered), a history of the cards turned up, and a knocked-out player leaving.
 * Views and events come from the real engine (the game's test kit), rendered to HTML.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameEvent } from "@gg/core";
import { ggBattle } from "@gg/games/gg-battle/index.ts";
import { Table as Kit } from "@gg/games/gg-battle/testkit.ts";
import type { GGBattleView } from "@gg/games/gg-battle/view.ts";
import { en } from "../src/locales/en.ts";
import GGBattleTable from "../src/games/gg-battle/Table.tsx";
import { Departure, latestDeparture } from "../src/games/gg-battle/Departure.tsx";
import { Revealed } from "../src/games/gg-battle/Revealed.tsx";
import { seenTop } from "../src/games/gg-battle/seen.ts";
import { Throws } from "../src/games/gg-battle/Throws.tsx";
import type { TableProps } from "../src/games/types.ts";
import type { Action, RoomInfo } from "../src/protocol.ts";
import type { LoggedEvent } from "../src/session.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const names = ["Ana", "Bea", "Cid"];
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
const logOf = (events: readonly GameEvent[]): LoggedEvent[] => events.map((event, id) => ({ id, seq: id, event }));

function props(kit: Kit, seat: number, log: LoggedEvent[] = []): TableProps<GGBattleView> {
  const view = kit.view(seat);
  const legal = ggBattle.legalActions(kit.state, seat) as Action[];
  const info = { seats: names.slice(0, kit.spec.players).map((name) => ({ name })) } as unknown as RoomInfo;
  const message = { seq: 5, seat, view, events: [], active: ggBattle.activeSeats(kit.state), deadlines: {}, legal, result: null };
  return { view, message, info, me: seat, names: names.slice(0, kit.spec.players), canAct: legal.length > 0, legal, act: () => {}, log } as unknown as TableProps<GGBattleView>;
}

/** The rival pile button `n` (1-based) of the rendered table: its classes, its name (its hidden text) and its inside. */
function rivalPile(out: string, n: number): { label: string; classes: string; inner: string } {
  const m = out.match(new RegExp(`<button[^>]*class="(pile-button[^"]*)"[^>]*><span class="sr-only">(Pile ${n}:[^<]*)</span>(.*?)</button>`))!;
  return { classes: m[1]!, label: m[2]!, inner: m[3]! };
}

describe("GG Battle: what the table remembers", () => {
  it("shows each rock-paper-scissors round: who threw what and which sign stayed", () => {
    const out = html(createElement(Throws, { history: [["rock", "rock"], ["paper", "rock"]], names }));
    expect(out).toMatch(/Round 1.*Ana: <strong>Rock<\/strong>.*Bea: <strong>Rock<\/strong>.*a draw: throw again/);
    expect(out).toMatch(/Round 2.*class="throw paper stays">Ana: <strong>Paper.*class="throw rock">Bea: <strong>Rock.*Paper stays in/);
    // From a real match: the kit's throws (Ana rock, Bea scissors) are in every seat's view.
    const kit = new Kit({ players: 2, hands: [["Scout", "Skip"], ["Skip", "Reverse"]] });
    const real = html(createElement(Throws, { history: kit.view(1).rps!.history, names }));
    expect(real).toMatch(/Ana: <strong>Rock.*Bea: <strong>Scissors.*Rock stays in/);
    // On the felt until the first challenge; then the challenge takes its place.
    expect(html(createElement(GGBattleTable, props(kit, 1)))).toMatch(/class="felt-note"><h3>Rock-paper-scissors<\/h3><ol class="throws"/);
    const events = kit.challenge(0, 0, 1, 0);
    const after = html(createElement(GGBattleTable, props(kit, 1, logOf(events))));
    expect(after).not.toContain('class="throws"');
    expect(after).toContain('class="last-challenge"');
  });

  it("marks a rival's face-down top seen with a Scout, and keeps it right as cards leave the pile", () => {
    const kit = new Kit({ players: 2, piles: [[["P5", "P6"]]], hands: [["Scout", "Skip"], ["Skip", "Reverse"]] });
    // Bea's pile 1 is R1 R2 R3 … from the top; Ana scouts it.
    kit.act(0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 });
    expect(seenTop(kit.view(0), 1, 0)).toEqual(["R1", "R2", "R3"]);
    let pile = rivalPile(html(createElement(GGBattleTable, props(kit, 0))), 1);
    expect(pile.classes).toContain("seen");
    expect(pile.label).toBe("Pile 1: 8 cards, top face down · you saw: Rock 1");
    expect(pile.inner).toContain('class="tile rock"');
    // Paper 5 beats Rock 1, which leaves; Rock 2 is now on top, still known, still face down.
    kit.challenge(0, 0, 1, 0);
    expect(seenTop(kit.view(0), 1, 0)).toEqual(["R2", "R3"]);
    pile = rivalPile(html(createElement(GGBattleTable, props(kit, 0))), 1);
    expect(pile.label).toBe("Pile 1: 7 cards, top face down · you saw: Rock 2");
    // Bea sees nothing of the kind: the look was Ana's.
    expect(seenTop(kit.view(1), 1, 0)).toEqual([]);
    // Other piles were not looked at.
    expect(rivalPile(html(createElement(GGBattleTable, props(kit, 0))), 2).classes).not.toContain("seen");
  });

  it("forgets a look once the pile is reordered (a Sink makes it stale)", () => {
    const kit = new Kit({ players: 2, hands: [["Scout", "Swap"], ["Sink", "Reverse"]] });
    kit.act(0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 });
    kit.act(0, { type: "endTurn" });
    expect(seenTop(kit.view(0), 1, 0)).toEqual(["R1", "R2", "R3"]);
    kit.act(1, { type: "strategy", card: "Sink", pile: 0 });
    expect(seenTop(kit.view(0), 1, 0)).toEqual([]);
    expect(rivalPile(html(createElement(GGBattleTable, props(kit, 0))), 1).classes).not.toContain("seen");
  });

  it("keeps a history of the cards turned up, per player, and the strategy cards played", () => {
    const kit = new Kit({ players: 2, piles: [[["P5"]]], hands: [["Scout", "Skip"], ["Skip", "Reverse"]] });
    kit.challenge(0, 0, 1, 0); // Paper 5 takes Bea's Rock 1
    kit.act(0, { type: "strategy", card: "Skip" });
    const out = html(createElement(Revealed, { view: kit.view(0), names }));
    expect(out).toMatch(/<li data-seat="1"><h3>Bea<\/h3><p class="tiles"><span class="tile rock" role="img" aria-label="Rock 1">/);
    expect(out).toMatch(/<li data-seat="0"><h3>Ana<\/h3><p class="tiles"><span class="muted small">nothing shown yet/);
    expect(out).toContain("Strategy cards played");
    expect(out).toMatch(/Rock-paper-scissors.*Ana: <strong>Rock/);
  });

  it("shows a knocked-out player leaving: a line naming them until the next challenge, their piles gone", () => {
    const kit = new Kit({ players: 3, piles: [[["P5", "P6"]], [["GG"]]], hands: [["Skip", "Reverse"], ["Skip", "Reverse"], ["Skip", "Reverse"]] });
    kit.challenge(0, 0, 1, 0); // Paper 5 turns up Bea's GG card: Bea is out
    let log = logOf(kit.events);
    expect(latestDeparture(log)).toEqual({ id: log.findIndex((e) => e.event.type === "eliminated"), seat: 1 });
    expect(html(createElement(Departure, { log, names }))).toContain("Bea leaves the table");
    const out = html(createElement(GGBattleTable, props(kit, 0, log)));
    expect(out).toMatch(/data-seat="1".*?<span class="tag gone">eliminated<\/span>/);
    expect((out.match(/class="pile-button/g) ?? []).length).toBe(4); // only Cid's four piles are left to challenge
    // The next challenge (against Cid) takes the line away.
    kit.challenge(0, 0, 2, 0);
    log = logOf(kit.events);
    expect(latestDeparture(log)).toBe(null);
    expect(html(createElement(Departure, { log, names }))).toBe("");
  });
});
