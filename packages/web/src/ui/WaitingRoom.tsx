/** Before the start: seats, who is connected, the host's controls and the invite link. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { navigate } from "../router.ts";
import type { RoomInfo } from "../protocol.ts";
import { leaveSession, type RoomSession, type SessionState } from "../session.ts";
import { gameName, optionSummary, useGames } from "../useGames.ts";
import { KickButton } from "./KickButton.tsx";
import { levelName, usePlayerName } from "../playerName.ts";
import { RefusalBanner } from "./TableShell.tsx";
import { SeatRating } from "../ratings/SeatRating.tsx";

/** The host exchanges two seats (players, bots, empty seats) so friends can sit as partners: two choices, then Swap. */
function SwapSeats({ session, seats }: { session: RoomSession; seats: RoomInfo["seats"] }) {
  const { t } = useTranslation();
  const shownName = usePlayerName();
  const [a, setA] = useState(0);
  const [b, setB] = useState(1);
  const option = (s: RoomInfo["seats"][number], j: number) => (
    <option key={j} value={j}>
      {t("room.swapOption", { n: j + 1, name: s.human || s.bot ? shownName(s.name) : t("room.empty") })}
    </option>
  );
  return (
    <div className="swap-seats" role="group" aria-label={t("room.swapTitle")}>
      <label className="field inline">
        <span>{t("room.swapSeat")}</span>
        <select value={a} onChange={(e) => setA(Number(e.target.value))}>
          {seats.map(option)}
        </select>
      </label>
      <label className="field inline">
        <span>{t("room.swapWith")}</span>
        <select value={b} onChange={(e) => setB(Number(e.target.value))}>
          {seats.map(option)}
        </select>
      </label>
      <button type="button" className="secondary" disabled={a === b} onClick={() => session.send("swapSeats", { a, b })}>
        {t("room.swap")}
      </button>
    </div>
  );
}

