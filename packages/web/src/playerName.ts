/**
 * Names as players read them. A bot seat is named by the server "Bot 2 (rules)"
 * (server/src/table/table.ts, whatever the players' languages); the client shows
 * it in the player's language with its level's name ("Robô 2 (regras)"). A
 * player's own name is shown as typed.
 */
import { useTranslation } from "react-i18next";

type T = (key: string, options?: Record<string, unknown>) => string;

const BOT_NAME = /^Bot (\d+) \(([\w-]+)\)$/;

/** A bot level (`random`, `rules`, `search`) in the player's language; an unknown level as it is. */
export function levelName(t: T, level: string): string {
  return t(`room.levels.${level}`, { defaultValue: level });
}

export function playerName(t: T, name: string): string {
  const bot = BOT_NAME.exec(name);
  return bot ? t("room.botName", { n: bot[1], level: levelName(t, bot[2]!) }) : name;
}

export function usePlayerName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => playerName(t as T, name);
}
