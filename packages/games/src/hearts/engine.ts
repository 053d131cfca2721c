/** The contract's entry points: setup, who acts, legal actions, apply, the end. */
import {
  Chance,
  endedByHost,
  IllegalActionError,
  initialChance,
  type ApplyResult,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { startHand } from "./hand.ts";
import { passActionsOf } from "./cards.ts";
import { submitPass } from "./pass.ts";
import { playActions, playCard } from "./play.ts";
import { standings } from "./score.ts";
import { copyState, type HeartsAction, type HeartsOptions, type HeartsState } from "./state.ts";

export function setup({ players, options, seed, chance: fixed }: SetupInput<HeartsOptions>): ApplyResult<HeartsState> {
  const chance = new Chance(initialChance(seed, fixed));
  const events: GameEvent[] = [];
  const empty: HeartsState = {
    players,
    options,
    chance: chance.save(),
    round: 1,
    phase: "pass",
    turn: 0,
    hands: [],
    passes: [],
    received: [],
    trick: [],
    history: [],
    heartsBroken: false,
    taken: [],
    jackTaker: null,
    scores: new Array<number>(players).fill(0),
    sheet: [],
    endedByHost: false,
  };
  return { state: startHand(empty, chance, events), events };
}

// Shared frozen seat lists (who acts is asked before every action): one seat in the play, and
// during the pass the seats still choosing, by their bitmask.
const ONE_SEAT: readonly (readonly Seat[])[] = Array.from({ length: 6 }, (_, seat) => Object.freeze([seat]));
const CHOOSING: readonly (readonly Seat[])[] = Array.from({ length: 1 << 6 }, (_, mask) =>
  Object.freeze([0, 1, 2, 3, 4, 5].filter((seat) => mask & (1 << seat))),
);
const NOBODY: readonly Seat[] = Object.freeze([]);

export function activeSeats(state: HeartsState): readonly Seat[] {
  if (state.phase === "play") return ONE_SEAT[state.turn]!;
  if (state.phase === "over") return NOBODY;
  let choosing = 0;
  for (let seat = 0; seat < state.players; seat++) if (state.passes[seat] === null) choosing |= 1 << seat;
  return CHOOSING[choosing]!;
}

export function legalActions(state: HeartsState, seat: Seat): HeartsAction[] {
  if (state.phase === "play") return seat === state.turn ? playActions(state, seat) : [];
  if (state.phase === "pass" && state.passes[seat] === null) return passActionsOf(state.hands[seat]!);
  return [];
}

export function apply(state: HeartsState, seat: Seat, action: HeartsAction): ApplyResult<HeartsState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") throw new IllegalActionError("MALFORMED_ACTION", "an action must be an object with a type");
  if (state.phase === "pass") {
    if (state.passes[seat] !== null) notYourTurn(state, seat);
    if (action.type === "play") throw new IllegalActionError("NOT_PASSING", "choose your 3 cards to pass first");
    if (action.type !== "pass") unknownType(action);
    return submitPass(state, seat, action.cards);
  }
  if (seat !== state.turn) notYourTurn(state, seat);
  if (action.type === "pass") throw new IllegalActionError("NOT_PLAYING", "the pass is over: play a card");
  if (action.type !== "play") unknownType(action);
  return playCard(state, seat, action.card);
}

function notYourTurn(state: HeartsState, seat: Seat): never {
  // The contract suite wants NOT_YOUR_TURN for every seat outside activeSeats: a second pass says so in the message.
  if (state.phase === "pass" && Array.isArray(state.passes[seat])) {
    throw new IllegalActionError("NOT_YOUR_TURN", `ALREADY_SUBMITTED: seat ${seat} has already chosen its pass`);
  }
  const who = state.phase === "pass" ? "the seats still choosing their pass" : `seat ${state.turn}`;
  throw new IllegalActionError("NOT_YOUR_TURN", `it is ${who}'s turn, not seat ${String(seat)}'s`);
}

function unknownType(action: { type?: unknown }): never {
  throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String(action.type)}'`);
}

export function result(state: HeartsState): GameResult | null {
  return state.phase === "over" ? standings(state.scores, state.endedByHost) : null;
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: HeartsState): ApplyResult<HeartsState> {
  return endedByHost(copyState(state), state.scores);
}
