/** A new hand: the deal, then the pass (or, on a no-pass hand, straight to the play). */
import type { Chance, GameEvent, Seat } from "@gg/core";
import { lowestClub } from "./cards.ts";
import { drawDeal } from "./deal.ts";
import { copyState, passDirection, passOffset, type HeartsState } from "./state.ts";

const LOWEST_CLUB: Readonly<Record<number, string>> = Object.fromEntries([3, 4, 5, 6].map((players) => [players, lowestClub(players)]));

/** The card that must lead the first trick of every hand at this table. */
export function firstLead(players: number): string {
  return LOWEST_CLUB[players]!;
}

/** Deals hand `state.round` and opens its pass. */
export function startHand(state: HeartsState, chance: Chance, events: GameEvent[]): HeartsState {
  const { players, round } = state;
  const deal = drawDeal(chance, players);
  const direction = passDirection(players, round);
  events.push({ type: "dealt", to: "all", round, direction });
  for (let seat = 0; seat < players; seat++) events.push({ type: "hand", to: [seat], cards: deal.hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "pass";
  next.hands = deal.hands;
  next.passes = new Array<null>(players).fill(null);
  next.received = new Array<readonly string[]>(players).fill([]);
  next.trick = [];
  next.history = [];
  next.heartsBroken = false;
  next.taken = new Array<number>(players).fill(0);
  next.jackTaker = null;
  return passOffset(players, round) === 0 ? beginPlay(next) : next;
}

/** The play phase: the holder of the lowest club leads it. */
export function beginPlay(state: HeartsState): HeartsState {
  const lead = firstLead(state.players);
  const next = copyState(state);
  next.phase = "play";
  next.turn = state.hands.findIndex((hand) => hand.includes(lead)) as Seat;
  return next;
}
