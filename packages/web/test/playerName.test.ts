/** Bot names and levels in the player's language; players' own names as typed. */
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { botLevels } from "@gg/core";
import { GAMES } from "@gg/games";
import { levelName, playerName } from "../src/playerName.ts";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import { uk } from "../src/locales/uk.ts";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en }, "pt-BR": { translation: ptBR }, uk: { translation: uk } }, interpolation: { escapeValue: false } });
});
const t = (locale: string) => i18n.getFixedT(locale) as never;

describe("names at the table", () => {
  it("a bot seat reads in the player's language, with its level's name", () => {
    expect(playerName(t("en"), "Bot 2 (rules)")).toBe("Bot 2 (rules)");
    expect(playerName(t("pt-BR"), "Bot 2 (rules)")).toBe("Robô 2 (regras)");
    expect(playerName(t("uk"), "Bot 4 (search)")).toBe("Бот 4 (пошук)");
  });

  it("a player's own name stays as typed, even one that looks a little like a bot's", () => {
    for (const name of ["Ana", "Bot", "Bot 2", "My Bot 2 (rules)", "Robô 2 (regras)"]) expect(playerName(t("pt-BR"), name)).toBe(name);
  });

  it("every bot level of every registered game has its name in every language", () => {
    const levels = [...new Set(GAMES.flatMap((g) => botLevels(g)))];
    for (const locale of ["en", "pt-BR", "uk"])
      for (const level of levels) expect([locale, level, i18n.exists(`room.levels.${level}`, { lng: locale })]).toEqual([locale, level, true]);
    expect(levelName(t("pt-BR"), "random")).toBe("aleatório");
  });
});
