/** The lobby: your name, the public tables (open to join, and in play to watch; live), join by code, create a table. */
import { useEffect, useState } from "react";
import type { Room } from "@colyseus/sdk";
import { useTranslation } from "react-i18next";
import type { Locale } from "@gg/core";
import { currentLocale } from "../i18n.ts";
import type { GameInfo, Listing, LobbyMessageMap } from "../protocol.ts";
import { codeFrom, navigate } from "../router.ts";
import { remembered } from "../storage.ts";
import { useAccount } from "../account/account.ts";
import { gameName, optionSummary, useGames } from "../useGames.ts";
import { playableInBrowser, preloadTable } from "../games/registry.tsx";
import { CreateRoom } from "./CreateRoom.tsx";
import { Link } from "./Link.tsx";
import { usePlayerName } from "../playerName.ts";

/** How long the lobby waits before joining again after losing its connection: 1 s, doubling, at most 10 s. */
const rejoinDelay = (attempt: number) => Math.min(10_000, 1000 * 2 ** attempt);

/**
 * Public rooms from the server's `lobby` room: `rooms` once, then `+` and `-`. A lost connection
 * (the network, a server restarting) joins again, at once when the browser is back online; the
 * fresh join's `rooms` replaces a list that may have gone stale meanwhile.
 */
function useListings(): { rooms: Listing[]; connected: boolean; lost: boolean; error: string | null } {
  const [rooms, setRooms] = useState<Map<string, Listing>>(new Map());
  const [connected, setConnected] = useState(false);
  const [lost, setLost] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let room: Room | null = null;
    let joining = false;
    let listed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closeAsOffline: ((room: Room | null) => void) | null = null; // session.ts's, loaded with the SDK
    const later = () => {
      clearTimeout(retry);
      if (!stopped) retry = setTimeout(join, rejoinDelay(attempt++));
    };
    const join = () => {
      clearTimeout(retry);
      if (stopped || room || joining) return;
      joining = true;
      // The Colyseus client loads after the lobby is on screen: it is not part of the first load.
      Promise.all([import("@colyseus/sdk"), import("../session.ts")])
        .then(({ 0: { Client }, 1: session }) => {
          closeAsOffline = session.closeAsOffline;
          return new Client(session.endpoint()).join("lobby");
        })
        .then(
          (joined) => {
            joining = false;
            if (stopped) return void joined.leave(true);
            room = joined;
            listed = true;
            attempt = 0;
            // The lobby keeps no seat to resume: a fresh join gets the whole list again.
            joined.reconnection.enabled = false;
            joined.onMessage("rooms", (list: LobbyMessageMap["rooms"]) => setRooms(new Map(list.map((r) => [r.roomId, r]))));
            joined.onMessage("+", (r: LobbyMessageMap["+"]) => setRooms((m) => new Map(m).set(r.roomId, r)));
            joined.onMessage("-", (id: LobbyMessageMap["-"]) =>
              setRooms((m) => {
                const next = new Map(m);
                next.delete(id);
                return next;
              }),
            );
            joined.onLeave(() => {
              if (room !== joined || stopped) return;
              room = null;
              setConnected(false);
              setLost(true);
              later();
            });
            setConnected(true);
            setLost(false);
            setError(null);
          },
          (e: unknown) => {
            joining = false;
            if (stopped) return;
            // Before the first list a failure is said as it is; after one, "connection lost" says it.
            if (!listed) setError(e instanceof Error ? e.message : String(e));
            later();
          },
        );
    };
    // The SDK may skip a connection when the browser goes offline (session.ts): close ours as it would.
    const offline = () => closeAsOffline?.(room);
    addEventListener("online", join);
    addEventListener("offline", offline);
    join();
    return () => {
      stopped = true;
      clearTimeout(retry);
      removeEventListener("online", join);
      removeEventListener("offline", offline);
      void room?.leave(true);
    };
  }, []);
  return { rooms: [...rooms.values()], connected, lost, error };
}

