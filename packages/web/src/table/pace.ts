/**
 * How fast the felt moves, the player's "Animation speed" setting: normal (a taken trick stays
 * about a second, issue 16) or fast (for players who read a trick at a glance, as BGA's and
 * Trickster's speed settings offer). prefers-reduced-motion still wins over both: the cards then
 * appear and go without travelling (motion's MotionConfig and useReducedMotion).
 */
import { useTableSettings, type TableSettings } from "./settings.ts";

export interface Pace {
  /** How long a taken trick stays in place, with a human's card in it / bots only (ms). */
  readonly holdMs: number;
  readonly botsHoldMs: number;
  /** A card travelling to the felt or a pile, and a taken trick sweeping to its winner (s). */
  readonly travel: number;
  readonly sweep: number;
  /** A dealt card's flight, the delay between cards, and the longest delay (s). */
  readonly deal: { readonly duration: number; readonly step: number; readonly maxDelay: number };
}

export const PACES: Record<TableSettings["animation"], Pace> = {
  normal: { holdMs: 1100, botsHoldMs: 500, travel: 0.32, sweep: 0.45, deal: { duration: 0.3, step: 0.05, maxDelay: 0.6 } },
  fast: { holdMs: 450, botsHoldMs: 200, travel: 0.15, sweep: 0.2, deal: { duration: 0.15, step: 0.02, maxDelay: 0.25 } },
};

export function usePace(): Pace {
  return PACES[useTableSettings().animation];
}
