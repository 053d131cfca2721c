import { describeContract } from "@gg/core/testing";
import { solitaire } from "./index.ts";

// Alone and the largest race; the default options (winnable deals) and draw 3 with its pass limit.
describeContract(solitaire, {
  players: [1, 8],
  options: [{}, { draw: 3, winnableDeals: false }],
  runs: 3,
});
