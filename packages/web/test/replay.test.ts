/** The replay's pure parts on a real recorded Oh Hell match: states, round starts, moves told in the viewer's language. */
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cardName, eventsFor, playMatch, rankName, type Rank } from "@gg/core";
import { ohHell } from "@gg/games/oh-hell/index.ts";
import { moveLines, replaySteps, roundAt, roundStarts } from "../src/replay.ts";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import { uk } from "../src/locales/uk.ts";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en }, "pt-BR": { translation: ptBR }, uk: { translation: uk } }, interpolation: { escapeValue: false } });
});
const names = ["Ana", "Bea", "Cid", "Dan"];
const played = playMatch(ohHell, { players: 4, seed: "replay-test" });
const steps = replaySteps(ohHell, played.record);

describe("a recorded match stepped through", () => {
  it("rebuilds every state: one step per action after the setup, ending on the recorded result", () => {
    expect(steps).toHaveLength(played.record.actions.length + 1);
    expect(ohHell.result(steps.at(-1)!.state as never)).toEqual(played.result);
  });

  it("finds where each round starts, from round 1 at the setup, in order", () => {
    const starts = roundStarts(steps);
    expect(starts[0]).toEqual({ round: 1, step: 0 });
    expect(starts.map((r) => r.round)).toEqual(starts.map((_, i) => i + 1));
    expect(starts.length).toBeGreaterThan(5);
    for (const { round, step } of starts.slice(1)) {
      // The action that ended the previous round dealt this one: its step tells round `round`, the step before is still the last round.
      expect(eventsFor(steps[step]!.events, "spectator").some((e) => e.round === round)).toBe(true);
      expect(roundAt(starts, step)).toBe(round);
      expect(roundAt(starts, step - 1)).toBe(round - 1);
    }
  });

  it("tells a move as the log does, in the viewer's language with the card's name", () => {
    const at = played.record.actions.findIndex((a) => a.seat !== "host" && a.action.type === "play") + 1;
    const card = (played.record.actions[at - 1]!.action as unknown as { card: string }).card;
    const seat = played.record.actions[at - 1]!.seat as number;
    for (const locale of ["en", "pt-BR", "uk"] as const) {
      const lines = moveLines(steps[at]!, "spectator", { t: i18n.getFixedT(locale) as never, names, cardName: (c) => cardName(c, locale), rankName: (r) => rankName(r as Rank, locale) });
      expect(lines[0]).toContain(names[seat]);
      expect(lines[0]).toContain(cardName(card, locale));
      expect(lines.join(" ")).not.toMatch(new RegExp(`\\b${card}\\b`));
    }
    expect(moveLines(steps[at]!, "spectator", { t: i18n.getFixedT("pt-BR") as never, names, cardName: (c) => cardName(c, "pt-BR"), rankName: (r) => rankName(r as Rank, "pt-BR") })[0]).toMatch(/ joga /);
  });
});
