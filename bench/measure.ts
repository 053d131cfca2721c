/** Timing helpers shared by the benchmarks. */
import { readFileSync } from "node:fs";

/** Seconds of CPU the whole machine spent busy, from /proc/stat (0 where it is unavailable). */
export function machineBusySeconds(): number {
  try {
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3]! + (cpu[4] ?? 0);
    return (cpu.reduce((a, b) => a + b, 0) - idle) / 100;
  } catch {
    return 0;
  }
}

export interface Timed {
  readonly seconds: number;
  readonly iterations: number;
  readonly units: number;
  readonly perSecond: number;
  readonly unitsPerSecond: number;
  /** Iterations per second of this process's own CPU time: what a loaded machine does not dilute. */
  readonly perCpuSecond: number;
  /** CPU used by other processes meanwhile, in cores: a noisy neighbour shows up here. */
  readonly otherCpuCores: number;
}

/** Seconds of CPU this process has used. */
function ownCpuSeconds(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
}

/**
 * Runs `step` (which returns how many units it did) after a warm-up of 1 s of wall time and
 * at least 1 s of the process's own CPU, for `seconds` of wall time. On a loaded machine a
 * second of wall time can give the process a tenth of a core: the JIT had not finished
 * compiling, and games with longer matches (fewer of them in the warm-up) lost the most.
 */
export function timed(step: (i: number) => number, seconds: number): Timed {
  let i = 0;
  const warm = performance.now() + 1000;
  const cpuAtStart = ownCpuSeconds();
  while (performance.now() < warm) step(i++);
  while (ownCpuSeconds() - cpuAtStart < 1) step(i++);
  const cpu0 = process.cpuUsage();
  const busy0 = machineBusySeconds();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let iterations = 0;
  let units = 0;
  while (performance.now() < end) {
    units += step(i++);
    iterations++;
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const own = (cpu.user + cpu.system) / 1e6 / wall;
  return {
    seconds: round(wall, 3),
    iterations,
    units,
    perSecond: round(iterations / wall, 1),
    unitsPerSecond: Math.round(units / wall),
    perCpuSecond: Math.round(iterations / ((cpu.user + cpu.system) / 1e6)),
    otherCpuCores: round((machineBusySeconds() - busy0) / wall - own, 2),
  };
}

export function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
