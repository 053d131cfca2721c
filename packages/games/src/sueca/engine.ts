/**
 * The engine of Sueca and Italian Sueca: one set of functions for both, the
 * variant (kept in the state) choosing the deck and whether a stock is drawn
 * after each trick.
 */
import {
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
  suitOf,
  teamResult,
  trickCards,
  winningPlay,
  type ApplyResult,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
  type TrickPlay,
} from "@gg/core";
import { PORTUGUESE_STRENGTH_52, gamePoints, pointsOf } from "./cards.ts";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { drawDeal } from "./deal.ts";
import { PLAYERS, TEAMS, copyState, nextSeat, teamOfSeat, type SheetLine, type SuecaAction, type SuecaOptions, type SuecaState, type SuecaVariant } from "./state.ts";

/** The setup of one variant: draws the first dealer and deals the first hand. */
export function setupOf(variant: SuecaVariant) {
  return function setup({ options, seed, chance: fixed }: SetupInput<SuecaOptions>): ApplyResult<SuecaState> {
    const chance = new Chance(initialChance(seed, fixed));
    const dealer = drawFirstDealer(chance, PLAYERS);
    const events: GameEvent[] = [];
    const blank: SuecaState = {
      variant,
      options,
      chance: chance.save(),
      round: 1,
      dealer,
      phase: "play",
      turn: nextSeat(dealer),
      hands: [],
      trumpCard: "",
      trumpHolder: null,
      stock: [],
      trick: [],
      history: [],
      points: [0, 0],
      carry: 0,
      scores: [0, 0],
      sheet: [],
      endedByHost: false,
    };
    return { state: startHand(blank, chance, events), events };
  };
}

