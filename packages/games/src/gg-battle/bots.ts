/**
 * The `rules` bot: a decent player's heuristics, from its BotInput only.
 *
 * - Arranges its own piles: the GG card at the bottom of a pile of strong
 *   fighters, Bombs on top of the other piles (ready to fire), Walls low.
 * - Reads the table: face-up cards, its current Scout looks, and for every
 *   rival the cards not yet seen (its 32 minus the shown discards and face-up
 *   cards), so a blind challenge has a computed chance to win.
 * - Takes known wins (a beatable face-up card, a known Bomb or GG card),
 *   never challenges into a known loss, digs the rival's small piles (where
 *   a bottom GG card is near), Bombs small piles, Scouts before a risky
 *   blind challenge, plays Second Chance before one, hides its GG card with
 *   Sink and Shields its GG pile when it runs low, and ends the turn — with
 *   a turn-passing card (Skip, Steal, Shield, a Bomb) when it has one — once
 *   continuing is riskier than it is worth.
 */
import { pick, randomInt, shuffle, type Bot, type BotInput, type RandomSource, type Seat } from "@gg/core";
import { BOMB, fight, GG, isFighter, PILE_SIZE, WALL, type Card } from "./cards.ts";
import type { GGBattleAction } from "./state.ts";
import type { GGBattleView } from "./view.ts";

type Input = BotInput<GGBattleView, GGBattleAction>;

export function rulesBot(): Bot<GGBattleView, GGBattleAction> {
  return { act: choose };
}

function choose(input: Input): GGBattleAction {
  const { legal, random } = input;
  const first = legal[0]!;
  if (first.type === "arrange") return arrangeAction(random);
  if (first.type === "throw") return pick(random, legal);
  if (legal.length === 1) return first;
  return decide(new Reading(input.view, input.seat), legal, random);
}

// ---- arrangement -------------------------------------------------------------

const FIGHTERS: readonly Card[] = ["R", "P", "S"].flatMap((k) => Array.from({ length: 9 }, (_, i) => `${k}${i + 1}`));

/** GG at the bottom of a pile of seven strong fighters; a Bomb on top of two other piles; Walls at the bottom of others. */
export function arrangeAction(random: RandomSource): GGBattleAction {
  const strong = shuffle(random, FIGHTERS.filter((c) => Number(c[1]) >= 5)); // 15 cards of power 5–9
  const guard = strong.slice(0, 7);
  const rest = shuffle(random, [...strong.slice(7), ...FIGHTERS.filter((c) => Number(c[1]) < 5)]); // 20 fighters
  const ggPile = randomInt(random, 4);
  const others = [0, 1, 2, 3].filter((p) => p !== ggPile);
  const piles: Card[][] = [[], [], [], []];
  piles[ggPile] = [...guard, GG];
  // Three other piles: 20 fighters + 2 Bombs + 2 Walls = 24 cards.
  const bombPiles = shuffle(random, others).slice(0, 2);
  const wallPiles = shuffle(random, others).slice(0, 2);
  for (const p of others) {
    const pile: Card[] = [];
    if (bombPiles.includes(p)) pile.push(BOMB);
    const walls = wallPiles.includes(p) ? 1 : 0;
    while (pile.length < PILE_SIZE - walls) pile.push(rest.pop()!);
    if (walls) pile.push(WALL);
    piles[p] = pile;
  }
  return { type: "arrange", piles };
}

// ---- reading the table ---------------------------------------------------------

const CODES: readonly Card[] = ["GG", "B", "W", ...FIGHTERS];
/** A card's index in CODES, from its characters (no lookup: the search runs this in every playout step). */
export function codeIndex(c: Card): number {
  const k = c.charCodeAt(0);
  if (k === 71) return 0; // GG
  if (k === 66) return 1; // B
  if (k === 87) return 2; // W
  return (k === 82 ? 3 : k === 80 ? 12 : 21) + c.charCodeAt(1) - 49; // R1…R9, P1…P9, S1…S9
}
const BLIND_WIN = 0;
const BLIND_LOSE = 1;
const BLIND_EVEN = 2;
const BLIND_BOMB = 3;
/** Per challenging fighter and target code: what a blind challenge meeting that card counts as (win, lose, even or Wall, Bomb). */
const BLIND_OUTCOME: readonly Uint8Array[] = CODES.map((card) =>
  Uint8Array.from(CODES, (c) => {
    if (c === BOMB) return BLIND_BOMB;
    if (c === WALL || c === GG || !isFighter(card)) return BLIND_EVEN; // GG is never counted (its pool count is 0)
    const f = fight(card, c);
    return f > 0 ? BLIND_WIN : f < 0 ? BLIND_LOSE : BLIND_EVEN;
  }),
);
const FULL: readonly number[] = CODES.map((c) => (c === BOMB || c === WALL ? 2 : 1));
const WIN = 40; // the value of eliminating a rival, in cards

