/**
 * The server's modules import one another without a circle (type-only imports
 * count too): each can be read, tested and loaded on its own, and none can
 * see another half-initialised at start-up. The lobby, the directory of rooms,
 * the cluster's shared directory, the metrics and the server context once
 * imported each other in a circle.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { expect, it } from "vitest";

const SRC = new URL("../src/", import.meta.url).pathname;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

/** Each module's relative imports and re-exports (static, dynamic, type-only). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modules(SRC)) {
    const text = readFileSync(file, "utf8");
    const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g), ...text.matchAll(/import\(\s*"(\.[^"]+)"\s*\)/g)].map((m) => m[1]!);
    graph.set(file, specifiers.map((s) => normalize(join(dirname(file), s))));
  }
  return graph;
}

/** The first circle found, as a path of modules, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done" || !graph.has(file)) return null;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file)!) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

it("the server's modules import one another without a circle", () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(20);
  expect(findCircle(graph)?.map((f) => relative(SRC, f)) ?? null).toBeNull();
});

it("finds a circle where there is one", () => {
  const graph = new Map([
    ["/a.ts", ["/b.ts"]],
    ["/b.ts", ["/c.ts"]],
    ["/c.ts", ["/a.ts"]],
  ]);
  expect(findCircle(graph)).toEqual(["/a.ts", "/b.ts", "/c.ts", "/a.ts"]);
});
