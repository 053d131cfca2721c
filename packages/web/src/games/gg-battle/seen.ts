/**
 * What we know of rival piles from our Scout looks. A look stays good while the
 * pile has had no Swap or Sink since (its public `reorders` count is unchanged):
 * cards only ever leave a pile from the top, so with `size − now` cards gone the
 * look's cards from that index on are still the pile's top cards, in order.
 */
import type { GGBattleView } from "@gg/games/gg-battle/view.ts";

/** The cards we know on top of a rival pile now, top first (empty: nothing known). */
export function seenTop(view: Pick<GGBattleView, "peeks" | "seats">, rival: number, pile: number): readonly string[] {
  const seat = view.seats.find((s) => s.seat === rival);
  if (!seat || seat.out) return [];
  const now = seat.pileSizes[pile] ?? 0;
  let best: readonly string[] = [];
  for (const peek of view.peeks) {
    if (peek.rival !== rival || peek.pile !== pile || peek.reorders !== seat.reorders[pile]) continue;
    const gone = peek.size - now;
    if (gone < 0) continue; // the pile grew: cannot happen, but then the look says nothing
    const still = peek.cards.slice(gone);
    if (still.length > best.length) best = still;
  }
  return best;
}