/** What the seat knows: its own piles, and per rival the cards it has not seen and what it knows of each pile's top. */
export class Reading {
  readonly rivals: Seat[] = [];
  /** Per rival seat: unseen card counts by code index (GG excluded), and their total. */
  readonly pool: number[][] = [];
  readonly poolSize: number[] = [];
  /** Per rival seat and pile: the known top cards (face up, or from a current Scout look), top first. */
  readonly known: Card[][][] = [];
  /** Per rival seat and pile: the chance that its top card is the GG card. */
  readonly ggTop: number[][] = [];
  /** Own GG card: pile and depth (cards above it), or -1. */
  readonly ggPile: number = -1;
  readonly ggDepth: number = -1;

  constructor(
    readonly view: GGBattleView,
    readonly seat: Seat,
  ) {
    const own = view.ownPiles!;
    for (let p = 0; p < 4; p++) {
      const i = own[p]!.cards.indexOf(GG);
      if (i >= 0) [this.ggPile, this.ggDepth] = [p, i];
    }
    for (const sv of view.seats) {
      const r = sv.seat;
      if (r === seat || sv.out) continue;
      this.rivals.push(r);
      const pool = FULL.slice();
      for (const c of sv.shown) pool[codeIndex(c)]!--;
      const known: Card[][] = [];
      for (let p = 0; p < 4; p++) {
        const stack = knownStack(view, r, p);
        for (const c of stack) pool[codeIndex(c)]!--;
        known.push(stack);
      }
      const ggKnown = known.some((k) => k.includes(GG));
      pool[0] = 0;
      let size = 0;
      for (const n of pool) size += Math.max(0, n);
      // Where the GG card may be: a pile's unknown part, more likely in a small pile (players hide it at the bottom).
      const weight: number[] = [];
      let total = 0;
      for (let p = 0; p < 4; p++) {
        const unknown = sv.pileSizes[p]! - known[p]!.length;
        const w = ggKnown || unknown <= 0 ? 0 : 1 + unknown / 4;
        weight.push(w);
        total += w;
      }
      const gg: number[] = [];
      for (let p = 0; p < 4; p++) {
        const n = sv.pileSizes[p]!;
        if (known[p]!.length > 0 || weight[p] === 0) gg.push(known[p]![0] === GG ? 1 : 0);
        else gg.push((weight[p]! / total) * (n === 1 ? 1 : 0.5 / n));
      }
      this.pool[r] = pool;
      this.poolSize[r] = size;
      this.known[r] = known;
      this.ggTop[r] = gg;
    }
  }

  /** Blind-challenge odds by rival seat × CODES.length + challenger code. */
  readonly #odds: (readonly [number, number, number, number] | undefined)[] = [];

  /** A blind challenge by `card` against one of rival `r`'s unseen cards (GG aside): chances to win, lose, tie or meet a Wall, hit a Bomb. */
  odds(r: Seat, card: Card): readonly [number, number, number, number] {
    const code = codeIndex(card);
    const key = r * CODES.length + code;
    let o = this.#odds[key];
    if (o) return o;
    const pool = this.pool[r]!;
    const n = this.poolSize[r]!;
    const outcome = BLIND_OUTCOME[code]!;
    const counts = [0, 0, 0, 0];
    for (let i = 1; i < CODES.length && n > 0; i++) {
      const count = pool[i]!;
      if (count > 0) counts[outcome[i]!]! += count;
    }
    o = n > 0 ? [counts[BLIND_WIN]! / n, counts[BLIND_LOSE]! / n, counts[BLIND_EVEN]! / n, counts[BLIND_BOMB]! / n] : [0, 0, 0, 0];
    this.#odds[key] = o;
    return o;
  }

  top(r: Seat, p: number): Card | null {
    return this.known[r]![p]![0] ?? null;
  }
}

/** The known top cards of a rival pile: a face-up top, or what a current Scout look still shows. */
export function knownStack(view: GGBattleView, rival: Seat, pile: number): Card[] {
  const sv = view.seats[rival]!;
  const size = sv.pileSizes[pile]!;
  if (size === 0) return [];
  for (const peek of view.peeks) {
    if (peek.rival !== rival || peek.pile !== pile || peek.reorders !== sv.reorders[pile] || peek.size < size) continue;
    // Only cards above left the pile since the look (removals are from the top).
    const cards = peek.cards.slice(peek.size - size);
    if (cards.length > 0 && (sv.faceUp[pile] === null || sv.faceUp[pile] === cards[0])) return cards;
  }
  const up = sv.faceUp[pile];
  return up ? [up] : [];
}

