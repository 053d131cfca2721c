/**
 * Create a table: game, each of its options with the game's own explanation
 * (in the current language) and default, seats, time per move, visibility.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { TIME_LIMITS, type GameInfo, type TimeLimit } from "../protocol.ts";
import { navigate } from "../router.ts";
import { preloadTable } from "../games/registry.tsx";
import type { JoinRefused } from "../session.ts";
import type { Locale } from "@gg/core";
import { Link } from "./Link.tsx";
import { optionProblem } from "../optionCheck.ts";

/**
 * A refused option named in the player's words: "Lives: at most 7." (the server says
 * "option 'lives': Too big: expected number to be <=7"); null when the refusal says no more.
 */
function optionRefusal(e: JoinRefused, game: GameInfo, locale: Locale, t: (key: string, o?: Record<string, unknown>) => string): string | null {
  if (e.code !== "INVALID_OPTIONS") return null;
  const m = /option '([^']+)': [^<>]*([<>])=?\s*(-?\d+)/.exec(e.detail);
  if (!m) return null;
  const option = game.optionText[m[1]!]?.label[locale] ?? m[1]!;
  return t(m[2] === "<" ? "create.atMost" : "create.atLeast", { option, limit: m[3] });
}

/**
 * Per option whose value is outside the bounds the game's schema states, the sentence that says so,
 * shown beside its input before anything is sent ("Lives: at most 7.").
 */
function optionProblems(game: GameInfo, values: Record<string, unknown>, locale: Locale, t: (key: string, o?: Record<string, unknown>) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(game.defaults)) {
    const problem = optionProblem(values[key], game.bounds[key]);
    if (problem) out[key] = t(`create.${problem.key}`, { option: game.optionText[key]?.label[locale] ?? key, limit: problem.limit });
  }
  return out;
}

/** Option help that already says its default, in any of the three languages ("(default 5)", "(padrão 5)", "(типово 5)"). */
const SAYS_DEFAULT = /\((default|padrão|типово)/i;

export function CreateRoom({ games }: { games: GameInfo[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [gameId, setGameId] = useState(games[0]?.id ?? "");
  const game = games.find((g) => g.id === gameId);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [seats, setSeats] = useState(4);
  const [timeLimit, setTimeLimit] = useState<TimeLimit>(30);
  const [visibility, setVisibility] = useState<"public" | "private">("public");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!game) return null;
  const values = { ...game.defaults, ...options };
  // The count the game takes nearest to the one chosen (Truco: 2 or 4).
  const seatCount = game.playerCounts.reduce((best, n) => (Math.abs(n - seats) < Math.abs(best - seats) ? n : best));
  const problems = optionProblems(game, values, locale, t);

  const submit = async () => {
    const invalid = Object.keys(problems)[0];
    if (invalid !== undefined) {
      document.getElementById(`opt-${invalid}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    // The table's code comes while the room is created: the game is known from this click.
    preloadTable(game.id);
    // The room connection (the Colyseus client) is not part of the lobby's first load.
    let room: typeof import("../session.ts") | null = null;
    try {
      room = await import("../session.ts");
      const { RoomSession, adoptSession } = room;
      const session = await RoomSession.create({ game: game.id, options: values, seats: seatCount, timeLimit: visibility === "public" && timeLimit === null ? 30 : timeLimit, visibility });
      adoptSession(session);
      navigate(`/room/${session.id}`);
    } catch (e) {
      setError(room && e instanceof room.JoinRefused ? (optionRefusal(e, game, locale, t) ?? e.message) : e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <form
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t("create.title")}</h2>
      <label className="field">
        <span>{t("create.game")}</span>
        <select
          value={gameId}
          onChange={(e) => {
            setGameId(e.target.value);
            setOptions({});
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.names[locale]}
            </option>
          ))}
        </select>
      </label>
      <p className="small">
        <Link to={`/howto/${game.id}`}>{t("create.howtoLink", { game: game.names[locale] })}</Link> ·{" "}
        <Link to={`/rules/${game.id}`}>{t("create.rulesLink", { game: game.names[locale] })}</Link>
      </p>
      {Object.keys(game.defaults).length > 0 && (
        <fieldset>
          <legend>{t("create.options")}</legend>
          {Object.entries(game.defaults).map(([key, def]) => {
            const text = game.optionText[key];
            const label = text?.label[locale] ?? key;
            const help = text?.help[locale] ?? "";
            const helpId = `opt-help-${key}`;
            const problemId = `opt-problem-${key}`;
            const problem = problems[key];
            const bounds = game.bounds[key];
            const value = values[key];
            const shownDefault = typeof def === "boolean" ? (def ? t("create.on") : t("create.off")) : String(def);
            return (
              <div key={key} className="option">
                {typeof def === "boolean" ? (
                  <label className="check">
                    <input type="checkbox" checked={value === true} aria-describedby={helpId} onChange={(e) => setOptions({ ...options, [key]: e.target.checked })} />
                    <span>{label}</span>
                  </label>
                ) : bounds?.choices ? (
                  <label className="field inline">
                    <span>{label}</span>
                    <select id={`opt-${key}`} value={String(value)} aria-describedby={helpId} onChange={(e) => setOptions({ ...options, [key]: bounds.choices!.find((c) => String(c) === e.target.value) ?? def })}>
                      {bounds.choices.map((c) => (
                        <option key={String(c)} value={String(c)}>
                          {String(c)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <label className="field inline">
                    <span>{label}</span>
                    <input
                      id={`opt-${key}`}
                      type="number"
                      value={String(value ?? "")}
                      min={bounds?.min}
                      max={bounds?.max}
                      step={bounds?.step ?? "any"}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${problemId} ${helpId}` : helpId}
                      onChange={(e) => setOptions({ ...options, [key]: e.target.value === "" ? def : Number(e.target.value) })}
                    />
                  </label>
                )}
                {problem && (
                  <p id={problemId} className="problem" role="alert">
                    {problem}
                  </p>
                )}
                <p id={helpId} className="help">
                  {help}
                  {/* A game's own help may already name the default: then it is not said twice. */}
                  {!SAYS_DEFAULT.test(help) && <span className="muted"> ({t("create.defaultValue", { value: shownDefault })})</span>}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
      <label className="field inline">
        <span>{t("create.seats")}</span>
        <select value={seatCount} onChange={(e) => setSeats(Number(e.target.value))}>
          {game.playerCounts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t("create.visibility")}</legend>
        {(["public", "private"] as const).map((v) => (
          <label key={v} className="check">
            <input type="radio" name="visibility" value={v} checked={visibility === v} onChange={() => setVisibility(v)} />
            <span>{t(`create.${v}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="field inline">
        <span>{t("create.timeLimit")}</span>
        <select value={timeLimit === null ? "none" : String(timeLimit)} onChange={(e) => setTimeLimit(e.target.value === "none" ? null : (Number(e.target.value) as TimeLimit))}>
          {TIME_LIMITS.map((l) => (
            <option key={String(l)} value={l === null ? "none" : String(l)} disabled={l === null && visibility === "public"}>
              {l === null ? t("create.none") : t("lobby.seconds", { count: l })}
            </option>
          ))}
        </select>
      </label>
      {visibility === "public" && timeLimit === null && <p className="help">{t("create.noneOnlyPrivate")}</p>}
      {error && <p role="alert">{t("create.failed", { message: error })}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("create.creating") : t("create.submit")}
      </button>
    </form>
  );
}
