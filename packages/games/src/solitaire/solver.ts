/**
 * The Klondike solver: proves a board winnable (with a winning line) or not,
 * with every card known, under the room's draw and pass options.
 *
 * A depth-first search over *macro* moves, after Bjarnason, Fern and
 * Tadepalli's K+ model: stock and waste are one list in draw order (the
 * board's `talon`), and "draw until card c is on the waste, then play it" is
 * one move — draws commute with every other move, so nothing is lost. With
 * draw 1 and no pass limit (the *free talon*) every talon card is at hand at
 * any time and the talon's place does not count. Positions already searched
 * are remembered (a transposition set keyed by a canonical 64-bit hash:
 * columns in any order, face-down cards named by their column and count), so
 * cycles and transpositions are searched once.
 *
 * "Lost" must be a proof, so nothing is cut that a win could need. Each cut is
 * an exchange argument — from any winning line, one that the search does try:
 * - *Safe cards go up at once.* A card whose two other-colour cards one rank
 *   below and whose same-colour twin two ranks below are up can only ever hold
 *   cards that are up and stay useless there (each of them holds only cards
 *   that are up too), so a line can always play it up now instead of later.
 * - *Postponed moves.* A card that moves now only so that something can later
 *   be built on it can make that move later, just before: a talon card goes
 *   down with the free talon, and a card comes down from a foundation, only if
 *   a card it could take is at hand; part of a run moves only to bare a card
 *   that can then go up or take the moving card's twin; a column is emptied
 *   only for a king that could fill it; with the free talon a card goes up
 *   only when the next card of its suit could follow. "At hand" counts every
 *   face-up tableau card, every talon card and each foundation's top — any
 *   card that could move onto another at the moment the postponed move is made.
 *   Cards built on a talon or foundation card are worth it only to carry, in
 *   the end, a card that was face up in the tableau (moving tableau cards is
 *   what turns cards and frees them for the foundations), so with the free
 *   talon such a card goes down only while a lower card is face up in the
 *   tableau (else a talon card may also go down to clear the way to others).
 * - *A talon card goes down only to be built on at once* (the free talon). Take a winning line where a
 *   talon card T goes down onto C (or a king into an empty column) and the next move does not build on it.
 *   Until a card is built on T, the line can leave T in the talon: nothing can use T meanwhile but a move of
 *   T itself — T going up (play it up from the talon instead), T alone onto another card (play it there
 *   from the talon instead) or a run from C under it (move the run without T: C is still its top) — and
 *   every other move is unchanged, since C stays bare and the free talon holds every card at any time.
 *   Just before the move that builds on T, T goes down onto C. So some winning line puts every talon card
 *   down right before a move that builds on it, and the search tries only those moves next (a position
 *   with that duty is keyed apart from the same cards without it).
 * - *Knots.* A board with a face-down card that can never be turned is lost
 *   (knots.ts: a relaxed game that over-approximates every line). Any move
 *   can tie a new knot (a card put on another may be one that can never
 *   leave it), so the test runs at every new position.
 * - *Won early.* With the free talon, once no tableau card is face down the
 *   board is won: the lowest card not up is never covered (a run descends),
 *   so one always goes up.
 * Tests compare the answers with an exhaustive search over every engine move.
 * A bolder search, without the moves wins seldom need and giving up lines
 * that make no progress for a few moves, takes turns with the full one and
 * has most of the work (`solveBoard`): a win it finds is as good as any, and
 * most wins come sooner.
 *
 * The work is counted in positions (`maxNodes`), never in time: the same board
 * always gets the same answer, so a seed's first winnable deal is reproducible.
 */
import { RANK, RED, SUIT, buildsOn, cardOf, type Card } from "./cards.ts";
import { layOut } from "./deal.ts";
import { KnotFinder } from "./knots.ts";
import { DRAW, FIRST_FOUNDATION, MOVE, RECYCLE, WASTE } from "./moves.ts";
import { passLimit, type Board, type SolitaireAction, type SolitaireOptions } from "./state.ts";

export type SolveStatus = "win" | "lost" | "unknown";

export interface SolveResult {
  readonly status: SolveStatus;
  /** Positions searched. */
  readonly nodes: number;
  /** With `win`: the winning line's moves (solver moves, see `describeSolverMove`). */
  readonly line: readonly number[];
}

const WIN = 1;
const LOSE = 0;
const OUT_OF_WORK = 2;
const OPEN = 3;

