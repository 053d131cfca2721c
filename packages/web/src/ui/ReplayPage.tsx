/**
 * Steps through a finished match from its public record (`/api/matches/:id`).
 * The game's engine rebuilds each state from the record (it is only replayed
 * here, never consulted for a live decision); the table shows one viewer's
 * view: a spectator's, unless "show all hands" is chosen. Each move is told as
 * the game log tells it; it plays itself at a chosen speed, jumps to a round,
 * and the last step shows the final standings.
 */
import { Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordVersionError, eventsFor, type AnyGame } from "@gg/core";
import { fetchMatch } from "../api.ts";
import { currentLocale } from "../i18n.ts";
import { GAMES, GenericTable } from "../games/registry.tsx";
import type { PublishedMatch, RoomInfo, ViewMessage } from "../protocol.ts";
import { usePlayerName } from "../playerName.ts";
import { moveLines, replaySteps, roundAt, roundStarts } from "../replay.ts";
import { ShownCard, useCardName, useRankName } from "./Card.tsx";
import { Standings } from "./Standings.tsx";
import { ReplayChat } from "../chat/ReplayChat.tsx";

/** Autoplay speeds: moves per second. */
const SPEEDS = [0.5, 1, 2, 4] as const;

export default function ReplayPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cardName = useCardName();
  const rankName = useRankName();
  const shownName = usePlayerName();
  const [data, setData] = useState<{ match: PublishedMatch; game: AnyGame } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [showAll, setShowAll] = useState(false);
  const [viewer, setViewer] = useState<number | "spectator" | "all">("spectator");
  useEffect(() => {
    fetchMatch(id)
      .then(async (match) => {
        const load = GAMES[match.record.game]?.engine;
        if (!load) throw new Error(`no replay for ${match.record.game}`);
        const game = await load();
        // Records replay only on the engine version that made them (docs/architecture.md).
        if (match.record.engineVersion !== game.engineVersion) throw new RecordVersionError(game.id, match.record.engineVersion, game.engineVersion);
        setData({ match, game });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);
  const all = useMemo(() => (data ? replaySteps(data.game, data.match.record) : []), [data]);
  const rounds = useMemo(() => roundStarts(all), [all]);
  const total = all.length - 1;
  // Autoplay: one move per 1/speed seconds, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (at >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setAt((n) => Math.min(n + 1, total)), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, at, speed, total]);
  if (error) return <p role="alert">{t("replay.loadFailed", { message: error })}</p>;
  if (!data) return <p className="muted">{t("app.loading")}</p>;

  const { match, game } = data;
  const go = (n: number) => setAt(Math.max(0, Math.min(total, n)));
  const who: number | "spectator" = showAll && viewer !== "all" ? viewer : "spectator";
  const names = match.seats.map((s) => shownName(s.name));
  // "All hands" (finished matches only): the public table plus every seat's own hand.
  const hands = showAll && viewer === "all" ? names.map((_, s) => (game.view(all[at]!.state, s) as { hand?: readonly string[] | null }).hand ?? null) : null;
  const step = all[at]!;
  const view = game.view(step.state, who);
  const result = game.result(step.state);
  const message: ViewMessage = { seq: at, seat: who, view, events: [], active: game.activeSeats(step.state), deadlines: {}, legal: [], result };
  const info: RoomInfo = { roomId: match.id, game: match.game, options: match.record.options, visibility: "public", timeLimit: null, status: "finished", host: null, seats: match.seats.map((s, i) => ({ name: names[i]!, bot: s.bot, human: !s.bot, playerId: s.playerId, connected: false, away: false, reconnecting: false })), spectators: [], minPlayers: game.minPlayers, botLevels: [], invite: "", standings: null, seedCommitment: null, startedAt: null, roundsPlayed: 0 };
  const log = all.slice(0, at + 1).flatMap((s, i) => eventsFor(s.events, who).map((event, j) => ({ id: i * 1000 + j, seq: i, event })));
  const move = at > 0 ? match.record.actions[at - 1]! : null;
  const said = moveLines(step, who, { t: t as never, names, cardName, rankName });
  const round = roundAt(rounds, at);
  const Table = GAMES[match.game]?.Table?.Component ?? GenericTable;

  return (
    <div className="replay">
      <section className="panel">
        <h1>{t("replay.title", { game: game.names[locale] })}</h1>
        <div className="action-row" role="toolbar" aria-label={t("replay.title", { game: game.names[locale] })}>
          <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label={t("replay.first")}>
            &lt;&lt;
          </button>
          <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-label={t("replay.prev")}>
            ◀
          </button>
          <button type="button" className="primary" aria-pressed={playing} disabled={at === total && !playing} onClick={() => setPlaying(!playing)}>
            {playing ? t("replay.pause") : t("replay.play")}
          </button>
          <span role="status" data-testid="replay-step">
            {t("replay.step", { n: at, total })}
          </span>
          <button type="button" onClick={() => go(at + 1)} disabled={at === total} aria-label={t("replay.next")}>
            ▶
          </button>
          <button type="button" onClick={() => go(total)} disabled={at === total} aria-label={t("replay.last")}>
            &gt;&gt;
          </button>
        </div>
        <div className="action-row">
          <label className="field inline">
            <span>{t("replay.speed")}</span>
            <select value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={String(s)}>
                  {t("replay.speedOption", { speed: s.toLocaleString(locale) })}
                </option>
              ))}
            </select>
          </label>
          {rounds.length > 1 && (
            <label className="field inline">
              <span>{t("replay.round")}</span>
              <select value={round === null ? "" : String(round)} onChange={(e) => go(rounds.find((r) => String(r.round) === e.target.value)?.step ?? at)}>
                {round === null && <option value="">—</option>}
                {rounds.map((r) => (
                  <option key={r.round} value={String(r.round)}>
                    {t("replay.roundOption", { round: r.round })}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <input type="range" min={0} max={total} value={at} onChange={(e) => go(Number(e.target.value))} aria-label={t("replay.step", { n: at, total })} style={{ width: "100%" }} />
        {move && (
          <p className="replay-move" data-testid="replay-move">
            {move.seat === "host" ? t("replay.hostEnded") : said.length > 0 ? said.join(" · ") : t("replay.acted", { name: names[move.seat] })}
          </p>
        )}
        <ReplayChat lines={match.chat ?? []} at={at} game={match.game} />
        {match.status === "finished" && (
          <div className="action-row">
            <label className="check">
              <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
              <span>{t("replay.showAll")}</span>
            </label>
            {showAll && (
              <label className="field inline">
                <span>{t("replay.viewAs")}</span>
                <select value={String(viewer)} onChange={(e) => setViewer(e.target.value === "spectator" || e.target.value === "all" ? e.target.value : Number(e.target.value))}>
                  <option value="spectator">{t("replay.everyone")}</option>
                  <option value="all">{t("replay.allHands")}</option>
                  {names.map((n, i) => (
                    <option key={i} value={i}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
      </section>
      {result && at === total && <Standings result={result} names={names} />}
      {hands && (
        <section className="panel all-hands" aria-label={t("replay.allHands")}>
          {hands.map((hand, s) => (
            <div key={s} className="row" data-seat={s}>
              <strong>{names[s]}</strong>
              <span className="trick-cards">{hand?.map((c) => <ShownCard key={c} card={c} small />)}</span>
            </div>
          ))}
        </section>
      )}
      <Suspense fallback={<p className="muted">{t("app.loading")}</p>}>
        <Table view={view} message={message} info={info} me={typeof who === "number" ? who : null} names={names} canAct={false} legal={[]} act={() => {}} log={log} />
      </Suspense>
    </div>
  );
}
