/**
 * Donkey on the shared felt: the trick in the middle, the stock's count in the
 * corner (on a phone a pile beside the trick would cover its cards), the cards
 * that fit the led card glowing in our hand (its suit or its rank), a Draw
 * button when none fits, safe players marked out, each seat's donkey rounds,
 * and the sheet of who was the donkey each round.
 */
import { useTranslation } from "react-i18next";
import type { DonkeyView } from "@gg/games/donkey/view.ts";
import { useCardName } from "../../ui/Card.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import { legalOf, type TableProps } from "../types.ts";

const rankOf = (card: string) => card.slice(0, -1);

export default function DonkeyTable(props: TableProps<DonkeyView>) {
  const { view, names, me, canAct, legal, act } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const trick = useTrickSpec(view.trick, names);
  const led = view.trick[0]?.card ?? null;
  const playing = view.phase === "play";
  const canDraw = canAct && legalOf(legal, "draw").length > 0;
  const safe = (seat: number) => playing && view.handCounts[seat] === 0;
  // Following, a card fits the led card by its suit or its rank: the generic "follow suit" would mislead.
  const reason = (card: string): string | null => {
    if (!led || card.slice(-1) === led.slice(-1) || rankOf(card) === rankOf(led)) return null;
    return t("donkey.mustFit", { card: cardName(led) });
  };

  return (
    <FeltTable
      table={props}
      game="donkey"
      dealer={view.dealer}
      starter={playing ? view.leader : null}
      info={
        <>
          <strong>{t("donkey.round", { round: view.round })}</strong>
          <span>{t("donkey.limit", { count: view.options.donkeyLimit })}</span>
          {playing && <span className="stock">{t("donkey.stock", { count: view.stockCount })}</span>}
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            {safe(seat) && <span className="tag safe">{t("donkey.safe")}</span>}
            <span className="score" title={t("donkey.donkeys")}>
              {view.donkeys[seat]}
            </span>
          </>
        ),
        label: (seat) => `${t("donkey.seatLabel", { count: view.donkeys[seat] })}${safe(seat) ? `, ${t("donkey.safe")}` : ""}`,
        out: safe,
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={trick}
      tally={led && <span className="bid-tally fit-rule">{t("donkey.fits", { suit: t(`suits.${led.slice(-1)}`), rank: rankOf(led) })}</span>}
      actions={
        canDraw && (
          <section className="moves" aria-label={t("table.yourTurn")}>
            <p className="small">{t("donkey.nothingFits")}</p>
            <div className="action-row">
              <button type="button" className="primary draw" onClick={() => act({ type: "draw" })}>
                {t("donkey.draw", { count: view.stockCount })}
              </button>
            </div>
          </section>
        )
      }
      hand={me !== null && <PlayHand table={props} hand={view.hand} playing={playing} led={null} dealer={view.dealer} reason={reason} />}
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("donkey.sheetRound"), ...names]}
                  rows={view.sheet.map((donkey, r) => [r + 1, ...names.map((_, seat) => (seat === donkey ? t("donkey.donkeyMark") : ""))])}
                  total={{ label: t("tricks.total"), span: 1, cells: view.donkeys }}
                />
              ),
            }
          : null
      }
    />
  );
}
