/**
 * Face-down cards that can never be turned — a board whose columns are held
 * in a *knot* is lost. A relaxed game over-approximates what can ever happen,
 * ignoring most of where cards lie and in which order things are done:
 * - a card can ever *be a column's top* (bare, for a card to go onto it) if it
 *   is a column's top now; face up under other cards, once the card on it can
 *   leave it; face down, once it can be turned; a king elsewhere (an empty
 *   column may take it); else — in the talon or on a foundation — once one of
 *   its two places (the next rank, the other colour) can be a top;
 * - a card can *go up* once every lower card of its suit could, and it can be
 *   reached: not face down, and bare if a card lies on it now;
 * - a card *can leave* the card under it by going up (bare), onto a card that
 *   can be a top (with the cards on it), or, a king, to an empty column;
 * - a column's face-down card is turned once the card over it (the face-up
 *   base, then each card turned) can leave.
 * Every real move is one of these — a card covered now is bare only after the
 * card on it has left it — so a card the relaxed game never turns is never
 * turned in play: the board is lost. This catches what a look at the columns'
 * bases alone misses — a base whose places are talon cards that could only go
 * onto cards face down under it, a column whose deeper cards need cards buried
 * beneath them, a base whose only places are covered by cards that cannot
 * leave them. The least fixed point is found by sweeps until nothing changes.
 */
import { RANK, RED, SUIT, cardOf, type Card } from "./cards.ts";

/** Each card's two places (the next rank, the other colour), or -1 for a king. */
const PLACE_A = new Int8Array(52);
const PLACE_B = new Int8Array(52);
for (let card = 0; card < 52; card++) {
  const parent = RANK[card]! + 1;
  // Clubs and spades are black, diamonds and hearts red.
  PLACE_A[card] = parent > 13 ? -1 : cardOf(RED[card] === 1 ? 0 : 1, parent);
  PLACE_B[card] = parent > 13 ? -1 : cardOf(RED[card] === 1 ? 3 : 2, parent);
}
/** The cards from the kings down (a card's places come before it). */
const KINGS_DOWN = Int8Array.from({ length: 52 }, (_, i) => cardOf(i % 4, 13 - Math.floor(i / 4)));

export class KnotFinder {
  /** Still face down in the relaxed game. */
  private readonly hidden = new Uint8Array(52);
  /** Can ever be a column's top. */
  private readonly top = new Uint8Array(52);
  /** A face-up tableau card's cover (the card on it now), or -1. */
  private readonly cover = new Int8Array(52);
  /** Per column: how many of its cards are still face down in the relaxed game. */
  private readonly open = new Int8Array(7);
  /** Per suit: how high its foundation could get. */
  private readonly reach = new Int8Array(4);
  /** The cards face up (or elsewhere) not yet possible tops, kings first: what each sweep looks at. */
  private readonly pending = new Int8Array(52);
  private pendingCount = 0;

  /** Some face-down card can never be turned (see the file's comment). */
  lost(cols: readonly (readonly Card[])[], down: readonly number[], found: readonly number[]): boolean {
    const { hidden, top, cover, open, reach } = this;
    hidden.fill(0);
    cover.fill(-1);
    top.fill(0);
    let closed = 0;
    for (let c = 0; c < 7; c++) {
      const col = cols[c]!;
      const d = down[c]!;
      open[c] = d;
      closed += d;
      for (let k = 0; k < d; k++) hidden[col[k]!] = 1;
      for (let k = d; k < col.length - 1; k++) cover[col[k]!] = col[k + 1]!;
      if (col.length > d) top[col[col.length - 1]!] = 1;
    }
    if (closed === 0) return false;
    let n = 0;
    for (let i = 0; i < 52; i++) {
      const card = KINGS_DOWN[i]!;
      if (top[card] === 0 && hidden[card] === 0) this.pending[n++] = card;
    }
    this.pendingCount = n;
    for (let suit = 0; suit < 4; suit++) reach[suit] = found[suit]!;
    for (let changed = true; changed; ) {
      changed = this.sweepTops();
      for (let suit = 0; suit < 4; suit++) if (this.raise(suit)) changed = true;
      for (let c = 0; c < 7; c++) {
        const col = cols[c]!;
        while (open[c]! > 0 && this.canLeave(col[open[c]!]!)) {
          const card = col[--open[c]!]!;
          hidden[card] = 0;
          top[card] = 1;
          closed--;
          changed = true;
        }
      }
      if (closed === 0) return false;
    }
    return true;
  }

  /**
   * Cards not face down that become possible tops: covered, once the card on them can leave; a king
   * elsewhere at once; any other, once a place can be a top. Highest ranks first, so a chain of places
   * settles in one sweep. True if any did.
   */
  private sweepTops(): boolean {
    const { top, cover, pending } = this;
    const n = this.pendingCount;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const card = pending[i]!;
      if (cover[card]! >= 0 ? this.canLeave(cover[card]!) : RANK[card] === 13 || this.placeCanBeTop(card)) top[card] = 1;
      else pending[kept++] = card;
    }
    this.pendingCount = kept;
    return kept < n;
  }

  /** One of the two cards `card` goes onto (next rank, other colour) can ever be a top (a king has none). */
  private placeCanBeTop(card: Card): boolean {
    const a = PLACE_A[card]!;
    return a >= 0 && (this.top[a] === 1 || this.top[PLACE_B[card]!] === 1);
  }

  /** `card` could leave the card under it: up (bare), onto a card that can be a top, or, a king, to an empty column. */
  private canLeave(card: Card): boolean {
    return RANK[card] === 13 || (this.top[card] === 1 && this.reach[SUIT[card]!]! >= RANK[card]! - 1) || this.placeCanBeTop(card);
  }

  /** Raises the suit's reachable height past every card that could go up (not face down, bare if covered now); true if it rose. */
  private raise(suit: number): boolean {
    const reach = this.reach;
    const from = reach[suit]!;
    for (let card = cardOf(suit, from + 1); reach[suit]! < 13; card++) {
      if (this.hidden[card] === 1 || (this.cover[card]! >= 0 && this.top[card] === 0)) break;
      reach[suit]!++;
    }
    return reach[suit]! > from;
  }
}
