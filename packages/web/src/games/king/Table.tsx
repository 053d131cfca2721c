/**
 * King on the shared felt: each for themselves, the hand's contract and trump
 * (public once chosen), the dealer's contract chooser (only the legal
 * contracts, each with one line on what it costs; the positive with its trump
 * or no trump), tricks and points this hand against the totals, and the sheet.
 */
import { useTranslation } from "react-i18next";
import type { KingView } from "@gg/games/king/view.ts";
import { SuitIcon } from "../../ui/Card.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import { legalOf, type TableProps } from "../types.ts";
import "./king.css";

type Choose = { type: "choose"; contract: string; trump?: string | null };

export default function KingTable(props: TableProps<KingView>) {
  const { view, names, me, canAct, legal, act } = props;
  const { t } = useTranslation();
  const trick = useTrickSpec(view.trick, names);
  const choices = canAct ? legalOf<Choose>(legal, "choose") : [];
  const negatives = choices.filter((c) => c.contract !== "positive");
  const positives = choices.filter((c) => c.contract === "positive");
  const contractName = (contract: string, trump: string | null) =>
    contract === "positive" ? (trump ? t("king.positiveTrump", { suit: t(`suits.${trump}`) }) : t("king.positiveNoTrump")) : t(`king.${contract}`);

  const reason = (card: string): string | null => {
    if (view.phase !== "play") return null;
    if (view.trick.length === 0 && card.endsWith("H")) return t("king.noHeartLead");
    const led = trick.led;
    if (led && card !== "KH" && view.hand.includes("KH") && !view.hand.some((c) => c.endsWith(led))) return t("king.mustPlayKingOfHearts");
    return null;
  };

  const chooser =
    choices.length > 0 ? (
      <section className="bid-panel contract-panel" aria-label={t("king.chooseTitle")}>
        <h3>{t("king.chooseTitle")}</h3>
        <div className="action-row contracts">
          {negatives.map((c) => (
            <button key={c.contract} type="button" className="contract" data-contract={c.contract} onClick={() => act(c)}>
              <strong>{t(`king.${c.contract}`)}</strong>
              <small>{t(`king.explain_${c.contract}`)}</small>
            </button>
          ))}
        </div>
        {positives.length > 0 && (
          <>
            <p className="help">{t("king.positiveTitle")}</p>
            <div className="action-row contracts positive">
              {positives.map((c) => (
                <button key={c.trump ?? "none"} type="button" className="contract" data-contract="positive" data-trump={c.trump ?? ""} aria-label={contractName("positive", c.trump ?? null)} onClick={() => act(c)}>
                  {c.trump ? <SuitIcon suit={c.trump} size={18} /> : <span>{t("king.noTrump")}</span>}
                </button>
              ))}
            </div>
          </>
        )}
      </section>
    ) : null;

  return (
    <FeltTable
      table={props}
      game="king"
      dealer={view.dealer}
      info={
        <>
          <strong>{t("king.hand", { round: view.round, rounds: view.rounds })}</strong>
          {view.contract ? (
            <span className="contract-now">
              {t("king.contract")}: {contractName(view.contract, view.trump)}
            </span>
          ) : (
            view.phase === "choose" && <span>{t("king.choosing", { name: names[view.dealer] })}</span>
          )}
          {view.contract && view.contract !== "positive" && <span className="help">{t(`king.explain_${view.contract}`)}</span>}
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            <span className="points" title={t("hearts.taken")}>
              {view.points[seat]}
            </span>
            <span className="score" title={t("table.score")}>
              {view.scores[seat]}
            </span>
          </>
        ),
        label: (seat) => t("king.seatLabel", { tricks: view.tricks[seat], points: view.points[seat], score: view.scores[seat] }),
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={trick}
      actions={chooser}
      hand={me !== null && <PlayHand table={props} hand={view.hand} playing={view.phase === "play"} led={trick.led} dealer={view.dealer} reason={reason} />}
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), t("king.contract"), ...names]}
                  rows={view.sheet.map((line) => [line.round, contractName(line.contract, line.trump), ...line.points])}
                  total={{ label: t("tricks.total"), span: 2, cells: view.scores }}
                />
              ),
            }
          : null
      }
    />
  );
}
