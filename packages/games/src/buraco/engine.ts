/**
 * The engine of Brazilian Buraco: draw or take the pile, lay down and extend sequences,
 * discard; mortos won directly or indirectly; going out; the stock refilled by a morto;
 * hands scored until a team reaches the target.
 */
import {
  Chance,
  InvalidSetupError,
  illegal,
  initialChance,
  isCardCode,
  teamResult,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type GameResult,
  type Seat,
  type SetupInput,
} from "@gg/core";
import { drawFirstDealer } from "../oh-hell/deal.ts";
import { standings } from "../oh-hell/engine.ts";
import { valueOfCards } from "./cards.ts";
import { playActions } from "./candidates.ts";
import { drawDeal } from "./deal.ts";
import { emptyingOutcome } from "./emptying.ts";
import { checkExtend, checkMeld, type Laying } from "./laying.ts";
import { isCanastra } from "./sequence.ts";
import {
  CLEAN_CANASTRA_BONUS,
  DIRTY_CANASTRA_BONUS,
  GOING_OUT_BONUS,
  NO_MORTO_PENALTY,
  copyState,
  teamOfSeat,
  teamsOf,
  type BuracoAction,
  type BuracoOptions,
  type BuracoState,
  type Draft,
  type TeamHandScore,
} from "./state.ts";

const freeze = <T>(value: T): T => Object.freeze(value);
export const DRAW: BuracoAction = freeze({ type: "draw" });
export const TAKE_DISCARDS: BuracoAction = freeze({ type: "takeDiscards" });
const DRAW_ONLY: readonly BuracoAction[] = freeze([DRAW]);
const DRAW_OR_TAKE: readonly BuracoAction[] = freeze([DRAW, TAKE_DISCARDS]);
const NONE: readonly BuracoAction[] = freeze([]);
const NOBODY: readonly Seat[] = freeze([]);
const ONLY: readonly (readonly Seat[])[] = freeze([0, 1, 2, 3].map((seat) => freeze([seat])));


export function setup({ players, options, seed, chance: fixed }: SetupInput<BuracoOptions>): ApplyResult<BuracoState> {
  // The contract states a range (2–4); 3 is not a way to play Buraco.
  if (players !== 2 && players !== 4) throw new InvalidSetupError(`buraco is played by 2 or 4 players, not ${players}`);
  const chance = new Chance(initialChance(seed, fixed));
  const dealer = drawFirstDealer(chance, players);
  const blank: BuracoState = {
    options,
    players,
    chance: chance.save(),
    round: 1,
    starter: (dealer + 1) % players,
    phase: "draw",
    turn: 0,
    hands: [],
    stock: [],
    discards: [],
    mortos: [],
    setAside: [],
    morto: ["none", "none"],
    melds: [[], []],
    takenCard: null,
    scores: [0, 0],
    sheet: [],
    endedByHost: false,
  };
  const events: GameEvent[] = [];
  return { state: startHand(copyState(blank), chance, events), events };
}

