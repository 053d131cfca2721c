import type { AnyGame, GameEvent, GameResult, Seat } from "./contract.ts";
import type { ChanceOutcome } from "./chance.ts";
import { Match, type MatchRecord } from "./match.ts";
import { createRandom, randomInt } from "./random.ts";
import { botAction, makeBot } from "./bots.ts";

export interface PlayoutInput {
  readonly players: number;
  readonly seed: string;
  readonly options?: unknown;
  readonly chance?: readonly ChanceOutcome[];
  /** Seeds the players' choices; defaults to the match seed. */
  readonly policySeed?: string;
  /** Bot level per seat (default: `random` everywhere). */
  readonly bots?: readonly string[];
  /** A guard against engines that never end. */
  readonly maxActions?: number;
  /** Called after every action, e.g. by property tests checking invariants. */
  readonly afterAction?: (match: Match, seat: Seat, action: { type: string }, events: readonly GameEvent[]) => void;
}

export interface PlayoutOutput {
  readonly record: MatchRecord;
  readonly result: GameResult;
  readonly actions: number;
  readonly match: Match;
}

/**
 * Plays one complete match with bots (uniform random by default). When
 * several seats may act (simultaneous phases), a random one of them acts
 * first, so submissions arrive in every order.
 */
export function playMatch(game: AnyGame, input: PlayoutInput): PlayoutOutput {
  const match = new Match(game, input);
  const policy = createRandom(input.policySeed ?? `${input.seed}/policy`);
  const bots = Array.from({ length: input.players }, (_, seat) => makeBot(game, input.bots?.[seat] ?? "random"));
  const maxActions = input.maxActions ?? 1_000_000;
  for (;;) {
    const result = match.result();
    if (result) return { record: match.record(), result, actions: match.actionCount, match };
    const active = match.activeSeats();
    if (active.length === 0) throw new Error(`${game.id}: no seat may act but the game is not over`);
    if (match.actionCount >= maxActions) throw new Error(`${game.id}: no end after ${maxActions} actions`);
    const seat = active.length === 1 ? active[0]! : active[randomInt(policy, active.length)]!;
    const action = botAction(game, bots[seat]!, match.state, seat, policy);
    const { events } = match.act(seat, action);
    input.afterAction?.(match, seat, action, events);
  }
}
