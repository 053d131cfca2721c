/** The contract's entry points: setup, who acts, legal actions, apply (the choice and the play), the end. */
import {
  Chance,
  checkTurn,
  endedByHost,
  IllegalActionError,
  initialChance,
  SUITS,
  type ApplyResult,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { standings } from "../oh-hell/engine.ts";
import { choices, isNegative, mayChooseNegative } from "./contracts.ts";
import { startHand } from "./hand.ts";
import { playActions, playCard } from "./play.ts";
import { copyState, PLAYERS, type KingAction, type KingOptions, type KingState } from "./state.ts";

export function setup({ options, seed, chance: fixed }: SetupInput<KingOptions>): ApplyResult<KingState> {
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, PLAYERS);
  const events: GameEvent[] = [];
  const empty: KingState = {
    players: PLAYERS,
    options,
    chance: chance.save(),
    round: 1,
    dealer,
    phase: "choose",
    turn: dealer,
    hands: [],
    contract: null,
    trump: null,
    trick: [],
    history: [],
    tricks: [],
    points: [],
    negativesPlayed: [],
    hadPositive: [false, false, false, false],
    scores: [0, 0, 0, 0],
    sheet: [],
    endedByHost: false,
  };
  return { state: startHand(empty, chance, events), events };
}

export function activeSeats(state: KingState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

export function legalActions(state: KingState, seat: Seat): KingAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "choose") return choices(state.round, state.hadPositive[seat]!, state.negativesPlayed);
  return playActions(state, seat);
}

export function apply(state: KingState, seat: Seat, action: KingAction): ApplyResult<KingState> {
  checkTurn(state, seat, action);
  switch (action.type) {
    case "choose":
      if (state.phase !== "choose") throw new IllegalActionError("NOT_CHOOSING", "the contract is chosen: play a card");
      return choose(state, seat, action);
    case "play":
      if (state.phase !== "play") throw new IllegalActionError("NOT_PLAYING", "the dealer chooses the contract first");
      return playCard(state, seat, action.card);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

/** The dealer names the contract (and a positive's trump); the dealer then leads. */
function choose(state: KingState, seat: Seat, action: KingAction & { type: "choose" }): ApplyResult<KingState> {
  const { contract } = action;
  const trump = (action as { trump?: unknown }).trump;
  const hadPositive = state.hadPositive[seat]!;
  const next = copyState(state);
  if (contract === "positive") {
    if (trump !== null && !(SUITS as readonly unknown[]).includes(trump)) {
      throw new IllegalActionError("MALFORMED_ACTION", "a positive names its trump: 'C', 'D', 'H', 'S', or null for no trump");
    }
    if (hadPositive) throw new IllegalActionError("POSITIVE_ALREADY_CHOSEN", "you have had your positive hand: choose a negative");
    const had = state.hadPositive.slice();
    had[seat] = true;
    next.hadPositive = had;
    next.trump = trump as KingState["trump"];
  } else {
    if (!isNegative(contract)) throw new IllegalActionError("MALFORMED_ACTION", `unknown contract '${String(contract)}'`);
    if (trump !== undefined && trump !== null) throw new IllegalActionError("MALFORMED_ACTION", "only a positive names a trump");
    if (state.negativesPlayed.includes(contract)) throw new IllegalActionError("CONTRACT_ALREADY_PLAYED", `${contract} has been played in this match`);
    if (!mayChooseNegative(state.round, hadPositive)) {
      throw new IllegalActionError("POSITIVE_REQUIRED", "you do not deal again: this hand must be your positive");
    }
    next.negativesPlayed = [...state.negativesPlayed, contract];
    next.trump = null;
  }
  next.contract = contract;
  next.phase = "play";
  next.turn = state.dealer;
  return { state: next, events: [{ type: "contractChosen", to: "all", seat, contract, trump: next.trump }] };
}

export function result(state: KingState): GameResult | null {
  return state.phase === "over" ? standings(state.scores, state.endedByHost) : null;
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: KingState): ApplyResult<KingState> {
  return endedByHost(copyState(state), state.scores);
}