// A solver move packs its kind and up to three small fields into one number.
const COL_TO_FOUNDATION = 0; // a: column, b: suit
const TALON_TO_FOUNDATION = 1; // a: talon index, b: suit, c: recycles needed (0/1)
const COL_TO_COL = 2; // a: source column, b: target column, c: first moving card's index
const TALON_TO_COL = 3; // a: talon index, b: target column, c: recycles needed
const FOUNDATION_TO_COL = 4; // a: suit, b: target column

const pack = (kind: number, a: number, b: number, c: number): number => kind | (a << 3) | (b << 9) | (c << 15);
const kindOf = (m: number): number => m & 7;
const fieldA = (m: number): number => (m >> 3) & 63;
const fieldB = (m: number): number => (m >> 9) & 63;
const fieldC = (m: number): number => (m >> 15) & 63;

/** The default work for deciding a deal (rules.md: a fixed amount of work, not of time). */
export const DEAL_NODES = 20_000;
/** The work a hint may take (p95 under 200 ms). */
export const HINT_NODES = 10_000;

class Search {
  readonly cols: Card[][];
  readonly down: number[];
  readonly found: number[];
  readonly talon: Card[];
  pos: number;
  passes: number;
  readonly draw: number;
  readonly limit: number;
  /** Draw 1 without a pass limit: every talon card is reachable, and the talon's position does not matter. */
  readonly free: boolean;
  nodes = 0;
  readonly seen = new PositionSet();
  // The search runs on its own stack (a line can be far deeper than the engine's call stack allows).
  // `trail` holds every move played from the start, safe ones included — the winning line when it wins —
  // and `infos` what undoing each needs; per open position, its move list, the next move to try, and
  // where its part of the trail begins. Scratch space is reused so a position allocates nothing.
  private readonly trail: number[] = [];
  private readonly infos: number[] = [];
  private readonly lists: number[][] = [];
  private readonly next: number[] = [];
  private readonly trailAt: number[] = [];
  /** Per open position: the most progress on the line to it (cards turned and gone up), and moves since. */
  private readonly bestAt: number[] = [];
  private readonly idleAt: number[] = [];
  private readonly buckets: number[][] = [[], [], [], [], []];
  private readonly reach: number[] = [];
  private readonly inPass = new Uint8Array(64);
  private readonly atHand = new Uint8Array(52);
  private readonly knots = new KnotFinder();
  private readonly top = new Uint8Array(52);

  constructor(
    board: Board,
    options: SolitaireOptions,
    /** Asked every 4,096 positions: true stops the search (benchmarks give it a clock; the engine never does). */
    readonly stop: (() => boolean) | undefined,
    /**
     * A bolder search that leaves out moves wins seldom need (a run's part moved for a twin, a card down
     * from a foundation): it finds most wins sooner, but its "lost" proves nothing.
     */
    readonly bold: boolean,
    /** The bold search gives up a line after this many moves without progress (no card turned or gone up). */
    readonly idleLimit = Infinity,
  ) {
    this.cols = board.columns.map((c) => c.slice());
    this.down = board.down.slice();
    this.found = board.foundations.slice();
    this.talon = board.talon.slice();
    this.pos = board.pos;
    this.passes = board.passes;
    this.draw = options.draw;
    this.limit = passLimit(options);
    this.free = this.draw === 1 && this.limit === Infinity;
  }

  /** Positions this search may have searched in all when it stops: `run` raises it and goes on. */
  private maxNodes = 0;
  /** The open position the search stands on, or -1 before the first. */
  private depth = -1;
  /** A move played whose position the search ran out of work entering, or -1: the next run enters it. */
  private pending = -1;

  /** Searches on, up to `maxNodes` positions in all; `unknown` when out of work — a later run resumes. */
  run(maxNodes: number): SolveResult {
    this.maxNodes = maxNodes;
    const outcome = this.search();
    const status: SolveStatus = outcome === WIN ? "win" : outcome === LOSE ? "lost" : "unknown";
    return { status, nodes: this.nodes, line: outcome === WIN ? this.trail.slice() : [] };
  }

  /**
   * Every tableau card face up, in runs, and the talon empty: auto-complete finishes it. With the
   * free talon its cards may stay: each is at hand whenever its foundation wants it.
   */
  private won(): boolean {
    if (this.talon.length > 0 && !this.free) return false;
    for (let c = 0; c < 7; c++) if (this.down[c]! > 0) return false;
    return true;
  }

