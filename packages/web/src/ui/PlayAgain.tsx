/**
 * "Play again" on the end screen: a seated player accepts; the next match starts
 * in this room — the same seats, options and bots — once every human still here has
 * (bots always do). Each human's answer is shown; a player who left frees their
 * seat and the room goes back to waiting for the host (server: table/rematch.ts).
 */
import { useTranslation } from "react-i18next";
import type { RoomSession, SessionState } from "../session.ts";
import "./play-again.css";

export function PlayAgain({ session, state, names }: { session: RoomSession; state: SessionState; names: readonly string[] }) {
  const { t } = useTranslation();
  const info = state.info!;
  const me = state.welcome?.seat ?? null;
  if (info.status !== "finished" || me === null) return null;
  const accepted = info.rematch ?? [];
  const humans = info.seats.flatMap((s, seat) => (s.playerId !== null && s.human ? [{ s, seat }] : []));
  const mine = accepted.includes(me);
  return (
    <div className="play-again" role="group" aria-label={t("rematch.title")}>
      <button type="button" className="primary big" data-play-again disabled={mine || state.status !== "open"} onClick={() => session.send("rematch")}>
        {mine ? t("rematch.waitingForOthers") : t("rematch.playAgain")}
      </button>
      <ul aria-label={t("rematch.who")}>
        {humans.map(({ s, seat }) => (
          <li key={seat} data-rematch-seat={seat} data-accepted={accepted.includes(seat)}>
            {names[seat]}: {accepted.includes(seat) ? t("rematch.ready") : s.connected ? t("rematch.deciding") : t("rematch.gone")}
          </li>
        ))}
      </ul>
      {info.seats.some((s) => s.bot !== null) && <p className="muted small">{t("rematch.bots")}</p>}
    </div>
  );
}
