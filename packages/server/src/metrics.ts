/**
 * Prometheus metrics on a registry of our own (not prom-client's global one),
 * so several servers in one process, as in tests, do not collide.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { RoomDirectory } from "./directory.ts";

export class Metrics {
  readonly registry = new Registry();
  readonly messages: Counter<"direction">;
  readonly actionLatency: Histogram;
  readonly botDecisions: Counter<"where">;

  constructor(rooms: RoomDirectory) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({ name: "gg_rooms", help: "Open game rooms", labelNames: ["status"], registers, collect() {
      this.reset();
      for (const room of rooms.all()) this.inc({ status: room.status });
    } });
    new Gauge({ name: "gg_seats", help: "Occupied seats by kind (human connected, human away, bot)", labelNames: ["kind"], registers, collect() {
      this.reset();
      for (const room of rooms.all()) for (const seat of room.seats) if (seat.human || seat.bot) this.inc({ kind: seat.bot ? "bot" : seat.away ? "away" : seat.connected ? "human" : "disconnected" });
    } });
    new Gauge({ name: "gg_bots_active", help: "Seats a bot is playing now (bot seats and away humans) in running matches", registers, collect() {
      let n = 0;
      for (const room of rooms.all()) if (room.status === "playing") for (const seat of room.seats) if (seat.bot || seat.away) n++;
      this.set(n);
    } });
    this.messages = new Counter({ name: "gg_messages_total", help: "Room messages, by direction", labelNames: ["direction"], registers });
    this.botDecisions = new Counter({ name: "gg_bot_decisions_total", help: "Bot decisions, by where they were made (a bot thread or the main thread)", labelNames: ["where"], registers });
    this.actionLatency = new Histogram({
      name: "gg_action_latency_seconds",
      help: "From a client's action arriving to every view being sent",
      buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
  }
}
