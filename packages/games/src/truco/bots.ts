/**
 * The `rules` bot: plays its cards plainly and bets on a simple measure of its hand.
 * - Strength: manilhas count most, then 3s, 2s and aces; the partner's cards count too when
 *   seen (mão de onze); each trick the team has won adds, each one lost takes away.
 * - Calls truco (or raises) on a strong hand, and bluffs now and then with a weak one;
 *   accepts a call with a fair hand, raises with a strong one (sometimes as a bluff), runs otherwise.
 * - Cards: the lowest card that takes the trick from the opponents; when it cannot, or the partner
 *   already holds it, the lowest card (face down when allowed, which gives nothing away).
 *   Leading, the strongest card.
 * All its chance comes from the `random` it is given, so a seeded match replays.
 */
import { type Bot, type CardCode, type RandomSource } from "@gg/core";
import { FACE_DOWN_POWER, MANILHA_POWER, powersFor, type PowerTable } from "./cards.ts";
import { teamOfSeat, type TrucoAction } from "./state.ts";
import type { SeenPlay, TrucoView } from "./view.ts";

/** How often a weak hand calls or raises anyway. */
export const BLUFF_CALL = 0.12;
export const BLUFF_RAISE = 0.06;
const CALL_AT = 4;
const ACCEPT_AT = 2.5;
const RAISE_AT = 5.5;
const ELEVEN_AT = 4;

function cardWeight(power: number): number {
  if (power >= MANILHA_POWER) return 3 + (power - MANILHA_POWER) * 0.5;
  return power === 9 ? 2 : power === 8 ? 1.5 : power === 7 ? 1 : power === 6 ? 0.5 : 0;
}

/** The team's prospects in this hand, on the scale of the thresholds above. */
export function handStrength(view: TrucoView, seat: number): number {
  const powers = powersFor(view.vira);
  const team = teamOfSeat(seat);
  let score = 0;
  for (const card of view.hand) score += cardWeight(powers[card]!);
  for (const card of view.partnerHand ?? []) score += cardWeight(powers[card]!);
  for (const t of view.tricks) score += t.winner === team ? 2.5 : t.winner === -1 ? 0 : -2.5;
  // A card already on the table that beats the opponents' counts as well.
  const lead = tableLead(view.trick, powers);
  if (lead && teamOfSeat(lead.seat) === team) score += 1;
  return score;
}

function powerOf(p: SeenPlay, powers: PowerTable): number {
  return p.faceDown || p.card === null ? FACE_DOWN_POWER : powers[p.card]!;
}

/** The first highest play on the table (who leads the trick now), or null. */
function tableLead(trick: readonly SeenPlay[], powers: PowerTable): { seat: number; power: number } | null {
  let best: { seat: number; power: number } | null = null;
  for (const p of trick) {
    const power = powerOf(p, powers);
    if (!best || power > best.power) best = { seat: p.seat, power };
  }
  return best;
}

const has = (legal: readonly TrucoAction[], type: TrucoAction["type"]) => legal.find((a) => a.type === type);

function chooseCard(view: TrucoView, seat: number, legal: readonly TrucoAction[]): TrucoAction {
  const blind = legal.filter((a) => a.type === "playBlind");
  if (blind.length > 0) return blind[0]!;
  const powers = powersFor(view.vira);
  const hand = view.hand.slice().sort((a, b) => powers[a]! - powers[b]!);
  const faceUp = (card: CardCode) => legal.find((a) => a.type === "play" && a.card === card && !a.faceDown)!;
  const faceDown = (card: CardCode) => legal.find((a) => a.type === "play" && a.card === card && a.faceDown) ?? faceUp(card);
  const lead = tableLead(view.trick, powers);
  if (!lead) return faceUp(hand[hand.length - 1]!);
  if (teamOfSeat(lead.seat) === teamOfSeat(seat) && view.trick.length === view.players - 1) return faceDown(hand[0]!);
  const taker = hand.find((card) => powers[card]! > lead.power);
  if (taker && teamOfSeat(lead.seat) !== teamOfSeat(seat)) return faceUp(taker);
  // Cannot take it (or the partner has it): a tie on the first trick still helps the hand.
  const tier = view.tricks.length === 0 ? hand.find((card) => powers[card]! === lead.power) : undefined;
  if (tier && teamOfSeat(lead.seat) !== teamOfSeat(seat)) return faceUp(tier);
  return faceDown(hand[0]!);
}

const chance = (random: RandomSource, p: number): boolean => random.uint32() / 2 ** 32 < p;

export function trucoRulesBot(): Bot<TrucoView, TrucoAction> {
  return {
    act({ seat, view, legal, random }) {
      if (legal.length === 1) return legal[0]!;
      const strength = handStrength(view, seat);
      if (view.phase === "eleven") return strength >= ELEVEN_AT ? has(legal, "accept")! : has(legal, "run")!;
      if (view.phase === "answer") {
        const raise = has(legal, "raise");
        if (raise && (strength >= RAISE_AT || chance(random, BLUFF_RAISE))) return raise;
        return strength >= ACCEPT_AT ? has(legal, "accept")! : has(legal, "run")!;
      }
      const call = has(legal, "truco");
      if (call && (strength >= CALL_AT || chance(random, BLUFF_CALL / 3))) return call;
      return chooseCard(view, seat, legal);
    },
  };
}
