/**
 * What may happen when a hand runs out of cards, and the guard that keeps a player from being
 * left with no card to discard: shared by `apply` and the list of legal actions.
 */
import type { CardCode, Seat } from "@gg/core";
import { isCleanCanastra, type Sequence } from "./sequence.ts";
import { teamOfSeat, type BuracoState } from "./state.ts";

export type EmptyingProblem = "CANNOT_GO_OUT_WITHOUT_MORTO" | "CANNOT_GO_OUT_WITHOUT_CLEAN_CANASTRA";

/**
 * Emptying `seat`'s hand with the team's sequences `melds`: the player goes out (morto already
 * taken, a clean canastra held), wins the next morto on the table (the team has none yet), or may not.
 */
export function emptyingOutcome(state: BuracoState, seat: Seat, melds: readonly Sequence[]): "goOut" | "morto" | EmptyingProblem {
  const status = state.morto[teamOfSeat(seat)];
  if (status === "taken") return melds.some(isCleanCanastra) ? "goOut" : "CANNOT_GO_OUT_WITHOUT_CLEAN_CANASTRA";
  // A morto set aside for the partner is the team's one: it is not yet in a hand.
  if (status === "none" && state.mortos.length > 0) return "morto";
  return "CANNOT_GO_OUT_WITHOUT_MORTO";
}

/** Whether a player holding `hand` (not empty) can still end the turn with a discard. */
export function leavesADiscard(state: BuracoState, seat: Seat, hand: readonly CardCode[], melds: readonly Sequence[], takenCard: CardCode | null): boolean {
  if (hand.length >= 2) return takenCard === null || hand.some((card) => card !== takenCard);
  if (hand[0] === takenCard) return false;
  const outcome = emptyingOutcome(state, seat, melds);
  return outcome === "goOut" || outcome === "morto";
}
