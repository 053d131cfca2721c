/** What the parts drawn on the felt share: where each seat sits and the felt's size in pixels. */
import { createContext, useContext } from "react";
import type { Place } from "./seating.ts";

export interface FeltGeometry {
  /** By seat number, in percent of the felt. */
  readonly places: readonly Place[];
  readonly width: number;
  readonly height: number;
  readonly names: readonly string[];
  readonly me: number | null;
}

export const FeltContext = createContext<FeltGeometry>({ places: [], width: 0, height: 0, names: [], me: null });

export const useFelt = (): FeltGeometry => useContext(FeltContext);

/** The pixel offset from one place on the felt to another (motion's x/y). */
export function offset(felt: FeltGeometry, from: { x: number; y: number }, to: { x: number; y: number }): { x: number; y: number } {
  return { x: ((from.x - to.x) / 100) * felt.width, y: ((from.y - to.y) / 100) * felt.height };
}