/** One public table: what it plays, who sits there, and Join (while a seat is free) or Watch. */
function RoomCard({ room: r, games, locale }: { room: Listing; games: GameInfo[] | null; locale: Locale }) {
  const { t } = useTranslation();
  const shownName = usePlayerName();
  const game = games?.find((g) => g.id === r.game);
  const name = gameName(games, r.game, locale);
  // The game is known from the click: its table's code comes while the room is joined.
  const open = (path: string) => {
    preloadTable(r.game);
    navigate(path);
  };
  const host = r.host ?? "—";
  const playing = r.status === "playing";
  const since = r.startedAt === null ? "" : new Date(r.startedAt).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  return (
    <li className="room-card" data-room={r.roomId} data-status={r.status}>
      <div>
        <strong>{name}</strong> · {host}
        <div className="muted small">
          {playing ? (
            <>
              <span className="tag">{t("lobby.inPlay")}</span> {t("lobby.since", { time: since })}
              {r.roundsPlayed > 0 && <> · {t("lobby.roundsPlayed", { count: r.roundsPlayed })}</>}
            </>
          ) : (
            t("lobby.seats", { taken: r.seats - r.freeSeats, total: r.seats })
          )}{" "}
          · {r.timeLimit === null ? t("lobby.noTime") : t("lobby.seconds", { count: r.timeLimit })}
        </div>
        <div className="muted small">{optionSummary(game, r.options, locale, t("create.on"), t("create.off"))}</div>
        <div className="muted small">{t("lobby.players", { names: r.players.map(shownName).join(", ") })}</div>
      </div>
      <div className="actions">
        {!playing && (
          <button type="button" aria-label={t("lobby.joinLabel", { game: name, host })} onClick={() => open(`/room/${r.roomId}`)}>
            {t("lobby.join")}
          </button>
        )}
        <button type="button" className="secondary" aria-label={t("lobby.watchLabel", { game: name, host })} onClick={() => open(`/room/${r.roomId}?watch`)}>
          {t("lobby.watch")}
        </button>
      </div>
    </li>
  );
}

export function NameField() {
  const { t } = useTranslation();
  const [name, setName] = useState(remembered.name);
  const account = useAccount();
  return (
    <label className="field name-field">
      <span>{t("lobby.yourName")}</span>
      <input
        // Signed in, a table knows the player by the account's name (the server ignores a typed one).
        readOnly={account.status === "signed-in"}
        value={account.status === "signed-in" ? account.name : name}
        maxLength={32}
        autoComplete="nickname"
        placeholder={t("lobby.namePlaceholder")}
        onChange={(e) => {
          setName(e.target.value);
          remembered.setName(e.target.value);
        }}
      />
    </label>
  );
}

function JoinByCode() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const code = codeFrom(text);
  return (
    <form
      className="join-code"
      onSubmit={(e) => {
        e.preventDefault();
        if (code) navigate(`/room/${code}`);
      }}
    >
      <h2>{t("lobby.byCode")}</h2>
      <div className="row">
        <input aria-label={t("lobby.code")} placeholder={t("lobby.code")} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={!code}>
          {t("lobby.go")}
        </button>
      </div>
    </form>
  );
}

export function Lobby() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { games, error: gamesError } = useGames();
  const { rooms, connected, lost, error } = useListings();
  const open = rooms.filter((r) => r.status === "waiting");
  // The most recently started first: the tables players are most likely looking for.
  const playing = rooms.filter((r) => r.status === "playing").sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0));
  useEffect(() => {
    // For the load-time benchmark and tests: the lobby is usable once games and the live list are in.
    if (games && connected && performance.getEntriesByName("gg-lobby-interactive").length === 0) performance.mark("gg-lobby-interactive");
  }, [games, connected]);
  return (
    <div className="lobby">
      <section className="panel">
        <h1>{t("app.title")}</h1>
        <NameField />
        <p className="lobby-links">
          <Link to="/leaderboards">{t("app.leaderboards")}</Link> · <Link to="/profile">{t("app.profile")}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="open-tables">
        <h2 id="open-tables">{t("lobby.publicRooms")}</h2>
        {(error ?? gamesError) && <p role="alert">{t("app.serverError", { message: error ?? gamesError })}</p>}
        {lost ? <p className="banner warn" role="status">{t("lobby.reconnecting")}</p> : !connected && !error && <p className="muted">{t("lobby.connecting")}</p>}
        {connected && open.length === 0 && <p className="muted">{t("lobby.noRooms")}</p>}
        <ul className="room-list">
          {open.map((r) => (
            <RoomCard key={r.roomId} room={r} games={games} locale={locale} />
          ))}
        </ul>
        <JoinByCode />
      </section>
      <section className="panel" aria-labelledby="tables-in-play">
        <h2 id="tables-in-play">{t("lobby.playingRooms")}</h2>
        {connected && playing.length === 0 && <p className="muted">{t("lobby.noPlaying")}</p>}
        <ul className="room-list">
          {playing.map((r) => (
            <RoomCard key={r.roomId} room={r} games={games} locale={locale} />
          ))}
        </ul>
      </section>
      <section className="panel">{games && <CreateRoom games={games.filter((g) => playableInBrowser(g.id))} />}</section>
    </div>
  );
}
