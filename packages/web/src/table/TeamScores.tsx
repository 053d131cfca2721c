/** Team scores on the felt: one line per team, its members' names then its score; the viewer's team marked. */
import { teamName } from "./teams.ts";

export function TeamScores({ teams, scores, names, me, label }: { teams: readonly (readonly number[])[]; scores: readonly (number | string)[]; names: readonly string[]; me: number | null; label: string }) {
  return (
    <ul className="team-scores" aria-label={label}>
      {teams.map((members, team) => (
        <li key={team} className={me !== null && members.includes(me) ? "ours" : undefined}>
          <span className="team-names">{teamName(members, names)}</span>
          <strong className="team-score">{scores[team]}</strong>
        </li>
      ))}
    </ul>
  );
}
