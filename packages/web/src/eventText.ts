/**
 * One line of the game log per event, in the current language. Events are
 * the engines' small public facts. Every event type of every registered game
 * is either quiet (no line: the table shows it, or another line says it) or has
 * its text here; eventText.test.ts plays every game and fails on a type with
 * neither, so a new game's events are never shown raw.
 */
import type { GameEvent } from "@gg/core";
import { strategyName } from "./games/gg-battle/names.ts";

type T = (key: string, options?: Record<string, unknown>) => string;

export interface EventTextContext {
  readonly t: T;
  readonly names: readonly string[];
  readonly cardName: (card: string) => string;
  /** A rank's name ("Seven" for "7"): Bet on Tricks' joker is played as a rank. */
  readonly rankName: (rank: string) => string;
}

/** What a text reads from its event, beyond the context. */
interface Parts extends EventTextContext {
  readonly event: GameEvent;
  /** The seat or seats the event names, joined. */
  readonly name: string;
  readonly cardsOf: (value: unknown) => string;
}

/** Private deals, turn markers and counts that other lines or the table already say. */
const QUIET = new Set(["hand", "turn", "stockDrawn", "bridgeWindow", "rpsStarted", "strategyDealt", "strategyDrawn", "secondChanceUsed", "diceTie", "partnerHands"]);
// Solitaire's board moves, the answer to a hint and a race's progress: its board and progress bars show them.
for (const type of ["raceStarted", "recycled", "moved", "undone", "autoCompleted", "hint", "stopped", "boardWon", "progress"]) QUIET.add(type);

/** Events whose line only names who: `ev.<type>` with `{{name}}`. */
const NAME_ONLY = [
  "passChosen", "passDone", "sawCards", "spadesBroken", "passed", "eliminated", "safe", "skipped", "dealer", "reset", "firstPlayer", "threw", "arranged",
  "stolen", "scouted", "turnEnded", "roundScored", "gameOver", "revealed", "rpsResolved", "bomb", "shielded", "pileEmptied",
];

/** A team's seats when partners sit opposite (seat % 2), the platform's seating for two teams. */
function teamNames(team: number, { event, names }: Parts): string {
  const seats = Array.from({ length: Array.isArray(event.scores) ? event.scores.length : names.length }, (_, seat) => seat);
  return seats.filter((seat) => seat % 2 === team).map((seat) => names[seat] ?? `#${seat + 1}`).join(" & ");
}

