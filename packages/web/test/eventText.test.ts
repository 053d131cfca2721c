/**
 * The game log never shows an event raw (`strategyDealt`, `ev.called`): every
 * registered game is played by random bots, with its default options and with
 * every switch on, and each event type it tells any seat must be one the log
 * knows, reading as a finished sentence in all three languages. Events random
 * play seldom reaches (Truco's hand of eleven) are found in the games' sources.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cardName, nearestPlayerCount, playMatch, rankName, type AnyGame, type GameEvent, type Locale, type Rank } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { GAMES } from "@gg/games";
import { eventText, knownEvent } from "../src/eventText.ts";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import { uk } from "../src/locales/uk.ts";

const LOCALES: readonly Locale[] = ["en", "pt-BR", "uk"];
const names = ["Ana", "Bea", "Cid", "Dan", "Eva", "Fil", "Gus", "Hal", "Ivo"];
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en }, "pt-BR": { translation: ptBR }, uk: { translation: uk } }, interpolation: { escapeValue: false } });
});

/** The defaults, and every boolean option on: the variants with events of their own (Joker, Cut, strategy deck…). */
function optionSets(game: AnyGame): unknown[] {
  const defaults = game.options.parse({}) as Record<string, unknown>;
  return [defaults, Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, typeof v === "boolean" ? true : v]))];
}

/** Every event any seat or spectator is told in a few random matches, a handful of each type. */
function eventsOf(game: AnyGame): GameEvent[] {
  const byType = new Map<string, GameEvent[]>();
  const keep = (events: readonly GameEvent[]) => {
    for (const e of events) {
      const list = byType.get(e.type) ?? [];
      if (list.length < 12) byType.set(e.type, [...list, e]);
    }
  };
  const counts = [...new Set([game.minPlayers, nearestPlayerCount(game, 4)])];
  for (const [o, options] of optionSets(game).entries())
    for (const players of counts)
      for (let run = 0; run < propertyRuns(2); run++) {
        const { match } = playMatch(game, { players, options, seed: `log/${game.id}/${o}/${players}/${run}`, afterAction: (_m, _s, _a, events) => keep(events) });
        keep(match.setupEvents);
      }
  return [...byType.values()].flat();
}

describe("every registered game's events read as log lines", () => {
  it.each(GAMES.map((g) => [g.id, g] as const))("%s", (_id, game) => {
    const events = eventsOf(game);
    const unknown = [...new Set(events.map((e) => e.type).filter((type) => !knownEvent(type)))];
    expect(unknown, `give these events a text in eventText.ts (and ev.* in the locales) or make them quiet there`).toEqual([]);
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale) as TFunction;
      for (const event of events) {
        const text = eventText(event, { t: t as never, names, cardName: (c) => cardName(c, locale), rankName: (r) => rankName(r as Rank, locale) });
        if (text === null) continue;
        // A missing key comes back as the key itself; a missing value as a placeholder or "undefined".
        expect([event.type, locale, text]).not.toEqual([event.type, locale, expect.stringMatching(/\b(ev|ggb|king|suits|bet)\.[a-zA-Z]|\{\{|undefined|NaN|\[object|#\d/)]);
      }
    }
  });
});

/** Event types a game's own folder writes (`{ type: "…", to: … }`), tests aside. */
function eventTypesInSource(id: string): string[] {
  const dir = new URL(`../../games/src/${id}/`, import.meta.url).pathname;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  return files.flatMap((f) => [...readFileSync(dir + f, "utf8").matchAll(/\{\s*type:\s*"(\w+)",\s*to:/g)].map((m) => m[1]!));
}

describe("every event type in a registered game's source is known to the log", () => {
  it.each(GAMES.map((g) => [g.id] as const))("%s", (id) => {
    expect([...new Set(eventTypesInSource(id).filter((type) => !knownEvent(type)))]).toEqual([]);
  });
  it("the scan finds events", () => {
    expect(eventTypesInSource("truco")).toContain("partnerHands");
  });
});

describe("log lines in the player's language", () => {
  it("names the rank Bet on Tricks' joker is played as, not its code", () => {
    const ctx = (locale: Locale) => ({ t: i18n.getFixedT(locale) as never, names, cardName: (c: string) => cardName(c, locale), rankName: (r: string) => rankName(r as Rank, locale) });
    const joker: GameEvent = { type: "played", to: "all", seat: 0, card: "X", as: "7" };
    expect(eventText(joker, ctx("en"))).toBe("Ana plays Joker as Seven");
    expect(eventText(joker, ctx("pt-BR"))).toBe("Ana joga Curinga como Sete");
    expect(eventText({ ...joker, as: "Q" }, ctx("uk"))).toBe("Ana грає Джокер як Дама");
  });

  it("names GG Battle's strategy cards and Truco's calls in Portuguese and Ukrainian", () => {
    const ctx = (locale: Locale) => ({ t: i18n.getFixedT(locale) as never, names, cardName: (c: string) => cardName(c, locale), rankName: (r: string) => rankName(r as Rank, locale) });
    expect(eventText({ type: "strategyPlayed", to: "all", seat: 0, card: "Second Chance" }, ctx("pt-BR"))).toBe("Ana joga Segunda Chance");
    expect(eventText({ type: "strategyPlayed", to: "all", seat: 1, card: "Scout" }, ctx("uk"))).toContain("Розвідка");
    expect(eventText({ type: "played", to: "all", seat: 1, faceDown: true }, ctx("pt-BR"))).toBe("Bea joga uma carta virada para baixo");
    expect(eventText({ type: "trickWon", to: "all", seat: 0, team: -1 }, ctx("en"))).toBe("The trick is tied");
    expect(eventText({ type: "gameWon", to: "all", game: 1, team: 1, scores: [0, 12, 0, 12] }, ctx("en"))).toBe("Bea & Dan win game 1");
  });
});
