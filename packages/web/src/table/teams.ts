/** A game's teams (lists of seats, as the engine's view gives them) as the felt's team per seat. */
import type { Teams } from "@gg/core";

/** Team index per seat, or undefined when the game is played each for oneself. */
export function teamPerSeat(teams: Teams | null | undefined): number[] | undefined {
  if (!teams || teams.every((members) => members.length < 2)) return undefined;
  const perSeat: number[] = [];
  teams.forEach((members, team) => members.forEach((seat) => (perSeat[seat] = team)));
  return perSeat;
}

/** The team's members by name, the viewer's team first among equals: "Ana & Bot 3". */
export function teamName(members: readonly number[], names: readonly string[]): string {
  return members.map((seat) => names[seat] ?? `#${seat + 1}`).join(" & ");
}
