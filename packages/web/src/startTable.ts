/**
 * A table's address opened cold (a link, a reload): what its first paint waits for starts at
 * once, side by side — the guest identity, the felt's code, the game's table (its game read from
 * the room's public info) and the room connection's code — instead of one after the other once
 * the app has rendered.
 */
import { ensureGuest, fetchRoomInfo } from "./api.ts";
import { preloadTable } from "./games/registry.tsx";

/** Starts the fetches; the returned function joins (call it once the language is loaded: a refusal is told in it). */
export function startTable(id: string, watch: boolean): () => Promise<void> {
  void ensureGuest().catch(() => {}); // the join asks again and reports a failure
  void import("./table/FeltTable.tsx").catch(() => {});
  void fetchRoomInfo(id).then((info) => preloadTable(info.game), () => {});
  const session = import("./session.ts");
  return async () => {
    try {
      (await session).sessionFor(id, watch);
    } catch {
      // The room's page loads the connection again and shows what failed.
    }
  };
}
