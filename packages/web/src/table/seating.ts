/**
 * Where each seat sits around the oval felt: the viewer at the bottom, the
 * others clockwise in seat order (so at four, the seat two on sits opposite:
 * partners in team games). Pure functions, shared by every game's table.
 */

/** A point on the felt, in percent of its width and height (0,0 top left). */
export interface Place {
  readonly x: number;
  readonly y: number;
}

/**
 * The seats clockwise from the viewer (seat 0 for a spectator). With `teams`
 * (team per seat), partners are interleaved so that teams alternate around the
 * table and partners face each other, whatever the seat numbering.
 */
export function clockwise(players: number, me: number | null, teams?: readonly number[]): number[] {
  const first = me ?? 0;
  const order = Array.from({ length: players }, (_, k) => (first + k) % players);
  if (!teams || players % 2 !== 0) return order;
  const mine = order.filter((s) => teams[s] === teams[first]);
  const theirs = order.filter((s) => teams[s] !== teams[first]);
  if (mine.length !== theirs.length) return order;
  return mine.flatMap((s, i) => [s, theirs[i]!]);
}

/**
 * Position k (0 = the viewer, at the bottom) of n around an ellipse inset from
 * the felt's edge; going clockwise on screen: bottom, left, top, right.
 */
export function placeAt(k: number, n: number): Place {
  const angle = Math.PI / 2 + (k * 2 * Math.PI) / n;
  return { x: round(50 + 42 * Math.cos(angle)), y: round(50 + 40 * Math.sin(angle)) };
}

/** Where a seat's played card lies: between the centre and the seat. */
export function inFront(place: Place, share = 0.5): Place {
  return { x: round(50 + (place.x - 50) * share), y: round(50 + (place.y - 50) * share) };
}

/** Every seat's place on the felt, by seat number. */
export function placesFor(players: number, me: number | null, teams?: readonly number[]): Place[] {
  const order = clockwise(players, me, teams);
  const places: Place[] = new Array(players);
  order.forEach((seat, k) => (places[seat] = placeAt(k, players)));
  return places;
}

/** Up to two initials for a seat's avatar ("Ana Lima" → "AL", "bot 3" → "B3"). */
export function initials(name: string): string {
  // "Bot 3 (rules)" → "B3": what is in brackets is a note, not the name.
  const words = name.replace(/\([^)]*\)/g, " ").trim().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? [...words[0]!].slice(0, 2) : [[...words[0]!][0]!, [...words[words.length - 1]!][0]!];
  return letters.join("").toUpperCase();
}

const round = (n: number) => Math.round(n * 10) / 10;