  /**
   * Depth first from the board as given, or on from where the last run ran out of work: WIN (the trail is
   * the line), LOSE or OUT_OF_WORK (nothing taken back: the next run goes on from there).
   */
  private search(): number {
    if (this.depth < 0) {
      const outcome = this.enter(0, -1);
      if (outcome !== OPEN) return outcome;
      this.depth = 0;
    } else if (this.pending >= 0) {
      const outcome = this.enterAfter(this.pending);
      if (outcome !== LOSE && outcome !== OPEN) return outcome;
    }
    for (;;) {
      const depth = this.depth;
      const moves = this.lists[depth]!;
      if (this.next[depth]! < moves.length) {
        const m = moves[this.next[depth]!++]!;
        this.play(m);
        const outcome = this.enterAfter(m);
        if (outcome !== LOSE && outcome !== OPEN) return outcome;
        continue;
      }
      // Every move from here lost: take back its safe moves, then the move that led here.
      this.unwind(this.trailAt[depth]!);
      if (depth === 0) return LOSE;
      this.depth--;
      this.takeBack();
    }
  }

  /** Enters the position move `m` (just played) led to: one deeper if OPEN, `m` taken back if LOSE. */
  private enterAfter(m: number): number {
    // With the free talon a card put down from the talon must be built on at once (see `generateCover`).
    const cover = this.free && kindOf(m) === TALON_TO_COL ? this.cols[fieldB(m)]!.at(-1)! : -1;
    const outcome = this.enter(this.depth + 1, cover);
    this.pending = outcome === OUT_OF_WORK ? m : -1;
    if (outcome === OPEN) this.depth++;
    else if (outcome === LOSE) this.takeBack();
    return outcome;
  }

  /**
   * The position just reached, at `depth`: plays its safe cards, then WIN, OUT_OF_WORK, LOSE (seen before,
   * or deadlocked — its safe cards taken back), or OPEN with its moves listed. `cover`: the talon card just
   * put down that the next move must build on, or -1 (a position with that duty is keyed apart).
   */
  private enter(depth: number, cover: number): number {
    if (++this.nodes > this.maxNodes || ((this.nodes & 4095) === 0 && this.stop?.())) return OUT_OF_WORK;
    const start = this.trail.length;
    this.playSafeCards();
    if (this.won()) return WIN;
    if (this.idleLimit !== Infinity && this.idleTooLong(depth)) {
      this.unwind(start);
      return LOSE;
    }
    // The cheap look-up first: most positions reached were searched before.
    this.key(cover);
    if (this.seen.add(this.keyA, this.keyB) && !this.knots.lost(this.cols, this.down, this.found)) {
      this.trailAt[depth] = start;
      this.generate((this.lists[depth] ??= []), cover);
      this.next[depth] = 0;
      return OPEN;
    }
    this.unwind(start);
    return LOSE;
  }

  /**
   * The line to this position (at `depth`) has gone more than `idleLimit` moves without turning a card or
   * putting one up: the bold search gives it up (left unrecorded, so a shorter way here is still searched).
   * Lines that shuffle the same cards between the columns make most of a hard board's positions.
   */
  private idleTooLong(depth: number): boolean {
    let progress = 0;
    for (let c = 0; c < 7; c++) progress -= this.down[c]!;
    for (let suit = 0; suit < 4; suit++) progress += this.found[suit]!;
    const better = depth === 0 || progress > this.bestAt[depth - 1]!;
    const idle = better ? 0 : this.idleAt[depth - 1]! + 1;
    if (idle > this.idleLimit) return true;
    this.bestAt[depth] = better ? progress : this.bestAt[depth - 1]!;
    this.idleAt[depth] = idle;
    return false;
  }

  private play(m: number): void {
    this.trail.push(m);
    this.infos.push(this.apply(m));
  }

  private takeBack(): void {
    this.undo(this.trail.pop()!, this.infos.pop()!);
  }

  /** Takes back moves until the trail is `length` long. */
  private unwind(length: number): void {
    while (this.trail.length > length) this.takeBack();
  }

