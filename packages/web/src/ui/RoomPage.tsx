/** A table's page: joins (or takes back our seat), then the waiting room or the game. */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { navigate } from "../router.ts";
import { preloadTable } from "../games/registry.tsx";
import { leaveSession, sessionFor, type RoomSession } from "../session.ts";
import { Link } from "./Link.tsx";
import { TableShell } from "./TableShell.tsx";
import { WaitingRoom } from "./WaitingRoom.tsx";
import { ChatPanel } from "../chat/ChatPanel.tsx";

export function useSession(session: RoomSession) {
  return useSyncExternalStore(session.subscribe, session.snapshot);
}

/** A table that is gone may be a finished match: then its replay is the way to see it. */
function useFinished(id: string, ask: boolean): boolean {
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (!ask) return;
    fetch(`/api/matches/${encodeURIComponent(id)}`).then(
      (res) => setFinished(res.ok),
      () => {},
    );
  }, [id, ask]);
  return finished;
}

export function RoomPage({ id, watch }: { id: string; watch: boolean }) {
  const { t } = useTranslation();
  const session = sessionFor(id, watch);
  const state = useSession(session);
  // Leaving the page (back to the lobby) leaves the room; a reload keeps the seat via the token.
  useEffect(() => () => void leaveSession(), []);
  // Every game's table is drawn on the shared felt: fetch its code (motion's included) while the room is joined, not after.
  useEffect(() => void import("../table/FeltTable.tsx"), []);
  // The game's own table as soon as the room says which game it is (in the waiting room, before the start).
  const game = state.info?.game;
  useEffect(() => {
    if (game) preloadTable(game);
  }, [game]);

  const finished = useFinished(id, state.status === "failed");
  if (state.status === "failed") {
    const started = state.failureCode === "MATCH_STARTED" || state.failureCode === "ROOM_FULL" || state.failureCode === "ONE_SEAT_PER_CLIENT";
    return (
      <section className="panel" role="alert">
        <p>{state.failureCode === "KICKED" || state.failureCode === "SERVER_STOPPED" ? state.failure : t("room.failed", { reason: state.failure })}</p>
        {started && (
          <button type="button" onClick={() => navigate(`/room/${id}?watch`, true)}>
            {t("room.watchInstead")}
          </button>
        )}
        {finished && <Link to={`/replay/${id}`}>{t("table.replay")}</Link>}{" "}
        <button type="button" className="secondary" onClick={() => navigate("/")}>
          {t("room.toLobby")}
        </button>
      </section>
    );
  }
  if (state.status === "connecting" || !state.info) return <p className="muted">{t("room.joining")}</p>;
  return (
    <>
      {state.status === "reconnecting" && <p className="banner warn" role="alert">{t("room.reconnecting")}</p>}
      {state.status === "closed" && (
        <p className="banner warn" role="alert">
          {t("room.closed", { reason: state.failure })}{" "}
          <button type="button" onClick={() => location.reload()}>
            ↻
          </button>
        </p>
      )}
      {state.info.status === "waiting" ? (
        <>
          <WaitingRoom session={session} state={state} />
          <ChatPanel session={session} state={state} />
        </>
      ) : (
        <TableShell session={session} state={state} />
      )}
    </>
  );
}
