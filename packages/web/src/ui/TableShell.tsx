/**
 * Around every game's table: whose turn it is with a countdown, seats played
 * by a bot, "Back to the game", the log, end-of-game standings, host's End
 * game and Leave. The game's own table (lazy) renders the view.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { eventText } from "../eventText.ts";
import { GAMES, GenericTable } from "../games/registry.tsx";
import type { Action, ErrorMessage } from "../protocol.ts";
import { navigate } from "../router.ts";
import { leaveSession, type LoggedEvent, type RoomSession, type SessionState } from "../session.ts";
import { Link } from "./Link.tsx";
import { usePreloaded } from "./preloadable.ts";
import { levelName, usePlayerName } from "../playerName.ts";
import { announce } from "./Announcer.tsx";
import { useCardName, useRankName } from "./Card.tsx";
import { Countdown } from "./Countdown.tsx";
import { RoundSummary } from "./RoundSummary.tsx";
import { LogLines } from "../table/LogLines.tsx";
import { Standings } from "./Standings.tsx";
import { PeopleMenu, type Person } from "./KickButton.tsx";
import { HowToButton } from "../howto/HowToButton.tsx";
import { currentLocale } from "../i18n.ts";
import { gameName, useGames } from "../useGames.ts";
import { ChatPanel } from "../chat/ChatPanel.tsx";
import { PlayAgain } from "./PlayAgain.tsx";
import { SeatRating } from "../ratings/SeatRating.tsx";
import { RatingChanges } from "../ratings/RatingChanges.tsx";

/** A refusal from the server, in our language when we know its code (else the server's English text). */
export function RefusalBanner({ session, error }: { session: RoomSession; error: SessionState["error"] }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => session.clearError(), 5000);
    return () => clearTimeout(timer);
  }, [error, session]);
  if (!error) return null;
  return (
    <p className="banner error" role="alert" data-code={error.code}>
      {t("table.refused", { message: i18n.exists(`errors.${error.code}`) ? t(`errors.${error.code}`) : refusalText(error) })}
    </p>
  );
}

function refusalText(e: ErrorMessage): string {
  return e.message || e.code;
}

function useNames(state: SessionState): string[] {
  const shownName = usePlayerName();
  return state.info?.seats.map((s) => shownName(s.name)) ?? [];
}

function EventLog({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <details className="event-log panel" open={typeof window !== "undefined" && window.innerWidth >= 900}>
      <summary>{t("table.log")}</summary>
      <LogLines log={log} names={names} limit={60} />
    </details>
  );
}

function TableStandings({ session, state }: { session: RoomSession; state: SessionState }) {
  const { t } = useTranslation();
  const names = useNames(state);
  const result = state.view?.result ?? state.info?.standings ?? null;
  if (!result) return null;
  return (
    <Standings result={result} names={names}>
      <RatingChanges changes={state.info?.ratingChanges} names={names} />
      <PlayAgain session={session} state={state} names={names} />
      <div className="action-row">
        <Link to={`/replay/${state.info!.matchId ?? state.info!.roomId}`}>{t("table.replay")}</Link>
        <Link to="/">{t("table.newGame")}</Link>
      </div>
    </Standings>
  );
}

/** A two-step button (touch friendly, no modal dialog): first press asks, second does it. */
function ConfirmButton({ label, question, onConfirm, danger }: { label: string; question: string; onConfirm: () => void; danger?: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={danger ? "danger" : "secondary"} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" className={danger ? "danger" : "primary"} autoFocus onClick={onConfirm}>
        {label}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t("bet.cancel")}
      </button>
    </span>
  );
}