// ---- values --------------------------------------------------------------------

/** Value of a fighter challenge by `card` against a known `target` (cards, turn kept or lost). */
function knownValue(card: Card, target: Card, below: Card | undefined): number {
  if (target === GG) return WIN;
  if (target === BOMB) return below === GG ? WIN : 2.2;
  if (target === WALL) return -0.6;
  const f = fight(card, target);
  return f > 0 ? 1.2 : f === 0 ? -0.6 : -1.6;
}

interface Option {
  readonly action: GGBattleAction;
  readonly value: number;
  /** A blind challenge (unknown target): worth a Scout or a Second Chance first. */
  readonly blind?: { rival: Seat; pile: number; risk: number };
}

function decide(k: Reading, legal: readonly GGBattleAction[], random: RandomSource): GGBattleAction {
  const { view } = k;
  const own = view.ownPiles!;
  const acted = view.acted;
  const twoPlayers = k.rivals.length === 1;
  const hand = view.hand ?? [];
  const threatened = k.ggPile >= 0 && own[k.ggPile]!.shields === 0 && k.ggDepth <= 2;

  // 1. Defend the GG card first: sink it off the top, or shield its pile.
  if (k.ggDepth === 0 && own[k.ggPile]!.cards.length > 1) {
    const sink = legal.find((a) => a.type === "strategy" && a.card === "Sink" && a.pile === k.ggPile);
    if (sink) return sink;
  }

  // 2. Challenges: known targets exactly, blind ones from the rival's unseen cards.
  let best: Option[] = [];
  let bestValue = -Infinity;
  let bombBest: Option | null = null;
  for (const action of legal) {
    if (action.type !== "challenge") continue;
    const o = challengeOption(k, action);
    if (own[action.pile]!.cards[0] === BOMB) {
      if (!bombBest || o.value > bombBest.value) bombBest = o;
    } else if (o.value > bestValue + 1e-9) {
      best = [o];
      bestValue = o.value;
    } else if (o.value >= bestValue - 1e-9) best.push(o);
  }

  // Turn-passing moves: end the turn with something useful.
  const ending: Option[] = [];
  if (bombBest) ending.push(bombBest);
  for (const action of legal) {
    if (action.type !== "strategy") continue;
    switch (action.card) {
      case "Shield":
        if (action.pile === k.ggPile) ending.push({ action, value: threatened ? 3 : own[action.pile]!.shields === 0 && k.ggDepth <= 4 ? 0.7 : 0.1 });
        break;
      case "Skip":
      case "Reverse":
        ending.push({ action, value: twoPlayers || action.card === "Skip" ? 0.8 : 0.2 });
        break;
      case "Steal":
        ending.push({ action, value: 0.6 });
        break;
    }
  }
  let end: Option | null = null;
  for (const o of ending) if (!end || o.value > end.value) end = o;

  const choice = best.length > 0 ? pick(random, best) : null;
  const threshold = acted ? 0.35 : -0.2;
  if (choice && bestValue > threshold && bestValue >= (end?.value ?? -Infinity) - (acted ? 0 : 1)) {
    // Before a risky blind challenge: look first, or secure a second chance.
    if (choice.blind && choice.blind.risk > 0.25) {
      const scout = legal.find((a) => a.type === "strategy" && a.card === "Scout" && a.rival === choice.blind!.rival && a.rivalPile === choice.blind!.pile);
      if (scout) return scout;
      if (view.secondChance === 0 && !threatened) {
        const second = legal.find((a) => a.type === "strategy" && a.card === "Second Chance");
        if (second) return second;
      }
    }
    return choice.action;
  }
  if (end && (end.value > 0 || !acted)) return end.action;
  if (acted) return legal.find((a) => a.type === "endTurn") ?? legal[0]!;
  // Nothing good and the turn must start: a free look, a keep-turn card, else the least bad challenge.
  const scout = scoutTarget(k, legal);
  if (scout) return scout;
  if (choice) return choice.action;
  if (bombBest) return bombBest.action;
  const spare = legal.find((a) => a.type === "strategy" && hand.includes(a.card) && a.card !== "Swap" && a.card !== "Sink");
  return spare ?? pick(random, legal);
}

/** A Scout on the rival pile most worth knowing: the smallest one with an unknown top. */
function scoutTarget(k: Reading, legal: readonly GGBattleAction[]): GGBattleAction | undefined {
  let best: GGBattleAction | undefined;
  let bestSize = Infinity;
  for (const a of legal) {
    if (a.type !== "strategy" || a.card !== "Scout" || k.top(a.rival, a.rivalPile) !== null) continue;
    const size = k.view.seats[a.rival]!.pileSizes[a.rivalPile]!;
    if (size < bestSize) [best, bestSize] = [a, size];
  }
  return best;
}

