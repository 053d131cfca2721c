/**
 * The contract's entry points: who acts, legal actions, apply, the end.
 * `apply` validates any JS value before touching the state, then resolves on
 * a shallow working copy, so the input state is never changed.
 */
import type { ApplyResult, GameEvent, GameResult, Seat } from "@gg/core";
import { canChallengeWith, SIGNS, STRATEGY_CARDS, type StrategyCard } from "./cards.ts";
import { checkChallenge, resolveChallenge } from "./challenge.ts";
import { E, isRecord, refuse, show } from "./errors.ts";
import { applyArrange, applyThrow, defaultArrangement, guardedArrangement } from "./setup.ts";
import { living, pileCards, workCopy, type ArrangeAction, type GGBattleAction, type GGBattleState, type ThrowAction, type Work } from "./state.ts";
import { checkStrategy, resolveStrategy } from "./strategy.ts";
import { canAct, livingCount, nonEmptyPiles, passTurn } from "./turn.ts";

export function activeSeats(s: GGBattleState): Seat[] {
  switch (s.phase) {
    case "arrange":
      return seatsWhere(s, (seat) => s.piles[seat] === null);
    case "rps":
      return s.rps!.in.filter((seat) => s.rps!.throws[seat] === null);
    case "play":
      return [s.turn];
    case "over":
      return [];
  }
}

function seatsWhere(s: GGBattleState, test: (seat: Seat) => boolean): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (test(seat)) seats.push(seat);
  return seats;
}

function isActive(s: GGBattleState, seat: Seat): boolean {
  switch (s.phase) {
    case "arrange":
      return s.piles[seat] === null;
    case "rps":
      return s.rps!.in.includes(seat) && s.rps!.throws[seat] === null;
    case "play":
      return s.turn === seat;
    case "over":
      return false;
  }
}

// Shared, frozen action objects: legalActions allocates no action per option.
const THROWS: readonly GGBattleAction[] = Object.freeze(SIGNS.map((sign) => Object.freeze({ type: "throw", sign } as const)));
const END_TURN: GGBattleAction = Object.freeze({ type: "endTurn" });
const PASS: GGBattleAction = Object.freeze({ type: "pass" });
const idx4 = [0, 1, 2, 3] as const;
const CHALLENGE = idx4.map((pile) => idx4.map((rival) => idx4.map((rivalPile) => Object.freeze({ type: "challenge", pile, rival, rivalPile } as const))));
const SCOUT = idx4.map((rival) => idx4.map((rivalPile) => Object.freeze({ type: "strategy", card: "Scout", rival, rivalPile } as const)));
const SWAP = idx4.map((pile) => idx4.map((otherPile) => Object.freeze({ type: "strategy", card: "Swap", pile, otherPile } as const)));
const SINK = idx4.map((pile) => Object.freeze({ type: "strategy", card: "Sink", pile } as const));
const SHIELD = idx4.map((pile) => Object.freeze({ type: "strategy", card: "Shield", pile } as const));
const STEAL = idx4.map((rival) => Object.freeze({ type: "strategy", card: "Steal", rival } as const));
const PLAIN = Object.fromEntries(
  (["Second Chance", "Skip", "Reverse"] as const).map((card) => [card, Object.freeze({ type: "strategy", card } as const)]),
) as Record<"Second Chance" | "Skip" | "Reverse", GGBattleAction>;

export function legalActions(s: GGBattleState, seat: Seat): readonly GGBattleAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players || !isActive(s, seat)) return [];
  if (s.phase === "arrange") {
    // Representatives of 32! arrangements: the shuffled default (the time-out action), and it with the GG card at the bottom.
    const base = defaultArrangement(s, seat);
    const guarded = guardedArrangement(base);
    return guarded ? [base, guarded] : [base];
  }
  if (s.phase === "rps") return THROWS;
  return playActions(s, seat);
}

/** Every challenge and strategy play of the seat in turn, then endTurn / pass. */
function playActions(s: GGBattleState, seat: Seat): GGBattleAction[] {
  const list: GGBattleAction[] = [];
  const own = s.piles[seat]!;
  const rivals = seatsWhere(s, (r) => r !== seat && !s.out[r]);
  for (let pile = 0; pile < 4; pile++) {
    const top = own[pile]![0];
    if (top === undefined || !canChallengeWith(top)) continue;
    for (const rival of rivals) {
      const theirs = s.piles[rival]!;
      for (let rivalPile = 0; rivalPile < 4; rivalPile++) if (theirs[rivalPile]!.length > 0) list.push(CHALLENGE[pile]![rival]![rivalPile]!);
    }
  }
  const hand = s.hands[seat]!;
  for (const card of STRATEGY_CARDS) if (hand.includes(card)) pushStrategy(s, seat, card, rivals, list);
  if (s.acted) list.push(END_TURN);
  else if (list.length === 0) list.push(PASS);
  return list;
}

function pushStrategy(s: GGBattleState, seat: Seat, card: StrategyCard, rivals: readonly Seat[], list: GGBattleAction[]): void {
  const own = s.piles[seat]!;
  switch (card) {
    case "Scout":
      for (const rival of rivals) for (let q = 0; q < 4; q++) if (s.piles[rival]![q]!.length > 0) list.push(SCOUT[rival]![q]!);
      return;
    case "Swap":
      if (nonEmptyPiles(s, seat) < 2) return;
      for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) if (own[a]!.length > 0 && own[b]!.length > 0) list.push(SWAP[a]![b]!);
      return;
    case "Sink":
    case "Shield":
      for (let p = 0; p < 4; p++) if (own[p]!.length > 0) list.push((card === "Sink" ? SINK : SHIELD)[p]!);
      return;
    case "Steal":
      for (const rival of rivals) if (s.hands[rival]!.length > 0) list.push(STEAL[rival]!);
      return;
    default:
      list.push(PLAIN[card]);
  }
}