  /** No card could ever need `card` on the tableau (see the file's comment). */
  private safe(card: Card): boolean {
    const rank = RANK[card]!;
    if (rank <= 2) return true;
    const f = this.found;
    const suit = SUIT[card]!;
    // Suits C D H S: the other colour of clubs/spades is diamonds/hearts, and back.
    const red = RED[card] === 1;
    const a = red ? f[0]! : f[1]!;
    const b = red ? f[3]! : f[2]!;
    const same = suit === 0 ? f[3]! : suit === 3 ? f[0]! : suit === 1 ? f[2]! : f[1]!;
    return a >= rank - 1 && b >= rank - 1 && same >= rank - 2;
  }

  private fitsFoundation(card: Card): boolean {
    return RANK[card] === this.found[SUIT[card]!]! + 1;
  }

  private playSafeCards(): void {
    for (let progress = true; progress; ) {
      progress = false;
      for (let c = 0; c < 7; c++) {
        const col = this.cols[c]!;
        if (col.length === 0) continue;
        const card = col[col.length - 1]!;
        if (this.fitsFoundation(card) && this.safe(card)) {
          this.play(pack(COL_TO_FOUNDATION, c, SUIT[card]!, 0));
          progress = true;
        }
      }
      if (this.draw !== 1) continue;
      // Draw 1: a safe card reachable without a recycle goes up too (the free talon: any card;
      // else only the waste's top, whose removal changes no other card's reach).
      const from = this.free ? 0 : Math.max(this.pos - 1, 0);
      const to = this.free ? this.talon.length : this.pos;
      for (let i = from; i < to; i++) {
        const card = this.talon[i]!;
        if (this.fitsFoundation(card) && this.safe(card)) {
          this.play(pack(TALON_TO_FOUNDATION, i, SUIT[card]!, 0));
          progress = true;
          break;
        }
      }
    }
  }

  /**
   * Talon cards reachable now, as `index | recycles << 8`: with the free talon every card;
   * otherwise the waste tops of the current pass, then (with a pass left) those of a fresh one.
   */
  private reachable(out: number[]): void {
    const n = this.talon.length;
    if (n === 0) return;
    if (this.free) {
      for (let i = 0; i < n; i++) out.push(i);
      return;
    }
    const d = this.draw;
    let p = this.pos;
    const inPass = this.inPass;
    inPass.fill(0, 0, n + 1);
    for (;;) {
      if (p >= 1) {
        inPass[p] = 1;
        out.push(p - 1);
      }
      if (p >= n) break;
      p = Math.min(p + d, n);
    }
    if (this.passes >= this.limit) return;
    for (p = Math.min(d, n); ; p = Math.min(p + d, n)) {
      if (!inPass[p]) out.push((p - 1) | (1 << 8));
      if (p >= n) break;
    }
  }

