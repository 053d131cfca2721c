/**
 * 101's engine: setup, turns, card effects, rounds and the score limit.
 *
 * Each `apply` works on a shallow draft of the state: arrays are replaced,
 * never written in place, so the input state stays untouched (also when an
 * action is refused halfway) and unchanged parts are shared.
 */
import {
  Chance,
  IllegalActionError,
  InvalidSetupError,
  initialChance,
  randomInt,
  shuffle,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type GameResult,
  type Seat,
  type Suit,
} from "@gg/core";
import { acceptDeal, acceptDice, acceptReshuffle } from "./chanceKinds.ts";
import { DECK_36, fits, handPoints, isBridge, isJack, rankOf } from "./cards101.ts";
import type { Action101, Options101, State101 } from "./state.ts";
import { validatePlay } from "./validate.ts";

type Draft = { -readonly [K in keyof State101]: State101[K] } & { hands: (readonly CardCode[])[] };

interface Ctx {
  readonly s: Draft;
  readonly chance: Chance;
  readonly events: GameEvent[];
}

export const HAND_SIZE = 5;
export const OPTIONAL_DRAWS = 3;
export const BRIDGE_MS = 10_000;
const ACTION_TYPES = new Set(["roll", "draw", "pass", "play", "bridge", "noBridge"]);

function fail(code: string, message: string): never {
  throw new IllegalActionError(code, message);
}

// ---- setup and seats ------------------------------------------------------

export function setup(input: { players: number; options: Options101; seed: string; chance?: readonly { kind: string; value: unknown }[] }): State101 {
  const { players, options } = input;
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new InvalidSetupError(`101 takes 2–6 players, not ${players}`);
  const seats = [...Array(players).keys()];
  return {
    players,
    limit: options.scoreLimit === false ? null : (options.limit ?? 101),
    chance: initialChance(input.seed, input.chance ?? []),
    phase: "dice",
    round: 0,
    dice: { rollers: seats, totals: seats.map(() => null), history: [] },
    dealer: -1,
    hands: seats.map(() => []),
    bank: [],
    table: [],
    calledSuit: null,
    multiplier: 1,
    totals: seats.map(() => 0),
    outRound: seats.map(() => null),
    turn: 0,
    draws: 0,
    cover: false,
    skips: 0,
    skipLayer: -1,
    move: null,
    winners: null,
    endedByHost: false,
  };
}

export function activeSeats(state: State101): readonly Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

export function isIn(state: State101, seat: Seat): boolean {
  return state.outRound[seat] === null;
}

/** The next seat clockwise that is still in the game. */
export function nextIn(state: State101, seat: Seat): Seat {
  let next = seat;
  do next = (next + 1) % state.players;
  while (state.outRound[next] !== null && next !== seat);
  return next;
}

/** Seats still in, clockwise, starting after `seat` and leaving it out. */
function othersAfter(state: State101, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let next = nextIn(state, seat); next !== seat; next = nextIn(state, next)) out.push(next);
  return out;
}

export function canDraw(state: State101): boolean {
  return state.bank.length > 0 || state.table.length > 1;
}

export function top(state: State101): CardCode {
  return state.table[state.table.length - 1]!;
}

export function anyFits(state: State101, seat: Seat): boolean {
  const t = top(state);
  for (const card of state.hands[seat]!) if (fits(card, t, state.calledSuit)) return true;
  return false;
}

// ---- apply ------------------------------------------------------------------

