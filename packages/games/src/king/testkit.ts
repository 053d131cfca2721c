/** Test helpers: stacked deals, choices and plays by the seat in turn. */
import { Match, type ChanceOutcome, type Suit } from "@gg/core";
import type { NegativeId } from "./contracts.ts";
import { king } from "./index.ts";
import type { KingAction, KingOptions, KingState } from "./state.ts";

export type KingMatch = Match<typeof king>;

export const dealOf = (hands: readonly (readonly string[])[]): ChanceOutcome => ({ kind: "deal", value: { hands } });

export const stateOf = (match: KingMatch): KingState => match.state as KingState;

/** Every card of a suit, low to high (or the ranks given). */
export const suit = (s: string, ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]): string[] => ranks.map((r) => r + s);

/** Seat 0 holds the clubs, 1 the diamonds, 2 the hearts, 3 the spades: every seat is void in every other suit. */
export const BY_SUIT = [suit("C"), suit("D"), suit("H"), suit("S")];

/** A match whose first dealer is `dealer` and whose first hand is `hands` (further deals follow the seed). */
export function start(hands: readonly (readonly string[])[], dealer = 0, options: Partial<KingOptions> = {}, more: ChanceOutcome[] = []): KingMatch {
  return new Match(king, { players: 4, seed: "stacked", chance: [{ kind: "firstDealer", value: dealer }, dealOf(hands), ...more], options });
}

export type Choice = { readonly contract: NegativeId } | { readonly contract: "positive"; readonly trump: Suit | null };

export function choose(match: KingMatch, action: Choice): void {
  match.act(match.activeSeats()[0]!, { type: "choose", ...action } as KingAction);
}

/** Plays the given cards, each by the seat in turn. */
export function play(match: KingMatch, ...cards: string[]): void {
  for (const card of cards) match.act(match.activeSeats()[0]!, { type: "play", card });
}

/** The cards the seat in turn may play. */
export function legalCards(match: KingMatch): string[] {
  return match.legalActions(match.activeSeats()[0]!).flatMap((a) => (a.type === "play" ? [a.card] : []));
}

/** Plays the first legal card of every seat until hand `round` is over. */
export function finishHand(match: KingMatch): void {
  const round = stateOf(match).round;
  while (!match.result() && stateOf(match).round === round) {
    const seat = match.activeSeats()[0]!;
    match.act(seat, match.legalActions(seat)[0]!);
  }
}
