/**
 * The room protocol as the client uses it. The shapes are declared once, by the
 * server, in `@gg/server/protocol` (types and constants only: nothing of the
 * server enters the bundle); this file only names what the client needs.
 */
import type { CreateOptions } from "@gg/server/protocol";

export { CHAT_EMOTES, CHAT_MAX_LENGTH, CHAT_PHRASES, CLOSE_KICKED, CLOSE_MOVED, CLOSE_SERVER_STOPPED, CLOSE_UNPROVEN, TIME_LIMITS } from "@gg/server/protocol";
export type {
  Action,
  ApiError,
  ChatLine,
  ChatLogMessage,
  ErrorMessage,
  GameInfo,
  GuestIdentity,
  HistoryEntry,
  JoinOptions,
  JoinRefusalCode,
  Listing,
  LobbyMessageMap,
  MatchRunning,
  PhraseMessage,
  PublishedMatch,
  RoomInfo,
  SeatInfo,
  SpectatorInfo,
  Standings,
  TimeLimit,
  ViewMessage,
  WelcomeMessage,
} from "@gg/server/protocol";

/** What the create form picks; the session adds the player's name and token. */
export type CreateRequest = Required<Pick<CreateOptions, "game" | "options" | "seats" | "timeLimit" | "visibility">>;