export function apply(state: State101, seat: Seat, action: Action101): ApplyResult<State101> {
  if (state.phase === "over") fail("GAME_OVER", "the game is over");
  if (seat !== state.turn) fail("NOT_YOUR_TURN", `it is seat ${state.turn}'s turn`);
  const raw = action as unknown;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || typeof (raw as { type?: unknown }).type !== "string") {
    fail("MALFORMED_ACTION", "an action is an object with a string 'type'");
  }
  const type = (raw as { type: string }).type;
  if (!ACTION_TYPES.has(type)) fail("UNKNOWN_ACTION", `unknown action '${type}'`);

  // Phase gates: each phase accepts only its own kind of decision.
  if (state.phase === "dice" && type !== "roll") fail("MUST_ROLL", "roll the dice for the first dealer first");
  if (state.phase !== "dice" && type === "roll") fail("NOT_ROLLING", "the dealer is already chosen");
  if (state.phase === "bridge" && type !== "bridge" && type !== "noBridge") fail("BRIDGE_ANSWER_REQUIRED", "answer bridge or no bridge first");
  if (state.phase !== "bridge" && (type === "bridge" || type === "noBridge")) fail("NO_BRIDGE_WINDOW", "there is no bridge to declare");
  if (state.phase === "opening" && type !== "play") fail("OPENING_MOVE_REQUIRED", "complete the opening move (add cards of its rank, or none)");

  // Validation comes before any change, so a refused action costs nothing.
  const play = type === "play" ? validatePlay(state, seat, raw) : null;
  if (type === "draw") checkDraw(state, seat);
  if (type === "pass") checkPass(state, seat);

  const ctx: Ctx = { s: draft(state), chance: new Chance(state.chance), events: [] };
  switch (type) {
    case "roll":
      roll(ctx, seat);
      break;
    case "draw":
      if (!state.cover) ctx.s.draws = state.draws + 1;
      drawCards(ctx, seat, 1, state.cover ? "cover" : "optional");
      break;
    case "pass":
      ctx.events.push({ type: "passed", to: "all", seat });
      ctx.s.cover = false;
      advance(ctx, seat);
      break;
    case "play":
      playMove(ctx, seat, play!.cards, play!.suit);
      break;
    case "bridge":
      ctx.events.push({ type: "bridge", to: "all", seat, declared: true, rank: rankOf(top(state)) });
      endRound(ctx, "bridge", seat);
      break;
    case "noBridge":
      ctx.events.push({ type: "bridge", to: "all", seat, declared: false, rank: rankOf(top(state)) });
      ctx.s.phase = "play";
      resolveEffects(ctx, seat, state.move!.cards);
      break;
  }
  ctx.s.chance = ctx.chance.save();
  return { state: ctx.s, events: ctx.events };
}

/**
 * A shallow working copy with every field in one fixed order (one hidden class
 * for all states: faster than a spread); `hands` is copied so seats can be replaced.
 */
function draft(st: State101): Draft {
  return {
    players: st.players,
    limit: st.limit,
    chance: st.chance,
    phase: st.phase,
    round: st.round,
    dice: st.dice,
    dealer: st.dealer,
    hands: st.hands.slice(),
    bank: st.bank,
    table: st.table,
    calledSuit: st.calledSuit,
    multiplier: st.multiplier,
    totals: st.totals,
    outRound: st.outRound,
    turn: st.turn,
    draws: st.draws,
    cover: st.cover,
    skips: st.skips,
    skipLayer: st.skipLayer,
    move: st.move,
    winners: st.winners,
    endedByHost: st.endedByHost,
  };
}

function checkDraw(state: State101, seat: Seat): void {
  if (state.cover) {
    if (anyFits(state, seat)) fail("MUST_COVER_SIX", "cover the 6 with a card that fits; draws are only for when nothing fits");
  } else if (state.draws >= OPTIONAL_DRAWS) {
    fail("DRAW_LIMIT_REACHED", `at most ${OPTIONAL_DRAWS} optional draws per turn`);
  }
  if (!canDraw(state)) fail("NOTHING_TO_DRAW", "the bank is empty and the table cannot refill it");
}

function checkPass(state: State101, seat: Seat): void {
  const stuck = !anyFits(state, seat);
  if (state.cover) {
    if (!stuck || canDraw(state)) fail("MUST_COVER_SIX", "a 6 on top must be covered by its player (play, or draw until something fits)");
    return;
  }
  if (!stuck || (state.draws < OPTIONAL_DRAWS && canDraw(state))) {
    fail("MUST_PLAY_OR_DRAW", "pass only after drawing 3 cards with nothing playable");
  }
}

// ---- dice and deal ------------------------------------------------------------

