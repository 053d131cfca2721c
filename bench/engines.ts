/**
 * `npm run bench`: engine throughput of every registered game, side by side
 * in the same run with the peers of ../shared/peers/bgio-ohhell (Oh Hell in
 * boardgame.io, and a bare hand-written loop). The machine is noisy: read the
 * ratios, each line's otherCpuCores, and the rate per CPU-second (the process's own CPU
 * time, which other jobs on the machine do not dilute).
 *
 *   npm run bench -- [--seconds 5] [--games oh-hell,101] [--players 4] [--paths api] [--no-peers]
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { GAMES } from "@gg/games";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    games: { type: "string" },
    players: { type: "string" },
    paths: { type: "string", default: "api,simulate,apply" },
    "no-peers": { type: "boolean", default: false },
  },
});
const seconds = values.seconds!;
const root = join(import.meta.dirname, "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

/** Player counts worth reporting per game; others get their minimum and maximum. */
const PLAYER_COUNTS: Record<string, number[]> = { "oh-hell": [3, 4, 6], "bet-on-tricks": [4, 8], "101": [2, 4, 6], "gg-battle": [2, 4], hearts: [4], sueca: [4], "italian-sueca": [4], "up-and-down": [4], bisca: [2, 3, 4], king: [4], spades: [4], truco: [2, 4], donkey: [4], buraco: [2, 4], solitaire: [] };

type Row = Record<string, unknown>;
const rows: Row[] = [];

function run(command: string, args: string[], cwd = root): Row {
  const out = execFileSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  const row = JSON.parse(out.trim().split("\n").at(-1)!) as Row;
  rows.push(row);
  console.error(JSON.stringify(row));
  return row;
}

const paths = values.paths!.split(",");

/** One measurement, or an empty row for a path left out by `--paths`. */
function gg(game: string, players: number, path: string): Row {
  if (!paths.includes(path)) return {};
  return run(tsx, [join(root, "bench", "engine-run.ts"), "--game", game, "--players", String(players), "--path", path, "--seconds", seconds]);
}

/** A working copy of the peer (../shared may be read-only), installed once. */
function peerDir(): string | null {
  const source = join(root, "..", "shared", "peers", "bgio-ohhell");
  const dir = join(root, "bench", ".peers", "bgio-ohhell");
  if (!existsSync(dir)) {
    if (!existsSync(source)) return null;
    cpSync(source, dir, { recursive: true });
  }
  if (!existsSync(join(dir, "node_modules"))) execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  return dir;
}

const only = values.games?.split(",");
const games = GAMES.filter((g) => !only || only.includes(g.id));
const peer = values["no-peers"] ? null : peerDir();
const table: string[] = [];
console.error(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`);

for (const game of games) {
  const counts = values.players ? values.players.split(",").map(Number) : (PLAYER_COUNTS[game.id] ?? [game.minPlayers, game.maxPlayers]);
  for (const players of counts) {
    const api = gg(game.id, players, "api");
    const simulate = gg(game.id, players, "simulate");
    const apply = gg(game.id, players, "apply");
    let ratios = "";
    if (peer && game.id === "oh-hell") {
      const bgio = run("node", ["bench.mjs", "--mode", "bgio", "--players", String(players), "--seconds", seconds], peer);
      const bare = run("node", ["bench.mjs", "--mode", "bare", "--players", String(players), "--seconds", seconds], peer);
      const r = (a: unknown, b: unknown) => (Number(a) / Number(b)).toFixed(Number(a) / Number(b) < 1 ? 3 : 1);
      ratios = ` ${bgio.matchesPerSec} | ${bare.matchesPerSec} | ${r(api.perSecond, bgio.matchesPerSec)}× | ${r(api.perSecond, bare.matchesPerSec)}× |`;
    } else ratios = " | | | |";
    table.push(
      `| ${game.id} | ${players} | **${api.perSecond}** | ${api.perCpuSecond} | ${simulate.perSecond ?? "—"} | ${api.actionsPerMatch} | ${api.unitsPerSecond} | ${apply.unitsPerSecond ?? "—"} |${ratios} ${api.otherCpuCores} |`,
    );
  }
}

console.log(`\n| game | players | matches/s (API) | matches per CPU-second (API) | matches/s (playMatch) | actions/match | actions/s (API) | apply calls/s | boardgame.io matches/s | bare loop matches/s | GG ÷ boardgame.io | GG ÷ bare | otherCpuCores |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const line of table) console.log(line);

// Solitaire's random games have their own loop (bench/solitaire.ts): random legal card moves, draws and recycles —
// no undo, hint or stop, which a uniform pick would end games with — until the board is won or stuck.
if (games.some((g) => g.id === "solitaire")) {
  const solo = run(tsx, [join(root, "bench", "solitaire.ts"), "--what", "games", "--seconds", seconds]);
  console.log(`\nsolitaire (alone): **${solo.perSecond}** random games/s, ${solo.perCpuSecond} per CPU-second, ${solo.movesPerGame} moves a game, otherCpuCores ${solo.otherCpuCores}`);
}
