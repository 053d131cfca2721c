/** The create form's own check of a number option against the bounds the server sent. */
import { describe, expect, it } from "vitest";
import { optionProblem } from "../src/optionCheck.ts";

describe("an option value against its bounds", () => {
  const lives = { min: 1, max: 7, step: 1 };
  it("inside the bounds: no problem", () => {
    for (const v of [1, 3, 7]) expect(optionProblem(v, lives)).toBeNull();
  });
  it("below, above, or a fraction of a whole number: the bound it breaks", () => {
    expect(optionProblem(0, lives)).toEqual({ key: "atLeast", limit: "1" });
    expect(optionProblem(9, lives)).toEqual({ key: "atMost", limit: "7" });
    expect(optionProblem(2.5, lives)).toEqual({ key: "whole", limit: "" });
  });
  it("a choice outside the allowed values names them", () => {
    expect(optionProblem(300, { choices: [250, 300, 500] })).toBeNull();
    expect(optionProblem(400, { choices: [250, 300, 500] })).toEqual({ key: "oneOf", limit: "250, 300, 500" });
  });
  it("no bounds known (a boolean, an older server): nothing to say", () => {
    expect(optionProblem(true, undefined)).toBeNull();
  });
});
