import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


describe("a room", () => {
  it("is created, joined, filled with a bot, started and played to the end", async () => {
    const host = await TestClient.create(server.url, { game: "test-race", seats: 3 }, "Ana");
    await host.until(() => host.info !== null && host.welcome !== null, "room info");
    expect(host.welcome!.seat).toBe(0);
    expect(host.info!.host).toBe(0);
    expect(host.info!.status).toBe("waiting");
    expect(host.welcome!.token).toMatch(/^g_/);

    const guest = await TestClient.join(server.url, host.room.roomId, { name: "Bea" });
    await guest.until(() => guest.welcome !== null);
    expect(guest.welcome!.seat).toBe(1);

    guest.send("start");
    expect((await guest.nextError()).code).toBe("NOT_HOST");

    host.send("addBot", { level: "rules" });
    await host.until(() => host.info!.seats[2]?.bot === "rules", "the bot seat");
    host.autoplay();
    guest.autoplay();
    host.send("start");
    await host.until(() => host.view?.result != null, "the end of the match").catch((e) => { console.log(JSON.stringify(host.received.slice(-6)), host.errors, guest.errors); throw e; });
    await guest.until(() => guest.info?.status === "finished", "finished status");
    expect(guest.info!.standings!.names).toEqual(["Ana", "Bea", "Bot 3 (rules)"]);

    const record = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    expect(record.status).toBe("finished");
    expect(record.record.actions).toHaveLength(9);
    const history = await (await fetch(`${server.url}/api/players/${guest.welcome!.playerId}/matches`)).json();
    expect(history[0]).toMatchObject({ matchId: host.room.roomId, seat: 1, game: "test-race" });
    await host.leave();
    await guest.leave();
  });
});
