/**
 * Builds the client into dist/, which the GG server serves at `/`.
 * The dev server proxies the API and WebSocket to a local GG server (npm start).
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const server = process.env.GG_SERVER ?? "http://127.0.0.1:2567";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 600 },
  server: { proxy: { "/api": server, "/matchmake": { target: server, ws: true } } },
});
