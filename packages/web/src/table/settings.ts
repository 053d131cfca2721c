/**
 * The player's table settings, remembered in this browser: four-colour deck,
 * card size, hand sorting, auto-play of a forced card, sound muted, animation
 * speed (pace.ts). A tiny
 * store React reads with useSyncExternalStore.
 */
import { useSyncExternalStore } from "react";

export interface TableSettings {
  /** Diamonds blue and clubs green, so the four suits differ by colour. */
  readonly fourColour: boolean;
  readonly cardSize: "small" | "medium" | "large";
  /** How the hand is ordered: as the game sends it (by suit), or by rank. */
  readonly sort: "suit" | "rank";
  /** Play the only legal card by itself (off by default: a forced card still takes a click). */
  readonly autoPlay: boolean;
  readonly muted: boolean;
  /** How fast cards move and a taken trick leaves the felt (pace.ts). */
  readonly animation: "normal" | "fast";
}

export const DEFAULT_SETTINGS: TableSettings = { fourColour: false, cardSize: "medium", sort: "suit", autoPlay: false, muted: false, animation: "normal" };
const KEY = "gg.table";

function read(): TableSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<TableSettings>;
    return sanitize(saved);
  } catch {
    return DEFAULT_SETTINGS; // storage disabled or damaged: defaults, forgotten on reload
  }
}

/** Only known values survive (an old or hand-edited entry cannot break the table). */
export function sanitize(saved: Partial<Record<keyof TableSettings, unknown>>): TableSettings {
  const d = DEFAULT_SETTINGS;
  return {
    fourColour: typeof saved.fourColour === "boolean" ? saved.fourColour : d.fourColour,
    cardSize: saved.cardSize === "small" || saved.cardSize === "large" || saved.cardSize === "medium" ? saved.cardSize : d.cardSize,
    sort: saved.sort === "rank" || saved.sort === "suit" ? saved.sort : d.sort,
    autoPlay: typeof saved.autoPlay === "boolean" ? saved.autoPlay : d.autoPlay,
    muted: typeof saved.muted === "boolean" ? saved.muted : d.muted,
    animation: saved.animation === "fast" || saved.animation === "normal" ? saved.animation : d.animation,
  };
}

let current: TableSettings | null = null;
const listeners = new Set<() => void>();

export function tableSettings(): TableSettings {
  return (current ??= typeof localStorage === "undefined" ? DEFAULT_SETTINGS : read());
}

export function changeSettings(patch: Partial<TableSettings>): void {
  current = { ...tableSettings(), ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* see read() */
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTableSettings(): TableSettings {
  return useSyncExternalStore(subscribe, tableSettings, () => DEFAULT_SETTINGS);
}
