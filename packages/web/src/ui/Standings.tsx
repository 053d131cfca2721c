/**
 * The end of a match: who won, then every seat's (or every team's) rank and
 * score. Shown at the table when the match ends and at a replay's last step.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameResult, TeamStanding } from "@gg/core";
import { teamName } from "../table/teams.ts";

export function Standings({ result, names, children }: { result: GameResult; names: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  // A team game ranks its teams: one line per team, the winning team named.
  if (result.teams) return <TeamStandings teams={result.teams} endedByHost={!!result.endedByHost} names={names}>{children}</TeamStandings>;
  const order = result.ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = result.winners.map((s) => names[s] ?? `#${s + 1}`).join(", ");
  return (
    <section className="panel summary" aria-labelledby="game-over">
      <h2 id="game-over">{t("table.gameOver")}</h2>
      {result.endedByHost && <p>{t("table.endedByHost")}</p>}
      {/* A lone Solitaire board given up or ended has no winner: no empty "Winner:" line. */}
      {result.winners.length > 0 && <p className="winner">{result.winners.length > 1 ? t("table.winners", { names: winners }) : t("table.winner", { names: winners })}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">{t("table.rank")}</th>
            <th scope="col">{t("table.player")}</th>
            <th scope="col">{t("table.score")}</th>
          </tr>
        </thead>
        <tbody>
          {order.map(({ rank, seat }) => (
            <tr key={seat}>
              <td>{rank}</td>
              <td>{names[seat]}</td>
              <td>{result.scores[seat]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}

function TeamStandings({ teams, endedByHost, names, children }: { teams: readonly TeamStanding[]; endedByHost: boolean; names: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const order = teams.map((team, index) => ({ ...team, index })).sort((a, b) => a.rank - b.rank || a.index - b.index);
  const winning = order.filter((team) => team.rank === 1).map((team) => teamName(team.seats, names));
  return (
    <section className="panel summary" aria-labelledby="game-over">
      <h2 id="game-over">{t("table.gameOver")}</h2>
      {endedByHost && <p>{t("table.endedByHost")}</p>}
      <p className="winner">{winning.length > 1 ? t("table.winningTeams", { teams: winning.join(" · ") }) : t("table.winningTeam", { team: winning[0] })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("table.rank")}</th>
            <th scope="col">{t("table.team")}</th>
            <th scope="col">{t("table.score")}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((team) => (
            <tr key={team.index}>
              <td>{team.rank}</td>
              <td>{teamName(team.seats, names)}</td>
              <td>{team.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}