  /**
   * The moves worth trying here, most promising first, into `out`. Every legal move is generated but
   * those shown useless by an exchange argument (the file's comment, *What is never tried*): a card
   * that moves now only to be built on later can move then just as well, so it moves when that card is
   * at hand. Each condition is checked where the postponed move would be played, so it may look at any
   * card that could be built on it at that moment: any face-up tableau card (a partial run can move),
   * any talon card, any foundation's top card.
   */
  private generate(out: number[], cover: number): void {
    if (cover >= 0) return this.generateCover(out, cover);
    const [turning, toFoundation, fromTalon, partial, back] = this.buckets as [number[], number[], number[], number[], number[]];
    turning.length = toFoundation.length = fromTalon.length = partial.length = back.length = 0;
    const cols = this.cols;
    let firstEmpty = -1;
    for (let c = 0; c < 7; c++) if (cols[c]!.length === 0 && firstEmpty < 0) firstEmpty = c;

    const reach = this.reach;
    reach.length = 0;
    this.reachable(reach);
    // Cards that could move onto another card now: face-up in the tableau, in the talon, a foundation's top;
    // and the lowest rank face up in the tableau (what cards built on a talon or foundation card are for).
    const atHand = this.atHand.fill(0);
    const top = this.top.fill(0);
    let lowest = 14;
    for (let c = 0; c < 7; c++) {
      const col = cols[c]!;
      if (col.length === 0) continue;
      top[col[col.length - 1]!] = 1;
      for (let k = this.down[c]!; k < col.length; k++) {
        atHand[col[k]!] = 1;
        if (RANK[col[k]!]! < lowest) lowest = RANK[col[k]!]!;
      }
    }
    // Without the free talon a card built on may also be a talon card put out of the way of others.
    let lowestOff = lowest;
    for (const card of this.talon) {
      atHand[card] = 1;
      if (RANK[card]! < lowestOff) lowestOff = RANK[card]!;
    }
    for (let suit = 0; suit < 4; suit++) if (this.found[suit]! > 0) atHand[cardOf(suit, this.found[suit]!)] = 1;

    // A king that could fill an empty column: in reach in the talon, heading a face-up run over face-down
    // cards, or on a foundation (it may come down).
    let kingWaiting = false;
    for (const r of reach) if (RANK[this.talon[r & 255]!] === 13) kingWaiting = true;
    for (let c = 0; c < 7 && !kingWaiting; c++) if (this.down[c]! > 0 && RANK[cols[c]![this.down[c]!]!] === 13) kingWaiting = true;
    for (let suit = 0; suit < 4; suit++) if (this.found[suit] === 13) kingWaiting = true;

    for (let s = 0; s < 7; s++) {
      const col = cols[s]!;
      const len = col.length;
      if (len === 0) continue;
      const down = this.down[s]!;
      const last = col[len - 1]!;
      if (this.fitsFoundation(last)) (len - 1 === down && down > 0 ? turning : toFoundation).push(pack(COL_TO_FOUNDATION, s, SUIT[last]!, 0));
      for (let t = 0; t < 7; t++) {
        if (t === s) continue;
        const target = cols[t]!;
        if (target.length === 0) {
          // A king (heading the whole face-up run) to the first empty column (the columns' order does not
          // count), only if it turns a card: a king alone in its column gains nothing in another.
          if (t !== firstEmpty || down === 0 || RANK[col[down]!] !== 13) continue;
          turning.push(pack(COL_TO_COL, s, t, down));
          continue;
        }
        const tt = target[target.length - 1]!;
        for (let k = down; k < len; k++) {
          if (!buildsOn(col[k]!, tt)) continue;
          if (k === down && down > 0) turning.push(pack(COL_TO_COL, s, t, k));
          // Emptying a column is worth it only to a king that could fill it.
          else if (k === down) {
            if (kingWaiting) partial.push(pack(COL_TO_COL, s, t, k));
          }
          // Part of a run moves to uncover the card under it, which is worth it only if that card can go
          // up, or if the moving card's twin (same rank and colour) could go on it.
          else if (this.fitsFoundation(col[k - 1]!) || (!this.bold && atHand[twin(col[k]!)] === 1)) partial.push(pack(COL_TO_COL, s, t, k));
          break;
        }
      }
    }

    for (const r of reach) {
      const i = r & 255;
      const recycles = r >> 8;
      const card = this.talon[i]!;
      // With the free talon a card waits there as well as anywhere: it goes up only when the next card of
      // its suit could follow at once, and down to the tableau only when a card could go on it and a lower
      // face-up tableau card could end up on the cards built there.
      if (this.fitsFoundation(card) && (!this.free || this.nextCanFollow(card, top))) toFoundation.push(pack(TALON_TO_FOUNDATION, i, SUIT[card]!, recycles));
      if (this.free && (RANK[card]! <= lowest || !this.couldTake(card, atHand))) continue;
      for (let t = 0; t < 7; t++) {
        const target = cols[t]!;
        if (target.length === 0 ? RANK[card] === 13 && t === firstEmpty : buildsOn(card, target[target.length - 1]!)) fromTalon.push(pack(TALON_TO_COL, i, t, recycles));
      }
    }

    // A card comes down from a foundation only if it is not safe there (a safe card would go straight
    // back up) and a lower face-up tableau card could end up on it, directly or on cards that come down
    // after it (cards built on a foundation or talon card are worth it only to carry a tableau card).
    for (let suit = 0; suit < 4; suit++) {
      const rank = this.found[suit]!;
      if (rank === 0 || rank <= (this.free ? lowest : lowestOff) || this.bold) continue;
      const card = cardOf(suit, rank);
      if (this.safe(card)) continue;
      for (let t = 0; t < 7; t++) {
        const target = cols[t]!;
        if (target.length === 0 ? rank === 13 && t === firstEmpty : buildsOn(card, target[target.length - 1]!)) back.push(pack(FOUNDATION_TO_COL, suit, t, 0));
      }
    }

    // Uncover the column with the most face-down cards first.
    if (turning.length > 1) turning.sort((x, y) => this.down[fieldA(y)]! - this.down[fieldA(x)]!);
    out.length = 0;
    for (const bucket of this.buckets) for (const m of bucket) out.push(m);
  }

