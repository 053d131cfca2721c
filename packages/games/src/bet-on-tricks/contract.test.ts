import { describeContract } from "@gg/core/testing";
import { betOnTricks } from "./index.ts";

describeContract(betOnTricks, {
  players: [2, 4, 8],
  options: [
    {},
    { manilha: true, joker: true },
    { cut: true, quick: true },
    { joker: true, cut: true, suddenDeath: true },
    { manilha: true, joker: true, cut: true, quick: true, lives: 7 },
  ],
});
