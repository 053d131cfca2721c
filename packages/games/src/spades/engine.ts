/**
 * The engine of Spades: four players in two partnerships, bids (nil and, as an
 * option, blind nil), spades always trump and broken before they are led, team
 * contracts and bags, a match to a target or down to −200.
 */
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
  playAction,
  playedEvent,
  playedEvents,
  playIntoTrick,
  suitOf,
  teamResult,
  trickCards,
  winningPlay,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawDeal, drawFirstDealer } from "../oh-hell/deal.ts";
import { SPADES, STRENGTH, sortHand } from "./cards.ts";
import { scoreTeam } from "./score.ts";
import {
  BLIND_NIL_LEAD,
  FLOOR,
  HAND_SIZE,
  PLAYERS,
  TEAMS,
  copyState,
  nextSeat,
  perSeat,
  teamOfSeat,
  type SheetLine,
  type SpadesAction,
  type SpadesOptions,
  type SpadesState,
} from "./state.ts";

// Shared, frozen action objects: legalActions allocates nothing per card or bid (plays: core's `playAction`).
export const BIDS: readonly SpadesAction[] = Object.freeze(Array.from({ length: HAND_SIZE + 1 }, (_, bid) => Object.freeze({ type: "bid", bid } as const)));
export const BLIND_NIL: SpadesAction = Object.freeze({ type: "blindNil" });
export const SEE_CARDS: SpadesAction = Object.freeze({ type: "seeCards" });
const BLIND_CHOICE: readonly SpadesAction[] = Object.freeze([BLIND_NIL, SEE_CARDS]);

export function setup({ options, seed, chance: fixed }: SetupInput<SpadesOptions>): ApplyResult<SpadesState> {
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, PLAYERS);
  const events: GameEvent[] = [];
  const blank: SpadesState = {
    options,
    chance: chance.save(),
    round: 1,
    dealer,
    phase: "bid",
    turn: nextSeat(dealer),
    hands: [],
    unseen: [false, false, false, false],
    bids: [],
    blind: [],
    tricks: [],
    trick: [],
    history: [],
    spadesBroken: false,
    scores: [0, 0],
    bags: [0, 0],
    sheet: [],
    endedByHost: false,
  };
  return { state: startHand(blank, chance, events), events };
}

/** Whether the team of `seat` may bid blind nil this hand: the option is on and it is 100 or more behind. */
export function blindNilEligible(options: SpadesOptions, scores: readonly [number, number], seat: Seat): boolean {
  const team = teamOfSeat(seat);
  return options.blindNil && scores[1 - team]! - scores[team]! >= BLIND_NIL_LEAD;
}

/**
 * Deals 13 cards each, starting left of the dealer, who bids first and leads. A seat that
 * may bid blind nil does not get its hand yet: it is told when the seat has chosen.
 */
