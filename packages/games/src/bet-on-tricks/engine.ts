/**
 * The rules engine: setup and its starter draw, bets, tricks, the blind 1-card
 * round, lives and the end. Pure: every random event is a `Chance` draw, and
 * states are copied where they change (structural sharing, no deep clones).
 */
import {
  Chance,
  CommonErrors,
  IllegalActionError,
  InvalidSetupError,
  JOKER,
  badChance,
  illegal,
  initialChance,
  isCardCode,
  randomInt,
  type ApplyResult,
  type GameEvent,
  type GameResult,
  type RandomSource,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { normalizeOptions, type Options } from "./options.ts";
import { copyState, type BetOnTricksAction, type Mutable, type RoundSummary, type State, type TrickRecord } from "./state.ts";
import { JOKER_RANKS, STANDARD_DECK, cardStrengths, isRank, roundDeck, roundSize, trickWinner, type Play } from "./strength.ts";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/** The game's own refusal codes, beside the shared ones. */
export const Errors = {
  ...CommonErrors,
  WRONG_PHASE: "WRONG_PHASE",
  BID_OUT_OF_RANGE: "BID_OUT_OF_RANGE",
  BID_FORBIDDEN_BY_HOOK: "BID_FORBIDDEN_BY_HOOK",
  JOKER_RANK_INVALID: "JOKER_RANK_INVALID",
} as const;

// ---- seats ----------------------------------------------------------------

/** The next seat clockwise after `seat` that still has lives. */
export function nextLiving(lives: readonly number[], seat: Seat): Seat {
  const n = lives.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (lives[s]! > 0) return s;
  }
  return seat;
}

/** Living seats clockwise starting with `from` (which must be living). */
export function livingFrom(lives: readonly number[], from: Seat): Seat[] {
  const n = lives.length;
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const s = (from + k) % n;
    if (lives[s]! > 0) out.push(s);
  }
  return out;
}

export function livingCount(lives: readonly number[]): number {
  let c = 0;
  for (const l of lives) if (l > 0) c++;
  return c;
}

// ---- chance ---------------------------------------------------------------

/** Unbiased partial Fisher–Yates: the first `k` cards of a shuffled copy. */
function drawCards(rng: RandomSource, deck: readonly string[], k: number): string[] {
  const cards = deck.slice();
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(rng, cards.length - i);
    const t = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = t;
  }
  cards.length = k;
  return cards;
}

/** One round of the starter draw: a card per seat still in the draw (null for the others), from a fresh deck. */
function drawStarterCards(chance: Chance, n: number, inDraw: readonly boolean[]): (string | null)[] {
  const count = inDraw.filter(Boolean).length;
  return chance.draw<(string | null)[]>(
    "starterDraw",
    (rng) => {
      const cards = drawCards(rng, STANDARD_DECK, count);
      let next = 0;
      return inDraw.map((inside) => (inside ? cards[next++]! : null));
    },
    (raw) => {
      // Either one entry per seat (null for seats not in this draw round) or, compact, just the cards of the seats in it, in seat order.
      let value = raw;
      if (Array.isArray(raw) && raw.length === count && count < n) {
        let next = 0;
        value = inDraw.map((inside) => (inside ? raw[next++] : null));
      }
      if (!Array.isArray(value) || value.length !== n) badChance("starterDraw", `expected an array of ${n} entries (a card per seat in the draw, null for the others) or of ${count} cards (the seats in the draw)`);
      const seen = new Set<string>();
      return value.map((card: unknown, seat) => {
        if (!inDraw[seat]) {
          if (card !== null) badChance("starterDraw", `seat ${seat} is not in this draw round: its entry must be null`);
          return null;
        }
        if (typeof card !== "string" || card === JOKER || !isCardCode(card)) badChance("starterDraw", `seat ${seat}: '${String(card)}' is not a card of the standard deck`);
        if (seen.has(card)) badChance("starterDraw", `card ${card} drawn twice`);
        seen.add(card);
        return card;
      });
    },
  );
}

