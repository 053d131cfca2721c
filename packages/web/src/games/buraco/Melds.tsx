/**
 * Each team's sequences, ours first: the team's names and where its morto is, then every
 * sequence in the order laid down, its cards overlapping so each corner shows, a wild card marked
 * with the card it stands for, a canastra marked clean or dirty. Our team's sequences are buttons
 * (and drop targets): pressing one adds the picked cards to it.
 */
import { useTranslation } from "react-i18next";
import type { BuracoView, SeenSequence } from "@gg/games/buraco/view.ts";
import { cardAt } from "@gg/games/buraco/cards.ts";
import { CardFace, useCardName } from "../../ui/Card.tsx";
import { teamName } from "../../table/teams.ts";

export interface MeldsProps {
  readonly view: BuracoView;
  readonly names: readonly string[];
  /** Our team, or null when watching. */
  readonly ours: number | null;
  /** Our sequences take cards now. */
  readonly extending: boolean;
  /** The drop target a drag is over (`meld:2`). */
  readonly over: string | null;
  readonly onExtend: (meld: number) => void;
}

/** A wild card's rank as shown on it: the rank of the card it stands for. */
const rankOf = (card: string) => card.slice(0, -1);

/** The cards as drawn (hidden from screen readers: the sequence's name says them). */
function SequenceCards({ meld }: { meld: SeenSequence }) {
  return (
    <span className="meld-cards" style={{ "--n": meld.cards.length } as React.CSSProperties} aria-hidden="true">
      {meld.cards.map((card, i) => {
        const as = i === meld.wild ? cardAt(meld.suit, meld.start + i) : null;
        return (
          <span key={i} className={as ? "meld-card wild" : "meld-card"}>
            <span className="card small">
              <CardFace card={card} />
            </span>
            {as && <span className="wild-as">{rankOf(as)}</span>}
          </span>
        );
      })}
    </span>
  );
}

/** The sequence's cards by name, a wild card with the card it stands for, and its canastra. */
function sequenceName(meld: SeenSequence, cardName: (card: string) => string, canastra: string | null): string {
  const cards = meld.cards.map((card, i) => (i === meld.wild ? `${cardName(card)} = ${cardName(cardAt(meld.suit, meld.start + i))}` : cardName(card))).join(", ");
  return canastra ? `${cards} — ${canastra}` : cards;
}

export function Melds({ view, names, ours, extending, over, onExtend }: MeldsProps) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const order = ours === 1 ? ([1, 0] as const) : ([0, 1] as const);
  return (
    <div className="buraco-melds">
      {order.map((team) => {
        const members = view.teams[team] ?? [];
        const melds = view.melds[team as 0 | 1];
        const mine = team === ours;
        return (
          <section key={team} className={`team-melds${mine ? " ours" : ""}`} aria-label={t("buraco.teamMelds", { team: teamName(members, names) })} data-team={team}>
            <h3>
              <span className="team-names">{teamName(members, names)}</span>
              <span className={`morto-status ${view.morto[team as 0 | 1]}`}>{t(`buraco.morto.${view.morto[team as 0 | 1]}`)}</span>
            </h3>
            {melds.length === 0 && <p className="small none">{t("buraco.noMelds")}</p>}
            <ol>
              {melds.map((meld, index) => {
                const kind = meld.canastra ? ` canastra ${meld.canastra}` : "";
                const tag = meld.canastra && <span className="canastra-tag" aria-hidden="true">{t(`buraco.canastra.${meld.canastra}`)}</span>;
                const named = sequenceName(meld, cardName, meld.canastra && t(`buraco.canastra.${meld.canastra}`));
                const label = (key: string) => <span className="sr-only">{t(key, { cards: named })}</span>;
                return (
                  <li key={index}>
                    {mine ? (
                      <button
                        type="button"
                        className={`meld${kind}${over === `meld:${index}` ? " drop-over" : ""}`}
                        data-drop={`meld:${index}`}
                        data-meld={index}
                        data-cards={meld.cards.join(" ")}
                        aria-disabled={extending ? undefined : true}
                        onClick={() => onExtend(index)}
                      >
                        {label(extending ? "buraco.addTo" : "buraco.sequence")}
                        <SequenceCards meld={meld} />
                        {tag}
                      </button>
                    ) : (
                      <div className={`meld${kind}`} data-cards={meld.cards.join(" ")}>
                        {label("buraco.sequence")}
                        <SequenceCards meld={meld} />
                        {tag}
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
