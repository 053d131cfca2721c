/**
 * The hand of a trick game, filled in the same way for every one: the cards the
 * server lists as legal (`{ type: "play", card }`) glow on our turn to play;
 * the others, tapped, say why not (the game's own reason first, else the suit
 * to follow, else that it is not a card's turn); a forced card may auto-play.
 */
import { useTranslation } from "react-i18next";
import type { TableProps } from "../games/types.ts";
import { legalOf } from "../games/types.ts";
import { dealKey } from "./deal.ts";
import { forcedCard } from "./forced.ts";
import { HandFan, type HandCard } from "./HandFan.tsx";

/** The suit a trick was led in (a card code's last letter), or null before the lead. */
export function ledSuit(trick: readonly { readonly card: string }[]): string | null {
  return trick[0]?.card.slice(-1) ?? null;
}

export interface PlayHandProps {
  readonly table: TableProps<unknown>;
  readonly hand: readonly string[];
  /** The decision at hand is a card (not a bid, a pass, a contract). */
  readonly playing: boolean;
  readonly led: string | null;
  readonly dealer?: number | null;
  /** A game's own reason a card cannot be played now (hearts not broken…); null: the generic one. */
  readonly reason?: (card: string) => string | null;
  /** Overrides: a hand whose cards are picked rather than played (Hearts' pass). */
  readonly cards?: readonly HandCard[];
  readonly onPick?: (card: string) => void;
}

export function PlayHand({ table, hand, playing, led, dealer = null, reason, cards, onPick }: PlayHandProps) {
  const { t } = useTranslation();
  const { canAct, legal, act, message, log } = table;
  const plays = new Set(legalOf<{ type: "play"; card: string }>(legal, "play").map((a) => a.card));
  const why = (card: string): string => {
    if (!canAct) return t("table.notYourTurn");
    const own = reason?.(card);
    if (own) return own;
    if (led && card.slice(-1) !== led) return t("tricks.mustFollow", { suit: t(`suits.${led}`) });
    return playing ? t("tricks.cannotPlay") : t("tricks.notCardTurn");
  };
  const shown: readonly HandCard[] =
    cards ?? hand.map((card) => (canAct && playing && plays.has(card) ? { card, state: "legal" } : { card, state: canAct && playing ? "illegal" : "plain", reason: why(card) }));
  return (
    <HandFan
      cards={shown}
      label={t("tricks.yourHand")}
      onPlay={onPick ?? ((card) => act({ type: "play", card }))}
      selecting={onPick !== undefined}
      dealKey={dealKey(log)}
      dealer={dealer}
      seq={message.seq}
      forced={canAct && playing ? forcedCard(legal) : null}
    />
  );
}
