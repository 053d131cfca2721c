/**
 * One line of the game log per event, in the current language. Events are
 * the engines' small public facts; unknown ones still get a line.
 */
import type { GameEvent } from "@gg/core";

type T = (key: string, options?: Record<string, unknown>) => string;

export interface EventTextContext {
  readonly t: T;
  readonly names: readonly string[];
  readonly cardName: (card: string) => string;
}

const QUIET = new Set(["hand", "turn", "stockDrawn", "bridgeWindow", "rpsStarted", "strategyDrawn", "discarded", "secondChanceUsed", "diceTie"]);

export function eventText(event: GameEvent, { t, names, cardName }: EventTextContext): string | null {
  if (QUIET.has(event.type)) return null;
  const seat = typeof event.seat === "number" ? event.seat : null; // some events name several (`seats`)
  const seats = Array.isArray(event.seats) ? (event.seats as number[]) : seat === null ? [] : [seat];
  const name = seats.map((s) => names[s] ?? `#${s + 1}`).join(", ");
  const cardsOf = (value: unknown): string => (Array.isArray(value) ? value.map((c) => cardName(String(c))).join(", ") : typeof value === "string" ? cardName(value) : "");
  switch (event.type) {
    case "bid":
      return t("ev.bid", { name, bid: event.bid });
    case "bet":
      return t("ev.bet", { name, bid: event.bet ?? event.bid });
    case "played": {
      const cards = cardsOf(event.cards ?? event.card);
      return typeof event.as === "string" ? t("ev.playedAs", { name, cards, rank: event.as }) : t("ev.played", { name, cards });
    }
    case "trickWon":
      return t("ev.trickWon", { name });
    case "trickCancelled":
      return t("ev.trickCancelled");
    case "dealt":
      // A seat's own deal (Bet on Tricks) and a deal's counts repeat what roundStarted says: no line.
      if (typeof event.size === "number") return t("ev.dealt", { size: event.size });
      return typeof event.round === "number" ? t("ev.dealtRound", { round: event.round }) : null;
    case "roundStarted":
      return typeof event.round === "number" && typeof event.size === "number" ? t("bet.round", { round: event.round, count: event.size }) : null;
    case "drew":
      return t("ev.drew", { name, count: typeof event.count === "number" ? event.count : 1 });
    case "bridge":
      return event.declared === false ? t("ev.noBridge", { name }) : t("ev.bridge", { name });
    case "suitCalled":
      return t("ev.suitCalled", { name, suit: t(`suits.${String(event.suit)}`) });
    case "penalty":
      return t("ev.penalty", { name, count: event.count });
    case "reshuffled":
      return t("ev.reshuffled", { multiplier: event.multiplier });
    case "dice":
      return t("ev.dice", { name, total: event.total });
    case "starterDraw":
      return t("ev.starterDraw", { name, cards: cardsOf(event.card ?? event.cards) });
    case "challenge":
      return t("ev.challenge", { name, rival: typeof event.rival === "number" ? (names[event.rival] ?? "") : "" });
    case "strategyPlayed":
      return t("ev.strategyPlayed", { name, card: String(event.card ?? "") });
    case "contractChosen":
      return t("ev.contractChosen", { name, contract: event.contract === "positive" ? (event.trump ? t("king.positiveTrump", { suit: t(`suits.${String(event.trump)}`) }) : t("king.positiveNoTrump")) : t(`king.${String(event.contract)}`) });
    case "received":
      return t("ev.received", { cards: cardsOf(event.cards) });
    case "swapped":
      return t("ev.swapped", { name, card: cardsOf(event.took) });
    case "drewTurned":
      return t("ev.drewTurned", { name, card: cardsOf(event.card) });
    case "passChosen":
    case "passDone":
    case "sawCards":
    case "spadesBroken":
    case "passed":
    case "eliminated":
    case "skipped":
    case "dealer":
    case "reset":
    case "firstPlayer":
    case "threw":
    case "arranged":
    case "stolen":
    case "scouted":
    case "turnEnded":
    case "roundScored":
    case "gameOver":
    case "revealed":
    case "rpsResolved":
    case "bomb":
    case "shielded":
    case "pileEmptied":
      return t(`ev.${event.type}`, { name });
    default:
      return t("ev.other", { name: name || "—", type: event.type });
  }
}
