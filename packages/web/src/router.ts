/** A tiny history-API router: the few routes of the client need no library. */
import { useSyncExternalStore } from "react";

export type Route =
  | { readonly name: "lobby" }
  | { readonly name: "room"; readonly id: string; readonly watch: boolean }
  | { readonly name: "rules"; readonly game: string | null }
  | { readonly name: "howto"; readonly game: string | null }
  | { readonly name: "history" }
  | { readonly name: "replay"; readonly id: string }
  | { readonly name: "leaderboards"; readonly game: string | null }
  | { readonly name: "profile"; readonly id: string | null };

export function parseRoute(pathname: string, search = ""): Route {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const watch = new URLSearchParams(search).has("watch");
  // The server's invite links are /join/<code>; /room/<code> is the same table.
  if ((parts[0] === "room" || parts[0] === "join") && parts[1]) return { name: "room", id: parts[1], watch };
  if (parts[0] === "rules") return { name: "rules", game: parts[1] ?? null };
  if (parts[0] === "howto") return { name: "howto", game: parts[1] ?? null };
  if (parts[0] === "history") return { name: "history" };
  if (parts[0] === "replay" && parts[1]) return { name: "replay", id: parts[1] };
  if (parts[0] === "leaderboards") return { name: "leaderboards", game: parts[1] ?? null };
  if (parts[0] === "profile" || (parts[0] === "players" && parts[1])) return { name: "profile", id: parts[1] ?? null };
  return { name: "lobby" };
}

/** A room code from what a player pasted: a bare code or any link ending in /join/<code> or /room/<code>. */
export function codeFrom(input: string): string | null {
  const text = input.trim();
  const m = text.match(/\/(?:join|room)\/([\w-]+)/) ?? text.match(/^([\w-]{4,64})$/);
  return m ? m[1]! : null;
}

const listeners = new Set<() => void>();
function notify(): void {
  for (const l of listeners) l();
}
if (typeof window !== "undefined") window.addEventListener("popstate", notify);

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  notify();
  window.scrollTo(0, 0);
}

let cache: { key: string; route: Route } | null = null;
function snapshot(): Route {
  const key = location.pathname + location.search;
  if (cache?.key !== key) cache = { key, route: parseRoute(location.pathname, location.search) };
  return cache.route;
}

export function useRoute(): Route {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
  );
}
