/**
 * The engine of Truco Paulista: hands of three tricks, calls answered by the next
 * opponent, the mão de onze and mão de ferro, games to 12 (optionally best of three).
 */
import {
  Chance,
  IllegalActionError,
  InvalidSetupError,
  initialChance,
  teamResult,
  type ApplyResult,
  type CardCode,
  type DecisionTiming,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { FACE_DOWN_POWER, TRUCO_DECK, powersFor } from "./cards.ts";
import { drawDeal } from "./deal.ts";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { standings } from "../oh-hell/engine.ts";
import {
  TARGET,
  VALUES,
  copyState,
  teamOfSeat,
  teamsOf,
  type SheetLine,
  type TrickDone,
  type TrucoAction,
  type TrucoOptions,
  type TrucoPlay,
  type TrucoState,
} from "./state.ts";

type Draft = ReturnType<typeof copyState>;

// Shared, frozen action objects: legalActions allocates nothing per card.
const freeze = <T>(value: T): T => Object.freeze(value);
const PLAY: Readonly<Record<CardCode, TrucoAction>> = freeze(Object.fromEntries(TRUCO_DECK.map((c) => [c, freeze({ type: "play", card: c } as const)])));
const PLAY_DOWN: Readonly<Record<CardCode, TrucoAction>> = freeze(
  Object.fromEntries(TRUCO_DECK.map((c) => [c, freeze({ type: "play", card: c, faceDown: true } as const)])),
);
const PLAY_BLIND: readonly TrucoAction[] = freeze([0, 1, 2].map((slot) => freeze({ type: "playBlind", slot } as const)));
export const TRUCO: TrucoAction = freeze({ type: "truco" });
export const ACCEPT: TrucoAction = freeze({ type: "accept" });
export const RUN: TrucoAction = freeze({ type: "run" });
export const RAISE: TrucoAction = freeze({ type: "raise" });
const ANSWERS: readonly TrucoAction[] = freeze([ACCEPT, RUN, RAISE]);
const FINAL_ANSWERS: readonly TrucoAction[] = freeze([ACCEPT, RUN]);
const NONE: readonly TrucoAction[] = freeze([]);
const BLIND_BY_COUNT: readonly (readonly TrucoAction[])[] = freeze([0, 1, 2, 3].map((n) => freeze(PLAY_BLIND.slice(0, n))));

const next = (state: TrucoState, seat: Seat): Seat => (seat + 1) % state.players;

/** The value a call made now proposes: the one after the accepted value. */
export function nextValue(value: number): number {
  return VALUES[VALUES.indexOf(value as (typeof VALUES)[number]) + 1] ?? value;
}

export function setup({ players, options, seed, chance: fixed }: SetupInput<TrucoOptions>): ApplyResult<TrucoState> {
  // The contract states a range (2–4); 3 is not a way to play Truco.
  if (players !== 2 && players !== 4) throw new InvalidSetupError(`truco is played by 2 or 4 players, not ${players}`);
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, players);
  const events: GameEvent[] = [];
  const blank: TrucoState = {
    options,
    players,
    chance: chance.save(),
    round: 1,
    game: 1,
    gamesWon: [0, 0],
    dealer,
    phase: "play",
    turn: 0,
    hands: [],
    vira: null,
    trick: [],
    tricks: [],
    value: 1,
    pending: null,
    lastCallTeam: null,
    eleven: null,
    elevenDecider: null,
    iron: false,
    scores: [0, 0],
    sheet: [],
    endedByHost: false,
  };
  return { state: startHand(blank, chance, events), events };
}

