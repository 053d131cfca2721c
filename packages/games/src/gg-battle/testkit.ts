/**
 * Test helpers (not a test file): stacked matches built only through the
 * contract — submitted arrangements, rock-paper-scissors throws and fixed
 * chance outcomes.
 */
import type { ChanceOutcome, GameEvent, Seat } from "@gg/core";
import { BATTLE_DECK, STRATEGY_DECK, type Card, type StrategyCard } from "./cards.ts";
import { ggBattle } from "./index.ts";
import type { GGBattleAction, GGBattleState } from "./state.ts";

const FILL_ORDER = (card: Card): number => (card === "GG" ? 3 : card === "B" ? 2 : card === "W" ? 1 : 0);

/**
 * A full arrangement from pile prefixes (top first): the rest of the deck
 * fills the piles in order, fighters first (R1…S9), then Walls, Bombs and
 * the GG card last (bottom of the last pile) unless placed explicitly.
 */
export function arrangement(prefixes: readonly (readonly Card[])[] = []): Card[][] {
  const rest = [...BATTLE_DECK];
  for (const prefix of prefixes) {
    for (const card of prefix) {
      const i = rest.indexOf(card);
      if (i < 0) throw new Error(`arrangement: too many '${card}'`);
      rest.splice(i, 1);
    }
  }
  rest.sort((a, b) => FILL_ORDER(a) - FILL_ORDER(b)); // stable: fighters keep canonical order
  const piles: Card[][] = [];
  for (let p = 0; p < 4; p++) {
    const pile = [...(prefixes[p] ?? [])];
    if (pile.length > 8) throw new Error("arrangement: pile over 8");
    while (pile.length < 8) pile.push(rest.shift()!);
    piles.push(pile);
  }
  return piles;
}

/** A full `strategyDeck` order: each seat's two cards, then `next` on top of the deck, then the rest. */
export function deckOrder(hands: readonly (readonly StrategyCard[])[], next: readonly StrategyCard[] = []): StrategyCard[] {
  const rest = [...STRATEGY_DECK];
  const take = (card: StrategyCard) => {
    const i = rest.indexOf(card);
    if (i < 0) throw new Error(`deckOrder: too many '${card}'`);
    rest.splice(i, 1);
    return card;
  };
  const order: StrategyCard[] = [];
  for (const hand of hands) {
    if (hand.length !== 2) throw new Error("deckOrder: two cards per seat");
    order.push(...hand.map(take));
  }
  order.push(...next.map(take));
  // Fill with the cards that matter least for turn flow tests: Steal-free, deterministic.
  return [...order, ...rest];
}

export interface TableSpec {
  readonly players: number;
  /** Pile prefixes per seat (top first). */
  readonly piles?: readonly (readonly (readonly Card[])[] | undefined)[];
  /** Two strategy cards per seat (strategy deck on); omitted: the deck is off. */
  readonly hands?: readonly (readonly StrategyCard[])[];
  /** Strategy cards on top of the deck after the deal. */
  readonly next?: readonly StrategyCard[];
  /** Further fixed outcomes (e.g. `steal`). */
  readonly chance?: readonly ChanceOutcome[];
  /** Who wins rock-paper-scissors (default 0). */
  readonly first?: Seat;
  readonly seed?: string;
}

/** A live table: the state and a log of every event, driven only through `apply`. */
export class Table {
  state: GGBattleState;
  events: GameEvent[] = [];

  constructor(readonly spec: TableSpec) {
    const strategyDeck = spec.hands !== undefined;
    const chance: ChanceOutcome[] = strategyDeck ? [{ kind: "strategyDeck", value: deckOrder(spec.hands!, spec.next) }] : [];
    this.state = ggBattle.setup({ players: spec.players, options: { strategyDeck }, seed: spec.seed ?? "table", chance: [...chance, ...(spec.chance ?? [])] }).state;
    for (let seat = 0; seat < spec.players; seat++) this.act(seat, { type: "arrange", piles: arrangement(spec.piles?.[seat] ?? []) });
    const first = spec.first ?? 0;
    for (let seat = 0; seat < spec.players; seat++) this.act(seat, { type: "throw", sign: seat === first ? "rock" : "scissors" });
    this.events = [];
  }

  act(seat: Seat, action: GGBattleAction | Record<string, unknown>): GameEvent[] {
    const out = ggBattle.apply(this.state, seat, action as GGBattleAction);
    this.state = out.state;
    this.events.push(...out.events);
    return [...out.events];
  }

  challenge(seat: Seat, pile: number, rival: Seat, rivalPile: number): GameEvent[] {
    return this.act(seat, { type: "challenge", pile, rival, rivalPile });
  }

  pile(seat: Seat, pile: number): readonly Card[] {
    return this.state.piles[seat]![pile]!;
  }

  view(seat: Seat | "spectator") {
    return ggBattle.view(this.state, seat);
  }

  legal(seat: Seat) {
    return ggBattle.legalActions(this.state, seat);
  }
}
