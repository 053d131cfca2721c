/**
 * Per-client limits (limits.ts), against a real server and real clients, each
 * case on a server of its own with small limits: new tables per address, tables
 * waiting per guest identity, new identities per address (over HTTP and by
 * joins without a token), matchmaking requests per address, WebSockets held
 * per address, and `X-Forwarded-For` trusted only behind a configured proxy.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Client, type Room } from "@colyseus/sdk";
import { WebSocket } from "ws";
import type { RunningServer } from "../src/index.ts";
import type { ClientLimitsConfig } from "../src/limits.ts";
import { TestClient, startTestServer } from "./helpers.ts";
import { UNLIMITED_CLIENTS } from "./fixtures/config.ts";

const servers: RunningServer[] = [];
const rooms: Room[] = [];
afterEach(async () => {
  await Promise.all(rooms.splice(0).map((r) => r.leave().catch(() => {})));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serverWith(limits: Partial<ClientLimitsConfig>): Promise<RunningServer> {
  const server = await startTestServer({ limits: { ...UNLIMITED_CLIENTS, ...limits } });
  servers.push(server);
  return server;
}

const table = { game: "test-race", seats: 2, timeLimit: 120 };

async function create(server: RunningServer, options: Record<string, unknown> = {}): Promise<TestClient> {
  const client = await TestClient.create(server.url, { ...table, ...options });
  rooms.push(client.room);
  await client.until(() => client.welcome !== null, "welcome");
  return client;
}

async function newGuest(server: RunningServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/guests`, { method: "POST", headers });
}

describe("per-client limits", () => {
  it("new tables per address: past the rate, a create is refused with RATE_LIMITED", async () => {
    const server = await serverWith({ roomsPerMinute: 3 });
    for (let i = 0; i < 3; i++) await create(server);
    await expect(create(server)).rejects.toThrow(/RATE_LIMITED/);
  });

  it("tables waiting per guest identity: a fourth waiting table is refused; once one starts, another may open", async () => {
    const server = await serverWith({ waitingRoomsPerPlayer: 3 });
    const guest = await (await newGuest(server)).json();
    const hosted: TestClient[] = [];
    for (let i = 0; i < 3; i++) hosted.push(await create(server, { token: guest.token }));
    await expect(create(server, { token: guest.token })).rejects.toThrow(/RATE_LIMITED: you already host 3 tables/);
    // Another identity is not held back by this one's tables.
    await create(server);
    hosted[0]!.send("addBot", {});
    hosted[0]!.send("start");
    await hosted[0]!.until(() => hosted[0]!.view !== null, "the match started");
    await create(server, { token: guest.token });
  });

  it("new guest identities per address, over HTTP and by joins without a token", async () => {
    const server = await serverWith({ guestsPerMinute: 3 });
    expect((await newGuest(server)).status).toBe(201);
    const host = await create(server); // a create without a token makes an identity: the second
    const joined = await TestClient.join(server.url, host.room.roomId); // the third
    rooms.push(joined.room);
    const refused = await newGuest(server);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "RATE_LIMITED", message: expect.stringMatching(/too many new guests/) });
    await expect(TestClient.join(server.url, host.room.roomId, { spectate: true })).rejects.toThrow(/RATE_LIMITED/);
    // A player who brings their token is no new identity.
    await TestClient.join(server.url, host.room.roomId, { spectate: true, token: host.welcome!.token }).then((c) => rooms.push(c.room));
  });

  it("matchmaking requests per address: a burst of seat reservations is cut off", async () => {
    const server = await serverWith({ matchmakingPerMinute: 5 });
    const host = await create(server);
    const reserve = () => fetch(`${server.url}/matchmake/joinById/${host.room.roomId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ spectate: true, token: host.welcome!.token }) });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reserve()).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]); // the create was the first request
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it("WebSockets per address: past the cap a new one is refused at the upgrade (429); one closing frees a place", async () => {
    const server = await serverWith({ connectionsPerAddress: 3 });
    const lobbies: Room[] = [];
    for (let i = 0; i < 3; i++) lobbies.push(await new Client(server.url).join("lobby"));
    rooms.push(...lobbies.slice(1));
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(server.url.replace("http", "ws") + "/x/y");
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("open", () => resolve(101));
      socket.on("error", () => {});
    });
    expect(status).toBe(429);
    await lobbies[0]!.leave();
    await new Promise((r) => setTimeout(r, 100));
    rooms.push(await new Client(server.url).join("lobby"));
  });

  it("X-Forwarded-For counts only behind a trusted proxy, and then only the entry that proxy added", async () => {
    const direct = await serverWith({ guestsPerMinute: 2 });
    // Without a trusted proxy, a client cannot pass for many addresses.
    const spoofed: number[] = [];
    for (let i = 0; i < 3; i++) spoofed.push((await newGuest(direct, { "x-forwarded-for": `10.0.0.${i}` })).status);
    expect(spoofed).toEqual([201, 201, 429]);
    await servers.pop()!.close(); // one server per process at a time (Colyseus' matchmaker is a process singleton)

    const proxied = await serverWith({ guestsPerMinute: 2, trustProxy: 1 });
    // Behind one proxy: the rightmost entry is the client's; anything the client put before it is ignored.
    const from = (client: string, claimed: string) => newGuest(proxied, { "x-forwarded-for": `${claimed}, ${client}` });
    expect([(await from("198.51.100.1", "1.1.1.1")).status, (await from("198.51.100.1", "2.2.2.2")).status, (await from("198.51.100.1", "3.3.3.3")).status]).toEqual([201, 201, 429]);
    expect((await from("198.51.100.2", "1.1.1.1")).status).toBe(201);
  });
});
