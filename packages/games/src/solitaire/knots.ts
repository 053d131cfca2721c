/**
 * Face-down cards that can never be turned — a board whose columns are held
 * in a *knot* is lost. A relaxed game over-approximates what can ever happen,
 * ignoring where cards lie on one another and in which order things are done:
 * - a card can ever *be a column's top* (for a card to go onto it) if it is
 *   face up in the tableau now, is a king (an empty column may take it), is
 *   face down and can be turned, or — in the talon or on a foundation — one of
 *   its two places (the next rank, the other colour) can ever be a top;
 * - a card can *go up* once every lower card of its suit could (none of them
 *   stays face down);
 * - a column's face-down card is turned once the card over it (the face-up
 *   base, then each card turned) can leave: go up, go onto a card that can be
 *   a top, or, a king, to an empty column.
 * Every real move is one of these, so a card the relaxed game never turns is
 * never turned in play: the board is lost. This catches what a look at the
 * columns' bases alone misses — a base whose places are talon cards that
 * could only go onto cards face down under it, a column whose deeper cards
 * need cards buried beneath them. The least fixed point is found by sweeps
 * until nothing changes.
 */
import { RANK, RED, SUIT, cardOf, type Card } from "./cards.ts";

export class KnotFinder {
  /** Still face down in the relaxed game. */
  private readonly hidden = new Uint8Array(52);
  /** Can ever be a column's top. */
  private readonly top = new Uint8Array(52);
  /** Per column: how many of its cards are still face down in the relaxed game. */
  private readonly open = new Int8Array(7);
  /** Per suit: how high its foundation could get. */
  private readonly reach = new Int8Array(4);

  /** Some face-down card can never be turned (see the file's comment). */
  lost(cols: readonly (readonly Card[])[], down: readonly number[], found: readonly number[]): boolean {
    const { hidden, top, open, reach } = this;
    hidden.fill(0);
    let closed = 0;
    for (let c = 0; c < 7; c++) {
      const col = cols[c]!;
      open[c] = down[c]!;
      closed += down[c]!;
      for (let k = 0; k < down[c]!; k++) hidden[col[k]!] = 1;
    }
    if (closed === 0) return false;
    // Face-up tableau cards and kings can be tops now; the talon's and the foundations' others by the sweep.
    for (let card = 0; card < 52; card++) top[card] = hidden[card] === 0 && RANK[card] === 13 ? 1 : 0;
    for (let c = 0; c < 7; c++) for (let k = down[c]!; k < cols[c]!.length; k++) top[cols[c]![k]!] = 1;
    for (let suit = 0; suit < 4; suit++) {
      reach[suit] = found[suit]!;
      this.raise(suit);
    }
    for (let turned = true; turned; ) {
      this.sweepTops();
      turned = false;
      for (let c = 0; c < 7; c++) {
        const col = cols[c]!;
        while (open[c]! > 0 && this.canLeave(col[open[c]!]!)) {
          const card = col[--open[c]!]!;
          hidden[card] = 0;
          top[card] = 1;
          this.raise(SUIT[card]!);
          closed--;
          turned = true;
        }
      }
      if (closed === 0) return false;
    }
    return true;
  }

  /** A card not face down whose place (the next rank, the other colour) can be a top can be one too. */
  private sweepTops(): void {
    const { hidden, top } = this;
    for (let rank = 12; rank >= 1; rank--) {
      for (let suit = 0; suit < 4; suit++) {
        const card = cardOf(suit, rank);
        if (top[card] === 1 || hidden[card] === 1) continue;
        if (this.placeCanBeTop(card)) top[card] = 1;
      }
    }
  }

  /** One of the two cards `card` goes onto (next rank, other colour) can ever be a top. */
  private placeCanBeTop(card: Card): boolean {
    const parent = RANK[card]! + 1;
    const top = this.top;
    // Clubs and spades are black, diamonds and hearts red.
    return RED[card] === 1 ? top[cardOf(0, parent)] === 1 || top[cardOf(3, parent)] === 1 : top[cardOf(1, parent)] === 1 || top[cardOf(2, parent)] === 1;
  }

  /** `card`, over a face-down card, could leave: up, onto a card that can be a top, or a king to an empty column. */
  private canLeave(card: Card): boolean {
    return RANK[card] === 13 || this.reach[SUIT[card]!]! >= RANK[card]! - 1 || this.placeCanBeTop(card);
  }

  /** Raises the suit's reachable height past every card no longer face down. */
  private raise(suit: number): void {
    const reach = this.reach;
    while (reach[suit]! < 13 && this.hidden[cardOf(suit, reach[suit]! + 1)] === 0) reach[suit]!++;
  }
}
