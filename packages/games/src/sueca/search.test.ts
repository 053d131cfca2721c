import { describe, expect, it } from "vitest";
import { Match, createRandom, playMatch } from "@gg/core";
import { italianSueca } from "../italian-sueca/index.ts";
import { determinize, evaluate, voids } from "./search.ts";
import { sueca } from "./index.ts";
import type { SuecaState } from "./state.ts";
import type { SuecaView } from "./view.ts";

/** Plays `actions` random-legal actions into a match and returns it. */
function midway(game: typeof sueca, seed: string, actions: number): Match<typeof sueca> {
  const m = new Match(game, { players: 4, seed });
  const random = createRandom(`${seed}/policy`);
  for (let i = 0; i < actions; i++) {
    const seat = m.activeSeats()[0]!;
    const legal = m.legalActions(seat);
    m.act(seat, legal[random.uint32() % legal.length]!);
  }
  return m;
}

describe.each([sueca, italianSueca].map((g) => [g.id, g] as const))("%s determinization", (_id, game) => {
  it("keeps the seat's hand and everything public, deals every hidden card once, the partner's hand included", () => {
    let partnerDiffered = false;
    for (const [i, actions] of [0, 5, 13, 22, 31].entries()) {
      const m = midway(game, `det-${i}`, actions);
      const real = m.state as SuecaState;
      const seat = real.turn;
      const v = m.view(seat) as SuecaView;
      const world = determinize(v, seat, createRandom(`world-${i}`));
      expect([...world.hands[seat]!].sort()).toEqual([...real.hands[seat]!].sort());
      expect(world.hands.map((h) => h.length)).toEqual(real.hands.map((h) => h.length));
      expect(world.stock.length).toBe(real.stock.length);
      const all = (s: SuecaState) => [...s.hands.flat(), ...s.stock, ...s.trick.map((p) => p.card), ...s.history.flat().map((p) => p.card)].sort();
      expect(all(world)).toEqual(all(real));
      // The shown trump stays where everyone knows it is.
      if (real.trumpHolder !== null) expect(world.hands[real.trumpHolder]).toContain(real.trumpCard);
      if (real.stock.length > 0) expect(world.stock.at(-1)).toBe(real.trumpCard);
      const partner = (seat + 2) % 4;
      if ([...world.hands[partner]!].sort().join() !== [...real.hands[partner]!].sort().join()) partnerDiffered = true;
      // The sampled world is a legal position: the seat may play there what it may play here.
      const cards = (state: SuecaState) => game.legalActions(state, seat).map((a) => a.card).sort();
      expect(cards(world)).toEqual(cards(real));
    }
    expect(partnerDiffered).toBe(true);
  });

  it("honours the suits a seat has shown it lacks once nobody draws any more", () => {
    const tricks = [
      [
        { seat: 0, card: "AC" },
        { seat: 1, card: "2H" },
        { seat: 2, card: "3C" },
        { seat: 3, card: "4C" },
      ],
    ];
    expect(voids(tricks, 0)[1]!.has("C")).toBe(true);
    expect(voids(tricks, 12)[1]!.has("C")).toBe(false); // a later draw could bring clubs back
    // The first seeded position where a seat other than the one to play has shown a void.
    const positions = Array.from({ length: 30 }, (_, i) => midway(game, `voids-${i}`, game.id === "sueca" ? 24 : 40));
    const m = positions.find((p) => {
      const state = p.state as SuecaState;
      return voids(state.history, state.variant === "sueca" ? 0 : 12).some((suits, s) => s !== state.turn && suits.size > 0);
    })!;
    const real = m.state as SuecaState;
    const seat = real.turn;
    const lacking = voids(real.history, real.variant === "sueca" ? 0 : 12);
    for (let k = 0; k < 20; k++) {
      const world = determinize(m.view(seat) as SuecaView, seat, createRandom(`voids-${k}`));
      for (let s = 0; s < 4; s++) if (s !== seat) for (const card of world.hands[s]!) expect(lacking[s]!.has(card.slice(-1))).toBe(false);
    }
  });
});

describe("Sueca's evaluation", () => {
  it("is the seat's team's lead in game points, the same for both partners, opposite for the other team", () => {
    const { match } = playMatch(sueca, { players: 4, seed: "evaluate" });
    const s = match.state as SuecaState;
    const values = [0, 1, 2, 3].map((seat) => evaluate(s, seat));
    expect(values[0]).toBe(values[2]);
    expect(values[1]).toBe(values[3]);
    expect(values[0]).toBeCloseTo(-values[1]!);
    expect(Math.round(values[0]!)).toBe(s.scores[0] - s.scores[1]);
  });
});
