/** The server's games (names, options with their texts, defaults, bot levels), loaded once. */
import { useEffect, useState } from "react";
import type { Locale } from "@gg/core";
import { fetchGames } from "./api.ts";
import type { GameInfo } from "./protocol.ts";

export function useGames(): { games: GameInfo[] | null; error: string | null } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchGames().then(
      (g) => live && setGames(g),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  return { games, error };
}

export function gameName(games: readonly GameInfo[] | null, id: string, locale: Locale): string {
  return games?.find((g) => g.id === id)?.names[locale] ?? id;
}

/** "Exact-bid bonus: 5 · Up and Down: off", in the current language. */
export function optionSummary(game: GameInfo | undefined, options: unknown, locale: Locale, on: string, off: string): string {
  if (!game || !options || typeof options !== "object") return "";
  return Object.entries(options as Record<string, unknown>)
    .map(([key, value]) => {
      const label = game.optionText[key]?.label[locale] ?? key;
      const shown = typeof value === "boolean" ? (value ? on : off) : String(value);
      return `${label}: ${shown}`;
    })
    .join(" · ");
}
