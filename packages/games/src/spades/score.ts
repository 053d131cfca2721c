/**
 * A hand's score for one team. The contract is the sum of its non-nil bids; its
 * non-nil bidders' tricks make it. Made: 10 per contract trick and 1 per bag (extra
 * trick); set: −10 per contract trick and no bags. Each nil: ±100 (blind ±200), and the
 * nil bidder's tricks are bags whether or not the contract is made. Every 10 bags
 * collected cost 100 and leave the count; the rest is carried.
 */
export interface TeamHand {
  /** The two partners' bids (0 = nil). */
  readonly bids: readonly [number, number];
  readonly blind: readonly [boolean, boolean];
  readonly tricks: readonly [number, number];
}

export interface TeamScore {
  /** Points of the hand, bag penalties included. */
  readonly points: number;
  /** Bags collected in this hand. */
  readonly bags: number;
  /** Bags carried after the penalties (0–9). */
  readonly carried: number;
}

export const NIL_VALUE = 100;
export const BLIND_NIL_VALUE = 200;
export const BAG_LIMIT = 10;
export const BAG_PENALTY = 100;

export function scoreTeam(hand: TeamHand, carriedBags: number): TeamScore {
  let contract = 0;
  let made = 0;
  let nilPoints = 0;
  let nilTricks = 0;
  for (let k = 0; k < 2; k++) {
    const bid = hand.bids[k]!;
    const tricks = hand.tricks[k]!;
    if (bid > 0) {
      contract += bid;
      made += tricks;
      continue;
    }
    const value = hand.blind[k] ? BLIND_NIL_VALUE : NIL_VALUE;
    nilPoints += tricks === 0 ? value : -value;
    nilTricks += tricks;
  }
  const setContract = made < contract;
  const bags = (setContract ? 0 : made - contract) + nilTricks;
  let points = nilPoints + bags + (setContract ? -10 * contract : 10 * contract);
  let carried = carriedBags + bags;
  while (carried >= BAG_LIMIT) {
    carried -= BAG_LIMIT;
    points -= BAG_PENALTY;
  }
  return { points, bags, carried };
}