function roll(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const dice = ctx.chance.draw("dice", (rng) => [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)] as [number, number], acceptDice);
  const total = dice[0] + dice[1];
  ctx.events.push({ type: "dice", to: "all", seat, dice, total });
  const totals = s.dice.totals.slice();
  totals[seat] = total;
  const rollers = s.dice.rollers.slice(1);
  s.dice = { rollers, totals, history: [...s.dice.history, { seat, dice }] };
  if (rollers.length > 0) {
    s.turn = rollers[0]!;
    return;
  }
  let best = -1;
  for (const t of totals) if (t !== null && t > best) best = t;
  const tied = [...totals.keys()].filter((i) => totals[i] === best);
  if (tied.length > 1) {
    // Ties roll again, among the tied players only.
    ctx.events.push({ type: "diceTie", to: "all", seats: tied, total: best });
    s.dice = { rollers: tied, totals: totals.map(() => null), history: s.dice.history };
    s.turn = tied[0]!;
    return;
  }
  ctx.events.push({ type: "dealer", to: "all", seat: tied[0]!, by: "dice" });
  startRound(ctx, tied[0]!);
}

/** Deals a round: one card at a time from the dealer's left, 5 each; the dealer's fifth opens. */
function startRound(ctx: Ctx, dealer: Seat): void {
  const s = ctx.s;
  const seats = [...othersAfter(s, dealer), dealer];
  const deck = ctx.chance.draw("deal", (rng) => shuffle(rng, DECK_36), acceptDeal);
  const hands: CardCode[][] = s.hands.map(() => []);
  const dealt = HAND_SIZE * seats.length;
  for (let i = 0; i < dealt - 1; i++) hands[seats[i % seats.length]!]!.push(deck[i]!);
  const opening = deck[dealt - 1]!;
  s.hands = hands;
  s.bank = deck.slice(dealt);
  s.table = [opening];
  s.round += 1;
  s.dealer = dealer;
  s.calledSuit = null;
  s.multiplier = 1;
  s.turn = dealer;
  s.draws = 0;
  s.cover = false;
  s.skips = 0;
  s.skipLayer = -1;
  s.move = null;
  ctx.events.push({ type: "dealt", to: "all", round: s.round, dealer, handCounts: hands.map((h) => h.length), bankSize: s.bank.length });
  for (const seat of seats) ctx.events.push({ type: "hand", to: [seat], seat, cards: hands[seat]! });
  ctx.events.push({ type: "played", to: "all", seat: dealer, cards: [opening], opening: true });
  const rank = rankOf(opening);
  if (isJack(opening) || hands[dealer]!.some((c) => rankOf(c) === rank)) {
    s.phase = "opening"; // the dealer has a choice: add cards of the rank, call a suit
    return;
  }
  s.phase = "play";
  afterMove(ctx, dealer, [opening]); // no choice: the opening completes by itself
}

// ---- moves and effects ----------------------------------------------------------

function playMove(ctx: Ctx, seat: Seat, cards: readonly CardCode[], suit: Suit | null): void {
  const s = ctx.s;
  const opening = s.phase === "opening";
  const moveCards = opening ? [top(s), ...cards] : cards;
  if (cards.length > 0) {
    s.hands[seat] = s.hands[seat]!.filter((c) => !cards.includes(c));
    s.table = s.table.concat(cards);
    ctx.events.push({ type: "played", to: "all", seat, cards });
  }
  s.calledSuit = isJack(moveCards[moveCards.length - 1]!) ? suit : null;
  if (s.calledSuit) ctx.events.push({ type: "suitCalled", to: "all", seat, suit: s.calledSuit });
  s.phase = "play";
  afterMove(ctx, seat, moveCards);
}

/** A completed move: a 6 must be covered, an empty hand ends the round, a bridge opens its window. */
function afterMove(ctx: Ctx, seat: Seat, moveCards: readonly CardCode[]): void {
  const s = ctx.s;
  s.move = { seat, cards: moveCards };
  if (rankOf(moveCards[moveCards.length - 1]!) === "6") {
    s.cover = true; // never finishes a round, even with an empty hand
    s.turn = seat;
    return;
  }
  s.cover = false;
  if (s.hands[seat]!.length === 0) {
    applyEffects(ctx, seat, moveCards, true); // the last move still bites before counting
    endRound(ctx, "out", seat);
    return;
  }
  if (isBridge(s.table)) {
    s.phase = "bridge";
    s.turn = seat;
    ctx.events.push({ type: "bridgeWindow", to: "all", seat, rank: rankOf(top(s)), timeLimitMs: BRIDGE_MS });
    return;
  }
  resolveEffects(ctx, seat, moveCards);
}

