/** The contract's entry points: setup, who acts, legal actions, apply, the end. */
import {
  Chance,
  IllegalActionError,
  InvalidSetupError,
  initialChance,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { standings } from "../hearts/score.ts";
import { canFit, DECK, drewEvent, drewSeenByOthers, fits, followActions, lackBits, leadActions, playedEvent, withCard, without } from "./cards.ts";
import { afterPlay, passes, passTurn, startRound } from "./round.ts";
import { copyState, type DonkeyAction, type DonkeyOptions, type DonkeyState } from "./state.ts";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/** The most players a hand size allows: everyone's cards must come out of one deck (7 cards: 7 players). */
export function maxPlayersFor(handSize: number): number {
  return Math.min(MAX_PLAYERS, Math.floor(DECK.length / handSize));
}

export function setup({ players, options, seed, chance: fixed }: SetupInput<DonkeyOptions>): ApplyResult<DonkeyState> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > maxPlayersFor(options.handSize)) {
    throw new InvalidSetupError(`donkey with ${options.handSize} cards each takes ${MIN_PLAYERS}–${maxPlayersFor(options.handSize)} players, not ${players}`);
  }
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, players);
  const events: GameEvent[] = [];
  const empty: DonkeyState = {
    players,
    options,
    chance: chance.save(),
    round: 1,
    dealer,
    phase: "play",
    turn: 0,
    leader: 0,
    hands: [],
    stock: [],
    drawn: 0,
    trick: [],
    history: [],
    lacks: [],
    donkeys: new Array<number>(players).fill(0),
    sheet: [],
    endedByHost: false,
  };
  return { state: startRound(empty, chance, events), events };
}

// Shared one-seat lists: who acts is asked after every action.
const ONE_SEAT: readonly (readonly Seat[])[] = Array.from({ length: MAX_PLAYERS }, (_, seat) => Object.freeze([seat]));

export function activeSeats(state: DonkeyState): readonly Seat[] {
  return state.phase === "over" ? [] : ONE_SEAT[state.turn]!;
}

/** The leader may play any card; a follower a card that fits, or else the draw. */
export function legalActions(state: DonkeyState, seat: Seat): readonly DonkeyAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  const hand = state.hands[seat]!;
  return state.trick.length === 0 ? leadActions(hand) : followActions(hand, state.trick[0]!.card);
}

export function apply(state: DonkeyState, seat: Seat, action: DonkeyAction): ApplyResult<DonkeyState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") throw new IllegalActionError("MALFORMED_ACTION", "an action must be an object with a type");
  if (seat !== state.turn) throw new IllegalActionError("NOT_YOUR_TURN", `it is seat ${state.turn}'s turn, not seat ${String(seat)}'s`);
  switch (action.type) {
    case "play":
      return play(state, seat, action.card);
    case "draw":
      return draw(state, seat);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function play(state: DonkeyState, seat: Seat, card: unknown): ApplyResult<DonkeyState> {
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as 'QS'");
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  if (state.trick.length > 0 && !fits(card, state.trick[0]!.card)) {
    throw new IllegalActionError("MUST_FIT", `${card} does not fit ${state.trick[0]!.card}: play a card of its suit or its rank`);
  }
  const next = copyState(state);
  const hands = state.hands.slice();
  hands[seat] = without(hand, at);
  next.hands = hands;
  const events: GameEvent[] = [playedEvent(seat, card, false)];
  return { state: afterPlay(next, seat, card, events), events };
}

/**
 * The stock's top card: played at once if it fits the led card, else kept, and the seat draws
 * again — or passes, when that was the stock's last card.
 */
function draw(state: DonkeyState, seat: Seat): ApplyResult<DonkeyState> {
  if (state.trick.length === 0) throw new IllegalActionError("MUST_PLAY", "the leader plays a card: drawing is for a player with no card that fits");
  const led = state.trick[0]!.card;
  const hand = state.hands[seat]!;
  if (canFit(hand, led)) throw new IllegalActionError("MUST_PLAY", `you hold a card that fits ${led}: play it`);
  const card: CardCode = state.stock[state.drawn]!;
  const next = copyState(state);
  next.drawn = state.drawn + 1;
  // Drawn cards are unknown: only this trick's lack holds for the whole hand (unchanged on a second draw).
  const lack = lackBits(led);
  if (state.lacks[seat] !== lack) {
    const lacks = state.lacks.slice();
    lacks[seat] = lack;
    next.lacks = lacks;
  }
  const events: GameEvent[] = [drewEvent(seat, card), drewSeenByOthers(seat)];
  if (fits(card, led)) {
    events.push(playedEvent(seat, card, true));
    return { state: afterPlay(next, seat, card, events), events };
  }
  const hands = state.hands.slice();
  hands[seat] = withCard(hand, card);
  next.hands = hands;
  if (next.drawn === state.stock.length) {
    passes(next, seat, led, events);
    passTurn(next, seat, events);
  }
  return { state: next, events };
}

export function result(state: DonkeyState): GameResult | null {
  return state.phase === "over" ? standings(state.donkeys, state.endedByHost) : null;
}

/** The donkey counts stand as after the last finished round; the round in progress is dropped. */
export function endByHost(state: DonkeyState): ApplyResult<DonkeyState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  const over = copyState(state);
  over.phase = "over";
  over.endedByHost = true;
  over.trick = [];
  return { state: over, events: [{ type: "gameOver", to: "all", scores: state.donkeys, endedByHost: true }] };
}