/** The deal: `size` cards per living seat, dealt one at a time from the starter. */
function dealHands(chance: Chance, n: number, lives: readonly number[], starter: Seat, size: number, joker: boolean): string[][] {
  const deck = roundDeck(joker, size);
  return chance.draw<string[][]>(
    "deal",
    (rng) => {
      const order = livingFrom(lives, starter);
      const cards = drawCards(rng, deck, order.length * size);
      const hands: string[][] = Array.from({ length: n }, () => []);
      for (let i = 0; i < cards.length; i++) hands[order[i % order.length]!]!.push(cards[i]!);
      return hands;
    },
    (raw) => {
      const value = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as { hands?: unknown }).hands : raw; // `{ hands }` is accepted too
      if (!Array.isArray(value) || value.length !== n) badChance("deal", `expected an array of ${n} hands (one per seat, [] for players who are out)`);
      const allowed = new Set(deck);
      const seen = new Set<string>();
      return value.map((hand: unknown, seat) => {
        const want = lives[seat]! > 0 ? size : 0;
        if (!Array.isArray(hand) || hand.length !== want) badChance("deal", `seat ${seat} must get ${want} card(s) this round`);
        return hand.map((card: unknown) => {
          if (typeof card !== "string" || !allowed.has(card)) badChance("deal", `seat ${seat}: '${String(card)}' is not in this round's deck${card === JOKER ? " (no joker without the option or in the 1-card round)" : ""}`);
          if (seen.has(card)) badChance("deal", `card ${card} dealt twice`);
          seen.add(card);
          return card;
        });
      });
    },
  );
}

// ---- setup and rounds -------------------------------------------------------

export function setup(input: SetupInput<Options>): ApplyResult<State> {
  const n = input.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) throw new InvalidSetupError(`bet-on-tricks takes ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${n}`);
  const options = normalizeOptions(input.options);
  const startLives = options.suddenDeath ? 1 : options.lives;
  const chance = new Chance(initialChance(input.seed, input.chance ?? []));
  const events: GameEvent[] = [];
  const { draws, starter } = starterDraw(chance, n, options.manilha, events);
  const start: State = {
    players: n,
    options,
    chance: chance.save(),
    phase: "bid",
    draws,
    lives: new Array<number>(n).fill(startLives),
    outRound: new Array<number>(n).fill(0),
    round: 0,
    size: 0,
    starter: -1,
    hands: Array.from({ length: n }, () => []),
    bets: new Array<number | null>(n).fill(null),
    tricks: new Array<number>(n).fill(0),
    turn: -1,
    leader: -1,
    trick: [],
    lastTrick: null,
    history: [],
    previous: null,
    endedByHost: false,
  };
  return { state: beginRound(start, chance, 1, starter, events), events };
}

/**
 * The first round's starter, by chance (no player decides anything): every
 * player draws a card from a fresh deck, the highest strength starts, players
 * tied for the highest draw again. Each draw round is told to everyone.
 */
function starterDraw(chance: Chance, n: number, manilha: Options["manilha"], events: GameEvent[]): { draws: (string | null)[][]; starter: Seat } {
  const strength = cardStrengths(manilha);
  let inDraw: boolean[] = new Array<boolean>(n).fill(true);
  const draws: (string | null)[][] = [];
  for (;;) {
    const cards = drawStarterCards(chance, n, inDraw);
    draws.push(cards);
    let best = -1;
    for (const c of cards) if (c !== null && strength[c]! > best) best = strength[c]!;
    const top = cards.map((c) => c !== null && strength[c] === best);
    const tied = top.flatMap((t, s) => (t ? [s] : []));
    events.push({ type: "starterDraw", to: "all", draw: draws.length, cards, highest: tied, starter: tied.length === 1 ? tied[0] : null });
    if (tied.length === 1) return { draws, starter: tied[0]! };
    inDraw = top;
  }
}

