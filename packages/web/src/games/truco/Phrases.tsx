/**
 * Truco's quick phrases: a speech-bubble button opens the list (seated players
 * only); a phrase said by anyone shows as a bubble at their seat for a few
 * seconds, for everyone at the table. The server relays only the game's own
 * phrase ids; the words are each reader's language.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TRUCO_PHRASES } from "@gg/games/truco/phrases.ts";
import type { SaidPhrase } from "../../session.ts";
import { livePhrases, nextExpiry } from "./calls.ts";

/** A speech bubble (drawn: no emoji font is assumed). */
function BubbleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H10l-5 4v-4H4z" />
    </svg>
  );
}

export function PhrasePicker({ say }: { say: (phrase: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="phrases">
      <button type="button" className="tool phrase-tool" aria-expanded={open} onClick={() => setOpen(!open)} title={t("truco.phrases")}>
        <BubbleIcon />
        <span className="sr-only">{t("truco.phrases")}</span>
      </button>
      {open && (
        <ul className="phrase-list" aria-label={t("truco.phrases")} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
          {TRUCO_PHRASES.map((id) => (
            <li key={id}>
              <button
                type="button"
                data-phrase={id}
                onClick={() => {
                  say(id);
                  setOpen(false);
                }}
              >
                {t(`truco.phrase.${id}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Per seat, the phrase it is saying now; re-renders when the next one is due to go. */
export function useLivePhrases(phrases: readonly SaidPhrase[]): Map<number, SaidPhrase> {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = nextExpiry(phrases, Date.now());
    if (left === null) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 20);
    return () => clearTimeout(timer);
  }, [phrases, now]);
  // The clock now, not `now` (the last expiry): a phrase that just arrived is after it.
  return livePhrases(phrases, Date.now());
}

/** What a seat says: its phrase (or its call, on the table's side), in a bubble everyone sees. */
export function SpeechBubble({ text, call = false }: { text: string; call?: boolean }) {
  return (
    <span className={`speech${call ? " call" : ""}`} role="status">
      {text}
    </span>
  );
}