function resolveEffects(ctx: Ctx, seat: Seat, moveCards: readonly CardCode[]): void {
  applyEffects(ctx, seat, moveCards, false);
  advance(ctx, seat);
}

/**
 * 7s: the next player draws one per 7. QS on top: the next player draws 5.
 * 8s and aces: each queues a skip for the next player in turn, round the table
 * and passing over the layer; each 8's target draws 2 at once.
 */
function applyEffects(ctx: Ctx, seat: Seat, cards: readonly CardCode[], goingOut: boolean): void {
  const s = ctx.s;
  const rank = rankOf(cards[0]!);
  if (rank === "7") {
    penalty(ctx, nextIn(s, seat), cards.length, "7");
  } else if (cards[cards.length - 1] === "QS") {
    penalty(ctx, nextIn(s, seat), 5, "QS");
  } else if (rank === "8" || rank === "A") {
    const others = othersAfter(s, seat);
    const queued = s.skipLayer === seat ? s.skips : 0;
    if (rank === "8") {
      const owed = new Map<Seat, number>();
      for (let j = 0; j < cards.length; j++) {
        const target = others[(queued + j) % others.length]!;
        owed.set(target, (owed.get(target) ?? 0) + 2);
      }
      for (const [target, count] of owed) penalty(ctx, target, count, "8");
    }
    if (!goingOut) {
      s.skips = queued + cards.length;
      s.skipLayer = seat;
    }
  }
}

function penalty(ctx: Ctx, seat: Seat, count: number, cause: string): void {
  ctx.events.push({ type: "penalty", to: "all", seat, count, cause });
  drawCards(ctx, seat, count, "penalty");
}

/** The turn moves on, using up queued skips; the layer plays a normal turn when it comes back round. */
function advance(ctx: Ctx, from: Seat): void {
  const s = ctx.s;
  let next = nextIn(s, from);
  while (s.skips > 0 && next !== s.skipLayer) {
    ctx.events.push({ type: "skipped", to: "all", seat: next });
    s.skips -= 1;
    next = nextIn(s, next);
  }
  if (s.skips === 0) s.skipLayer = -1;
  s.turn = next;
  s.draws = 0;
  s.cover = false;
}

// ---- drawing and reshuffling ------------------------------------------------------

/** Draws `count` cards (fewer when even a reshuffle cannot supply them). */
function drawCards(ctx: Ctx, seat: Seat, count: number, reason: string): void {
  const s = ctx.s;
  let taken: CardCode[] = [];
  for (let i = 0; i < count; i++) {
    if (s.bank.length === 0) {
      reportDraw(ctx, seat, taken, reason); // the draw so far, before the reshuffle
      taken = [];
      if (!reshuffle(ctx)) break; // a draw that still cannot be made is skipped
    }
    taken.push(s.bank[0]!);
    s.bank = s.bank.slice(1);
  }
  reportDraw(ctx, seat, taken, reason);
}

/** The cards go to the drawer's hand; the drawer sees them, the other seats only the count. */
function reportDraw(ctx: Ctx, seat: Seat, taken: CardCode[], reason: string): void {
  if (taken.length === 0) return;
  const s = ctx.s;
  s.hands[seat] = s.hands[seat]!.concat(taken);
  const others: Seat[] = [];
  for (let p = 0; p < s.players; p++) if (p !== seat) others.push(p);
  ctx.events.push({ type: "drew", to: [seat], seat, cards: taken, count: taken.length, reason });
  ctx.events.push({ type: "drew", to: others, seat, count: taken.length, reason });
}

/** The table except its top card becomes the new bank; the round's multiplier rises. */
function reshuffle(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.table.length < 2) return false;
  const under = s.table.slice(0, -1);
  s.bank = ctx.chance.draw("reshuffle", (rng) => shuffle(rng, under), (value) => acceptReshuffle(value, under));
  s.table = [s.table[s.table.length - 1]!];
  s.multiplier += 1;
  ctx.events.push({ type: "reshuffled", to: "all", bankSize: s.bank.length, multiplier: s.multiplier });
  return true;
}

// ---- end of a round, the limit, the next dealer ---------------------------------------

