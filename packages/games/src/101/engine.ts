/**
 * 101's engine entry points: setup and apply. Rules: rules.md.
 * `apply` validates everything before it changes anything, then works on a
 * draft (draft.ts); deal.ts holds the dice (rolled at setup) and the deal, moves.ts the card
 * effects, rounds.ts scoring and the score limit, loops.ts the forced-loop stalemate.
 */
import { Chance, InvalidSetupError, initialChance, type ApplyResult, type GameEvent, type Seat } from "@gg/core";
import { isJack, rankOf, suitOf, SUIT_LIST } from "./cards101.ts";
import { rollForDealer, startRound } from "./deal.ts";
import { draft, fail, type Ctx } from "./draft.ts";
import { OPTIONAL_DRAWS } from "./legal.ts";
import { followForcedStretch, isForced } from "./loops.ts";
import { drawCards, advance, playMove, resolveEffects } from "./moves.ts";
import { endRound } from "./rounds.ts";
import { anyFits, canDraw, top } from "./seats.ts";
import type { Action101, Options101, State101 } from "./state.ts";
import { validatePlay } from "./validate.ts";

const ACTION_TYPES = new Set(["draw", "pass", "play", "bridge", "noBridge"]);

/** The game starts dealt: the dice for the first dealer and round 1's deal are setup chance, told as events. */

export function setup(input: { players: number; options: Options101; seed: string; chance?: readonly { kind: string; value: unknown }[] }): ApplyResult<State101> {
  const { players, options } = input;
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new InvalidSetupError(`101 takes 2–6 players, not ${players}`);
  const seats = [...Array(players).keys()];
  const chance = new Chance(initialChance(input.seed, input.chance ?? []));
  const empty: State101 = {
    players,
    limit: options.scoreLimit === false ? null : (options.limit ?? 101),
    chance: chance.save(),
    phase: "play",
    round: 0,
    dice: { history: [] },
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
    voidMask: seats.map(() => 0),
    voidDrawn: seats.map(() => 0),
    forcedPositions: [],
  };
  const ctx: Ctx = { s: draft(empty), chance, events: [] as GameEvent[] };
  startRound(ctx, rollForDealer(ctx));
  ctx.s.chance = ctx.chance.save();
  return { state: ctx.s, events: ctx.events };
}

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
  if (state.phase === "bridge" && type !== "bridge" && type !== "noBridge") fail("BRIDGE_ANSWER_REQUIRED", "answer bridge or no bridge first");
  if (state.phase !== "bridge" && (type === "bridge" || type === "noBridge")) fail("NO_BRIDGE_WINDOW", "there is no bridge to declare");
  if (state.phase === "opening" && type !== "play") fail("OPENING_MOVE_REQUIRED", "complete the opening move (add cards of its rank, or none)");

  // Validation comes before any change, so a refused action costs nothing.
  const play = type === "play" ? validatePlay(state, seat, raw) : null;
  if (type === "draw") checkDraw(state, seat);
  if (type === "pass") checkPass(state, seat);
  const forced = isForced(state, seat);

  const ctx: Ctx = { s: draft(state), chance: new Chance(state.chance), events: [] };
  switch (type) {
    case "draw":
      if (!state.cover) ctx.s.draws = state.draws + 1;
      else markVoid(ctx, seat); // drawing to cover: nothing in hand fits
      drawCards(ctx, seat, 1, state.cover ? "cover" : "optional");
      break;
    case "pass":
      ctx.events.push({ type: "passed", to: "all", seat });
      markVoid(ctx, seat); // a pass: nothing in hand fits
      ctx.s.cover = false;
      advance(ctx, seat);
      break;
    case "play":
      if (playMove(ctx, seat, play!.cards, play!.suit)) endRound(ctx, "out", seat);
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
  followForcedStretch(ctx, state, seat, forced);
  ctx.s.chance = ctx.chance.save();
  return { state: ctx.s, events: ctx.events };
}

/** Public inference: the seat holds nothing of the suit asked for now (the called suit on a jack, else the top's suit). */
function markVoid(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const t = top(s);
  const suit = s.calledSuit !== null && isJack(t) ? s.calledSuit : suitOf(t);
  const mask = s.voidMask.slice();
  const drawn = s.voidDrawn.slice();
  mask[seat] = (drawn[seat]! > 0 ? 0 : mask[seat]!) | (1 << SUIT_LIST.indexOf(suit));
  drawn[seat] = 0;
  s.voidMask = mask;
  s.voidDrawn = drawn;
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
