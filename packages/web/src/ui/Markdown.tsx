/**
 * Just enough Markdown for the games' rules documents (headings, lists,
 * tables, paragraphs, bold, italics, code), rendered as React elements, so
 * no HTML string is ever injected.
 */
import type { ReactNode } from "react";

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let key = 0;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const tok = m[0];
    if (tok.startsWith("**")) out.push(<strong key={key++}>{tok.slice(2, -2)}</strong>);
    else if (tok.startsWith("`")) out.push(<code key={key++}>{tok.slice(1, -1)}</code>);
    else out.push(<em key={key++}>{tok.slice(1, -1)}</em>);
    last = m.index + tok.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (row: string) => row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

export function Markdown({ text }: { text: string }) {
  const lines = text.replace(/\r/g, "").split("\n");
  const blocks: ReactNode[] = [];
  let i = 0;
  let key = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const h = line.match(/^(#{1,4})\s+(.*)$/);
    if (h) {
      const level = Math.min(4, h[1]!.length + 1); // the page already has its h1
      const Tag = `h${level}` as "h2";
      blocks.push(<Tag key={key++}>{inline(h[2]!)}</Tag>);
      i++;
      continue;
    }
    if (line.trim().startsWith("|")) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith("|")) rows.push(lines[i++]!);
      const [head, , ...body] = rows;
      blocks.push(
        <div className="scroll-x" key={key++}>
          <table className="md-table">
            <thead>
              <tr>
                {cells(head!).map((c, j) => (
                  <th key={j} scope="col">
                    {inline(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((r, k) => (
                <tr key={k}>
                  {cells(r).map((c, j) => (
                    <td key={j}>{inline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s/.test(line)) {
      // A list; deeper-indented items and continuation lines nest under the previous item.
      const items: { depth: number; text: string }[] = [];
      while (i < lines.length && lines[i]!.trim() && (/^\s*([-*]|\d+\.)\s/.test(lines[i]!) || /^\s{2,}\S/.test(lines[i]!))) {
        const l = lines[i++]!;
        const item = l.match(/^(\s*)(?:[-*]|\d+\.)\s+(.*)$/);
        if (item) items.push({ depth: item[1]!.length >= 2 ? 1 : 0, text: item[2]! });
        else if (items.length) items[items.length - 1]!.text += " " + l.trim();
      }
      const top: { text: string; sub: string[] }[] = [];
      for (const it of items) {
        if (it.depth === 0 || !top.length) top.push({ text: it.text, sub: [] });
        else top[top.length - 1]!.sub.push(it.text);
      }
      blocks.push(
        <ul key={key++}>
          {top.map((it, k) => (
            <li key={k}>
              {inline(it.text)}
              {it.sub.length > 0 && (
                <ul>
                  {it.sub.map((s, j) => (
                    <li key={j}>{inline(s)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>,
      );
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#|\||\s*[-*]\s|\s*\d+\.\s)/.test(lines[i]!)) para.push(lines[i++]!.trim());
    blocks.push(<p key={key++}>{inline(para.join(" "))}</p>);
  }
  return <div className="markdown">{blocks}</div>;
}