/** Deals a hand: the seat after the dealer leads; a team at 11 gets its mão de onze, both at 11 the mão de ferro. */
function startHand(state: TrucoState, chance: Chance, events: GameEvent[]): TrucoState {
  const deal = drawDeal(chance, state.players, state.dealer, state.options.mineiro);
  const s = copyState(state);
  s.chance = chance.save();
  s.hands = deal.hands;
  s.vira = deal.vira;
  s.turn = next(state, state.dealer);
  s.trick = [];
  s.tricks = [];
  s.value = 1;
  s.pending = null;
  s.lastCallTeam = null;
  const atEleven = [state.scores[0] === TARGET - 1, state.scores[1] === TARGET - 1];
  s.iron = atEleven[0]! && atEleven[1]!;
  s.eleven = s.iron ? null : atEleven[0] ? 0 : atEleven[1] ? 1 : null;
  // The team's first player in play order from the leader decides for it.
  s.elevenDecider = s.eleven === null ? null : teamOfSeat(s.turn) === s.eleven ? s.turn : next(state, s.turn);
  s.phase = s.eleven === null ? "play" : "eleven";
  events.push({ type: "dealt", to: "all", round: s.round, game: s.game, dealer: s.dealer, vira: s.vira, eleven: s.eleven, iron: s.iron });
  // Mão de ferro: nobody sees any hand, their own included.
  if (!s.iron) for (let seat = 0; seat < s.players; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  if (s.eleven !== null && s.players === 4) {
    const team = [s.eleven, s.eleven + 2];
    events.push({ type: "partnerHands", to: team, hands: Object.fromEntries(team.map((seat) => [seat, deal.hands[seat]])) });
  }
  return s;
}

const NOBODY: readonly Seat[] = freeze([]);
const ONLY: readonly (readonly Seat[])[] = freeze([0, 1, 2, 3].map((seat) => freeze([seat])));

export function activeSeats(state: TrucoState): readonly Seat[] {
  switch (state.phase) {
    case "over":
      return NOBODY;
    case "answer":
      return ONLY[state.pending!.answerer]!;
    case "eleven":
      return ONLY[state.elevenDecider!]!;
    default:
      return ONLY[state.turn]!;
  }
}

/** Whether the player on turn may call truco (or raise) now. */
export function mayCall(state: TrucoState, seat: Seat): boolean {
  return state.phase === "play" && seat === state.turn && state.eleven === null && !state.iron && state.value < 12 && state.lastCallTeam !== teamOfSeat(seat);
}

export function legalActions(state: TrucoState, seat: Seat): readonly TrucoAction[] {
  if (state.phase === "answer") return seat === state.pending!.answerer ? (state.pending!.value < 12 ? ANSWERS : FINAL_ANSWERS) : NONE;
  if (state.phase === "eleven") return seat === state.elevenDecider ? FINAL_ANSWERS : NONE;
  if (state.phase !== "play" || seat !== state.turn) return NONE;
  const hand = state.hands[seat]!;
  if (state.iron) return BLIND_BY_COUNT[hand.length]!;
  const out: TrucoAction[] = [];
  for (const card of hand) out.push(PLAY[card]!);
  if (state.tricks.length > 0) for (const card of hand) out.push(PLAY_DOWN[card]!);
  if (mayCall(state, seat)) out.push(TRUCO);
  return out;
}

export function apply(state: TrucoState, seat: Seat, action: TrucoAction): ApplyResult<TrucoState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") throw new IllegalActionError("MALFORMED_ACTION", "an action must be an object with a type");
  if (!activeSeats(state).includes(seat)) throw new IllegalActionError("NOT_YOUR_TURN", `seat ${seat} may not act now`);
  switch (action.type) {
    case "play":
      return play(state, seat, action.card, action.faceDown);
    case "playBlind":
      return playBlind(state, seat, action.slot);
    case "truco":
      return call(state, seat);
    case "accept":
    case "run":
    case "raise":
      return state.phase === "eleven" ? decideEleven(state, seat, action.type) : answer(state, seat, action.type);
    default:
      throw new IllegalActionError("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function mustPlay(state: TrucoState): void {
  if (state.phase === "answer") throw new IllegalActionError("CALL_PENDING", "a call is waiting for its answer");
  if (state.phase === "eleven") throw new IllegalActionError("ELEVEN_PENDING", "the team at 11 must first decide whether to play");
}

function play(state: TrucoState, seat: Seat, card: unknown, faceDown: unknown): ApplyResult<TrucoState> {
  mustPlay(state);
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as '4C'");
  if (faceDown !== undefined && typeof faceDown !== "boolean") throw new IllegalActionError("MALFORMED_ACTION", "faceDown is true or false");
  if (state.iron) throw new IllegalActionError("BLIND_HAND", "in the mão de ferro cards are played blind, by slot");
  const at = state.hands[seat]!.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  if (faceDown === true && state.tricks.length === 0) throw new IllegalActionError("NO_FACE_DOWN_YET", "a card may be played face down from the second trick on");
  return playAt(state, seat, at, faceDown === true);
}

function playBlind(state: TrucoState, seat: Seat, slot: unknown): ApplyResult<TrucoState> {
  mustPlay(state);
  if (!state.iron) throw new IllegalActionError("NOT_BLIND", "cards are played blind only in the mão de ferro");
  if (!Number.isInteger(slot) || (slot as number) < 0 || (slot as number) >= state.hands[seat]!.length) {
    throw new IllegalActionError("BAD_SLOT", `slot must be 0–${state.hands[seat]!.length - 1}`);
  }
  return playAt(state, seat, slot as number, false);
}

function playAt(state: TrucoState, seat: Seat, at: number, faceDown: boolean): ApplyResult<TrucoState> {
  const hand = state.hands[seat]!;
  const card = hand[at]!;
  const hands = state.hands.slice();
  hands[seat] = hand.slice(0, at).concat(hand.slice(at + 1));
  const trick: TrucoPlay[] = [...state.trick, { seat, card, faceDown }];
  // A face-down card is told to its owner only; the others learn that one was played.
  const events: GameEvent[] = faceDown
    ? [
        { type: "played", to: [seat], seat, card, faceDown: true },
        { type: "played", to: { except: seat }, seat, faceDown: true },
      ]
    : [{ type: "played", to: "all", seat, card, faceDown: false }];
  const s = copyState(state);
  s.hands = hands;
  if (trick.length < state.players) {
    s.trick = trick;
    s.turn = next(state, seat);
    return { state: s, events };
  }
  return { state: completeTrick(s, trick, events), events };
}

/**
 * The highest power wins; equal top cards of one team win for that team, of both teams tie.
 * The next leader is whoever played the first highest card.
 */
export function judgeTrick(trick: readonly TrucoPlay[], vira: CardCode | null): { winner: 0 | 1 | -1; leader: Seat } {
  const powers = powersFor(vira);
  let best = -2;
  let leader = trick[0]!.seat;
  const top = [false, false];
  for (const p of trick) {
    const power = p.faceDown ? FACE_DOWN_POWER : powers[p.card]!;
    if (power > best) {
      best = power;
      leader = p.seat;
      top[0] = top[1] = false;
    }
    if (power === best) top[teamOfSeat(p.seat)] = true;
  }
  return { winner: top[0] && top[1] ? -1 : top[0] ? 0 : 1, leader };
}

/**
 * The hand's winner after these tricks: undefined while it goes on, null when all three tied.
 * Two tricks win; a tied first trick goes to the next trick won; after a won first trick a
 * later tie goes to the first trick's winner.
 */
export function handWinner(results: readonly (0 | 1 | -1)[]): 0 | 1 | null | undefined {
  if (results.length < 2) return undefined;
  const [a, b, c] = results as [0 | 1 | -1, 0 | 1 | -1, (0 | 1 | -1)?];
  if (a === -1) {
    if (b !== -1) return b;
    if (c === undefined) return undefined;
    return c === -1 ? null : c;
  }
  if (b === -1 || b === a) return a;
  if (c === undefined) return undefined;
  return c === -1 ? a : c;
}

function completeTrick(s: Draft, trick: readonly TrucoPlay[], events: GameEvent[]): TrucoState {
  const { winner, leader } = judgeTrick(trick, s.vira);
  const done: TrickDone = { plays: trick, winner };
  s.tricks = [...s.tricks, done];
  s.trick = [];
  s.turn = leader;
  events.push({ type: "trickWon", to: "all", team: winner, seat: leader });
  const outcome = handWinner(s.tricks.map((t) => t.winner));
  if (outcome === undefined) return s;
  return endHand(s, outcome, s.value, "tricks", events);
}

function call(state: TrucoState, seat: Seat): ApplyResult<TrucoState> {
  mustPlay(state);
  if (state.eleven !== null || state.iron) throw new IllegalActionError("NO_CALLS", "nobody may call truco in a mão de onze or mão de ferro");
  if (state.value >= 12) throw new IllegalActionError("NO_HIGHER_VALUE", "the hand is already worth 12");
  if (state.lastCallTeam === teamOfSeat(seat)) throw new IllegalActionError("OWN_CALL", "your team made the last call; only the other team may raise");
  const s = copyState(state);
  s.phase = "answer";
  s.pending = { by: seat, value: nextValue(state.value), answerer: next(state, seat) };
  return { state: s, events: [{ type: "called", to: "all", seat, value: s.pending.value }] };
}

function answer(state: TrucoState, seat: Seat, kind: "accept" | "run" | "raise"): ApplyResult<TrucoState> {
  if (state.phase !== "answer") throw new IllegalActionError("NO_CALL", "there is no call to answer");
  const pending = state.pending!;
  const events: GameEvent[] = [{ type: "answered", to: "all", seat, answer: kind, value: pending.value }];
  const s = copyState(state);
  if (kind === "run") {
    // The calling team scores the value before the call being answered.
    return { state: endHand(s, teamOfSeat(pending.by), state.value, "run", events), events };
  }
  s.value = pending.value;
  if (kind === "accept") {
    s.phase = "play";
    s.pending = null;
    s.lastCallTeam = teamOfSeat(pending.by);
    return { state: s, events };
  }
  if (pending.value >= 12) throw new IllegalActionError("NO_HIGHER_VALUE", "12 cannot be raised");
  // A raise accepts the call it raises and is answered by the seat after the raiser.
  s.pending = { by: seat, value: nextValue(pending.value), answerer: next(state, seat) };
  events.push({ type: "called", to: "all", seat, value: s.pending.value });
  return { state: s, events };
}

function decideEleven(state: TrucoState, seat: Seat, kind: "accept" | "run" | "raise"): ApplyResult<TrucoState> {
  if (kind === "raise") throw new IllegalActionError("NO_CALLS", "the mão de onze is played for 3 or run from, never raised");
  const events: GameEvent[] = [{ type: "elevenDecided", to: "all", seat, play: kind === "accept" }];
  const s = copyState(state);
  s.elevenDecider = null;
  if (kind === "run") return { state: endHand(s, (1 - state.eleven!) as 0 | 1, 1, "elevenRun", events), events };
  s.value = 3;
  s.phase = "play";
  return { state: s, events };
}

const perSeat = (state: TrucoState, pair: readonly [number, number]): number[] => Array.from({ length: state.players }, (_, seat) => pair[teamOfSeat(seat)]);

/** Scores the hand, ends the game (and the match) at 12, or deals the next hand. */
function endHand(s: Draft, winner: 0 | 1 | null, points: number, ending: SheetLine["ending"], events: GameEvent[]): TrucoState {
  const gained: [number, number] = [0, 0];
  if (winner !== null) gained[winner] = points;
  const scores: [number, number] = [s.scores[0] + gained[0], s.scores[1] + gained[1]];
  s.sheet = [...s.sheet, { game: s.game, dealer: s.dealer, winner, points: winner === null ? 0 : points, ending, scores }];
  events.push({ type: "roundScored", to: "all", round: s.round, game: s.game, team: winner, points: perSeat(s, gained), scores: perSeat(s, scores), ending });
  s.scores = scores;
  s.phase = "play";
  s.pending = null;
  s.elevenDecider = null;
  if (winner !== null && scores[winner] >= TARGET) {
    const gamesWon: [number, number] = [s.gamesWon[0], s.gamesWon[1]];
    gamesWon[winner] += 1;
    s.gamesWon = gamesWon;
    events.push({ type: "gameWon", to: "all", game: s.game, team: winner, scores: perSeat(s, scores) });
    if (!s.options.bestOfThree || gamesWon[winner] >= 2) {
      s.phase = "over";
      s.trick = [];
      events.push({ type: "gameOver", to: "all", scores: perSeat(s, finalScores(s)) });
      return s;
    }
    s.game += 1;
    s.scores = [0, 0];
  }
  s.round += 1;
  s.dealer = next(s, s.dealer);
  return startHand(s, new Chance(s.chance), events);
}

/** One game: its points. Best of three: games won. */
function finalScores(state: TrucoState): readonly [number, number] {
  return state.options.bestOfThree ? state.gamesWon : state.scores;
}

export function result(state: TrucoState): GameResult | null {
  if (state.phase !== "over") return null;
  const team = finalScores(state);
  if (state.players === 2) return standings([team[0], team[1]], state.endedByHost);
  return teamResult(teamsOf(4), [team[0], team[1]], "higher-wins", state.endedByHost);
}

/** Scores stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: TrucoState): ApplyResult<TrucoState> {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  const over = copyState(state);
  over.phase = "over";
  over.endedByHost = true;
  over.trick = [];
  over.pending = null;
  over.elevenDecider = null;
  return { state: over, events: [{ type: "gameOver", to: "all", scores: perSeat(state, finalScores(state)), endedByHost: true }] };
}

/**
 * A call's answer, or the mão de onze decision, left to run out is *run*: silence at the table
 * refuses the call, and it is an answer the rules allow, so the seat stays its player's.
 */
export function timing(state: TrucoState, seat: Seat): DecisionTiming<TrucoAction> | undefined {
  if ((state.phase === "answer" || state.phase === "eleven") && activeSeats(state).includes(seat)) return { onTimeout: RUN, lapseIsAnswer: true };
  return undefined;
}

export function describeAction(action: TrucoAction): string {
  switch (action.type) {
    case "play":
      return action.faceDown ? `plays ${action.card} face down` : `plays ${action.card}`;
    case "playBlind":
      return `plays blind card ${action.slot + 1}`;
    case "truco":
      return "calls truco";
    default:
      return action.type === "raise" ? "raises" : action.type === "accept" ? "accepts" : "runs";
  }
}