/** Deals round `round` and opens its bets (the starter bets first). */
function beginRound(base: State, chance: Chance, round: number, starter: Seat, events: GameEvent[]): State {
  const { players: n, lives, options } = base;
  const size = roundSize(round, options.quick);
  const hands = dealHands(chance, n, lives, starter, size, options.joker);
  events.push({ type: "roundStarted", to: "all", round, size, starter, blind: size === 1 });
  const counts = hands.map((h) => h.length);
  for (let s = 0; s < n; s++) {
    if (lives[s]! <= 0) continue;
    // The blind round's private deal is everybody's card but one's own.
    if (size === 1) events.push({ type: "dealt", to: [s], seat: s, visible: hands.map((h, o) => (o === s ? null : (h[0] ?? null))) });
    else events.push({ type: "dealt", to: [s], seat: s, hand: hands[s] });
  }
  events.push({ type: "dealt", to: "all", counts });
  const next = copyState(base);
  next.phase = "bid";
  next.round = round;
  next.size = size;
  next.starter = starter;
  next.hands = hands;
  next.bets = new Array<number | null>(n).fill(null);
  next.tricks = new Array<number>(n).fill(0);
  next.turn = starter;
  next.leader = starter;
  next.trick = [];
  next.lastTrick = null;
  next.history = [];
  next.chance = chance.save();
  return next;
}

/** Lives, eliminations and the keep-1 rule; then the next round or the end. */
function endRound(state: State, chance: Chance, revealed: (string | null)[] | null, events: GameEvent[]): State {
  const { lives, bets, tricks, round, starter } = state;
  const living = livingFrom(lives, starter);
  const newLives = lives.slice();
  const missed: Seat[] = [];
  for (const s of living) {
    if (tricks[s] !== bets[s]) {
      missed.push(s);
      newLives[s]!--;
    }
  }
  let saved: Seat[] = [];
  if (living.every((s) => newLives[s] === 0)) {
    // Everyone still in would be out: nobody is, each keeps 1 (they still missed).
    for (const s of living) newLives[s] = 1;
    saved = living;
  }
  const eliminated = living.filter((s) => newLives[s] === 0);
  let outRound = state.outRound;
  if (eliminated.length > 0) {
    const copy = outRound.slice();
    for (const s of eliminated) copy[s] = round;
    outRound = copy;
  }
  events.push({ type: "roundScored", to: "all", round, size: state.size, bets, tricks, missed, saved, lives: newLives });
  if (eliminated.length > 0) events.push({ type: "eliminated", to: "all", seats: eliminated });
  const previous: RoundSummary = {
    round,
    size: state.size,
    starter,
    bets,
    tricks,
    missed,
    saved,
    eliminated,
    lives: newLives,
    revealed,
    lastTrick: state.lastTrick,
  };
  const scored = copyState(state);
  scored.lives = newLives;
  scored.outRound = outRound;
  scored.previous = previous;
  if (livingCount(newLives) <= 1) {
    const over = scored;
    over.phase = "over";
    over.turn = -1;
    over.hands = state.hands.map(() => []);
    over.trick = [];
    over.chance = chance.save();
    const res = result(over)!;
    events.push({ type: "gameOver", to: "all", winners: res.winners, scores: res.scores, ranks: res.ranks });
    return over;
  }
  // Counted from the previous starter's seat, even if that player just went out.
  return beginRound(scored, chance, round + 1, nextLiving(newLives, starter), events);
}

// ---- actions ----------------------------------------------------------------

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function activeSeats(state: State): readonly Seat[] {
  switch (state.phase) {
    case "bid":
    case "play":
      return ONE_SEAT[state.turn]!;
    default:
      return [];
  }
}

function isActive(state: State, seat: Seat): boolean {
  return (state.phase === "bid" || state.phase === "play") && seat === state.turn;
}

/** The bet the hook forbids to the seat now betting, or null (not last, 1-card round, out of range). */
export function forbiddenBet(state: State): number | null {
  if (state.phase !== "bid" || state.size === 1) return null;
  if (nextLiving(state.lives, state.turn) !== state.starter) return null;
  let sum = 0;
  for (const b of state.bets) if (b !== null) sum += b;
  const f = state.size - sum;
  return f >= 0 && f <= state.size ? f : null;
}

/** Every card code (and the joker): a set lookup instead of a regex per play. */
const CARD_CODES: ReadonlySet<string> = new Set([...STANDARD_DECK, JOKER]);
/** Shared single-seat lists for `activeSeats` (read-only by contract). */
const ONE_SEAT: readonly (readonly Seat[])[] = Array.from({ length: MAX_PLAYERS }, (_, s) => Object.freeze([s]));

