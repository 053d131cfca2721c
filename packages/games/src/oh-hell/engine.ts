import {
  Chance,
  IllegalActionError,
  initialChance,
  rankOf,
  RANKS,
  standardDeck,
  suitOf,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawDeal, drawFirstDealer } from "./deal.ts";
import { copyState, handSize, handSizes, isFinalRound, leftOf, type OhHellAction, type OhHellOptions, type OhHellState, type TrickPlay } from "./state.ts";

// Shared, frozen action objects: legalActions allocates nothing per card.
const PLAY: Readonly<Record<CardCode, OhHellAction>> = Object.freeze(
  Object.fromEntries(standardDeck().map((card) => [card, Object.freeze({ type: "play", card } as const)])),
);
const BID: readonly OhHellAction[] = Object.freeze(Array.from({ length: 11 }, (_, bid) => Object.freeze({ type: "bid", bid } as const)));
const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((rank, i) => [rank, i]));

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
  const hand = state.hands[seat]!;
  const led = state.trick.length > 0 ? suitOf(state.trick[0]!.card) : null;
  const follow = led !== null && hand.some((card) => suitOf(card) === led);
  const out: OhHellAction[] = [];
  for (const card of hand) if (!follow || suitOf(card) === led) out.push(PLAY[card]!);
  return out;
}

export function apply(state: OhHellState, seat: Seat, action: OhHellAction): ApplyResult<OhHellState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") throw new IllegalActionError("MALFORMED_ACTION", "an action must be an object with a type");
  if (seat !== state.turn) throw new IllegalActionError("NOT_YOUR_TURN", `it is seat ${state.turn}'s turn, not seat ${seat}'s`);
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
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as 'QS'");
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  if (state.trick.length > 0) {
    const led = suitOf(state.trick[0]!.card);
    if (suitOf(card) !== led && hand.some((c) => suitOf(c) === led)) {
      throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${led}`);
    }
  }
  const hands = state.hands.slice();
  const rest = hand.slice();
  rest.splice(at, 1);
  hands[seat] = rest;
  const trick: TrickPlay[] = [...state.trick, { seat, card }];
  const events: GameEvent[] = [{ type: "played", to: "all", seat, card }];
  const next = copyState(state);
  next.hands = hands;
  if (trick.length < state.players) {
    next.trick = trick;
    next.turn = leftOf(seat, state.players);
    return { state: next, events };
  }
  const winner = trickWinner(trick, suitOf(state.trumpCard));
  const tricks = state.tricks.slice();
  tricks[winner] = tricks[winner]! + 1;
  events.push({ type: "trickWon", to: "all", seat: winner, cards: trick.map((p) => p.card) });
  next.tricks = tricks;
  next.trick = [];
  next.history = [...state.history, trick];
  next.turn = winner;
  // Everyone holds as many cards as the winner now: an empty hand ends the hand.
  return { state: rest.length === 0 ? endHand(next, events) : next, events };
}

/** Highest trump, else the highest card of the led suit (aces high). */
export function trickWinner(trick: readonly TrickPlay[], trump: string): Seat {
  let best = trick[0]!;
  for (let i = 1; i < trick.length; i++) {
    const p = trick[i]!;
    if (beats(p.card, best.card, trump)) best = p;
  }
  return best.seat;
}

function beats(card: CardCode, best: CardCode, trump: string): boolean {
  const suit = suitOf(card);
  const bestSuit = suitOf(best);
  if (suit === bestSuit) return RANK_VALUE[rankOf(card)]! > RANK_VALUE[rankOf(best)]!;
  return suit === trump;
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
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  const over = copyState(state);
  over.phase = "over";
  over.endedByHost = true;
  over.trick = [];
  return { state: over, events: [{ type: "gameOver", to: "all", scores: state.scores, endedByHost: true }] };
}
