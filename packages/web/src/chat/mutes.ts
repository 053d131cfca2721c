/**
 * Muted players, per viewer and remembered in this browser: their chat lines are
 * hidden here only (the server and everyone else still see them).
 */
import { useSyncExternalStore } from "react";

const KEY = "gg.muted";
const listeners = new Set<() => void>();
let cache: ReadonlySet<string> | null = null;

function read(): ReadonlySet<string> {
  if (cache) return cache;
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    cache = new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
  } catch {
    cache = new Set(); // storage disabled or damaged: nobody muted
  }
  return cache;
}

export function setMuted(playerId: string, muted: boolean): void {
  const next = new Set(read());
  if (muted) next.add(playerId);
  else next.delete(playerId);
  cache = next;
  try {
    localStorage.setItem(KEY, JSON.stringify([...next]));
  } catch {
    /* remembered for this page only */
  }
  for (const l of listeners) l();
}

/** The muted player ids; re-renders when they change. */
export function useMuted(): ReadonlySet<string> {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}
