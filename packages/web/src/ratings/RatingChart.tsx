/** A rating's history as a small inline SVG line: no chart library for one line. */
import type { RatingPoint } from "@gg/server/ratings-protocol";

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;

export function RatingChart({ points, label }: { points: readonly RatingPoint[]; label: string }) {
  if (points.length === 0) return null;
  const values = points.map((p) => p.ordinal);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1; // a flat line sits in the middle
  const x = (i: number) => (points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => (high === low ? HEIGHT / 2 : HEIGHT - PAD - ((v - low) * (HEIGHT - 2 * PAD)) / span);
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return (
    <svg className="rating-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r="2.5" fill="currentColor" />
      ))}
    </svg>
  );
}
