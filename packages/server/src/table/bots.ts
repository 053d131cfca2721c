/**
 * The server's bot runner: a decision goes to a bot thread (`botpool.ts`), so
 * a slow level never blocks the event loop every table shares, and falls back
 * to this thread when there is no pool, the thread does not know the game (a
 * test game) or it fails. Either way the bot gets exactly what `botAction`
 * gives it: its seat's view and legal actions.
 */
import { randomBytes } from "node:crypto";
import { botAction, createRandom, makeBot, type AnyGame, type Bot, type RandomSource, type Seat } from "@gg/core";
import type { Logger } from "pino";
import type { BotPool } from "../botpool.ts";
import type { BotRequest, BotRunner } from "./ports.ts";

export class ThreadedBots implements BotRunner {
  /** Main-thread bots, one per (seat, level), each keeping its memory. */
  private readonly local = new Map<string, Bot<unknown, { type: string }>>();
  private readonly random: RandomSource = createRandom(randomBytes(16).toString("hex"));
  /** The bot threads do not know this game (a test game): bots decide here. */
  private localOnly = false;

  /** `key` names the table, so the same bot instance (table, seat, level) always lives on the same thread. */
  constructor(
    private readonly pool: BotPool | null,
    private readonly key: string,
    private readonly log: Logger,
    private readonly decided: (where: "thread" | "main") => void = () => {},
  ) {}

  async decide({ game, state, seat, level }: BotRequest): Promise<{ type: string }> {
    const threaded = await this.offThread(game, state, seat, level);
    this.decided(threaded ? "thread" : "main");
    return threaded ?? botAction(game, this.bot(game, seat, level), state, seat, this.random);
  }

  forget(): void {
    this.pool?.forget(`${this.key}/`);
  }

  private bot(game: AnyGame, seat: Seat, level: string): Bot<unknown, { type: string }> {
    const key = `${seat}/${level}`;
    let bot = this.local.get(key);
    if (!bot) this.local.set(key, (bot = makeBot(game, level)));
    return bot;
  }

  /** Null when there is no pool or the thread cannot decide: the main thread decides then. */
  private async offThread(game: AnyGame, state: unknown, seat: Seat, level: string): Promise<{ type: string } | null> {
    if (!this.pool || this.localOnly) return null;
    try {
      return await this.pool.choose({
        game: game.id,
        level,
        key: `${this.key}/${seat}/${level}`,
        seat,
        view: game.view(state, seat),
        legal: game.legalActions(state, seat),
        seed: randomBytes(8).toString("hex"),
      });
    } catch (error) {
      if ((error as Error).message === "UNKNOWN_GAME") this.localOnly = true;
      else this.log.warn({ err: error, roomId: this.key, seat, level }, "bot thread failed; deciding on the main thread");
      return null;
    }
  }
}