  /**
   * Right after a card came down from the free talon, only the moves that build on it (from a column, the
   * talon or a foundation, any of the card's legal takers): see the file's comment, *A talon card goes
   * down only to be built on at once*.
   */
  private generateCover(out: number[], cover: Card): void {
    out.length = 0;
    const cols = this.cols;
    let t = 0;
    while (t < 7 && cols[t]!.at(-1) !== cover) t++;
    if (t === 7) return;
    let turning = 0;
    for (let s = 0; s < 7; s++) {
      if (s === t) continue;
      const col = cols[s]!;
      for (let k = this.down[s]!; k < col.length; k++) {
        if (!buildsOn(col[k]!, cover)) continue;
        const m = pack(COL_TO_COL, s, t, k);
        // A move that turns a card is tried first.
        if (k === this.down[s]! && k > 0) out.splice(turning++, 0, m);
        else out.push(m);
        break;
      }
    }
    for (let i = 0; i < this.talon.length; i++) if (buildsOn(this.talon[i]!, cover)) out.push(pack(TALON_TO_COL, i, t, 0));
    for (let suit = 0; suit < 4; suit++) {
      const rank = this.found[suit]!;
      if (rank > 0 && buildsOn(cardOf(suit, rank), cover)) out.push(pack(FOUNDATION_TO_COL, suit, t, 0));
    }
  }

  /** A card one rank lower of the other colour is at hand (`atHand`): it could be built on `card`. */
  private couldTake(card: Card, atHand: Uint8Array): boolean {
    const rank = RANK[card]!;
    if (rank === 1) return false;
    // The other colour's two suits: clubs and spades are black, diamonds and hearts red.
    return RED[card] === 1 ? atHand[cardOf(0, rank - 1)] === 1 || atHand[cardOf(3, rank - 1)] === 1 : atHand[cardOf(1, rank - 1)] === 1 || atHand[cardOf(2, rank - 1)] === 1;
  }

  /** The next card of `card`'s suit is a column's top or in the talon: it could go up right after `card`. */
  private nextCanFollow(card: Card, top: Uint8Array): boolean {
    if (RANK[card] === 13) return false; // nothing follows a king: the talon's kings wait for the end
    const next = card + 1;
    return top[next] === 1 || this.talon.includes(next);
  }

  /** Applies a move; returns what undo needs (a turned card, cards moved, the talon's position and passes). */
  private apply(m: number): number {
    const a = fieldA(m);
    const b = fieldB(m);
    const oldPos = this.pos;
    const oldPasses = this.passes;
    let turned = 0;
    let moved = 1;
    switch (kindOf(m)) {
      case COL_TO_FOUNDATION:
        this.cols[a]!.pop();
        this.found[b]!++;
        turned = this.turn(a);
        break;
      case TALON_TO_FOUNDATION:
        this.talon.splice(a, 1);
        this.pos = a;
        this.passes += fieldC(m);
        this.found[b]!++;
        break;
      case COL_TO_COL: {
        const source = this.cols[a]!;
        const target = this.cols[b]!;
        const from = fieldC(m);
        moved = source.length - from;
        for (let k = from; k < source.length; k++) target.push(source[k]!);
        source.length = from;
        turned = this.turn(a);
        break;
      }
      case TALON_TO_COL: {
        const card = this.talon.splice(a, 1)[0]!;
        this.pos = a;
        this.passes += fieldC(m);
        this.cols[b]!.push(card);
        break;
      }
      case FOUNDATION_TO_COL:
        this.cols[b]!.push(cardOf(a, this.found[a]!));
        this.found[a]!--;
        break;
    }
    return turned | (moved << 1) | (oldPos << 6) | (oldPasses << 12);
  }

  private undo(m: number, info: number): void {
    const a = fieldA(m);
    const b = fieldB(m);
    if (info & 1) this.down[a]!++;
    this.pos = (info >> 6) & 63;
    this.passes = info >> 12;
    switch (kindOf(m)) {
      case COL_TO_FOUNDATION:
        this.cols[a]!.push(cardOf(b, this.found[b]!));
        this.found[b]!--;
        break;
      case TALON_TO_FOUNDATION:
        this.talon.splice(a, 0, cardOf(b, this.found[b]!));
        this.found[b]!--;
        break;
      case COL_TO_COL: {
        const moved = (info >> 1) & 31;
        const target = this.cols[b]!;
        const source = this.cols[a]!;
        const from = target.length - moved;
        for (let k = from; k < target.length; k++) source.push(target[k]!);
        target.length = from;
        break;
      }
      case TALON_TO_COL:
        this.talon.splice(a, 0, this.cols[b]!.pop()!);
        break;
      case FOUNDATION_TO_COL:
        this.cols[b]!.pop();
        this.found[a]!++;
        break;
    }
  }

