/**
 * Colyseus 0.18 declares Node >= 22, where `WebSocket` is a global. On Node 20
 * it is not, and Colyseus' reconnection path crashes without it. This module
 * must be evaluated before `@colyseus/core`: `index.ts` imports it first, and
 * ESM evaluates imports in order. Remove once the platform requires Node 22.
 */
import { WebSocket } from "ws";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
