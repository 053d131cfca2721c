/** Entry: languages first (every string is translated), then the app. */
import { createRoot } from "react-dom/client";
import { setupI18n } from "./i18n.ts";
import { App, roomPage } from "./ui/App.tsx";
import { parseRoute } from "./router.ts";
import { startTable } from "./startTable.ts";
import "./styles.css";

// A table's address (a link, a reload): everything the table needs starts while the language
// loads, not one after the other once the app has rendered (the felt's first paint after joining).
// The language is asked for first: the browser opens few connections to a server at once, and the
// first render waits for it.
const language = setupI18n();
const route = parseRoute(location.pathname, location.search);
if (route.name === "room") startTable(route.id, route.watch);
const pageReady = route.name === "room" ? roomPage.preload().catch(() => {}) : null;
await language;
// The table's page is here before the first render (no "Loading…" first).
await pageReady;
createRoot(document.getElementById("root")!).render(<App />);
// Read by the browser tests and the load-time benchmark: the lobby can be used from here on.
performance.mark("gg-app-rendered");
