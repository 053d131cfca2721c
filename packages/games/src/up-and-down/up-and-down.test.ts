import { describe, expect, it } from "vitest";
import { parseOptions, playMatch } from "@gg/core";
import { describeContract } from "@gg/core/testing";
import { ohHell } from "../oh-hell/index.ts";
import { handSizes, type OhHellState } from "../oh-hell/state.ts";
import { upAndDown } from "./index.ts";

describeContract(upAndDown, { players: [2, 4, 9], options: [{}, { upAndDown: false }], runs: 2 });

describe("Up and Down", () => {
  it("is Oh Hell's engine under its own id and names", () => {
    expect(upAndDown.id).toBe("up-and-down");
    expect(upAndDown.names.en).toBe("Up and Down");
    expect(upAndDown.apply).toBe(ohHell.apply);
    expect(upAndDown.setup).toBe(ohHell.setup);
  });

  it("has Up and Down on by default (Oh Hell has it off)", () => {
    expect(parseOptions(upAndDown, {})).toEqual({ exactBidBonus: 5, upAndDown: true });
    expect(parseOptions(ohHell, {}).upAndDown).toBe(false);
  });

  it("plays the hands down to 1 and back up", () => {
    for (const players of [4, 9]) {
      const { match } = playMatch(upAndDown, { players, seed: `sizes-${players}`, options: parseOptions(upAndDown, {}) });
      const sizes = (match.state as OhHellState).sheet.map((l) => l.size);
      expect(sizes).toEqual(handSizes(players, true));
    }
    expect(handSizes(9, true)).toEqual([5, 4, 3, 2, 1, 2, 3, 4, 5]);
  });
});
