/**
 * The chat in a replay: the lines said up to the step shown (each after the moves it
 * followed), both channels, muted players left out as at the table.
 */
import { useTranslation } from "react-i18next";
import type { ChatLine } from "../protocol.ts";
import { useMuted } from "./mutes.ts";
import { lineText } from "./words.ts";
import "./chat.css";

/** The lines said by step `at` (after `at` actions): the last few are shown. */
export function linesAt(lines: readonly ChatLine[], at: number): ChatLine[] {
  return lines.filter((l) => l.afterAction <= at);
}

export function ReplayChat({ lines, at, game }: { lines: readonly ChatLine[]; at: number; game: string }) {
  const { t, i18n } = useTranslation();
  const muted = useMuted();
  const shown = linesAt(lines, at).filter((l) => !muted.has(l.playerId)).slice(-8);
  if (lines.length === 0) return null;
  return (
    <section className="chat panel open" aria-label={t("chat.title")} data-testid="replay-chat">
      <strong>{t("chat.title")}</strong>
      <ol className="chat-lines">
        {shown.map((line) => (
          <li key={line.n} data-chat-line={line.n} className={line.channel === "spectators" ? "watching" : undefined}>
            <span className="chat-name">{line.name}</span>
            {line.channel === "spectators" && <span className="tag">{t("chat.watching")}</span>}
            <span className="chat-text">{lineText(t, game, line, (k) => i18n.exists(k))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
