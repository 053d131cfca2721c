/** Entry: languages first (every string is translated), then the app. */
import { createRoot } from "react-dom/client";
import { setupI18n } from "./i18n.ts";
import { App } from "./ui/App.tsx";
import "./styles.css";

// A table's address (a link, a reload): fetch the table's page and the felt while the language loads,
// not one after the other once the app has rendered (the felt's first paint after joining).
if (/^\/(room|join)\//.test(location.pathname)) {
  void import("./ui/RoomPage.tsx");
  void import("./table/FeltTable.tsx");
}
await setupI18n();
createRoot(document.getElementById("root")!).render(<App />);
// Read by the browser tests and the load-time benchmark: the lobby can be used from here on.
performance.mark("gg-app-rendered");
