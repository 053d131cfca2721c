/** The game log in the player's language, newest first, each line with its number in full. */
import { useTranslation } from "react-i18next";
import { eventText } from "../eventText.ts";
import type { LoggedEvent } from "../session.ts";
import { useCardName, useRankName } from "../ui/Card.tsx";

export function LogLines({ log, names, limit = 120 }: { log: readonly LoggedEvent[]; names: readonly string[]; limit?: number }) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const rankName = useRankName();
  const lines = log
    .map((e) => ({ id: e.id, text: eventText(e.event, { t: t as never, names, cardName, rankName }) }))
    .filter((l): l is { id: number; text: string } => l.text !== null);
  const shown = lines.slice(-limit).reverse();
  return (
    <ol className="log-lines" aria-label={t("table.log")}>
      {shown.map((l, i) => (
        <li key={l.id}>
          <span className="log-no">{lines.length - i}</span> {l.text}
        </li>
      ))}
    </ol>
  );
}
