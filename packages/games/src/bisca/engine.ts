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
  InvalidOptionsError,
  InvalidSetupError,
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
  type Suit,
} from "@gg/core";
import { PORTUGUESE_STRENGTH } from "../sueca/cards.ts";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { standings } from "../oh-hell/engine.ts";
import { drawDeal } from "./deal.ts";
import { handGamePoints } from "./scoring.ts";
import { points as cardPoints, sortHand, withCard } from "./tables.ts";
import {
  MATCH_TARGET,
  biscaTeams,
  copyState,
  leftOf,
  mustFollow,
  sideOf,
  sidesOf,
  type BiscaAction,
  type BiscaOptions,
  type BiscaState,
  type SheetLine,
} from "./state.ts";

// Shared, frozen action objects: legalActions allocates nothing per card (plays: core's `playAction`).
export const SWAP: BiscaAction = Object.freeze({ type: "swap" } as const);

/** Why these options cannot be played by this many players, or null. */
export function optionsProblem(players: number, options: BiscaOptions): string | null {
  return options.handSize === 9 && players !== 2 ? `a hand of 9 cards is played by 2 players only, not ${players}` : null;
}

export function setup({ players, options, seed, chance: fixed }: SetupInput<BiscaOptions>): ApplyResult<BiscaState> {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new InvalidSetupError(`bisca takes 2–4 players, not ${players}`);
  const problem = optionsProblem(players, options);
  if (problem) throw new InvalidOptionsError(`invalid options for bisca: option 'handSize': ${problem}`, [{ option: "handSize", message: problem }]);
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, players);
  const events: GameEvent[] = [];
  const zeros = new Array<number>(players).fill(0);
  const state = startHand(
    {
      players,
      options,
      chance: chance.save(),
      round: 1,
      dealer,
      phase: "play",
      turn: leftOf(dealer, players),
      hands: [],
      stock: [],
      drawn: 0,
      turned: null,
      trump: "C",
      trick: [],
      history: [],
      taken: zeros,
      known: [],
      scores: zeros,
      sheet: [],
      endedByHost: false,
    },
    chance,
    events,
  );
  return { state, events };
}

