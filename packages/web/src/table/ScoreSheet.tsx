/**
 * A score sheet for the trick games: a heading row, one row per hand, a total
 * row. Each game says its columns; the sheet only lays them out (scrolling
 * sideways on a phone when wide).
 */
import type { ReactNode } from "react";

export interface SheetSpec {
  readonly head: readonly ReactNode[];
  readonly rows: readonly (readonly ReactNode[])[];
  /** The total row: its label, then one cell per remaining column. */
  readonly total?: { readonly label: string; readonly cells: readonly ReactNode[]; readonly span: number };
}

export function ScoreSheet({ head, rows, total }: SheetSpec) {
  return (
    <div className="scroll-x sheet">
      <table>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="name-cell">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
          {total && (
            <tr className="total">
              <th scope="row" colSpan={total.span}>
                {total.label}
              </th>
              {total.cells.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
