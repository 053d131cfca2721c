/**
 * Steps through a finished match from its public record (`/api/matches/:id`).
 * The game's engine rebuilds each state from the record (it is only replayed
 * here, never consulted for a live decision); the table shows one viewer's
 * view: a spectator's, unless "show all hands" is chosen.
 */
import { Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordVersionError, eventsFor, type AnyGame, type GameEvent } from "@gg/core";
import { fetchMatch } from "../api.ts";
import { currentLocale } from "../i18n.ts";
import { GAMES, GenericTable } from "../games/registry.tsx";
import type { PublishedMatch, RoomInfo, ViewMessage } from "../protocol.ts";
import { ShownCard } from "./Card.tsx";

interface Step {
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** Step 0 is the setup (with its events: the first deal, …), then one step per recorded action. */
function steps(game: AnyGame, match: PublishedMatch): Step[] {
  const r = match.record;
  const setup = game.setup({ players: r.players, options: r.options, seed: r.seed, ...(r.chance ? { chance: r.chance } : {}) });
  let state = setup.state;
  const out: Step[] = [{ state, events: setup.events }];
  for (const { seat, action } of r.actions) {
    const res = seat === "host" ? game.endByHost(state) : game.apply(state, seat, action);
    state = res.state;
    out.push({ state, events: res.events });
  }
  return out;
}

export default function ReplayPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [data, setData] = useState<{ match: PublishedMatch; game: AnyGame } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
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
  const all = useMemo(() => (data ? steps(data.game, data.match) : []), [data]);
  if (error) return <p role="alert">{t("replay.loadFailed", { message: error })}</p>;
  if (!data) return <p className="muted">{t("app.loading")}</p>;

  const { match, game } = data;
  const total = all.length - 1;
  const who: number | "spectator" = showAll && viewer !== "all" ? viewer : "spectator";
  const names = match.seats.map((s) => s.name);
  // "All hands" (finished matches only): the public table plus every seat's own hand.
  const hands = showAll && viewer === "all" ? names.map((_, s) => (game.view(all[at]!.state, s) as { hand?: readonly string[] | null }).hand ?? null) : null;
  const step = all[at]!;
  const view = game.view(step.state, who);
  const message: ViewMessage = { seq: at, seat: who, view, events: [], active: game.activeSeats(step.state), deadlines: {}, legal: [], result: game.result(step.state) };
  const info: RoomInfo = { roomId: match.id, game: match.game, options: match.record.options, visibility: "public", timeLimit: null, status: "finished", host: null, seats: match.seats.map((s) => ({ name: s.name, bot: s.bot, human: !s.bot, playerId: s.playerId, connected: false, away: false, reconnecting: false })), spectators: [], minPlayers: game.minPlayers, botLevels: [], invite: "", standings: null, seedCommitment: null, startedAt: null, roundsPlayed: 0 };
  const log = all.slice(0, at + 1).flatMap((s, i) => eventsFor(s.events, who).map((event, j) => ({ id: i * 1000 + j, seq: i, event })));
  const move = at > 0 ? match.record.actions[at - 1]! : null;
  const Table = GAMES[match.game]?.Table ?? GenericTable;

  return (
    <div className="replay">
      <section className="panel">
        <h1>{t("replay.title", { game: game.names[locale] })}</h1>
        <div className="action-row" role="toolbar" aria-label={t("replay.title", { game: game.names[locale] })}>
          <button type="button" onClick={() => setAt(0)} disabled={at === 0} aria-label={t("replay.first")}>
            &lt;&lt;
          </button>
          <button type="button" onClick={() => setAt(at - 1)} disabled={at === 0} aria-label={t("replay.prev")}>
            ◀
          </button>
          <span role="status" data-testid="replay-step">
            {t("replay.step", { n: at, total })}
          </span>
          <button type="button" onClick={() => setAt(at + 1)} disabled={at === total} aria-label={t("replay.next")}>
            ▶
          </button>
          <button type="button" onClick={() => setAt(total)} disabled={at === total} aria-label={t("replay.last")}>
            &gt;&gt;
          </button>
        </div>
        <input type="range" min={0} max={total} value={at} onChange={(e) => setAt(Number(e.target.value))} aria-label={t("replay.step", { n: at, total })} style={{ width: "100%" }} />
        {move && (
          <p>
            {move.seat === "host" ? t("replay.hostEnded") : t("replay.move", { name: names[move.seat], action: game.describeAction?.(move.action) ?? JSON.stringify(move.action) })}
          </p>
        )}
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
