/**
 * A bot thread: decides for bots off the main thread, so a slow level (a
 * search bot thinking 200 ms) never stalls every room's event loop. It sees
 * exactly what `botAction` gives a bot: the seat's view and legal actions.
 */
import { parentPort } from "node:worker_threads";
import { createRandom, makeBot, type Bot } from "@gg/core";
import { findGame } from "@gg/games";
import type { BotRequest, BotReply } from "./botpool.ts";

// Bots may keep memory between decisions (what was played): one per room seat and level.
const bots = new Map<string, Bot<unknown, { type: string }>>();

parentPort!.on("message", (message: BotRequest | { forget: string }) => {
  if ("forget" in message) {
    for (const key of bots.keys()) if (key.startsWith(message.forget)) bots.delete(key);
    return;
  }
  const { id, game: gameId, level, key, seat, view, legal, seed } = message;
  let reply: BotReply;
  try {
    const game = findGame(gameId);
    if (!game) {
      reply = { id, error: "UNKNOWN_GAME" };
    } else {
      let bot = bots.get(key);
      if (!bot) bots.set(key, (bot = makeBot(game, level)));
      reply = { id, action: bot.act({ seat, view, legal: legal as readonly { type: string }[], random: createRandom(seed) }) };
    }
  } catch (error) {
    reply = { id, error: String(error) };
  }
  parentPort!.postMessage(reply);
});
