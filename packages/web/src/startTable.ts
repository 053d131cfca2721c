/**
 * A table's address opened cold (a link, a reload): what its first paint waits for starts at
 * once, side by side — the guest identity, the felt's code, the game's table (its game read from
 * the room's public info) and the join itself — while the language loads, instead of one after
 * the other once the app has rendered.
 */
import { ensureGuest, fetchRoomInfo } from "./api.ts";
import { preloadTable } from "./games/registry.tsx";

/** Starts the fetches and the join (a refusal waits for the language: it is told in it). */
export function startTable(id: string, watch: boolean): void {
  // In the order they are needed: the join's guest and code first, the table's code after.
  void ensureGuest().catch(() => {}); // the join asks again and reports a failure
  // The room's page loads the connection again and shows what failed.
  void import("./session.ts").then(({ sessionFor }) => sessionFor(id, watch), () => {});
  void fetchRoomInfo(id).then((info) => preloadTable(info.game), () => {});
  void import("./table/FeltTable.tsx").catch(() => {});
}