function endRound(ctx: Ctx, reason: "out" | "bridge", seat: Seat): void {
  const s = ctx.s;
  const mult = s.multiplier;
  const jacks = s.move!.cards.filter(isJack).length;
  const scores = s.hands.map((hand, p) => {
    if (s.outRound[p] !== null) return null;
    let points = reason === "out" && p === seat ? 0 : handPoints(hand);
    if (p === seat) points -= 20 * jacks; // finishing with / bridging with jacks: −20 each
    return points === 0 ? 0 : points * mult; // never −0 in JSON data
  });
  const totals = s.totals.map((t, p) => t + (scores[p] ?? 0));
  ctx.events.push({ type: "roundScored", to: "all", round: s.round, reason, seat, multiplier: mult, scores, totals: totals.slice() });

  const outRound = s.outRound.slice();
  const justOut: Seat[] = [];
  if (s.limit !== null) {
    const half = Math.floor(s.limit / 2);
    for (let p = 0; p < s.players; p++) {
      if (outRound[p] !== null) continue;
      if (totals[p]! > s.limit) {
        outRound[p] = s.round;
        justOut.push(p);
        ctx.events.push({ type: "eliminated", to: "all", seat: p, total: totals[p] });
      } else if (totals[p] === s.limit || totals[p] === half) {
        totals[p] = 0;
        ctx.events.push({ type: "reset", to: "all", seat: p });
      }
    }
  }
  s.totals = totals;
  s.outRound = outRound;
  const still = [...outRound.keys()].filter((p) => outRound[p] === null);
  if (still.length <= 1) {
    // The last player left wins; when all go out together, the lowest of them.
    finish(ctx, still.length === 1 ? still : lowest(totals, justOut), false);
    return;
  }
  const dealer = nextDealer(s, still);
  ctx.events.push({ type: "dealer", to: "all", seat: dealer, by: "total" });
  startRound(ctx, dealer);
}

/** The highest total among players still in; ties: the first of them clockwise after the previous dealer. */
function nextDealer(s: State101, still: readonly Seat[]): Seat {
  let best = -Infinity;
  for (const p of still) best = Math.max(best, s.totals[p]!);
  for (let i = 1; i <= s.players; i++) {
    const p = (s.dealer + i) % s.players;
    if (s.outRound[p] === null && s.totals[p] === best) return p;
  }
  return still[0]!;
}

function lowest(totals: readonly number[], seats: readonly Seat[]): Seat[] {
  const min = Math.min(...seats.map((p) => totals[p]!));
  return seats.filter((p) => totals[p] === min);
}

function finish(ctx: Ctx, winners: Seat[], byHost: boolean): void {
  const s = ctx.s;
  s.phase = "over";
  s.winners = winners;
  s.endedByHost = byHost;
  s.skips = 0;
  s.skipLayer = -1;
  ctx.events.push({ type: "gameOver", to: "all", winners, totals: s.totals, endedByHost: byHost });
}

/** The host ends the game: standings after the last completed round; lowest total still in wins. */
export function endByHost(state: State101): ApplyResult<State101> {
  if (state.phase === "over") fail("GAME_OVER", "the game is already over");
  const ctx: Ctx = { s: draft(state), chance: new Chance(state.chance), events: [] };
  const still = [...state.outRound.keys()].filter((p) => state.outRound[p] === null);
  finish(ctx, lowest(state.totals, still), true);
  return { state: ctx.s, events: ctx.events };
}

/**
 * Scores are the totals (lower is better). Ranks: players who stayed in longer
 * rank above those out earlier; then the lower total. Winners rank 1.
 */
export function result(state: State101): GameResult | null {
  if (state.phase !== "over") return null;
  const stay = (p: Seat) => state.outRound[p] ?? Infinity;
  const better = (a: Seat, b: Seat) => stay(a) > stay(b) || (stay(a) === stay(b) && state.totals[a]! < state.totals[b]!);
  const winners = state.winners ?? [];
  const seats = [...Array(state.players).keys()];
  const ranks = seats.map((p) => (winners.includes(p) ? 1 : 1 + seats.filter((q) => winners.includes(q) || better(q, p)).length));
  return { scores: state.totals.slice(), winners: winners.slice(), ranks, ...(state.endedByHost ? { endedByHost: true } : {}) };
}
