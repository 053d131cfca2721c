/** Short English descriptions of actions for logs and the terminal. Never reveals an arrangement. */
import type { GGBattleAction } from "./state.ts";

export function describeAction(action: GGBattleAction): string {
  if (typeof action !== "object" || action === null) return "does something unknown";
  switch (action.type) {
    case "arrange":
      return "arranges their piles";
    case "throw":
      return `throws ${action.sign}`;
    case "challenge":
      return `challenges seat ${action.rival}'s pile ${action.rivalPile + 1} with pile ${action.pile + 1}`;
    case "strategy":
      switch (action.card) {
        case "Scout":
          return `plays Scout on seat ${action.rival}'s pile ${action.rivalPile + 1}`;
        case "Swap":
          return `plays Swap on piles ${action.pile + 1} and ${action.otherPile + 1}`;
        case "Sink":
        case "Shield":
          return `plays ${action.card} on pile ${action.pile + 1}`;
        case "Steal":
          return `plays Steal on seat ${action.rival}`;
        default:
          return `plays ${action.card}`;
      }
    case "endTurn":
      return "ends the turn";
    case "pass":
      return "passes";
    default:
      return `does ${(action as { type: string }).type}`;
  }
}
