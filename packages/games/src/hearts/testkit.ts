/** Test helpers: stacked deals, a match at the start of the play, and plays by the seat in turn. */
import { Match, type ChanceOutcome } from "@gg/core";
import { hearts } from "./index.ts";
import type { HeartsOptions, HeartsState } from "./state.ts";

export type HeartsMatch = Match<typeof hearts>;

export const dealOf = (hands: readonly (readonly string[])[]): ChanceOutcome => ({ kind: "deal", value: { hands } });

export const stateOf = (match: HeartsMatch): HeartsState => match.state as HeartsState;

export function start(hands: readonly (readonly string[])[], options: Partial<HeartsOptions> = {}, more: ChanceOutcome[] = []): HeartsMatch {
  return new Match(hearts, { players: hands.length, seed: "stacked", chance: [dealOf(hands), ...more], options });
}

/**
 * A match of the first hand at its first card, holding exactly `after` once the
 * left pass is done. Each seat passes the 3 lowest cards of its left
 * neighbour's `after` hand, so the deal is built backwards from `after`.
 */
export function atPlay(after: readonly (readonly string[])[], options: Partial<HeartsOptions> = {}): HeartsMatch {
  const n = after.length;
  const passes = after.map((_, seat) => after[(seat + 1) % n]!.slice(0, 3));
  const dealt = after.map((hand, seat) => {
    const received = passes[(seat - 1 + n) % n]!;
    return [...hand.filter((card) => !received.includes(card)), ...passes[seat]!];
  });
  const match = start(dealt, options);
  passes.forEach((cards, seat) => match.act(seat, { type: "pass", cards }));
  return match;
}

/** Plays the given cards, each by the seat in turn. */
export function play(match: HeartsMatch, ...cards: string[]): void {
  for (const card of cards) match.act(match.activeSeats()[0]!, { type: "play", card });
}

/** The cards the seat in turn may play. */
export function legalCards(match: HeartsMatch): string[] {
  return match.legalActions(match.activeSeats()[0]!).flatMap((a) => (a.type === "play" ? [a.card] : []));
}

/** Plays the first legal action of every seat until the hand `round` is over (passes included). */
export function finishHand(match: HeartsMatch): void {
  const round = stateOf(match).round;
  while (!match.result() && stateOf(match).round === round) {
    const seat = match.activeSeats()[0]!;
    match.act(seat, match.legalActions(seat)[0]!);
  }
}

/** Every card of a suit, low to high. */
export const suit = (s: string, ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]): string[] => ranks.map((r) => r + s);
