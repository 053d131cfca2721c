/** Helpers for this game's tests: stacked chance outcomes and a small table driver. */
import { Match, type ChanceOutcome, type GameEvent, type Seat } from "@gg/core";
import { betOnTricks, type BetOnTricksAction } from "./index.ts";
import type { State } from "./state.ts";
import { STANDARD_DECK, roundSize } from "./strength.ts";
import type { BetOnTricksView } from "./view.ts";

/** A starter draw round: one card (or null) per seat. */
export function drawOf(...cards: (string | null)[]): ChanceOutcome {
  return { kind: "starterDraw", value: cards };
}

/** A draw that `seat` wins outright (an ace against low cards). */
export function starterIs(seat: Seat, players: number): ChanceOutcome {
  const low = ["2C", "3C", "4C", "5C", "6C", "8C", "9C", "10C"];
  return drawOf(...Array.from({ length: players }, (_, s) => (s === seat ? "AS" : low[s]!)));
}

/** A deal: one space-separated hand per seat ("" for a seat that is out). */
export function dealOf(...hands: string[]): ChanceOutcome {
  return { kind: "deal", value: hands.map((h) => (h === "" ? [] : h.split(" "))) };
}

/** A dull deal of `size` cards to each living seat (distinct cards, from the low end of the deck). */
export function fillerDeal(players: number, size: number, out: readonly Seat[] = []): ChanceOutcome {
  let next = 0;
  return { kind: "deal", value: Array.from({ length: players }, (_, s) => (out.includes(s) ? [] : STANDARD_DECK.slice(next, (next += size)))) };
}

/** A table: a match (its starter draw is made at setup), and every event kept, the setup's first. */
export class Table {
  readonly match: Match<typeof betOnTricks>;
  readonly events: GameEvent[] = [];

  constructor(players: number, options: object, chance: ChanceOutcome[], seed = "table") {
    this.match = new Match(betOnTricks, { players, options, seed, chance });
    this.events.push(...this.match.setupEvents);
  }
  get state(): State {
    return this.match.state;
  }
  act(seat: Seat, action: BetOnTricksAction): GameEvent[] {
    const { events } = this.match.act(seat, action);
    this.events.push(...events);
    return events as GameEvent[];
  }
  /** Bets in betting order, starting with whoever is to bet. */
  bets(...bets: number[]): void {
    for (const bid of bets) this.act(this.state.turn, { type: "bid", bid });
  }
  /** Plays cards in turn order (space-separated; `X=K` plays the joker as a K). */
  plays(cards: string): GameEvent[] {
    const out: GameEvent[] = [];
    for (const code of cards.split(" ")) {
      const [card, as] = code.split("=");
      out.push(...this.act(this.state.turn, as ? { type: "play", card: card!, as } : { type: "play", card: card! }));
    }
    return out;
  }
  /** Every seat plays the first card of its hand until the round is over. */
  playOutRound(): void {
    const round = this.state.round;
    while (this.state.phase === "play" && this.state.round === round) {
      const seat = this.state.turn;
      const card = this.state.hands[seat]![0]!;
      this.act(seat, card === "X" ? { type: "play", card, as: "2" } : { type: "play", card });
    }
  }
  /** The first legal action of whoever acts, until round `round` starts. */
  advanceTo(round: number): void {
    while (this.state.round < round && this.state.phase !== "over") {
      const seat = this.match.activeSeats()[0]!;
      this.act(seat, betOnTricks.legalActions(this.state, seat)[0]!);
    }
  }
  view(viewer: Seat | "spectator"): BetOnTricksView {
    return betOnTricks.view(this.state, viewer);
  }
  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}

/** Filler deals for rounds 1…upTo-1 (every seat alive), for reaching a round quickly. */
export function fillers(players: number, upTo: number, quick: boolean): ChanceOutcome[] {
  const out: ChanceOutcome[] = [];
  for (let r = 1; r < upTo; r++) out.push(fillerDeal(players, roundSize(r, quick)));
  return out;
}