// Shared, frozen action objects: legalActions allocates only the list.
const BIDS: readonly BetOnTricksAction[] = Object.freeze([0, 1, 2, 3, 4, 5].map((bid) => Object.freeze({ type: "bid", bid })));
const JOKER_PLAYS: readonly BetOnTricksAction[] = Object.freeze(JOKER_RANKS.map((as) => Object.freeze({ type: "play", card: JOKER, as })));
const PLAYS: Readonly<Record<string, BetOnTricksAction>> = Object.freeze(
  Object.fromEntries(STANDARD_DECK.map((card) => [card, Object.freeze({ type: "play", card } as const)])),
);

export function legalActions(state: State, seat: Seat): BetOnTricksAction[] {
  if (!isActive(state, seat)) return [];
  if (state.phase === "bid") {
    const forbidden = forbiddenBet(state);
    const out: BetOnTricksAction[] = [];
    for (let b = 0; b <= state.size; b++) if (b !== forbidden) out.push(BIDS[b]!);
    return out;
  }
  const out: BetOnTricksAction[] = [];
  for (const card of state.hands[seat]!) {
    if (card === JOKER) out.push(...JOKER_PLAYS);
    else out.push(PLAYS[card]!);
  }
  return out;
}

export function apply(state: State, seat: Seat, action: BetOnTricksAction): ApplyResult<State> {
  if (state.phase === "over") illegal(Errors.GAME_OVER, "the game is over");
  const a = action as unknown;
  if (!isObject(a) || typeof a.type !== "string") illegal(Errors.MALFORMED_ACTION, "an action is an object with a string 'type'");
  if (!isActive(state, seat)) illegal(Errors.NOT_YOUR_TURN, `seat ${String(seat)} may not act now`);
  switch (a.type) {
    case "bid":
      if (state.phase !== "bid") illegal(Errors.WRONG_PHASE, `no betting now (phase ${state.phase})`);
      return applyBid(state, seat, a.bid);
    case "play":
      if (state.phase !== "play") illegal(Errors.WRONG_PHASE, state.size === 1 && state.phase === "bid" ? "nobody plays a card in the 1-card round" : `no playing now (phase ${state.phase})`);
      return applyPlay(state, seat, a.card, a.as, "as" in a);
    default:
      illegal(Errors.UNKNOWN_ACTION, `unknown action type '${a.type}'`);
  }
}

function applyBid(state: State, seat: Seat, bid: unknown): ApplyResult<State> {
  if (typeof bid !== "number" || !Number.isInteger(bid)) illegal(Errors.MALFORMED_ACTION, "a bet is { type: 'bid', bid: <integer> }");
  if (bid < 0 || bid > state.size) illegal(Errors.BID_OUT_OF_RANGE, `bets go from 0 to ${state.size} this round`);
  if (bid === forbiddenBet(state)) illegal(Errors.BID_FORBIDDEN_BY_HOOK, `the last bettor may not bet ${bid}: the bets would add up to ${state.size}`);
  const bets = state.bets.slice();
  bets[seat] = bid;
  const events: GameEvent[] = [{ type: "bet", to: "all", seat, bet: bid }];
  const following = nextLiving(state.lives, seat);
  const next = copyState(state);
  next.bets = bets;
  if (following !== state.starter) {
    next.turn = following;
    return { state: next, events };
  }
  if (state.size > 1) {
    next.phase = "play";
    next.turn = next.leader = state.starter;
    return { state: next, events };
  }
  // The blind round: no card is chosen; all are revealed and compared in betting order.
  const chance = new Chance(state.chance);
  const order = livingFrom(state.lives, state.starter);
  const plays: Play[] = order.map((s) => ({ seat: s, card: state.hands[s]![0]! }));
  const revealed = state.hands.map((h) => h[0] ?? null);
  events.push({ type: "revealed", to: "all", cards: revealed });
  next.hands = state.hands.map(() => []);
  resolveTrick(next, plays, events);
  return { state: endRound(next, chance, revealed, events), events };
}

