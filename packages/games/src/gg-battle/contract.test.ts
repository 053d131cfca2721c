import { describeContract } from "@gg/core/testing";
import { ggBattle, ggBattleSearchBot } from "./index.ts";

// The search level's honesty does not depend on its playout count, so the suite checks the same
// code with few, short playouts to keep the run short (the default level is measured in the arena).
describeContract(
  { ...ggBattle, bots: { ...ggBattle.bots, search: () => ggBattleSearchBot(24, 8) } },
  { players: [2, 3, 4], options: [{}, { strategyDeck: false }] },
);
