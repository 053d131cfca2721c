/**
 * A challenge: the top card of one of the challenger's piles against the top
 * card of one rival pile, with the Bomb, Wall, GG, Shield and Second Chance
 * rules of the rulings.
 */
import type { GameEvent, Seat } from "@gg/core";
import { BOMB, fight, GG, WALL, type Card } from "./cards.ts";
import { E, pileIndex, refuse } from "./errors.ts";
import type { GGBattleState, Work } from "./state.ts";
import { bombChainLength, drawStrategy, eliminate, keepTurn, passTurn, removeTop } from "./turn.ts";

export interface ChallengeTarget {
  readonly pile: number;
  readonly rival: Seat;
  readonly rivalPile: number;
}

/** Validates a challenge's fields against the state; throws the typed refusal. */
export function checkChallenge(s: GGBattleState, seat: Seat, action: Record<string, unknown>): ChallengeTarget {
  const pile = pileIndex(action.pile, "pile");
  const rivalPile = pileIndex(action.rivalPile, "rivalPile");
  const rival = checkRival(s, seat, action.rival);
  const mine = s.piles[seat]![pile]!;
  if (mine.length === 0) refuse(E.EMPTY_PILE, `your pile ${pile} is empty`);
  if (mine[0] === WALL) refuse(E.CANNOT_CHALLENGE_WITH_WALL, "a Wall cannot challenge");
  if (mine[0] === GG) refuse(E.CANNOT_CHALLENGE_WITH_GG, "the GG card cannot challenge");
  if (s.piles[rival]![rivalPile]!.length === 0) refuse(E.EMPTY_PILE, `seat ${rival}'s pile ${rivalPile} is empty`);
  return { pile, rival, rivalPile };
}

/** A living rival's seat, else NO_SUCH_RIVAL (MALFORMED_ACTION when not a number). */
export function checkRival(s: GGBattleState, seat: Seat, value: unknown): Seat {
  if (typeof value !== "number" || !Number.isInteger(value)) refuse(E.MALFORMED_ACTION, "'rival' must be a seat number");
  if (value < 0 || value >= s.players || value === seat || s.out[value]) refuse(E.NO_SUCH_RIVAL, `seat ${value} is not a rival still in the game`);
  return value;
}

/**
 * Resolves a validated challenge on the working copy. Order: Shield, then the
 * cards; a pile emptied by the challenge earns a strategy card before any
 * elimination; then the turn goes on or passes.
 */
export function resolveChallenge(s: Work, seat: Seat, t: ChallengeTarget, events: GameEvent[]): void {
  const { pile, rival, rivalPile } = t;
  s.acted = true;
  s.passes = 0;

  // A Shield stops the challenge (a Bomb too): nothing is turned up, the challenger goes on.
  if (s.shields[rival]![rivalPile]! > 0) {
    s.shields[rival]![rivalPile]!--;
    s.strategyDiscards++;
    events.push({ type: "shielded", to: "all", seat, pile, rival, rivalPile });
    keepTurn(s, seat, events);
    return;
  }

  const card = s.piles[seat]![pile]![0]!;
  const target = s.piles[rival]![rivalPile]![0]!;
  const base = { seat, pile, rival, rivalPile, card, target };
  const discardedBefore = [s.discards[seat]!, s.discards[rival]!];
  let removed: Card[]; // rival cards the challenge removes
  let goesOn: boolean;

  if (card === BOMB) {
    removeTop(s, seat, pile, 1); // the challenging Bomb is always discarded
    const n = target === WALL ? 1 : bombChainLength(s.piles[rival]![rivalPile]!);
    removed = removeTop(s, rival, rivalPile, n);
    shownDiscard(s, seat, [card]);
    const visible = removed.filter((c, i) => i === 0 || c === BOMB || c === GG);
    shownDiscard(s, rival, visible);
    s.blankNotBomb[rival]! += removed.length - visible.length;
    // The target was turned up; cards below go face down, except what shows by its effect (a Bomb, the GG).
    events.push({ type: "challenge", to: "all", ...base, outcome: "bomb" });
    events.push({ type: "bomb", to: "all", seat, rival, rivalPile, removed: removed.map((c, i) => (i === 0 || c === BOMB || c === GG ? c : null)) });
    goesOn = false;
  } else if (target === GG) {
    // The GG turned up: its owner is out; the challenging card stays face up.
    removed = removeTop(s, rival, rivalPile, 1);
    shownDiscard(s, rival, removed);
    s.up[seat]![pile] = true;
    events.push({ type: "challenge", to: "all", ...base, outcome: "gg" });
    goesOn = true;
  } else if (target === WALL) {
    shownDiscard(s, seat, removeTop(s, seat, pile, 1));
    removed = removeTop(s, rival, rivalPile, 1);
    shownDiscard(s, rival, removed);
    events.push({ type: "challenge", to: "all", ...base, outcome: "wall" });
    goesOn = false;
  } else if (target === BOMB) {
    // The Bomb and exactly one card below it go (no chain); the challenger stays and goes on.
    removed = removeTop(s, rival, rivalPile, 2);
    shownDiscard(s, rival, removed.filter((c, i) => i === 0 || c === GG)); // the card below may be a Bomb, unseen
    s.up[seat]![pile] = true;
    // The card below goes face down unless it is the GG card (which shows by eliminating).
    events.push({ type: "challenge", to: "all", ...base, outcome: "bombChallenged", below: removed.length < 2 ? [] : [removed[1] === GG ? GG : null] });
    goesOn = true;
  } else {
    const f = fight(card, target);
    if (f === 0) {
      shownDiscard(s, seat, removeTop(s, seat, pile, 1));
      removed = removeTop(s, rival, rivalPile, 1);
      shownDiscard(s, rival, removed);
      events.push({ type: "challenge", to: "all", ...base, outcome: "identical" });
      goesOn = false;
    } else if (f > 0) {
      removed = removeTop(s, rival, rivalPile, 1);
      shownDiscard(s, rival, removed);
      s.up[seat]![pile] = true;
      events.push({ type: "challenge", to: "all", ...base, outcome: "won" });
      goesOn = true;
    } else {
      removed = [];
      shownDiscard(s, seat, removeTop(s, seat, pile, 1));
      s.up[rival]![rivalPile] = true;
      events.push({ type: "challenge", to: "all", ...base, outcome: "lost" });
      goesOn = s.secondChance > 0;
      if (goesOn) {
        s.secondChance--;
        events.push({ type: "secondChanceUsed", to: "all", seat, left: s.secondChance });
      }
    }
  }

  const ownLost = s.discards[seat]! - discardedBefore[0]!;
  const rivalLost = s.discards[rival]! - discardedBefore[1]!;
  if (ownLost > 0) events.push({ type: "discarded", to: "all", seat, count: ownLost });
  if (rivalLost > 0) events.push({ type: "discarded", to: "all", seat: rival, count: rivalLost });
  if (removed.length > 0 && s.piles[rival]![rivalPile]!.length === 0) {
    events.push({ type: "pileEmptied", to: "all", seat: rival, pile: rivalPile, by: seat });
    drawStrategy(s, seat, events);
  }
  if (removed.includes(GG)) eliminate(s, rival, seat, events);
  if (s.phase === "over") return;
  if (goesOn) keepTurn(s, seat, events);
  else passTurn(s, events);
}

/** Discarded cards everyone saw: public knowledge of the owner's discards. */
function shownDiscard(s: Work, seat: Seat, cards: readonly Card[]): void {
  if (cards.length > 0) s.shown[seat] = [...s.shown[seat]!, ...cards];
}
