/**
 * Turn flow shared by challenges and strategy cards: what a seat can do, who
 * plays next, drawing a strategy card, and elimination.
 */
import type { GameEvent, Seat } from "@gg/core";
import { BOMB, canChallengeWith, type Card } from "./cards.ts";
import type { GGBattleState, Work } from "./state.ts";

export function livingCount(s: GGBattleState): number {
  let n = 0;
  for (let seat = 0; seat < s.players; seat++) if (!s.out[seat]) n++;
  return n;
}

/** Can `seat` challenge now: a top card that may challenge, and a rival pile to challenge? */
export function canChallenge(s: GGBattleState, seat: Seat): boolean {
  const own = s.piles[seat];
  if (!own || !own.some((p) => p.length > 0 && canChallengeWith(p[0]!))) return false;
  return hasRivalPile(s, seat);
}

export function hasRivalPile(s: GGBattleState, seat: Seat): boolean {
  for (let r = 0; r < s.players; r++) {
    if (r === seat || s.out[r]) continue;
    if (s.piles[r]!.some((p) => p.length > 0)) return true;
  }
  return false;
}

export function nonEmptyPiles(s: GGBattleState, seat: Seat): number {
  let n = 0;
  for (const p of s.piles[seat] ?? []) if (p.length > 0) n++;
  return n;
}

/** Can `seat` play at least one of its strategy cards now? */
export function canPlayStrategy(s: GGBattleState, seat: Seat): boolean {
  for (const card of s.hands[seat]!) {
    switch (card) {
      case "Second Chance":
      case "Skip":
      case "Reverse":
        return true;
      case "Scout":
        if (hasRivalPile(s, seat)) return true;
        break;
      case "Swap":
        if (nonEmptyPiles(s, seat) >= 2) return true;
        break;
      case "Sink":
      case "Shield":
        if (nonEmptyPiles(s, seat) >= 1) return true;
        break;
      case "Steal":
        for (let r = 0; r < s.players; r++) if (r !== seat && !s.out[r] && s.hands[r]!.length > 0) return true;
        break;
    }
  }
  return false;
}

export function canAct(s: GGBattleState, seat: Seat): boolean {
  return canChallenge(s, seat) || canPlayStrategy(s, seat);
}

/** The seat `steps` living seats away from `from` in the direction of play. */
export function seatAfter(s: GGBattleState, from: Seat, steps: number): Seat {
  let seat = from;
  for (let n = steps; n > 0; ) {
    seat = (seat + s.direction + s.players) % s.players;
    if (!s.out[seat]) n--;
  }
  return seat;
}

/** The turn passes to the next living seat, passing over `skip` of them (Skip). */
export function passTurn(s: Work, events: GameEvent[], skip = 0): void {
  const next = seatAfter(s, s.turn, 1 + skip);
  s.turn = next;
  s.acted = false;
  s.secondChance = 0; // unused Second Chances expire with the turn
  events.push({ type: "turn", to: "all", seat: next });
}

/**
 * After an action that keeps the turn: the turn never ends by itself while
 * an action is possible, and ends at once when none is.
 */
export function keepTurn(s: Work, seat: Seat, events: GameEvent[]): void {
  if (s.phase === "over") return;
  if (!canAct(s, seat)) {
    events.push({ type: "turnEnded", to: "all", seat, auto: true });
    passTurn(s, events);
  }
}

/** Draws the top strategy card for `seat`, if the deck is on and not empty. */
export function drawStrategy(s: Work, seat: Seat, events: GameEvent[]): void {
  if (!s.strategyDeck || s.deck.length === 0) return;
  const card = s.deck[0]!;
  s.deck = s.deck.slice(1);
  s.hands[seat] = [...s.hands[seat]!, card];
  events.push({ type: "strategyDrawn", to: [seat], seat, card });
  const others = othersThan(s, seat);
  if (others.length > 0) events.push({ type: "strategyDrawn", to: others, seat });
}

/** Every seat but these (for the public half of a private event). */
export function othersThan(s: GGBattleState, ...seats: Seat[]): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (!seats.includes(seat)) out.push(seat);
  return out;
}

/**
 * `seat` is out: its remaining pile cards, strategy cards and Shields leave
 * the game. Ends the game when one player is left.
 */
export function eliminate(s: Work, seat: Seat, by: Seat, events: GameEvent[]): void {
  let cards = 0;
  for (const p of s.piles[seat]!) cards += p.length;
  s.gone[seat]! += cards;
  s.piles[seat] = [[], [], [], []];
  s.up[seat] = [false, false, false, false];
  let strategy = s.hands[seat]!.length;
  for (const n of s.shields[seat]!) strategy += n;
  s.strategyGone += strategy;
  s.hands[seat] = [];
  s.shields[seat] = [0, 0, 0, 0];
  s.out[seat] = true;
  s.eliminated.push(seat);
  // Peeks at its piles are worthless now; its own peeks go with it.
  s.peeks = s.peeks.map((list, viewer) => (viewer === seat ? [] : list.some((p) => p.rival === seat) ? list.filter((p) => p.rival !== seat) : list));
  events.push({ type: "eliminated", to: "all", seat, by });
  if (livingCount(s) === 1) {
    s.phase = "over";
    s.ending = "lastPlayer";
    events.push({ type: "gameOver", to: "all", winners: [by], reason: "lastPlayer" });
  }
}

/**
 * Removes the top `n` cards of a pile into its owner's discards; the new top
 * card is face down. Returns the removed cards, top first.
 */
export function removeTop(s: Work, seat: Seat, pile: number, n: number): Card[] {
  const cards = s.piles[seat]![pile]!;
  const removed = cards.slice(0, n);
  s.piles[seat]![pile] = cards.slice(n);
  s.up[seat]![pile] = false;
  s.discards[seat]! += removed.length;
  return removed;
}

/** Cards the Bomb chain removes from a challenged pile (not a Wall): the card, the one below, and while the last removed is a Bomb, the next. */
export function bombChainLength(cards: readonly Card[]): number {
  let n = Math.min(2, cards.length);
  while (n < cards.length && cards[n - 1] === BOMB) n++;
  return n;
}