function challengeOption(k: Reading, action: Extract<GGBattleAction, { type: "challenge" }>): Option {
  const { view } = k;
  const own = view.ownPiles!;
  const mine = own[action.pile]!.cards;
  const card = mine[0]!;
  const { rival: r, rivalPile: p } = action;
  const sv = view.seats[r]!;
  const size = sv.pileSizes[p]!;
  const dig = (PILE_SIZE - size) * 0.06; // smaller piles hide a bottom GG card closer to the top
  // Losing the challenging card digs our own pile: costly on the GG pile.
  const ownCost = action.pile === k.ggPile ? (k.ggDepth <= 1 ? 8 : 3 / k.ggDepth) : 0;
  if (sv.shields[p]! > 0) return { action, value: 0.15 + dig }; // burns a Shield for free, the turn goes on
  const stack = k.known[r]![p]!;
  const known = stack[0];

  if (card === BOMB) {
    // The Bomb goes, the target and the card below it (and a chain of Bombs) go; the turn passes.
    if (known === WALL) return { action, value: 0.3 - ownCost * 0 };
    const ggNear = stack[0] === GG || stack[1] === GG;
    if (ggNear || (known === undefined && size <= 2 && k.ggTop[r]![p]! > 0)) {
      const pGG = ggNear ? 1 : Math.min(1, k.ggTop[r]![p]! * (size === 2 ? 2 : 1) + (size <= 2 ? 0.25 : 0));
      return { action, value: pGG * WIN + 1 };
    }
    const strong = known && isFighter(known) ? Number(known[1]) / 9 : 0;
    return { action, value: 0.5 + dig * 2 + strong - (action.pile === k.ggPile ? ownCost * 0.2 : 0) };
  }

  if (known !== undefined) {
    const v = knownValue(card, known, stack[1]);
    const lost = v < 0 ? ownCost : 0;
    return { action, value: v + (v > 0 ? dig : 0) - lost + (own[action.pile]!.topFaceUp ? 0.05 : 0) };
  }

  // Blind: the unseen cards of this rival, the GG card with its own chance.
  const pGG = k.ggTop[r]![p]!;
  const odds = k.odds(r, card);
  const win = odds[0];
  const lose = odds[1];
  const even = odds[2];
  const bomb = odds[3];
  const rest = 1 - pGG;
  const risk = rest * (lose + even);
  const value = pGG * WIN + rest * (win * (1.2 + dig) + bomb * 2.2 - lose * 1.6 - even * 0.6) - risk * ownCost + (own[action.pile]!.topFaceUp ? 0.05 : 0);
  return { action, value, blind: { rival: r, pile: p, risk } };
}

// ---- candidate moves for the search level ------------------------------------------

/**
 * The moves worth searching: per rival pile the best own challenger (and a
 * Bomb), no challenge into a known loss, Scouts on unknown piles, Sink and
 * Shield only where they protect something, no Swap, and always the move
 * the rules bot would make. Order follows `legal`.
 */
export function candidates(view: GGBattleView, seat: Seat, legal: readonly GGBattleAction[], random: RandomSource): GGBattleAction[] {
  if (legal.length <= 2 || legal[0]!.type === "arrange" || legal[0]!.type === "throw") return legal.slice();
  const k = new Reading(view, seat);
  const own = view.ownPiles!;
  const keep = new Set<GGBattleAction>([decide(k, legal, random)]);
  const bestFor = new Map<number, Option>();
  for (const action of legal) {
    switch (action.type) {
      case "challenge": {
        const o = challengeOption(k, action);
        const known = k.top(action.rival, action.rivalPile);
        if (known !== null && o.value < -0.5 && own[action.pile]!.cards[0] !== BOMB) break;
        const key = action.rival * 8 + action.rivalPile * 2 + (own[action.pile]!.cards[0] === BOMB ? 1 : 0);
        const prev = bestFor.get(key);
        if (!prev || o.value > prev.value) bestFor.set(key, o);
        break;
      }
      case "strategy":
        if (action.card === "Swap") break;
        if (action.card === "Scout" && k.top(action.rival, action.rivalPile) !== null) break;
        if ((action.card === "Sink" || action.card === "Shield") && action.pile !== k.ggPile && !(action.card === "Sink" && own[action.pile]!.topFaceUp)) break;
        keep.add(action);
        break;
      default:
        keep.add(action);
    }
  }
  for (const o of bestFor.values()) keep.add(o.action);
  return legal.filter((a) => keep.has(a));
}