const TYPES = new Set(["arrange", "throw", "challenge", "strategy", "endTurn", "pass"]);
const PHASE_OF: Readonly<Record<string, string>> = { arrange: "arrange", throw: "rps", challenge: "play", strategy: "play", endTurn: "play", pass: "play" };

export function apply(s: GGBattleState, seat: Seat, action: GGBattleAction): ApplyResult<GGBattleState> {
  if (s.phase === "over") refuse(E.GAME_OVER, "the game is over");
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= s.players) refuse(E.NOT_YOUR_TURN, `there is no seat ${show(seat)}`);
  if (!isActive(s, seat)) notYourTurn(s, seat);
  const raw: unknown = action;
  if (!isRecord(raw) || typeof raw.type !== "string") refuse(E.MALFORMED_ACTION, "an action is an object with a string 'type'");
  if (!TYPES.has(raw.type)) refuse(E.UNKNOWN_ACTION, `unknown action type '${raw.type}'`);
  if (PHASE_OF[raw.type] !== s.phase) refuse(E.WRONG_PHASE, `'${raw.type}' is not possible during the ${s.phase} phase`);

  switch (raw.type) {
    case "arrange":
      return applyArrange(s, seat, raw as ArrangeAction);
    case "throw":
      return applyThrow(s, seat, raw as ThrowAction);
    case "challenge": {
      const target = checkChallenge(s, seat, raw);
      const w = workCopy(s);
      const events: GameEvent[] = [];
      resolveChallenge(w, seat, target, events);
      return { state: w, events };
    }
    case "strategy": {
      if (!s.strategyDeck) refuse(E.NO_SUCH_STRATEGY_CARD, "this game is played without strategy cards");
      const play = checkStrategy(s, seat, raw);
      const w = workCopy(s);
      const events: GameEvent[] = [];
      resolveStrategy(w, seat, play, events);
      return { state: w, events };
    }
    case "endTurn": {
      if (!s.acted) refuse(E.CANNOT_END_TURN, "end the turn only after a challenge or a strategy card");
      const w = workCopy(s);
      const events: GameEvent[] = [];
      resolveEndTurn(w, seat, events);
      return { state: w, events };
    }
    default: {
      // pass
      if (s.acted) refuse(E.CANNOT_PASS, "pass only as the first action of a turn (end the turn instead)");
      if (canAct(s, seat)) refuse(E.CANNOT_PASS, "pass only when no challenge and no strategy card is possible");
      const w = workCopy(s);
      const events: GameEvent[] = [];
      resolvePass(w, seat, events);
      return { state: w, events };
    }
  }
}

export function resolveEndTurn(w: Work, seat: Seat, events: GameEvent[]): void {
  events.push({ type: "turnEnded", to: "all", seat });
  passTurn(w, events);
}

/** A pass; a full round of passes ends the game on pile cards left. */
export function resolvePass(w: Work, seat: Seat, events: GameEvent[]): void {
  w.passes++;
  events.push({ type: "passed", to: "all", seat });
  if (w.passes >= livingCount(w)) {
    w.phase = "over";
    w.ending = "allPassed";
    events.push({ type: "gameOver", to: "all", winners: standings(w).winners, reason: "allPassed" });
  } else passTurn(w, events);
}

function notYourTurn(s: GGBattleState, seat: Seat): never {
  const submitted =
    (s.phase === "arrange" && s.piles[seat] !== null) || (s.phase === "rps" && s.rps!.in.includes(seat) && s.rps!.throws[seat] !== null);
  // The shared contract suite requires NOT_YOUR_TURN for every seat outside activeSeats,
  // so a second submission says ALREADY_SUBMITTED in its message only.
  if (submitted) refuse(E.NOT_YOUR_TURN, `ALREADY_SUBMITTED: seat ${seat} has already submitted in the ${s.phase} phase`);
  refuse(E.NOT_YOUR_TURN, `it is not seat ${seat}'s turn`);
}

export function endByHost(s: GGBattleState): ApplyResult<GGBattleState> {
  if (s.phase === "over") refuse(E.GAME_OVER, "the game is already over");
  const over: GGBattleState = { ...s, phase: "over", endedByHost: true, ending: "host" };
  return { state: over, events: [{ type: "gameOver", to: "all", winners: standings(over).winners, reason: "host" }] };
}

/**
 * Standings: living players by pile cards left (more is better, ties share),
 * then eliminated players, the later eliminated ranked higher.
 */
function standings(s: GGBattleState): GameResult {
  const scores = Array.from({ length: s.players }, (_, seat) => pileCards(s, seat));
  const key = (seat: Seat): number => (s.out[seat] ? s.eliminated.indexOf(seat) - s.players : 1000 + scores[seat]!);
  const keys = scores.map((_, seat) => key(seat));
  const ranks = keys.map((k) => 1 + keys.filter((other) => other > k).length);
  const alive = living(s);
  const best = Math.max(...alive.map((seat) => scores[seat]!));
  const winners = alive.filter((seat) => scores[seat] === best);
  return { scores, winners, ranks };
}

export function result(s: GGBattleState): GameResult | null {
  if (s.phase !== "over") return null;
  const r = standings(s);
  return s.endedByHost ? { ...r, endedByHost: true } : r;
}
