/** Every string in three languages: same keys everywhere, same placeholders, and every key the UI uses exists. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../src/locales/en.ts";
import { ptBR } from "../src/locales/pt-BR.ts";
import { uk } from "../src/locales/uk.ts";
import { browserLocale } from "../src/i18n.ts";

type Tree = { readonly [k: string]: unknown };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v as Tree, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const base = (key: string) => key.replace(PLURAL, "");
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const EN = flatten(en);

describe("translations", () => {
  for (const [name, dict] of [["pt-BR", ptBR], ["uk", uk]] as const) {
    it(`${name} has every English string, with the same placeholders`, () => {
      const other = flatten(dict as Tree);
      const missing = [...EN.keys()].filter((k) => !other.has(k));
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((k) => !EN.has(k) && !(PLURAL.test(k) && [...EN.keys()].some((e) => base(e) === base(k))));
      expect(extra).toEqual([]);
      for (const [key, text] of other) {
        const english = EN.get(key) ?? EN.get(`${base(key)}_other`)!;
        expect([key, placeholders(text)]).toEqual([key, placeholders(english)]);
      }
    });
  }

  it("has every key the components ask for", () => {
    const src = new URL("../src", import.meta.url).pathname;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f) && !p.includes("locales")) files.push(p);
      }
    };
    walk(src);
    const used = new Set<string>();
    for (const f of files) for (const m of readFileSync(f, "utf8").matchAll(/\bt\("([\w.]+)"/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(100);
    const known = new Set([...EN.keys()].map(base));
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });

  it("defaults to the browser's language", () => {
    expect(browserLocale(["pt-PT", "en"])).toBe("pt-BR");
    expect(browserLocale(["uk-UA"])).toBe("uk");
    expect(browserLocale(["de-DE", "en-GB"])).toBe("en");
    expect(browserLocale(["fr"])).toBe("en");
  });
});