/** Deals the hand of `state.round` with `state.dealer` dealing; the player after the dealer leads. */
function startHand(state: BiscaState, chance: Chance, events: GameEvent[]): BiscaState {
  const { players, dealer } = state;
  const deal = drawDeal(chance, players, state.options.handSize, dealer);
  const trump = suitOf(deal.turned);
  events.push({ type: "dealt", to: "all", round: state.round, dealer, turned: deal.turned, trump, stock: deal.stock.length + 1 });
  const hands = deal.hands.map(sortHand);
  for (let seat = 0; seat < players; seat++) events.push({ type: "hand", to: [seat], cards: hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "play";
  next.turn = leftOf(dealer, players);
  next.hands = hands;
  next.stock = deal.stock;
  next.drawn = 0;
  next.turned = deal.turned;
  next.trump = trump;
  next.trick = [];
  next.history = [];
  next.taken = new Array<number>(players).fill(0);
  next.known = Array.from({ length: players }, () => []);
  return next;
}

const TWO_OF: Readonly<Record<Suit, CardCode>> = { C: "2C", D: "2D", H: "2H", S: "2S" };

/** The 2 of trumps, which may be swapped for the turned card. */
export function trumpTwo(state: BiscaState): CardCode {
  return TWO_OF[state.trump];
}

/** Whether `seat` may swap its 2 of trumps for the turned card now (its turn, before playing). */
export function canSwap(state: BiscaState, seat: Seat): boolean {
  return (
    state.options.swapTrumpTwo &&
    state.turned !== null &&
    state.drawn < state.stock.length &&
    state.hands[seat]!.includes(trumpTwo(state))
  );
}

export function activeSeats(state: BiscaState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

export function legalActions(state: BiscaState, seat: Seat): BiscaAction[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  // Once the stock is empty, suit must be followed — and the swap is over.
  const led = state.trick.length > 0 && mustFollow(state) ? suitOf(state.trick[0]!.card) : null;
  const out: BiscaAction[] = followingPlays(state.hands[seat]!, led);
  if (canSwap(state, seat)) out.push(SWAP);
  return out;
}

export function apply(state: BiscaState, seat: Seat, action: BiscaAction): ApplyResult<BiscaState> {
  checkTurn(state, seat, action);
  switch (action.type) {
    case "play":
      return play(state, seat, action.card);
    case "swap":
      return swap(state, seat);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function swap(state: BiscaState, seat: Seat): ApplyResult<BiscaState> {
  const two = trumpTwo(state);
  if (!state.options.swapTrumpTwo) throw new IllegalActionError("SWAP_DISABLED", "this table plays without the 2-of-trumps swap");
  if (state.turned === null || state.drawn >= state.stock.length) {
    throw new IllegalActionError("SWAP_TOO_LATE", "the swap is allowed only while the stock holds more than the turned card");
  }
  const hand = state.hands[seat]!;
  if (!hand.includes(two)) throw new IllegalActionError("SWAP_WITHOUT_TWO", `only the holder of ${two} may swap it for the turned card`);
  const took = state.turned;
  const hands = state.hands.slice();
  hands[seat] = withCard(hand.filter((card) => card !== two), took);
  const known = state.known.slice();
  known[seat] = [...known[seat]!, took];
  const next = copyState(state);
  next.hands = hands;
  next.turned = two;
  next.known = known;
  return { state: next, events: [{ type: "swapped", to: "all", seat, took, gave: two }] };
}

function play(state: BiscaState, seat: Seat, card: unknown): ApplyResult<BiscaState> {
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  const played = hand[at]!;
  if (state.trick.length > 0 && mustFollow(state)) {
    const led = suitOf(state.trick[0]!.card);
    if (suitOf(played) !== led && hand.some((c) => suitOf(c) === led)) {
      throw new IllegalActionError("MUST_FOLLOW_SUIT", `the stock is empty, so you must follow suit: you hold a card of ${led}`);
    }
  }
  const next = copyState(state);
  const known = state.known[seat]!;
  if (known.length > 0 && known.includes(played)) {
    const stillKnown = state.known.slice();
    stillKnown[seat] = known.filter((c) => c !== played);
    next.known = stillKnown;
  }
  const trick = playIntoTrick(next, seat, at, state.players);
  if (trick.length < state.players) return { state: next, events: playedEvents(seat, played) };
  const winner = winningPlay(trick, state.trump, PORTUGUESE_STRENGTH).seat;
  let points = 0;
  for (const p of trick) points += cardPoints(p.card);
  next.taken = addAt(state.taken, winner, points);
  const events: GameEvent[] = [playedEvent(seat, played), { type: "trickWon", to: "all", seat: winner, cards: trickCards(trick), points }];
  closeTrick(next, trick, winner);
  if (next.turned !== null) drawAfterTrick(next, winner, events);
  // Everyone holds as many cards as the winner now: an empty hand ends the hand.
  return { state: next.hands[winner]!.length === 0 ? endHand(next, events) : next, events };
}

/** Every seat draws one card, the trick's winner first and then in turn; the turned card comes last. */
function drawAfterTrick(next: ReturnType<typeof copyState>, winner: Seat, events: GameEvent[]): void {
  const { players } = next;
  const hands = next.hands.slice();
  let drawn = next.drawn;
  for (let k = 0; k < players; k++) {
    const seat = (winner + k) % players;
    let card: CardCode;
    if (drawn < next.stock.length) card = next.stock[drawn++]!;
    else {
      // The stock always shares out evenly, so only the last draw of a round takes the turned card.
      card = next.turned!;
      next.turned = null;
      const known = next.known.slice();
      known[seat] = [...known[seat]!, card];
      next.known = known;
      events.push({ type: "drewTurned", to: "all", seat, card });
    }
    hands[seat] = withCard(hands[seat]!, card);
    events.push({ type: "drew", to: [seat], seat, card });
  }
  events.push({ type: "stockDrawn", to: "all", first: winner, left: next.stock.length - drawn + (next.turned === null ? 0 : 1) });
  next.hands = hands;
  next.drawn = drawn;
}

/** Scores the hand on the sides' card points; the match ends once a side reaches the target. */
function endHand(state: ReturnType<typeof copyState>, events: GameEvent[]): BiscaState {
  const { players } = state;
  const sides = sidesOf(players);
  const sidePoints = sides.map((members) => members.reduce((sum, seat) => sum + state.taken[seat]!, 0));
  const earned = handGamePoints(sidePoints);
  const points = state.taken.map((_, seat) => sidePoints[sideOf(seat, players)]!);
  const gamePoints = state.taken.map((_, seat) => earned[sideOf(seat, players)]!);
  const scores = state.scores.map((total, seat) => total + gamePoints[seat]!);
  const line: SheetLine = { dealer: state.dealer, trump: state.trump, points, gamePoints };
  events.push({ type: "roundScored", to: "all", round: state.round, points, gamePoints, scores });
  state.scores = scores;
  state.sheet = [...state.sheet, line];
  if (scores.some((score) => score >= MATCH_TARGET)) {
    events.push({ type: "gameOver", to: "all", scores });
    state.phase = "over";
    return state;
  }
  state.round = state.round + 1;
  state.dealer = leftOf(state.dealer, players);
  return startHand(state, new Chance(state.chance), events);
}

export function result(state: BiscaState): GameResult | null {
  if (state.phase !== "over") return null;
  return finalStandings(state);
}

/** Most game points wins; partners share their team's score and result. */
function finalStandings(state: BiscaState): GameResult {
  const teams = biscaTeams(state.players);
  if (!teams) return standings(state.scores, state.endedByHost);
  return teamResult(teams, teams.map((members) => state.scores[members[0]!]!), "higher-wins", state.endedByHost);
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: BiscaState): ApplyResult<BiscaState> {
  return endedByHost(copyState(state), state.scores);
}
