/**
 * The eight strategy cards. Each play takes the card out of the hand (a
 * Shield goes onto the pile, the rest face down to the strategy discards).
 * Scout, Sink and Second Chance keep the turn; the others pass it.
 */
import { badChance, Chance, randomInt, type GameEvent, type Seat } from "@gg/core";
import { isStrategyCard, KEEPS_TURN, type StrategyCard } from "./cards.ts";
import { checkRival } from "./challenge.ts";
import { E, pileIndex, refuse, show } from "./errors.ts";
import type { GGBattleState, Peek, Work } from "./state.ts";
import { keepTurn, livingCount, othersThan, passTurn, seatAfter } from "./turn.ts";

/** A validated strategy play: the card and its targets. */
export interface StrategyPlay {
  readonly card: StrategyCard;
  readonly pile?: number;
  readonly otherPile?: number;
  readonly rival?: Seat;
  readonly rivalPile?: number;
}

export function checkStrategy(s: GGBattleState, seat: Seat, action: Record<string, unknown>): StrategyPlay {
  const card = action.card;
  if (!isStrategyCard(card)) refuse(E.NO_SUCH_STRATEGY_CARD, `'${show(card)}' is not a strategy card`);
  if (!s.hands[seat]!.includes(card)) refuse(E.NO_SUCH_STRATEGY_CARD, `you hold no ${card} card`);
  const own = s.piles[seat]!;
  switch (card) {
    case "Scout": {
      const rivalPile = pileIndex(action.rivalPile, "rivalPile");
      const rival = checkRival(s, seat, action.rival);
      if (s.piles[rival]![rivalPile]!.length === 0) refuse(E.EMPTY_PILE, `seat ${rival}'s pile ${rivalPile} is empty`);
      return { card, rival, rivalPile };
    }
    case "Swap": {
      const pile = pileIndex(action.pile, "pile");
      const otherPile = pileIndex(action.otherPile, "otherPile");
      if (pile === otherPile) refuse(E.SAME_PILE, "Swap needs two different piles");
      if (own[pile]!.length === 0 || own[otherPile]!.length === 0) refuse(E.EMPTY_PILE, "Swap needs two non-empty piles");
      return { card, pile, otherPile };
    }
    case "Sink":
    case "Shield": {
      const pile = pileIndex(action.pile, "pile");
      if (own[pile]!.length === 0) refuse(E.EMPTY_PILE, `your pile ${pile} is empty`);
      return { card, pile };
    }
    case "Steal": {
      const rival = checkRival(s, seat, action.rival);
      if (s.hands[rival]!.length === 0) refuse(E.NOTHING_TO_STEAL, `seat ${rival} holds no strategy card`);
      return { card, rival };
    }
    default:
      return { card };
  }
}

export function resolveStrategy(s: Work, seat: Seat, play: StrategyPlay, events: GameEvent[]): void {
  const { card } = play;
  const hand = s.hands[seat]!.slice();
  hand.splice(hand.indexOf(card), 1);
  s.hands[seat] = hand;
  if (card !== "Shield") s.strategyDiscards++;
  s.played = [...s.played, card];
  s.acted = true;
  s.passes = 0;
  const played = { type: "strategyPlayed", to: "all" as const, seat, card };
  let skip = 0;

  switch (card) {
    case "Scout": {
      const { rival, rivalPile } = play as Required<Pick<StrategyPlay, "rival" | "rivalPile">>;
      const pile = s.piles[rival]![rivalPile]!;
      const peek: Peek = { rival, pile: rivalPile, size: pile.length, cards: pile.slice(0, 3), reorders: s.reorders[rival]![rivalPile]! };
      // Keep the newest look per rival pile.
      s.peeks[seat] = [...s.peeks[seat]!.filter((p) => p.rival !== rival || p.pile !== rivalPile), peek];
      events.push({ ...played, rival, rivalPile });
      events.push({ type: "scouted", to: [seat], seat, rival, rivalPile, cards: peek.cards });
      break;
    }
    case "Swap": {
      const { pile: a, otherPile: b } = play as Required<Pick<StrategyPlay, "pile" | "otherPile">>;
      const piles = s.piles[seat]!;
      const pa = piles[a]!;
      const pb = piles[b]!;
      piles[a] = [pb[0]!, ...pa.slice(1)];
      piles[b] = [pa[0]!, ...pb.slice(1)];
      const up = s.up[seat]!; // face-up cards stay face up: the flags move with the cards
      [up[a], up[b]] = [up[b]!, up[a]!];
      s.reorders[seat]![a]!++;
      s.reorders[seat]![b]!++;
      events.push({ ...played, pile: a, otherPile: b });
      break;
    }
    case "Sink": {
      const { pile } = play as Required<Pick<StrategyPlay, "pile">>;
      const cards = s.piles[seat]![pile]!;
      s.piles[seat]![pile] = [...cards.slice(1), cards[0]!];
      s.up[seat]![pile] = false; // the sunk card goes face down
      s.reorders[seat]![pile]!++;
      events.push({ ...played, pile });
      break;
    }
    case "Second Chance":
      s.secondChance++;
      events.push({ ...played, count: s.secondChance });
      break;
    case "Shield": {
      const { pile } = play as Required<Pick<StrategyPlay, "pile">>;
      s.shields[seat]![pile]!++;
      events.push({ ...played, pile });
      break;
    }
    case "Skip":
      skip = 1;
      events.push({ ...played, skipped: seatAfter(s, s.turn, 1) });
      break;
    case "Reverse":
      // With two players direction means nothing: Reverse acts as Skip.
      if (livingCount(s) === 2) skip = 1;
      else s.direction = s.direction === 1 ? -1 : 1;
      events.push({ ...played, direction: s.direction });
      break;
    case "Steal": {
      const { rival } = play as Required<Pick<StrategyPlay, "rival">>;
      const theirs = s.hands[rival]!;
      const chance = new Chance(s.chance);
      const taken = chance.draw(
        "steal",
        (rng) => theirs[randomInt(rng, theirs.length)]!,
        (value) => (isStrategyCard(value) && theirs.includes(value) ? value : badChance("steal", `seat ${rival} holds no '${show(value)}'`)),
      );
      s.chance = chance.save();
      const left = theirs.slice();
      left.splice(left.indexOf(taken), 1);
      s.hands[rival] = left;
      s.hands[seat] = [...s.hands[seat]!, taken];
      events.push({ ...played, rival });
      events.push({ type: "stolen", to: [seat, rival], seat, rival, card: taken });
      const others = othersThan(s, seat, rival);
      if (others.length > 0) events.push({ type: "stolen", to: others, seat, rival });
      break;
    }
  }

  if (KEEPS_TURN.has(card)) keepTurn(s, seat, events);
  else passTurn(s, events, skip);
}