/** Scores a complete trick into `state` (a fresh copy): the winner takes it and leads; all cancelled → the same leader leads. */
function resolveTrick(state: Mutable<State>, plays: readonly Play[], events: GameEvent[]): void {
  const w = trickWinner(plays, state.options.manilha, state.options.cut);
  let winner: Seat | null = null;
  let tricks = state.tricks;
  if (w >= 0) {
    winner = plays[w]!.seat;
    const copy = tricks.slice();
    copy[winner]!++;
    tricks = copy;
    events.push({ type: "trickWon", to: "all", seat: winner, plays });
  } else {
    events.push({ type: "trickCancelled", to: "all", plays, leader: state.leader });
  }
  const lastTrick: TrickRecord = { plays, winner };
  const leader = winner ?? state.leader;
  state.tricks = tricks;
  state.lastTrick = lastTrick;
  state.history = state.history.concat(lastTrick);
  state.leader = state.turn = leader;
  state.trick = [];
}

function applyPlay(state: State, seat: Seat, card: unknown, as: unknown, hasAs: boolean): ApplyResult<State> {
  if (typeof card !== "string" || !CARD_CODES.has(card)) illegal(Errors.MALFORMED_ACTION, "a play is { type: 'play', card: <card code> } (the joker adds as: <rank>)");
  const hand = state.hands[seat]!;
  const index = hand.indexOf(card);
  if (index < 0) illegal(Errors.CARD_NOT_IN_HAND, `${card} is not in your hand`);
  let play: Play;
  if (card === JOKER) {
    if (!isRank(as)) illegal(Errors.JOKER_RANK_INVALID, `declare the joker as a rank 2…A (a declared ace is an ordinary ace, never AD), not '${String(as)}'`);
    play = { seat, card, as };
  } else {
    if (hasAs && as !== undefined) illegal(Errors.MALFORMED_ACTION, "only the joker takes a declared rank ('as')");
    play = { seat, card };
  }
  const newHand = hand.slice(0, index).concat(hand.slice(index + 1));
  const hands = state.hands.slice();
  hands[seat] = newHand;
  const trick = state.trick.concat(play);
  const events: GameEvent[] = [play.as === undefined ? { type: "played", to: "all", seat, card } : { type: "played", to: "all", seat, card, as: play.as }];
  const next = copyState(state);
  next.hands = hands;
  if (trick.length < livingCount(state.lives)) {
    next.trick = trick;
    next.turn = nextLiving(state.lives, seat);
    return { state: next, events };
  }
  resolveTrick(next, trick, events);
  if (newHand.length > 0) return { state: next, events };
  return { state: endRound(next, new Chance(state.chance), null, events), events };
}

// ---- the end ----------------------------------------------------------------

/** Better first: more lives; among players out, the later one went out. */
function standing(state: State, seat: Seat): number {
  const lives = state.lives[seat]!;
  return lives > 0 ? 1000 + lives : state.outRound[seat]!;
}

export function standings(state: State): GameResult {
  const n = state.players;
  const keys = Array.from({ length: n }, (_, s) => standing(state, s));
  const ranks = keys.map((k) => 1 + keys.filter((o) => o > k).length);
  const winners = ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  const scores = state.lives.slice();
  return state.endedByHost ? { scores, winners, ranks, endedByHost: true } : { scores, winners, ranks };
}

export function result(state: State): GameResult | null {
  return state.phase === "over" ? standings(state) : null;
}

export function endByHost(state: State): ApplyResult<State> {
  if (state.phase === "over") throw new IllegalActionError(Errors.GAME_OVER, "the game is already over");
  // Lives change only when a round completes, so they already are the standings after the last completed round.
  const over = copyState(state);
  over.phase = "over";
  over.turn = -1;
  over.endedByHost = true;
  const res = standings(over);
  return { state: over, events: [{ type: "gameOver", to: "all", endedByHost: true, winners: res.winners, scores: res.scores, ranks: res.ranks }] };
}

export function describeAction(action: BetOnTricksAction): string {
  switch (action.type) {
    case "bid":
      return `bets ${action.bid}`;
    case "play":
      return action.card === JOKER ? `plays the joker as ${action.as ?? "?"}` : `plays ${action.card}`;
    default:
      return JSON.stringify(action);
  }
}
