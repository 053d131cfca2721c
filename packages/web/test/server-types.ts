/** The server's message types, re-exported for the protocol mirror check in client.test.ts. */
export type { RoomInfo as RoomInfoForServer, ViewMessage as ViewMessageForServer, WelcomeMessage as WelcomeForServer } from "@gg/server";
export type { Listing as ListingForServer } from "../../server/src/lobby.ts";
