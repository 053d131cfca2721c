// Worker threads start without the main thread's TypeScript loader: register it, then run the worker.
import { register } from "tsx/esm/api";

register();
await import("./bot-worker.ts");
