/**
 * The table's chat: the lines this connection may read (players their channel,
 * spectators both), a box to type in (at most CHAT_MAX_LENGTH characters), quick
 * phrases and emotes that need no typing, Mute in a sender's menu (remembered in
 * this browser) and, for the host, turning the table's chat off and on. Open on
 * wide screens; on phones it folds to one button with the count of unread lines.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_EMOTES, CHAT_MAX_LENGTH, CHAT_PHRASES, type ChatLine } from "../protocol.ts";
import type { RoomSession, SessionState } from "../session.ts";
import { setMuted, useMuted } from "./mutes.ts";
import { EMOTE_PICTURES, emoteName, lineText, phraseWords } from "./words.ts";
import { useGames } from "../useGames.ts";
import "./chat.css";

/** The platform's phrases and emotes, and for seated players the game's own (Truco's calls). */
function QuickPicker({ game, seated, say }: { game: string; seated: boolean; say: (phrase: string) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { games } = useGames();
  const own = seated ? (games?.find((g) => g.id === game)?.phrases ?? []) : [];
  return (
    <div className="chat-quick">
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t("chat.quick")}
      </button>
      {open && (
        <div className="chat-quick-list" role="group" aria-label={t("chat.quick")} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
          {[...new Set([...own, ...CHAT_PHRASES, ...CHAT_EMOTES])].map((id) => {
            const emote = id.startsWith("emote:");
            return (
              <button
                key={id}
                type="button"
                className={emote ? "emote" : "secondary"}
                data-phrase={id}
                aria-label={emote ? phraseWords(t, game, id, (k) => i18n.exists(k)) : undefined}
                title={emote ? phraseWords(t, game, id, (k) => i18n.exists(k)) : undefined}
                onClick={() => {
                  say(id);
                  setOpen(false);
                }}
              >
                {emote ? EMOTE_PICTURES[emoteName(id)] : phraseWords(t, game, id, (k) => i18n.exists(k))}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** A sender's name; pressed, a small menu to mute (or unmute) them here. */
function Sender({ line, mine, muted }: { line: ChatLine; mine: boolean; muted: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (mine) return <span className="chat-name">{line.name}</span>;
  return (
    <span className="chat-sender">
      <button type="button" className="chat-name link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {line.name}
      </button>
      {open && (
        <span className="chat-menu" role="group" aria-label={line.name}>
          <button
            type="button"
            className="secondary"
            data-mute={line.playerId}
            onClick={() => {
              setMuted(line.playerId, !muted);
              setOpen(false);
            }}
          >
            {muted ? t("chat.unmute", { name: line.name }) : t("chat.mute", { name: line.name })}
          </button>
        </span>
      )}
    </span>
  );
}

/** Where the chat stands open beside the table; narrower (phones) or short (a phone on its side: felt.css), it folds to its button. */
const WIDE = "(min-width: 900px) and (min-height: 501px)";

/**
 * Open on wide screens, folded on phones: at first, and again whenever the screen crosses
 * the width (a phone turned, a window narrowed); in between, the player's own toggle holds.
 */
function useOpenOnWideScreens(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => typeof window !== "undefined" && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const follow = (e: MediaQueryListEvent) => setOpen(e.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return [open, setOpen];
}

export function ChatPanel({ session, state }: { session: RoomSession; state: SessionState }) {
  const { t, i18n } = useTranslation();
  const info = state.info!;
  const me = state.welcome?.seat ?? null;
  const myId = state.welcome?.playerId ?? null;
  const chatOn = info.chat !== false;
  const isHost = me !== null && info.host === me;
  const offline = state.status !== "open";
  const muted = useMuted();
  const [open, setOpen] = useOpenOnWideScreens();
  const [draft, setDraft] = useState("");
  const shown = state.chat.filter((l) => l.playerId === myId || !muted.has(l.playerId));
  const hidden = state.chat.length - shown.length;
  // Unread: others' lines that arrived while the panel was folded.
  const last = shown.at(-1)?.n ?? 0;
  const [seen, setSeen] = useState(last);
  useEffect(() => {
    if (open) setSeen(last);
  }, [open, last]);
  const unread = shown.filter((l) => l.n > seen && l.playerId !== myId).length;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [open, last]);
  const say = (payload: { text: string } | { phrase: string }) => session.send("chat", payload);

  return (
    <section className={`chat panel${open ? " open" : ""}`} aria-label={t("chat.title")}>
      <div className="chat-head">
        <button type="button" className="chat-toggle secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t("chat.title")}
          {unread > 0 && (
            <span className="chat-badge" data-testid="chat-unread">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t("chat.unread", { count: unread })}</span>
            </span>
          )}
        </button>
        {isHost && open && (
          <button type="button" className="secondary" data-chat-switch disabled={offline} onClick={() => session.send("chatToggle", { on: !chatOn })}>
            {chatOn ? t("chat.turnOff") : t("chat.turnOn")}
          </button>
        )}
      </div>
      {open && (
        <>
          <ol className="chat-lines" ref={list} aria-live="polite">
            {shown.map((line) => (
              <li key={line.n} data-chat-line={line.n} className={line.channel === "spectators" ? "watching" : undefined}>
                <Sender line={line} mine={line.playerId === myId} muted={muted.has(line.playerId)} />
                {line.channel === "spectators" && <span className="tag">{t("chat.watching")}</span>}
                <span className={`chat-text${line.phrase?.startsWith("emote:") ? " emote" : ""}`} title={line.phrase ? phraseWords(t, info.game, line.phrase, (k) => i18n.exists(k)) : undefined}>
                  {lineText(t, info.game, line, (k) => i18n.exists(k))}
                </span>
              </li>
            ))}
          </ol>
          {hidden > 0 && <p className="muted small">{t("chat.hidden", { count: hidden })}</p>}
          {[...muted].some((id) => state.chat.some((l) => l.playerId === id)) && (
            <p className="small">
              {[...new Map(state.chat.filter((l) => muted.has(l.playerId)).map((l) => [l.playerId, l.name]))].map(([id, name]) => (
                <button key={id} type="button" className="link" data-unmute={id} onClick={() => setMuted(id, false)}>
                  {t("chat.unmute", { name })}
                </button>
              ))}
            </p>
          )}
          {chatOn ? (
            <form
              className="chat-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (!draft.trim()) return;
                say({ text: draft });
                setDraft("");
              }}
            >
              <input value={draft} maxLength={CHAT_MAX_LENGTH} disabled={offline} aria-label={me === null ? t("chat.placeholderWatching") : t("chat.placeholder")} placeholder={me === null ? t("chat.placeholderWatching") : t("chat.placeholder")} onChange={(e) => setDraft(e.target.value)} />
              <button type="submit" className="primary" disabled={offline || !draft.trim()}>
                {t("chat.send")}
              </button>
              <QuickPicker game={info.game} seated={me !== null} say={(phrase) => say({ phrase })} />
            </form>
          ) : (
            <p className="muted" data-chat-off>
              {t("chat.off")}
            </p>
          )}
        </>
      )}
    </section>
  );
}