  private turn(c: number): number {
    const down = this.down[c]!;
    if (down > 0 && this.cols[c]!.length === down) {
      this.down[c] = down - 1;
      return 1;
    }
    return 0;
  }

  /**
   * The position as a 64-bit key (`keyA`, `keyB`), canonically: each column hashed apart (its face-down
   * cards by their column and count, its face-up cards as a set — they form one run, so the set
   * fixes the order) and the columns added up, so their order does not count; the foundations;
   * the talon's place only where it matters (the talon's cards are the ones left over).
   */
  private keyA = 0;
  private keyB = 0;

  private key(cover: number): void {
    let a = 0;
    let b = 0;
    for (let c = 0; c < 7; c++) {
      const col = this.cols[c]!;
      const down = this.down[c]!;
      let ha = down > 0 ? ZA[52 + c * 8 + down]! : 0;
      let hb = down > 0 ? ZB[52 + c * 8 + down]! : 0;
      for (let k = down; k < col.length; k++) {
        ha ^= ZA[col[k]!]!;
        hb ^= ZB[col[k]!]!;
      }
      a = (a + fmix(ha)) | 0;
      b = (b + fmix(hb ^ 0x9e3779b9)) | 0;
    }
    for (let suit = 0; suit < 4; suit++) {
      a ^= ZA[108 + suit * 14 + this.found[suit]!]!;
      b ^= ZB[108 + suit * 14 + this.found[suit]!]!;
    }
    if (!this.free) {
      a ^= ZA[164 + this.pos]!;
      b ^= ZB[164 + Math.min(this.passes, 63)]!;
    }
    if (cover >= 0) {
      a ^= ZA[200 + cover]!;
      b ^= ZB[200 + cover]!;
    }
    this.keyA = a;
    this.keyB = b;
  }
}

/**
 * The positions searched: 64-bit keys (two 32-bit words) in an open-addressing table of typed
 * arrays — a `Set` of numbers boxes every key above 2^31 and spent a fifth of the time in the collector.
 */
class PositionSet {
  private mask = (1 << 16) - 1;
  private a = new Int32Array(1 << 16);
  private b = new Int32Array(1 << 16);
  private used = new Uint8Array(1 << 16);
  size = 0;

  /** Adds the key; false when it was already there. */
  add(a: number, b: number): boolean {
    if (this.size * 2 > this.mask) this.grow();
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
    while (this.used[i]) {
      if (this.a[i] === a && this.b[i] === b) return false;
      i = (i + 1) & this.mask;
    }
    this.used[i] = 1;
    this.a[i] = a;
    this.b[i] = b;
    this.size++;
    return true;
  }

  private grow(): void {
    const { a, b, used } = this;
    const capacity = (this.mask + 1) * 2;
    this.mask = capacity - 1;
    this.a = new Int32Array(capacity);
    this.b = new Int32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.size = 0;
    for (let i = 0; i < used.length; i++) if (used[i]) this.add(a[i]!, b[i]!);
  }
}

/** The other card of the same rank and colour (clubs and spades, diamonds and hearts). */
function twin(card: Card): Card {
  return cardOf(3 - SUIT[card]!, RANK[card]!);
}

