/**
 * The host's "Remove" for a seated player or a spectator: a two-step button (no modal
 * dialog, keyboard and touch alike) — the first press asks, the second removes. The
 * server closes their connection and keeps them (and their network) out of the table;
 * during the match a bot plays their seat.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RoomSession } from "../session.ts";

export function KickButton({ session, playerId, name }: { session: RoomSession; playerId: string; name: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="secondary" aria-label={t("room.kickLabel", { name })} data-kick={playerId} onClick={() => setAsking(true)}>
        {t("room.kick")}
      </button>
    );
  return (
    <span className="confirm" role="group" aria-label={t("room.confirmKick", { name })}>
      <span>{t("room.confirmKick", { name })}</span>
      <button
        type="button"
        className="danger"
        autoFocus
        data-confirm-kick={playerId}
        onClick={() => {
          setAsking(false);
          session.send("kick", { playerId });
        }}
      >
        {t("room.kick")}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t("bet.cancel")}
      </button>
    </span>
  );
}

export interface Person {
  readonly playerId: string;
  readonly name: string;
  readonly watching: boolean;
}

/**
 * At the table, the host's list of everyone else, seated or watching, behind one small toggle in
 * the status bar (a native `<details>`: Enter or Space opens it), so the felt keeps its one screen.
 */
export function PeopleMenu({ session, people }: { session: RoomSession; people: readonly Person[] }) {
  const { t } = useTranslation();
  return (
    <details className="people" style={{ position: "relative" }}>
      <summary className="secondary">{t("table.people", { count: people.length })}</summary>
      <div className="panel" style={{ position: "absolute", right: 0, top: "calc(100% + .3rem)", zIndex: 30, width: "min(22rem, 90vw)" }}>
        <PeopleList session={session} people={people} />
      </div>
    </details>
  );
}

/** Everyone at the table but the host, seated or watching, each with the host's Remove. */
export function PeopleList({ session, people }: { session: RoomSession; people: readonly Person[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return <p className="muted small">{t("room.nobodyElse")}</p>;
  return (
    <ul className="seats">
      {people.map((p) => (
        <li key={p.playerId} className="seat-row">
          <span className="seat-name">{p.name}</span>
          {p.watching && <span className="tag">{t("room.watching")}</span>}
          <KickButton session={session} playerId={p.playerId} name={p.name} />
        </li>
      ))}
    </ul>
  );
}
