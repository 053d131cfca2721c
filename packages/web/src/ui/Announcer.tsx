/**
 * One polite live region for the whole app: turns, trick winners and refusals
 * are spoken by screen readers without moving focus.
 */
import { useSyncExternalStore } from "react";

let message = "";
let count = 0;
const listeners = new Set<() => void>();

export function announce(text: string): void {
  // A counter makes a repeated text ("Your turn.") a new announcement.
  message = text;
  count++;
  for (const l of listeners) l();
}

export function Announcer() {
  const text = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => `${count}\u0000${message}`,
  );
  const [n, spoken] = text.split("\u0000");
  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="announcer">
      <span key={n}>{spoken}</span>
    </div>
  );
}
