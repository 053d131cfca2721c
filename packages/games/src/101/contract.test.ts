import { describeContract } from "@gg/core/testing";
import { game101 } from "./index.ts";

describeContract(game101, { players: [2, 3, 6], options: [{}, { limit: 51 }] });