function startHand(state: SpadesState, chance: Chance, events: GameEvent[]): SpadesState {
  const { dealer } = state;
  // Hands are kept sorted (clubs, diamonds, hearts, spades; low to high), as views show them.
  const hands = drawDeal(chance, PLAYERS, HAND_SIZE, dealer).hands.map(sortHand);
  const unseen = [0, 1, 2, 3].map((seat) => blindNilEligible(state.options, state.scores, seat));
  events.push({ type: "dealt", to: "all", round: state.round, dealer, size: HAND_SIZE, blindNil: unseen });
  for (let seat = 0; seat < PLAYERS; seat++) if (!unseen[seat]) events.push({ type: "hand", to: [seat], cards: hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "bid";
  next.turn = nextSeat(dealer);
  next.hands = hands;
  next.unseen = unseen;
  next.bids = [null, null, null, null];
  next.blind = [false, false, false, false];
  next.tricks = [0, 0, 0, 0];
  next.trick = [];
  next.history = [];
  next.spadesBroken = false;
  return next;
}

export function activeSeats(state: SpadesState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

/** Whether the hand holds a card of `suit`. */
function holds(hand: readonly CardCode[], suit: string): boolean {
  for (const card of hand) if (suitOf(card) === suit) return true;
  return false;
}

/** Leading: anything but a spade until spades are broken, unless the hand holds only spades. */
function mayLeadSpade(state: SpadesState, hand: readonly CardCode[]): boolean {
  if (state.spadesBroken) return true;
  for (const card of hand) if (suitOf(card) !== SPADES) return false;
  return true;
}

export function legalActions(state: SpadesState, seat: Seat): SpadesAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "bid") return (state.unseen[seat] ? BLIND_CHOICE : BIDS).slice();
  const hand = state.hands[seat]!;
  const out: SpadesAction[] = [];
  if (state.trick.length === 0) {
    const spades = mayLeadSpade(state, hand);
    for (const card of hand) if (spades || suitOf(card) !== SPADES) out.push(playAction(card));
    return out;
  }
  return followingPlays(hand, suitOf(state.trick[0]!.card));
}

export function apply(state: SpadesState, seat: Seat, action: SpadesAction): ApplyResult<SpadesState> {
  checkTurn(state, seat, action);
  switch (action.type) {
    case "bid":
      return bid(state, seat, action.bid);
    case "blindNil":
    case "seeCards":
      return chooseBlind(state, seat, action.type === "blindNil");
    case "play":
      return play(state, seat, action.card);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function bid(state: SpadesState, seat: Seat, amount: unknown): ApplyResult<SpadesState> {
  if (state.phase !== "bid") throw new IllegalActionError("NOT_BIDDING", "bidding is over: play a card");
  if (state.unseen[seat]) throw new IllegalActionError("BLIND_NIL_UNDECIDED", "first bid blind nil or choose to see your cards");
  if (typeof amount !== "number" || !Number.isInteger(amount)) throw new IllegalActionError("MALFORMED_ACTION", "a bid is a whole number");
  if (amount < 0 || amount > HAND_SIZE) throw new IllegalActionError("BID_OUT_OF_RANGE", `bid between 0 (nil) and ${HAND_SIZE}`);
  return recordBid(state, seat, amount, false, []);
}

/** An eligible seat's first choice: bid blind nil (and then see its cards), or see its cards and bid. */
function chooseBlind(state: SpadesState, seat: Seat, blindNil: boolean): ApplyResult<SpadesState> {
  if (state.phase !== "bid") throw new IllegalActionError("NOT_BIDDING", "bidding is over: play a card");
  if (!state.unseen[seat]) {
    throw new IllegalActionError("BLIND_NIL_NOT_ALLOWED", "blind nil is only for a team 100 or more behind, before its player sees the cards");
  }
  const unseen = state.unseen.slice();
  unseen[seat] = false;
  const next = copyState(state);
  next.unseen = unseen;
  const shown: GameEvent = { type: "hand", to: [seat], cards: state.hands[seat] };
  if (blindNil) return recordBid(next, seat, 0, true, [shown]);
  return { state: next, events: [{ type: "sawCards", to: "all", seat }, shown] };
}

/** Records a bid; after the dealer's, the seat left of the dealer leads. `after` events follow the bid's. */
function recordBid(state: SpadesState, seat: Seat, amount: number, blind: boolean, after: GameEvent[]): ApplyResult<SpadesState> {
  const bids = state.bids.slice();
  bids[seat] = amount;
  const events: GameEvent[] = [{ type: "bid", to: "all", seat, bid: amount, blind }, ...after];
  const next = copyState(state);
  next.bids = bids;
  if (blind) {
    const marks = state.blind.slice();
    marks[seat] = true;
    next.blind = marks;
  }
  next.turn = nextSeat(seat);
  if (seat === state.dealer) next.phase = "play";
  return { state: next, events };
}

function play(state: SpadesState, seat: Seat, card: unknown): ApplyResult<SpadesState> {
  if (state.phase !== "play") throw new IllegalActionError("NOT_PLAYING", "bid first: the cards are played after every bid");
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  const suit = suitOf(hand[at]!);
  if (state.trick.length > 0) {
    const led = suitOf(state.trick[0]!.card);
    if (suit !== led && holds(hand, led)) throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${led}`);
  } else if (suit === SPADES && !mayLeadSpade(state, hand)) {
    throw new IllegalActionError("SPADES_NOT_BROKEN", "spades may not be led before one has been played, unless you hold only spades");
  }
  const next = copyState(state);
  const trick = playIntoTrick(next, seat, at, PLAYERS);
  const broken = suit === SPADES && !state.spadesBroken;
  if (!broken && trick.length < PLAYERS) return { state: next, events: playedEvents(seat, hand[at]!) };
  const events: GameEvent[] = [playedEvent(seat, hand[at]!)];
  if (broken) {
    next.spadesBroken = true;
    events.push({ type: "spadesBroken", to: "all", seat });
  }
  if (trick.length < PLAYERS) return { state: next, events };
  const winner = winningPlay(trick, SPADES, STRENGTH).seat;
  next.tricks = addAt(state.tricks, winner, 1);
  events.push({ type: "trickWon", to: "all", seat: winner, cards: trickCards(trick) });
  closeTrick(next, trick, winner);
  return { state: hand.length === 1 ? endHand(next, events) : next, events };
}

/** Scores both teams; the match ends once a team reaches the target or falls to −200, unless the totals are equal. */
function endHand(state: SpadesState, events: GameEvent[]): SpadesState {
  const bids = state.bids.map((b) => b ?? 0);
  const hand = ([0, 1] as const).map((team) =>
    scoreTeam(
      {
        bids: [bids[team]!, bids[team + 2]!],
        blind: [state.blind[team]!, state.blind[team + 2]!],
        tricks: [state.tricks[team]!, state.tricks[team + 2]!],
      },
      state.bags[team],
    ),
  );
  const points: [number, number] = [hand[0]!.points, hand[1]!.points];
  const scores: [number, number] = [state.scores[0] + points[0], state.scores[1] + points[1]];
  const bags: [number, number] = [hand[0]!.carried, hand[1]!.carried];
  const line: SheetLine = { dealer: state.dealer, bids, blind: state.blind, tricks: state.tricks, points, bags: [hand[0]!.bags, hand[1]!.bags], scores };
  events.push({ type: "roundScored", to: "all", round: state.round, bids, tricks: state.tricks, points: perSeat(points), scores: perSeat(scores), bags: perSeat(bags) });
  const next = copyState(state);
  next.scores = scores;
  next.bags = bags;
  next.sheet = [...state.sheet, line];
  if (matchOver(scores, state.options.target)) {
    events.push({ type: "gameOver", to: "all", scores: perSeat(scores) });
    next.phase = "over";
    return next;
  }
  next.round = state.round + 1;
  next.dealer = nextSeat(state.dealer);
  return startHand(next, new Chance(state.chance), events);
}

export function matchOver(scores: readonly [number, number], target: number): boolean {
  const crossed = Math.max(scores[0], scores[1]) >= target || Math.min(scores[0], scores[1]) <= FLOOR;
  return crossed && scores[0] !== scores[1];
}

export function result(state: SpadesState): GameResult | null {
  if (state.phase !== "over") return null;
  return teamResult(TEAMS, state.scores, "higher-wins", state.endedByHost);
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: SpadesState): ApplyResult<SpadesState> {
  return endedByHost(copyState(state), perSeat(state.scores));
}
