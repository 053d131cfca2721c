/** A hand's life: the deal (the dealer then chooses the contract), the scoring, the next deal or the end. */
import { Chance, type GameEvent } from "@gg/core";
import { drawDeal } from "../hearts/deal.ts";
import { copyState, leftOf, PLAYERS, ROUNDS, type KingState } from "./state.ts";

/** Deals hand `state.round` with `state.dealer` dealing; the dealer chooses next. */
export function startHand(state: KingState, chance: Chance, events: GameEvent[]): KingState {
  const deal = drawDeal(chance, PLAYERS);
  events.push({ type: "dealt", to: "all", round: state.round, dealer: state.dealer });
  for (let seat = 0; seat < PLAYERS; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "choose";
  next.turn = state.dealer;
  next.hands = deal.hands;
  next.contract = null;
  next.trump = null;
  next.trick = [];
  next.history = [];
  next.tricks = [0, 0, 0, 0];
  next.points = [0, 0, 0, 0];
  return next;
}

/** Adds the hand's points to the totals; ends the match after the tenth hand, else deals the next. */
export function endHand(state: KingState, events: GameEvent[]): KingState {
  const { points, contract, trump } = state;
  const scores = state.scores.map((total, seat) => total + points[seat]!);
  const stoppedEarly = state.history.length < 13;
  events.push({ type: "roundScored", to: "all", round: state.round, contract, trump, points, scores, stoppedEarly });
  const next = copyState(state);
  next.scores = scores;
  next.sheet = [...state.sheet, { round: state.round, dealer: state.dealer, contract: contract!, trump, points, stoppedEarly }];
  if (state.round === ROUNDS) {
    events.push({ type: "gameOver", to: "all", scores });
    next.phase = "over";
    next.trick = [];
    return next;
  }
  next.round = state.round + 1;
  next.dealer = leftOf(state.dealer);
  return startHand(next, new Chance(state.chance), events);
}