/** Shuffles and deals a hand; its starter plays first. */
function startHand(s: Draft, chance: Chance, events: GameEvent[]): BuracoState {
  const deal = drawDeal(chance, s.players);
  s.chance = chance.save();
  s.hands = deal.hands;
  s.mortos = deal.mortos;
  s.discards = [deal.discard];
  s.stock = deal.stock;
  s.setAside = new Array<null>(s.players).fill(null);
  s.morto = ["none", "none"];
  s.melds = [[], []];
  s.takenCard = null;
  s.phase = "draw";
  s.turn = s.starter;
  events.push({ type: "dealt", to: "all", round: s.round, starter: s.starter, discard: deal.discard, stock: deal.stock.length });
  for (let seat = 0; seat < s.players; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  return s;
}

export function activeSeats(state: BuracoState): readonly Seat[] {
  return state.phase === "over" ? NOBODY : ONLY[state.turn]!;
}

export function legalActions(state: BuracoState, seat: Seat): readonly BuracoAction[] {
  if (state.phase === "over" || seat !== state.turn) return NONE;
  if (state.phase === "draw") return mayTakeDiscards(state, seat) ? DRAW_OR_TAKE : DRAW_ONLY;
  return playActions(state, seat);
}

/** The pile may always be taken, unless it is one card and the hand holds only copies of it (nothing could be discarded). */
function mayTakeDiscards(state: BuracoState, seat: Seat): boolean {
  const pile = state.discards;
  if (pile.length === 0) return false;
  return pile.length > 1 || state.hands[seat]!.some((card) => card !== pile[0]);
}

export function apply(state: BuracoState, seat: Seat, action: BuracoAction): ApplyResult<BuracoState> {
  if (state.phase === "over") illegal("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") illegal("MALFORMED_ACTION", "an action must be an object with a type");
  if (seat !== state.turn) illegal("NOT_YOUR_TURN", `seat ${seat} may not act now`);
  switch (action.type) {
    case "draw":
      return draw(state, seat);
    case "takeDiscards":
      return takeDiscards(state, seat);
    case "meld":
      return meld(state, seat, action.cards);
    case "extend":
      return extend(state, seat, action.meld, action.cards);
    case "discard":
      return discard(state, seat, action.card);
    default:
      return illegal("MALFORMED_ACTION", `unknown action type '${String((action as { type?: unknown }).type)}'`);
  }
}

function mustDraw(state: BuracoState): void {
  if (state.phase !== "draw") illegal("ALREADY_DREW", "you have already drawn or taken the pile this turn");
}

function mustHaveDrawn(state: BuracoState): void {
  if (state.phase !== "play") illegal("MUST_DRAW_FIRST", "draw a card or take the discard pile first");
}

function draw(state: BuracoState, seat: Seat): ApplyResult<BuracoState> {
  mustDraw(state);
  const card = state.stock[0]!;
  const s = copyState(state);
  s.stock = state.stock.slice(1);
  s.hands = replaced(state.hands, seat, [...state.hands[seat]!, card]);
  s.phase = "play";
  return {
    state: s,
    events: [
      { type: "drew", to: [seat], seat, card },
      { type: "drew", to: { except: seat }, seat },
    ],
  };
}

function takeDiscards(state: BuracoState, seat: Seat): ApplyResult<BuracoState> {
  mustDraw(state);
  if (state.discards.length === 0) illegal("EMPTY_DISCARD_PILE", "the discard pile is empty");
  if (!mayTakeDiscards(state, seat)) illegal("NO_DISCARD_LEFT", "taking this one card would leave you nothing you may discard");
  const pile = state.discards;
  const s = copyState(state);
  s.hands = replaced(state.hands, seat, [...state.hands[seat]!, ...pile]);
  s.discards = [];
  s.takenCard = pile.length === 1 ? pile[0]! : null;
  s.phase = "play";
  return { state: s, events: [{ type: "tookDiscards", to: "all", seat, cards: pile }] };
}

function cardList(cards: unknown): CardCode[] {
  if (!Array.isArray(cards) || !cards.every(isCardCode)) return illegal("MALFORMED_ACTION", "cards must be a list of card codes such as '7H' or 'X'");
  return cards as CardCode[];
}

function meld(state: BuracoState, seat: Seat, raw: unknown): ApplyResult<BuracoState> {
  mustHaveDrawn(state);
  const cards = cardList(raw);
  const laying = checkMeld(state, seat, cards);
  if (typeof laying === "string") return illegal(laying, problemMessage(laying));
  const team = teamOfSeat(seat);
  return layDown(state, seat, laying, { type: "melded", to: "all", seat, team, meld: laying.melds.length - 1, cards });
}

function extend(state: BuracoState, seat: Seat, index: unknown, raw: unknown): ApplyResult<BuracoState> {
  mustHaveDrawn(state);
  if (!Number.isInteger(index)) illegal("MALFORMED_ACTION", "meld is the index of one of your team's sequences");
  const cards = cardList(raw);
  const laying = checkExtend(state, seat, index as number, cards);
  if (typeof laying === "string") return illegal(laying, problemMessage(laying));
  const team = teamOfSeat(seat);
  return layDown(state, seat, laying, { type: "extended", to: "all", seat, team, meld: index, cards, added: laying.used });
}

/** Lays cards from the hand into the team's sequences; an emptied hand goes out or picks up a morto. */
function layDown(state: BuracoState, seat: Seat, laying: Laying, event: GameEvent): ApplyResult<BuracoState> {
  const team = teamOfSeat(seat);
  const s = copyState(state);
  s.melds = team === 0 ? [laying.melds, state.melds[1]] : [state.melds[0], laying.melds];
  s.hands = replaced(state.hands, seat, laying.hand);
  const events: GameEvent[] = [event];
  if (laying.outcome === "keep") return { state: s, events };
  if (laying.outcome === "goOut") {
    events.push({ type: "wentOut", to: "all", seat, team });
    return { state: endHand(s, team, events), events };
  }
  // Emptied by laying down: the morto is the new hand at once, and the turn goes on.
  s.hands = replaced(state.hands, seat, state.mortos[0]!);
  s.mortos = state.mortos.slice(1);
  s.morto = withMorto(state.morto, team, "taken");
  s.takenCard = null;
  events.push({ type: "mortoTaken", to: "all", seat, team, direct: true }, { type: "hand", to: [seat], cards: state.mortos[0] });
  return { state: s, events };
}

function discard(state: BuracoState, seat: Seat, card: unknown): ApplyResult<BuracoState> {
  mustHaveDrawn(state);
  if (!isCardCode(card)) illegal("MALFORMED_ACTION", "a discard names a card code such as '7H'");
  const held = state.hands[seat]!;
  const at = held.indexOf(card as CardCode);
  if (at < 0) illegal("CARD_NOT_IN_HAND", `${String(card)} is not in your hand`);
  if (card === state.takenCard) illegal("CANNOT_DISCARD_TAKEN_CARD", "the card taken from a one-card pile may not be discarded this turn");
  const team = teamOfSeat(seat);
  const hand = held.slice(0, at).concat(held.slice(at + 1));
  const s = copyState(state);
  s.hands = replaced(state.hands, seat, hand);
  s.discards = [...state.discards, card as CardCode];
  const events: GameEvent[] = [{ type: "discarded", to: "all", seat, card }];
  if (hand.length === 0) {
    const outcome = emptyingOutcome(state, seat, state.melds[team]);
    if (outcome !== "goOut" && outcome !== "morto") return illegal(outcome, problemMessage(outcome));
    if (outcome === "goOut") {
      events.push({ type: "wentOut", to: "all", seat, team });
      return { state: endHand(s, team, events), events };
    }
    // Emptied by discarding: the morto waits for the player's next turn.
    const setAside = state.setAside.slice();
    setAside[seat] = state.mortos[0]!;
    s.setAside = setAside;
    s.mortos = state.mortos.slice(1);
    s.morto = withMorto(state.morto, team, "setAside");
    events.push({ type: "mortoSetAside", to: "all", seat, team });
  }
  return { state: endTurn(s, events), events };
}

/** The stock is checked when a turn ends: an empty one is replaced by the next morto on the table, or the hand ends. */
function endTurn(s: Draft, events: GameEvent[]): BuracoState {
  s.takenCard = null;
  if (s.stock.length === 0) {
    if (s.mortos.length === 0) return endHand(s, null, events);
    s.stock = s.mortos[0]!;
    s.mortos = s.mortos.slice(1);
    events.push({ type: "mortoToStock", to: "all", stock: s.stock.length });
  }
  const seat = (s.turn + 1) % s.players;
  s.turn = seat;
  s.phase = "draw";
  const morto = s.setAside[seat];
  if (morto) {
    // A morto set aside becomes the hand at the start of its player's turn, before the draw.
    const setAside = s.setAside.slice();
    setAside[seat] = null;
    s.setAside = setAside;
    s.hands = replaced(s.hands, seat, morto);
    s.morto = withMorto(s.morto, teamOfSeat(seat), "taken");
    events.push({ type: "mortoTaken", to: "all", seat, team: teamOfSeat(seat), direct: false }, { type: "hand", to: [seat], cards: morto });
  }
  return s;
}

/** One team's hand score, from the state as the hand ends. */
export function teamHandScore(state: BuracoState, team: 0 | 1, wentOut: 0 | 1 | null): TeamHandScore {
  let melded = 0;
  let canastras = 0;
  for (const m of state.melds[team]) {
    melded += valueOfCards(m.cards);
    if (isCanastra(m)) canastras += m.wild < 0 ? CLEAN_CANASTRA_BONUS : DIRTY_CANASTRA_BONUS;
  }
  let inHand = 0;
  for (let seat = team; seat < state.players; seat += 2) inHand -= valueOfCards(state.hands[seat]!);
  const out = wentOut === team ? GOING_OUT_BONUS : 0;
  const morto = state.morto[team] === "taken" ? 0 : -NO_MORTO_PENALTY;
  return { melded, canastras, wentOut: out, inHand, morto, total: melded + canastras + out + inHand + morto };
}

const perSeat = (state: BuracoState, pair: readonly [number, number]): number[] => Array.from({ length: state.players }, (_, seat) => pair[teamOfSeat(seat)]);

/** Scores the hand, ends the match when a team has reached the target (totals not tied), or deals the next hand. */
function endHand(s: Draft, wentOut: 0 | 1 | null, events: GameEvent[]): BuracoState {
  const teams = [teamHandScore(s, 0, wentOut), teamHandScore(s, 1, wentOut)] as const;
  const scores: [number, number] = [s.scores[0] + teams[0].total, s.scores[1] + teams[1].total];
  s.sheet = [...s.sheet, { round: s.round, wentOut, teams, scores }];
  s.scores = scores;
  events.push({
    type: "roundScored",
    to: "all",
    round: s.round,
    wentOut,
    points: perSeat(s, [teams[0].total, teams[1].total]),
    scores: perSeat(s, scores),
    teams,
  });
  s.takenCard = null;
  if (Math.max(scores[0], scores[1]) >= s.options.target && scores[0] !== scores[1]) {
    s.phase = "over";
    events.push({ type: "gameOver", to: "all", scores: perSeat(s, scores) });
    return s;
  }
  s.round += 1;
  s.starter = (s.starter + 1) % s.players;
  return startHand(s, new Chance(s.chance), events);
}

export function result(state: BuracoState): GameResult | null {
  if (state.phase !== "over") return null;
  const [a, b] = state.scores;
  if (state.players === 2) return standings([a, b], state.endedByHost);
  return teamResult(teamsOf(4), [a, b], "higher-wins", state.endedByHost);
}

/** Totals stand as after the last completed hand; the hand in progress is dropped. */
export function endByHost(state: BuracoState): ApplyResult<BuracoState> {
  if (state.phase === "over") illegal("GAME_OVER", "the game is over");
  const over = copyState(state);
  over.phase = "over";
  over.endedByHost = true;
  over.takenCard = null;
  return { state: over, events: [{ type: "gameOver", to: "all", scores: perSeat(state, state.scores), endedByHost: true }] };
}

export function describeAction(action: BuracoAction): string {
  switch (action.type) {
    case "draw":
      return "draws from the stock";
    case "takeDiscards":
      return "takes the discard pile";
    case "meld":
      return `lays down ${action.cards.join(" ")}`;
    case "extend":
      return `extends sequence ${action.meld + 1} to ${action.cards.join(" ")}`;
    case "discard":
      return `discards ${action.card}`;
  }
}

function replaced<T>(list: readonly T[], at: number, value: T): T[] {
  const out = list.slice();
  out[at] = value;
  return out;
}

function withMorto(morto: BuracoState["morto"], team: 0 | 1, status: BuracoState["morto"][number]): BuracoState["morto"] {
  return team === 0 ? [status, morto[1]] : [morto[0], status];
}

const MESSAGES: Readonly<Record<string, string>> = {
  TOO_FEW_CARDS: "a sequence needs at least 3 cards",
  MIXED_SUITS: "the natural cards of a sequence are all of one suit",
  NOT_A_SEQUENCE: "the cards are not a run in order, low to high (an ace is below the 2 or above the king)",
  TWO_WILD_CARDS: "a sequence holds at most one wild card",
  NO_SUCH_MELD: "your team has no sequence of that number",
  MELD_CARDS_MISSING: "an extension keeps every card of the sequence",
  NOTHING_ADDED: "an extension adds at least one card",
  NATURAL_CARD_MOVED: "the natural cards of a sequence stay at their places",
  CARD_NOT_IN_HAND: "the cards you lay down must come from your hand",
  NO_DISCARD_LEFT: "you would be left with no card you may discard",
  CANNOT_GO_OUT_WITHOUT_CLEAN_CANASTRA: "your team needs a clean canastra to go out",
  CANNOT_GO_OUT_WITHOUT_MORTO: "your team must have taken its morto before a hand may be emptied, and no morto can be taken now",
};

function problemMessage(code: string): string {
  return MESSAGES[code] ?? code;
}
