/**
 * Truco's decisions other than a card: the answer to a call (accept, run, or
 * raise when the server lists it) with the answering seat's clock; the mão de
 * onze (play for 3 or run, the partner's cards beside it); and on our turn to
 * play, the call that is legal now and the face-down choice from the second trick.
 * Every button is an action the server listed; none is guessed here.
 */
import { useTranslation } from "react-i18next";
import type { TrucoView } from "@gg/games/truco/view.ts";
import { ShownCard } from "../../ui/Card.tsx";
import { Countdown } from "../../ui/Countdown.tsx";
import { arrowKeys } from "../../table/keys.ts";
import { legalOf, type TableProps } from "../types.ts";
import { callName, raisedValue } from "./calls.ts";

function Answer({ table, view }: { table: TableProps<TrucoView>; view: TrucoView }) {
  const { t } = useTranslation();
  const { legal, act, names, message, me } = table;
  const pending = view.pending!;
  const call = t(`truco.call.${callName(pending.value)}`);
  const raise = legalOf(legal, "raise").length > 0 ? raisedValue(pending.value) : null;
  const deadline = me === null ? undefined : message.deadlines[String(me)];
  const title = t("truco.answerTitle", { name: names[pending.by], call, value: pending.value });
  return (
    <section className="bid-panel truco-answer" aria-label={title}>
      <h3>
        {title}
        {deadline !== undefined && <Countdown deadline={deadline} size={28} />}
      </h3>
      <div className="bid-buttons" onKeyDown={arrowKeys}>
        <button type="button" className="bid accept" onClick={() => act({ type: "accept" })}>
          {t("truco.accept", { value: pending.value })}
        </button>
        <button type="button" className="bid run" onClick={() => act({ type: "run" })}>
          {t("truco.run", { count: view.value })}
        </button>
        {raise !== null && (
          <button type="button" className="bid raise" onClick={() => act({ type: "raise" })}>
            {t("truco.raise", { call: t(`truco.call.${callName(raise)}`), value: raise })}
          </button>
        )}
      </div>
    </section>
  );
}

function Eleven({ table, view }: { table: TableProps<TrucoView>; view: TrucoView }) {
  const { t } = useTranslation();
  const { act, message, me } = table;
  const deadline = me === null ? undefined : message.deadlines[String(me)];
  return (
    <section className="bid-panel truco-eleven" aria-label={t("truco.elevenTitle")}>
      <h3>
        {t("truco.elevenTitle")}
        {deadline !== undefined && <Countdown deadline={deadline} size={28} />}
      </h3>
      {view.partnerHand && (
        <p className="partner-cards">
          <span>{t("truco.partnerCards")}</span>
          {view.partnerHand.map((card) => (
            <ShownCard key={card} card={card} small />
          ))}
        </p>
      )}
      <div className="bid-buttons" onKeyDown={arrowKeys}>
        <button type="button" className="bid accept" onClick={() => act({ type: "accept" })}>
          {t("truco.playForThree")}
        </button>
        <button type="button" className="bid run" onClick={() => act({ type: "run" })}>
          {t("truco.elevenRun")}
        </button>
      </div>
    </section>
  );
}

/** Our turn to play: the call legal now (truco, six, nine, twelve) and face down on or off. */
function PlayChoices({ table, view, faceDown, setFaceDown }: { table: TableProps<TrucoView>; view: TrucoView; faceDown: boolean; setFaceDown: (on: boolean) => void }) {
  const { t } = useTranslation();
  const { legal, act } = table;
  const canCall = legalOf(legal, "truco").length > 0;
  const canHide = legalOf<{ type: "play"; faceDown?: boolean }>(legal, "play").some((a) => a.faceDown === true);
  if (!canCall && !canHide) return null;
  const value = raisedValue(view.value);
  return (
    <div className="trick-actions truco-play" onKeyDown={arrowKeys}>
      {canCall && (
        <button type="button" className="truco-call" data-value={value} title={t("truco.callHelp", { value })} onClick={() => act({ type: "truco" })}>
          {t(`truco.call.${callName(value)}`)}
        </button>
      )}
      {canHide && (
        <button type="button" className="face-down-toggle" aria-pressed={faceDown} onClick={() => setFaceDown(!faceDown)}>
          {t("truco.faceDown")}
        </button>
      )}
    </div>
  );
}

export function CallPanel(p: { table: TableProps<TrucoView>; view: TrucoView; faceDown: boolean; setFaceDown: (on: boolean) => void }) {
  if (!p.table.canAct) return null;
  if (p.view.phase === "answer") return <Answer table={p.table} view={p.view} />;
  if (p.view.phase === "eleven") return <Eleven table={p.table} view={p.view} />;
  if (p.view.phase === "play" && !p.view.iron) return <PlayChoices {...p} />;
  return null;
}
