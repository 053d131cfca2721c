/** The log id of the latest deal (a `dealt` event): the hand is dealt in again when it changes. */
import type { LoggedEvent } from "../session.ts";

export function dealKey(log: readonly LoggedEvent[]): number | undefined {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.event.type === "dealt") return log[i]!.id;
  return undefined;
}
