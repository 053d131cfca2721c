/**
 * Our Truco hand. Face up it is the shared hand fan: the cards the server lists
 * glow on our turn, played face up, or face down when that choice is on. In the
 * mão de ferro nobody sees their own cards: we pick one of our unseen cards by
 * its place, and it is turned up as it lands.
 */
import { useTranslation } from "react-i18next";
import type { TrucoView } from "@gg/games/truco/view.ts";
import { CardBack } from "../../ui/Card.tsx";
import { dealKey } from "../../table/deal.ts";
import { forcedCard } from "../../table/forced.ts";
import { HandFan, type HandCard } from "../../table/HandFan.tsx";
import { legalOf, type TableProps } from "../types.ts";

type PlayAction = { type: "play"; card: string; faceDown?: boolean };

export function TrucoHand({ table, view, faceDown }: { table: TableProps<TrucoView>; view: TrucoView; faceDown: boolean }) {
  const { t } = useTranslation();
  const { canAct, legal, act, message, log } = table;
  const playing = canAct && view.phase === "play";
  const playable = new Set(legalOf<PlayAction>(legal, "play").filter((a) => (a.faceDown === true) === faceDown).map((a) => a.card));
  const why = (): string => {
    if (!canAct) return t("table.notYourTurn");
    if (view.phase === "answer") return t("truco.answerFirst");
    if (view.phase === "eleven") return t("truco.elevenFirst");
    return t("tricks.cannotPlay");
  };
  const cards: HandCard[] = view.hand.map((card) => (playing && playable.has(card) ? { card, state: "legal" } : { card, state: playing ? "illegal" : "plain", reason: why() }));
  return (
    <HandFan
      cards={cards}
      label={faceDown ? t("truco.handFaceDown") : t("tricks.yourHand")}
      onPlay={(card) => act(faceDown ? { type: "play", card, faceDown: true } : { type: "play", card })}
      dealKey={dealKey(log)}
      dealer={view.dealer}
      seq={message.seq}
      forced={playing && !faceDown ? forcedCard(legal) : null}
    />
  );
}

export function BlindHand({ table, view }: { table: TableProps<TrucoView>; view: TrucoView }) {
  const { t } = useTranslation();
  const { canAct, legal, act, me } = table;
  const slots = new Set(legalOf<{ type: "playBlind"; slot: number }>(legal, "playBlind").map((a) => a.slot));
  const count = me === null ? 0 : (view.handCounts[me] ?? 0);
  return (
    <section className="hand-area blind-hand" aria-label={t("truco.blindHand")}>
      <div className="hand" role="group" aria-label={t("truco.blindHand")}>
        {Array.from({ length: count }, (_, slot) => {
          const ok = canAct && slots.has(slot);
          return (
            <button
              key={slot}
              type="button"
              className={`card card-button ${ok ? "legal" : "plain"}`}
              aria-label={t("truco.blindCard", { n: slot + 1 })}
              aria-disabled={ok ? undefined : true}
              data-slot={slot}
              onClick={() => ok && act({ type: "playBlind", slot })}
            >
              <CardBack />
            </button>
          );
        })}
      </div>
    </section>
  );
}