export function WaitingRoom({ session, state }: { session: RoomSession; state: SessionState }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games } = useGames();
  const shownName = usePlayerName();
  const info = state.info!;
  const me = state.welcome?.seat ?? null;
  const isHost = me !== null && info.host === me;
  const [level, setLevel] = useState(info.botLevels.includes("rules") ? "rules" : (info.botLevels[0] ?? ""));
  const [copied, setCopied] = useState(false);
  const taken = info.seats.filter((s) => s.human || s.bot).length;
  const link = `${location.origin}${info.invite}`;
  const game = games?.find((g) => g.id === info.game);
  // Partners' seats (team games): each seat's team letter.
  const teamOf = (seat: number) => info.teams?.findIndex((members) => members.includes(seat)) ?? -1;
  const letter = (team: number) => String.fromCharCode(65 + team);

  // Keyboard flow: after Create table (the form is gone) or Add bot (its button is gone) focus is
  // nowhere; it goes to the host's next step: the next Add bot, or Start once the table is full.
  useEffect(() => {
    if (!isHost) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    document.querySelector<HTMLElement>(".waiting .add-bot, .waiting .start:not(:disabled)")?.focus();
  }, [info, isHost]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard refused (http, permissions): select the text so the player can copy it.
      const field = document.getElementById("invite-link") as HTMLInputElement | null;
      field?.select();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <section className="panel waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">
        {gameName(games, info.game, locale)} — {t("room.waiting")}
      </h1>
      <p className="muted small">
        {t("room.options", { list: optionSummary(game, info.options, locale, t("create.on"), t("create.off")) || "—" })} ·{" "}
        {t("room.timeLimit", { value: info.timeLimit === null ? t("lobby.noTime") : t("lobby.seconds", { count: info.timeLimit }) })}
      </p>
      <div className="invite">
        <span>{t("room.code", { code: info.roomId })}</span>
        <input id="invite-link" readOnly value={link} aria-label={t("room.copyLink")} onFocus={(e) => e.target.select()} />
        <button type="button" onClick={() => void copy()}>
          {copied ? t("room.copied") : t("room.copyLink")}
        </button>
        <span className="sr-only" role="status">
          {copied ? t("room.copied") : ""}
        </span>
      </div>
      {me === null && <p>{t("room.spectating")}</p>}
      {info.teams && <p className="help teams-help">{t(isHost ? "room.teamsHost" : "room.teams", { teams: info.teams.map((m, team) => t("room.teamList", { team: letter(team), seats: m.map((s) => s + 1).join(" & ") })).join(" · ") })}</p>}
      <ol className="seats">
        {info.seats.map((s, i) => {
          const empty = !s.human && !s.bot;
          return (
            <li key={i} className={`seat-row${i === me ? " me" : ""}`} data-seat={i}>
              <span className="seat-no">{t("room.seat", { n: i + 1 })}</span>
              <span className="seat-name">
                {empty ? <em className="muted">{t("room.empty")}</em> : <span className="name-text">{shownName(s.name)}</span>}
                <SeatRating seat={s} />
                {i === me && <span className="tag">{t("room.you")}</span>}
                {info.host === i && <span className="tag">{t("room.host")}</span>}
                {s.bot && <span className="tag">{t("room.bot", { level: levelName(t, s.bot) })}</span>}
                {teamOf(i) >= 0 && <span className={`tag team team-${teamOf(i)}`}>{t("room.team", { team: letter(teamOf(i)) })}</span>}
                {s.human && <span className={`dot ${s.connected ? "on" : "off"}`} aria-label={s.connected ? t("room.connected") : t("room.disconnected")} role="img" />}
              </span>
              {isHost && s.bot && (
                <button type="button" className="secondary" aria-label={t("room.removeBotLabel", { n: i + 1 })} onClick={() => session.send("removeBot", { seat: i })}>
                  {t("room.removeBot")}
                </button>
              )}
              {isHost && s.human && i !== me && (
                <button type="button" className="secondary" aria-label={t("room.makeHostLabel", { name: s.name })} onClick={() => session.send("transferHost", { seat: i })}>
                  {t("room.makeHost")}
                </button>
              )}
              {isHost && s.human && i !== me && s.playerId && <KickButton session={session} playerId={s.playerId} name={s.name} />}
              {isHost && empty && (
                <button type="button" className="add-bot" onClick={() => session.send("addBot", { seat: i, level })}>
                  {t("room.addBot")}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {info.spectators.length > 0 && (
        <section aria-labelledby="watching-title">
          <h2 id="watching-title" className="small">
            {t("room.spectators", { count: info.spectators.length })}
          </h2>
          <ul className="seats">
            {info.spectators.map((s) => (
              <li key={s.playerId} className="seat-row">
                <span className="seat-name">{shownName(s.name)}</span>
                {s.playerId === state.welcome?.playerId && <span className="tag">{t("room.you")}</span>}
                {isHost && <KickButton session={session} playerId={s.playerId} name={s.name} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {isHost && info.seats.length > 1 && <SwapSeats session={session} seats={info.seats} />}
      {isHost && (
        <div className="host-controls">
          <label className="field inline">
            <span>{t("room.botLevel")}</span>
            <select value={level} onChange={(e) => setLevel(e.target.value)}>
              {info.botLevels.map((l) => (
                <option key={l} value={l}>
                  {levelName(t, l)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary start" disabled={taken < info.minPlayers} onClick={() => session.send("start")}>
            {t("room.start")}
          </button>
          {taken < info.minPlayers && <p className="help">{t("room.needPlayers", { count: info.minPlayers })}</p>}
        </div>
      )}
      {!isHost && me !== null && <p className="muted">{t("room.onlyHost")}</p>}
      <RefusalBanner session={session} error={state.error} />
      <button
        type="button"
        className="secondary"
        onClick={() => {
          void leaveSession();
          navigate("/");
        }}
      >
        {t("room.leave")}
      </button>
    </section>
  );
}