export function TableShell({ session, state }: { session: RoomSession; state: SessionState }) {
  const { t } = useTranslation();
  const info = state.info!;
  const message = state.view;
  const names = useNames(state);
  const me = state.welcome?.seat ?? null;
  const away = me !== null && info.seats[me]?.away === true;
  const over = info.status === "finished" || message?.result != null;
  const active = message?.active ?? [];
  const legal = (message?.legal ?? []) as Action[];
  // While the socket is down nothing we do would reach the table: no live buttons until it is back.
  const offline = state.status !== "open";
  const canAct = !offline && !!message && me !== null && !away && !over && active.includes(me) && legal.length > 0;
  const Table = GAMES[info.game]?.Table?.Component ?? GenericTable;
  const tableReady = usePreloaded(GAMES[info.game]?.Table);
  const { games } = useGames();
  // Everyone else at the table, for the host's Remove: other humans seated, and who watches.
  const people: Person[] = [
    ...info.seats.flatMap((s, i) => (s.playerId && s.human && i !== me ? [{ playerId: s.playerId, name: s.name, watching: false }] : [])),
    ...info.spectators.map((s) => ({ ...s, watching: true })),
  ];

  // Spoken turn changes and trick winners (the live region is app-wide).
  const spokenSeq = useRef(-1);
  const cardName = useCardName();
  const rankName = useRankName();
  useEffect(() => {
    if (!message || message.seq === spokenSeq.current) return;
    spokenSeq.current = message.seq;
    const notable = message.events.filter((e) => e.type === "trickWon" || e.type === "roundScored" || e.type === "gameOver" || e.type === "eliminated");
    const parts = notable.map((e) => eventText(e, { t: t as never, names, cardName, rankName })).filter(Boolean);
    if (canAct) parts.push(t("table.announceTurn"));
    else if (!over && active.length === 1 && active[0] !== me) parts.push(t("table.announceOtherTurn", { name: names[active[0]!] }));
    if (parts.length) announce(parts.join(" "));
  }, [message, canAct]); // eslint-disable-line react-hooks/exhaustive-deps

  // Keyboard play: when our decision comes and focus is nowhere (the pressed card is
  // gone), put it on the first thing we can do, so Enter plays on.
  useEffect(() => {
    if (!canAct) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active)) return;
      const first = document.querySelector<HTMLElement>(".bid-panel button:not([disabled]), .card-button.legal, .game-table button.primary, .arrange button.primary, .game-table .action-row button");
      if (first) first.focus({ preventScroll: true });
      else if (tries++ < 20) timer = setTimeout(place, 100); // the table's code may still be loading
    };
    place();
    return () => clearTimeout(timer);
  }, [canAct, message?.seq]);

  const turnText = over
    ? t("table.gameOver")
    : offline
      ? t("table.reconnecting")
      : canAct
        ? t("table.yourTurn")
        : active.length === 1
          ? t("table.turnOf", { name: names[active[0]!] })
          : active.length > 1
            ? t("table.turnsOf", { names: active.map((s) => names[s]).join(", ") })
            : "";

  return (
    <div className={`table-page game-${info.game}`} data-seq={message?.seq ?? -1}>
      <div className="status-bar">
        <strong className={`turn${canAct ? " mine" : ""}`} data-testid="turn">
          {turnText}
        </strong>
        {me === null && <span className="muted small">{t("table.spectator")}</span>}
        <span className="spacer" />
        <HowToButton game={info.game} title={gameName(games, info.game, currentLocale())} />
        {!over && me !== null && info.host === me && people.length > 0 && <PeopleMenu session={session} people={people} />}
        {!over && me !== null && info.host === me && <ConfirmButton label={t("table.endGame")} question={t("table.confirmEnd")} danger onConfirm={() => session.send("end")} />}
        {!over ? (
          <ConfirmButton
            label={t("table.leave")}
            question={me === null ? t("table.leave") : t("table.confirmLeave")}
            onConfirm={() => {
              void leaveSession();
              navigate("/");
            }}
          />
        ) : (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              void leaveSession();
              navigate("/");
            }}
          >
            {t("table.leave")}
          </button>
        )}
      </div>
      {/* A game's own table seats everyone around its felt; a table-less game gets this list. */}
      {!GAMES[info.game]?.Table && (
      <ul className="players" aria-label={t("table.player")}>
        {info.seats.map((s, i) => {
          const deadline = message?.deadlines[String(i)];
          return (
            <li key={i} className={`player${active.includes(i) && !over ? " active" : ""}${i === me ? " me" : ""}${s.away ? " away" : ""}`} data-seat={i}>
              <span className="player-name">{names[i]}</span>
              <SeatRating seat={s} />
              {i === me && <span className="tag">{t("room.you")}</span>}
              {info.host === i && <span className="tag">{t("room.host")}</span>}
              {s.bot && <span className="tag">{t("room.bot", { level: levelName(t, s.bot) })}</span>}
              {s.away && <span className="tag warn">{t("room.away")}</span>}
              {s.reconnecting ? <span className="tag warn">{t("room.seatReconnecting")}</span> : s.human && !s.connected && <span className="tag">{t("room.disconnected")}</span>}
              {deadline !== undefined && !over && <Countdown deadline={deadline} size={30} />}
            </li>
          );
        })}
      </ul>
      )}
      {away && !over && (
        <div className="back-banner" role="region" aria-label={t("table.botPlaying")}>
          <p>{t("table.botPlaying")}</p>
          <button type="button" className="primary big" disabled={offline} onClick={() => session.send("back")}>
            {t("table.backToGame")}
          </button>
        </div>
      )}
      <RefusalBanner session={session} error={state.error} />
      {over && <TableStandings session={session} state={state} />}
      {!over && <RoundSummary log={state.log} names={names} summarize={GAMES[info.game]?.roundSummary} />}
      {message && !tableReady && <p className="muted">{t("app.loading")}</p>}
      {message && tableReady && (
        <Suspense fallback={<p className="muted">{t("app.loading")}</p>}>
          <Table view={message.view} message={message} info={info} me={me} names={names} canAct={canAct} legal={legal} act={(a: Action) => session.act(a)} log={state.log} phrases={state.phrases} say={me === null ? undefined : (phrase: string) => session.say(phrase)} />
        </Suspense>
      )}
      <ChatPanel session={session} state={state} />
      <EventLog log={state.log} names={names} />
    </div>
  );
}
