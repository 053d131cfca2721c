import { z } from "zod";
import { Chance, IllegalActionError, initialChance, randomInt, type ChanceState, type GameDefinition } from "../src/index.ts";

/** A tiny game: players take turns adding 1–3; whoever reaches the target wins. A die picks who starts. */
interface S { players: number; total: number; turn: number; target: number; chance: ChanceState; over: boolean; host: boolean }
type A = { type: "add"; n: number };
const options = z.strictObject({ target: z.number().int().min(5).max(50).default(10) });
const text = { en: "x", "pt-BR": "x", uk: "x" };
export const race: GameDefinition<S, A, { total: number }, z.infer<typeof options>> = {
  id: "race",
  engineVersion: "1",
  names: text,
  minPlayers: 2,
  maxPlayers: 3,
  options,
  optionText: { target: { label: text, help: text } },
  rulesDocument: new URL("file:///dev/null"),
  setup({ players, options, seed, chance }) {
    const c = new Chance(initialChance(seed, chance));
    const turn = c.draw("starter", (r) => randomInt(r, players), (v) => v as number);
    return { state: { players, total: 0, turn, target: options.target, chance: c.save(), over: false, host: false }, events: [{ type: "starter", to: "all", seat: turn }] };
  },
  activeSeats: (s) => (s.over ? [] : [s.turn]),
  legalActions: (s, seat) => (s.over || seat !== s.turn ? [] : [1, 2, 3].map((n) => ({ type: "add", n }))),
  apply(s, seat, a) {
    if (s.over) throw new IllegalActionError("GAME_OVER", "over");
    if (seat !== s.turn) throw new IllegalActionError("NOT_YOUR_TURN", "wait");
    if (!a || a.type !== "add" || ![1, 2, 3].includes(a.n)) throw new IllegalActionError("MALFORMED_ACTION", "add 1–3");
    const total = s.total + a.n;
    const over = total >= s.target;
    return { state: { ...s, total, over, turn: over ? s.turn : (s.turn + 1) % s.players }, events: [{ type: "added", to: "all", seat, n: a.n }, { type: "secret", to: [seat] }, { type: "hint", to: { except: seat } }] };
  },
  view: (s) => ({ total: s.total }),
  result: (s) => (s.over ? { scores: [...Array(s.players).keys()].map((i) => (i === s.turn && !s.host ? 1 : 0)), winners: s.host ? [] : [s.turn], ranks: [] } : null),
  endByHost: (s) => ({ state: { ...s, over: true, host: true }, events: [] }),
};

