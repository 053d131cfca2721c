import { describeContract } from "@gg/core/testing";
import { ggBattle } from "./index.ts";

describeContract(ggBattle, { players: [2, 3, 4], options: [{}, { strategyDeck: false }] });