/** Deals the hand of round `state.round` (1 = the first) with `state.dealer` dealing; the player after the dealer leads. */
function startHand(state: SuecaState, chance: Chance, events: GameEvent[]): SuecaState {
  const { dealer } = state;
  const deal = drawDeal(chance, state.variant, dealer);
  // Sueca shows the dealer's last card, which stays in the hand; Italian Sueca turns the stock's bottom card.
  const withStock = deal.stock.length > 0;
  const trumpCard = withStock ? deal.stock[deal.stock.length - 1]! : deal.hands[dealer]![deal.hands[dealer]!.length - 1]!;
  events.push({ type: "dealt", to: "all", round: state.round, dealer, trump: trumpCard, stock: deal.stock.length });
  for (let seat = 0; seat < PLAYERS; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "play";
  next.turn = nextSeat(dealer);
  next.hands = deal.hands;
  next.trumpCard = trumpCard;
  next.trumpHolder = withStock ? null : dealer;
  next.stock = deal.stock;
  next.trick = [];
  next.history = [];
  next.points = [0, 0];
  return next;
}

export function activeSeats(state: SuecaState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

/** The led suit of the trick in progress, or null when leading. */
function ledSuit(state: SuecaState): string | null {
  return state.trick.length > 0 ? suitOf(state.trick[0]!.card) : null;
}

/** Follow suit if you can, otherwise any card. */
export function legalActions(state: SuecaState, seat: Seat): SuecaAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  return followingPlays(state.hands[seat]!, ledSuit(state));
}

export function apply(state: SuecaState, seat: Seat, action: SuecaAction): ApplyResult<SuecaState> {
  checkTurn(state, seat, action);
  if (action.type !== "play") throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  return play(state, seat, action.card);
}

function play(state: SuecaState, seat: Seat, card: unknown): ApplyResult<SuecaState> {
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  const played = hand[at]!;
  const led = ledSuit(state);
  if (led !== null && suitOf(played) !== led && hand.some((c) => suitOf(c) === led)) {
    throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${led}`);
  }
  const next = copyState(state);
  if (played === state.trumpCard) next.trumpHolder = null;
  const trick = playIntoTrick(next, seat, at, PLAYERS);
  if (trick.length < PLAYERS) return { state: next, events: playedEvents(seat, played) };
  const events: GameEvent[] = [playedEvent(seat, played)];
  return { state: completeTrick(next, trick, events), events };
}

/** Scores a full trick for its winner's team, draws from the stock, and ends the hand when the hands are empty. */
function completeTrick(next: ReturnType<typeof copyState>, trick: readonly TrickPlay[], events: GameEvent[]): SuecaState {
  const winner = winningPlay(trick, suitOf(next.trumpCard), PORTUGUESE_STRENGTH_52).seat;
  let won = 0;
  for (const p of trick) won += pointsOf(p.card);
  const points: [number, number] = [next.points[0], next.points[1]];
  points[teamOfSeat(winner)] += won;
  events.push({ type: "trickWon", to: "all", seat: winner, cards: trickCards(trick), points: won });
  next.points = points;
  closeTrick(next, trick, winner);
  if (next.stock.length > 0) drawAfterTrick(next, winner, events);
  return next.hands[winner]!.length === 0 ? endHand(next, events) : next;
}

/**
 * Italian Sueca: the trick's winner draws the stock's top card, then the others in turn.
 * A drawn card is told to its seat only; the others hear that a card was drawn — except the
 * shown trump card, drawn last, which everyone sees go to its drawer.
 */
function drawAfterTrick(next: ReturnType<typeof copyState>, winner: Seat, events: GameEvent[]): void {
  const hands = next.hands.slice();
  for (let k = 0; k < PLAYERS; k++) {
    const seat = (winner + k) % PLAYERS;
    const card = next.stock[k]!;
    hands[seat] = [...hands[seat]!, card];
    if (card === next.trumpCard) {
      next.trumpHolder = seat;
      events.push({ type: "drew", to: "all", seat, card });
    } else {
      events.push({ type: "drew", to: [seat], seat, card });
      events.push({ type: "drew", to: { except: seat }, seat });
    }
  }
  next.hands = hands;
  next.stock = next.stock.slice(PLAYERS);
}

/** The hand's scale: the side above 60 scores 1, 2 or 4 plus any carry; 60–60 scores nothing and may carry 1. */
export function scoreHand(points: readonly [number, number], carry: number, carryOver: boolean): { gamePoints: [number, number]; carry: number } {
  if (points[0] === points[1]) return { gamePoints: [0, 0], carry: carryOver ? carry + 1 : 0 };
  const winner = points[0] > points[1] ? 0 : 1;
  const scored: [number, number] = [0, 0];
  scored[winner] = gamePoints(points[winner]) + carry;
  return { gamePoints: scored, carry: 0 };
}

const perSeat = (pair: readonly [number, number]): number[] => [pair[0], pair[1], pair[0], pair[1]];

function endHand(state: SuecaState, events: GameEvent[]): SuecaState {
  const hand = scoreHand(state.points, state.carry, state.options.carryOver);
  const scores: [number, number] = [state.scores[0] + hand.gamePoints[0], state.scores[1] + hand.gamePoints[1]];
  const line: SheetLine = { dealer: state.dealer, trump: state.trumpCard, points: state.points, gamePoints: hand.gamePoints, carry: hand.carry };
  events.push({
    type: "roundScored",
    to: "all",
    round: state.round,
    points: perSeat(state.points),
    gamePoints: perSeat(hand.gamePoints),
    scores: perSeat(scores),
    carry: hand.carry,
  });
  const next = copyState(state);
  next.scores = scores;
  next.carry = hand.carry;
  next.sheet = [...state.sheet, line];
  if (Math.max(scores[0], scores[1]) >= state.options.target) {
    events.push({ type: "gameOver", to: "all", scores: perSeat(scores) });
    next.phase = "over";
    return next;
  }
  next.round = state.round + 1;
  next.dealer = nextSeat(state.dealer);
  return startHand(next, new Chance(state.chance), events);
}

export function result(state: SuecaState): GameResult | null {
  if (state.phase !== "over") return null;
  return teamResult(TEAMS, state.scores, "higher-wins", state.endedByHost);
}

/** Game points stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: SuecaState): ApplyResult<SuecaState> {
  return endedByHost(copyState(state), perSeat(state.scores));
}
