import {
  addAt,
  Chance,
  checkTurn,
  closeTrick,
  endedByHost,
  followingPlays,
  IllegalActionError,
  indexInHand,
  initialChance,
  playedEvent,
  playedEvents,
  playIntoTrick,
  RANKS,
  strengthOf,
  suitOf,
  trickCards,
  winningPlay,
  type ApplyResult,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawDeal, drawFirstDealer } from "./deal.ts";
import { copyState, handSize, handSizes, isFinalRound, leftOf, type OhHellAction, type OhHellOptions, type OhHellState } from "./state.ts";

// Shared, frozen action objects: legalActions allocates nothing per card or bid (plays: core's `playAction`).
const BID: readonly OhHellAction[] = Object.freeze(Array.from({ length: 11 }, (_, bid) => Object.freeze({ type: "bid", bid } as const)));
/** Aces high. */
const STRENGTH = strengthOf(RANKS);

export function setup({ players, options, seed, chance: fixed }: SetupInput<OhHellOptions>): ApplyResult<OhHellState> {
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, players);
  const sizes = handSizes(players, options.upAndDown);
  const events: GameEvent[] = [];
  const state = startHand(
    {
      players,
      options,
      chance: chance.save(),
      sizes,
      round: 1,
      dealer,
      phase: "bid",
      turn: leftOf(dealer, players),
      hands: [],
      trumpCard: "",
      bids: [],
      tricks: [],
      trick: [],
      history: [],
      scores: new Array<number>(players).fill(0),
      sheet: [],
      endedByHost: false,
    },
    chance,
    events,
  );
  return { state, events };
}

/** Deals the hand of round `state.round` (1 = the first) with `state.dealer` dealing. */
function startHand(state: OhHellState, chance: Chance, events: GameEvent[]): OhHellState {
  const { players, dealer } = state;
  const size = handSize(state);
  const deal = drawDeal(chance, players, size, dealer);
  const trumpCard = deal.rest[0]!;
  events.push({ type: "dealt", to: "all", round: state.round, size, dealer, trump: trumpCard });
  for (let seat = 0; seat < players; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "bid";
  next.turn = leftOf(dealer, players);
  next.hands = deal.hands;
  next.trumpCard = trumpCard;
  next.bids = new Array<number | null>(players).fill(null);
  next.tricks = new Array<number>(players).fill(0);
  next.trick = [];
  next.history = [];
  return next;
}

/** The bid the dealer may not make (the hook), or null when none is barred. */
export function forbiddenBid(state: OhHellState): number | null {
  if (state.phase !== "bid" || state.turn !== state.dealer || isFinalRound(state)) return null;
  let sum = 0;
  for (const bid of state.bids) sum += bid ?? 0;
  const barred = handSize(state) - sum;
  return barred >= 0 ? barred : null;
}

export function activeSeats(state: OhHellState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

export function legalActions(state: OhHellState, seat: Seat): OhHellAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "bid") {
    const barred = forbiddenBid(state);
    const out: OhHellAction[] = [];
    for (let bid = 0; bid <= handSize(state); bid++) if (bid !== barred) out.push(BID[bid]!);
    return out;
  }
  return followingPlays(state.hands[seat]!, state.trick.length > 0 ? suitOf(state.trick[0]!.card) : null);
}

export function apply(state: OhHellState, seat: Seat, action: OhHellAction): ApplyResult<OhHellState> {
  checkTurn(state, seat, action);
  switch (action.type) {
    case "bid":
      return bid(state, seat, action.bid);
    case "play":
      return play(state, seat, action.card);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function bid(state: OhHellState, seat: Seat, amount: unknown): ApplyResult<OhHellState> {
  if (state.phase !== "bid") throw new IllegalActionError("NOT_BIDDING", "bidding is over: play a card");
  if (typeof amount !== "number" || !Number.isInteger(amount)) throw new IllegalActionError("MALFORMED_ACTION", "a bid is a whole number");
  const size = handSize(state);
  if (amount < 0 || amount > size) throw new IllegalActionError("BID_OUT_OF_RANGE", `bid between 0 and ${size}`);
  if (amount === forbiddenBid(state)) {
    throw new IllegalActionError("BID_FORBIDDEN_BY_HOOK", `the dealer may not bid ${amount}: the bids would add up to ${size}, the hand size`);
  }
  const bids = state.bids.slice();
  bids[seat] = amount;
  const events: GameEvent[] = [{ type: "bid", to: "all", seat, bid: amount }];
  const next = copyState(state);
  next.bids = bids;
  next.turn = leftOf(seat, state.players);
  // Bidding ends with the dealer; the player left of the dealer leads.
  if (seat === state.dealer) next.phase = "play";
  return { state: next, events };
}

function play(state: OhHellState, seat: Seat, card: unknown): ApplyResult<OhHellState> {
  if (state.phase !== "play") throw new IllegalActionError("NOT_PLAYING", "bid first: the cards are played after every bid");
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  if (state.trick.length > 0) {
    const led = suitOf(state.trick[0]!.card);
    if (suitOf(hand[at]!) !== led && hand.some((c) => suitOf(c) === led)) {
      throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${led}`);
    }
  }
  const next = copyState(state);
  const trick = playIntoTrick(next, seat, at, state.players);
  if (trick.length < state.players) return { state: next, events: playedEvents(seat, hand[at]!) };
  const winner = winningPlay(trick, suitOf(state.trumpCard), STRENGTH).seat;
  next.tricks = addAt(state.tricks, winner, 1);
  const events: GameEvent[] = [playedEvent(seat, hand[at]!), { type: "trickWon", to: "all", seat: winner, cards: trickCards(trick) }];
  closeTrick(next, trick, winner);
  // Everyone holds as many cards as the winner now: an empty hand ends the hand.
  return { state: hand.length === 1 ? endHand(next, events) : next, events };
}

function endHand(state: OhHellState, events: GameEvent[]): OhHellState {
  const { players, options } = state;
  const points = state.tricks.map((taken, seat) => taken + (taken === state.bids[seat] ? options.exactBidBonus : 0));
  const scores = state.scores.map((total, seat) => total + points[seat]!);
  const line = {
    size: handSize(state),
    dealer: state.dealer,
    trump: state.trumpCard,
    bids: state.bids.map((b) => b ?? 0),
    tricks: state.tricks,
    points,
  };
  events.push({ type: "roundScored", to: "all", round: state.round, points, scores });
  const next = copyState(state);
  next.scores = scores;
  next.sheet = [...state.sheet, line];
  if (isFinalRound(state)) {
    events.push({ type: "gameOver", to: "all", scores });
    next.phase = "over";
    return next;
  }
  next.round = state.round + 1;
  next.dealer = leftOf(state.dealer, players);
  return startHand(next, new Chance(state.chance), events);
}

export function result(state: OhHellState): GameResult | null {
  if (state.phase !== "over") return null;
  return standings(state.scores, state.endedByHost);
}

/** Highest total wins; tied players share the win and the rank. */
export function standings(scores: readonly number[], endedByHost: boolean): GameResult {
  const best = Math.max(...scores);
  const winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
  return endedByHost ? { scores, winners, ranks, endedByHost } : { scores, winners, ranks };
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: OhHellState): ApplyResult<OhHellState> {
  return endedByHost(copyState(state), state.scores);
}