/** Murmur3's finalizer: spreads a column's hash before the columns are added up. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Fixed random words for the position key (cards, face-down counts per column, foundations, talon place, passes, a card to build on). */
function zobrist(seed: number): Int32Array {
  const out = new Int32Array(256);
  let x = seed;
  for (let i = 0; i < out.length; i++) {
    // xorshift32: fixed words, the same in every process.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
const ZA = zobrist(0x2545f491);
const ZB = zobrist(0x6c8e9cf5);

/** A benchmark's clock (the engine never passes one), asked every 4,096 positions: true stops the search. */
export type Stop = () => boolean;

/** The first dive: the bold search without a limit on moves without progress, in positions. */
const DIVE = 256;
/** The bold search's first round, in positions; each round doubles it. */
const FIRST_ROUND = 1024;
/** The full search's round, as a share of the bold search's. */
const FULL_SHARE = 0.125;
/** The bold search's moves without progress: the first limit, and the last before it gives way. */
const FIRST_IDLE = 2;
const LAST_IDLE = 16;

/**
 * Solves a board (its seat's view of the cards does not matter: every card is known): first a dive of 256
 * positions by the bold search without a limit on moves without progress, which wins most deals at once
 * (given up, whatever it found proves nothing); then two searches taking turns, each round twice as long
 * as the last, each going on from where it stopped: the bold search, whose wins are as good as any (the
 * line is legal) and come sooner on most boards, and, on an eighth of the work,
 * the full search, whose "lost" is a proof — and whose wins come sooner where a line needs a move the bold
 * one leaves out. The bold search first gives up lines after 2 moves without progress; when it has searched
 * all it would, it starts again allowing twice as many, up to 16; then the full search has all the work left.
 */
export function solveBoard(board: Board, options: SolitaireOptions, maxNodes = DEAL_NODES, stop?: Stop): SolveResult {
  // Most deals are won by one of the first lines tried, whatever it costs in moves without progress.
  const dive = new Search(board, options, stop, true).run(Math.min(DIVE, maxNodes));
  if (dive.status === "win") return dive;
  const rest = takeTurns(board, options, maxNodes - dive.nodes, stop);
  return { ...rest, nodes: rest.nodes + dive.nodes };
}

/** The bold and the full search taking turns (see `solveBoard`). */
function takeTurns(board: Board, options: SolitaireOptions, maxNodes: number, stop?: Stop): SolveResult {
  let idle = FIRST_IDLE;
  let bold: Search | null = new Search(board, options, stop, true, idle);
  let boldNodes = 0; // positions of the bold searches given up
  const full = new Search(board, options, stop, false);
  for (let round = FIRST_ROUND; ; round *= 2) {
    if (bold) {
      const b = bold.run(Math.min(bold.nodes + round, maxNodes - full.nodes - boldNodes));
      if (b.status === "win") return { ...b, nodes: b.nodes + boldNodes + full.nodes };
      if (b.status === "lost") {
        boldNodes += b.nodes;
        idle *= 2;
        bold = idle <= LAST_IDLE ? new Search(board, options, stop, true, idle) : null;
      }
    }
    const spent = boldNodes + (bold?.nodes ?? 0);
    const f = full.run(Math.min(full.nodes + (bold ? Math.ceil(round * FULL_SHARE) : maxNodes), maxNodes - spent));
    const nodes = f.nodes + spent;
    if (f.status !== "unknown" || nodes >= maxNodes || stop?.()) return { ...f, nodes };
  }
}

/** Solves a fresh deal (52 cards in deal order). */
export function solveDeal(deal: readonly Card[], options: SolitaireOptions, maxNodes = DEAL_NODES, stop?: Stop): SolveResult {
  return solveBoard(layOut(deal), options, maxNodes, stop);
}

/**
 * The engine action that starts a solver move on `board`: the move itself, or
 * the draw / recycle that brings its talon card to the waste's top.
 */
export function firstAction(board: Board, m: number): SolitaireAction {
  const a = fieldA(m);
  const b = fieldB(m);
  switch (kindOf(m)) {
    case COL_TO_FOUNDATION:
      return MOVE[a + 1]![FIRST_FOUNDATION + b]!;
    case COL_TO_COL:
      return MOVE[a + 1]![b + 1]!;
    case FOUNDATION_TO_COL:
      return MOVE[FIRST_FOUNDATION + a]![b + 1]!;
    default: {
      const target = kindOf(m) === TALON_TO_FOUNDATION ? FIRST_FOUNDATION + b : b + 1;
      // The card on the waste's top plays (a move that needed a recycle finds it there once the recycle is
      // made: a card the current pass would show is never listed as needing one).
      if (a === board.pos - 1) return MOVE[WASTE]![target]!;
      return board.pos < board.talon.length ? DRAW : RECYCLE;
    }
  }
}

/** A solver move in words, for tests and logs. */
export function describeSolverMove(m: number): string {
  const names = ["column→foundation", "talon→foundation", "column→column", "talon→column", "foundation→column"];
  return `${names[kindOf(m)]} ${fieldA(m)} ${fieldB(m)} ${fieldC(m)}`;
}