const TEXTS: Readonly<Record<string, (p: Parts) => string | null>> = {
  bid: ({ t, name, event }) => t("ev.bid", { name, bid: event.bid }),
  bet: ({ t, name, event }) => t("ev.bet", { name, bid: event.bet ?? event.bid }),
  played: ({ t, name, event, cardsOf, rankName }) => {
    const cards = cardsOf(event.cards ?? event.card);
    if (event.faceDown === true) return cards ? t("ev.playedFaceDownSeen", { name, cards }) : t("ev.playedFaceDown", { name });
    return typeof event.as === "string" ? t("ev.playedAs", { name, cards, rank: rankName(event.as) }) : t("ev.played", { name, cards });
  },
  // Truco's tied trick names no winning team (team −1).
  trickWon: ({ t, name, event }) => (event.team === -1 ? t("ev.trickTied") : t("ev.trickWon", { name })),
  trickCancelled: ({ t }) => t("ev.trickCancelled"),
  // A seat's own deal (Bet on Tricks) and a deal's counts repeat what roundStarted says: no line.
  dealt: ({ t, event }) => (typeof event.size === "number" ? t("ev.dealt", { size: event.size }) : typeof event.round === "number" ? t("ev.dealtRound", { round: event.round }) : null),
  roundStarted: ({ t, event }) => (typeof event.round === "number" && typeof event.size === "number" ? t("bet.round", { round: event.round, count: event.size }) : null),
  drew: ({ t, name, event }) => t("ev.drew", { name, count: typeof event.count === "number" ? event.count : 1 }),
  bridge: ({ t, name, event }) => (event.declared === false ? t("ev.noBridge", { name }) : t("ev.bridge", { name })),
  suitCalled: ({ t, name, event }) => t("ev.suitCalled", { name, suit: t(`suits.${String(event.suit)}`) }),
  penalty: ({ t, name, event }) => t("ev.penalty", { name, count: event.count }),
  reshuffled: ({ t, event }) => t("ev.reshuffled", { multiplier: event.multiplier }),
  stalemate: ({ t }) => t("ev.stalemate"),
  dice: ({ t, name, event }) => t("ev.dice", { name, total: event.total }),
  starterDraw: ({ t, name, event, cardsOf }) => t("ev.starterDraw", { name, cards: cardsOf(event.card ?? event.cards) }),
  challenge: ({ t, name, event, names }) => t("ev.challenge", { name, rival: typeof event.rival === "number" ? (names[event.rival] ?? "") : "" }),
  strategyPlayed: ({ t, name, event }) => t("ev.strategyPlayed", { name, card: strategyName(t, event.card) }),
  contractChosen: ({ t, name, event }) =>
    t("ev.contractChosen", { name, contract: event.contract === "positive" ? (event.trump ? t("king.positiveTrump", { suit: t(`suits.${String(event.trump)}`) }) : t("king.positiveNoTrump")) : t(`king.${String(event.contract)}`) }),
  received: ({ t, event, cardsOf }) => t("ev.received", { cards: cardsOf(event.cards) }),
  swapped: ({ t, name, event, cardsOf }) => t("ev.swapped", { name, card: cardsOf(event.took) }),
  drewTurned: ({ t, name, event, cardsOf }) => t("ev.drewTurned", { name, card: cardsOf(event.card) }),
  called: ({ t, name, event }) => t("ev.called", { name, value: event.value }),
  answered: ({ t, name, event }) => t(`ev.answered.${event.answer === "run" ? "run" : event.answer === "raise" ? "raise" : "accept"}`, { name, value: event.value }),
  elevenDecided: ({ t, name, event }) => t(event.play ? "ev.elevenPlayed" : "ev.elevenRun", { name }),
  gameWon: (p) => p.t("ev.gameWon", { game: p.event.game, names: teamNames(Number(p.event.team), p) }),
  // Buraco's discard is a move; GG Battle's discards are a count the challenge's line already says.
  discarded: ({ t, name, event, cardsOf }) => (typeof event.card === "string" ? t("ev.discardedCard", { name, card: cardsOf(event.card) }) : null),
  melded: ({ t, name, event, cardsOf }) => t("ev.melded", { name, cards: cardsOf(event.cards) }),
  extended: ({ t, name, event, cardsOf }) => t("ev.extended", { name, cards: cardsOf(event.added ?? event.cards) }),
  tookDiscards: ({ t, name, event, cardsOf }) => t("ev.tookDiscards", { name, cards: cardsOf(event.cards) }),
  wentOut: ({ t, name }) => t("ev.wentOut", { name }),
  mortoTaken: ({ t, name }) => t("ev.mortoTaken", { name }),
  mortoSetAside: ({ t, name }) => t("ev.mortoSetAside", { name }),
  mortoToStock: ({ t }) => t("ev.mortoToStock"),
  ...Object.fromEntries(NAME_ONLY.map((type) => [type, ({ t, name }: Parts) => t(`ev.${type}`, { name })])),
};

/** Whether the log knows this event type: a line of its own, or quiet on purpose. */
export function knownEvent(type: string): boolean {
  return QUIET.has(type) || type in TEXTS;
}

/** The event's line, or null: quiet, or a type the log does not know (never shown raw). */
export function eventText(event: GameEvent, context: EventTextContext): string | null {
  const text = QUIET.has(event.type) ? undefined : TEXTS[event.type];
  if (!text) return null;
  const { names, cardName } = context;
  const seat = typeof event.seat === "number" ? event.seat : null; // some events name several (`seats`)
  const seats = Array.isArray(event.seats) ? (event.seats as number[]) : seat === null ? [] : [seat];
  const name = seats.map((s) => names[s] ?? `#${s + 1}`).join(", ");
  const cardsOf = (value: unknown): string => (Array.isArray(value) ? value.map((c) => cardName(String(c))).join(", ") : typeof value === "string" ? cardName(value) : "");
  return text({ ...context, event, name, cardsOf });
}
