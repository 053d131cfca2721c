/**
 * The table's sounds, synthesized with Web Audio (a few oscillator notes: no
 * files to download): your turn, a card played, a trick won, five seconds left.
 * Silent when muted, when the browser has no Web Audio, or before the page may
 * play sound (browsers allow it after the player's first click).
 */
import { tableSettings } from "./settings.ts";

export type Cue = "turn" | "card" | "trick" | "hurry";

/** Notes per cue: frequency (Hz), start and length (s), wave, loudness. */
const NOTES: Record<Cue, readonly { f: number; at: number; len: number; wave: OscillatorType; gain: number }[]> = {
  turn: [
    { f: 660, at: 0, len: 0.12, wave: "sine", gain: 0.18 },
    { f: 880, at: 0.11, len: 0.18, wave: "sine", gain: 0.18 },
  ],
  card: [{ f: 220, at: 0, len: 0.05, wave: "triangle", gain: 0.22 }],
  trick: [
    { f: 523, at: 0, len: 0.08, wave: "triangle", gain: 0.12 },
    { f: 659, at: 0.07, len: 0.08, wave: "triangle", gain: 0.12 },
    { f: 784, at: 0.14, len: 0.14, wave: "triangle", gain: 0.12 },
  ],
  hurry: [{ f: 1000, at: 0, len: 0.06, wave: "square", gain: 0.06 }],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  context ??= new window.AudioContext();
  if (context.state === "suspended") void context.resume().catch(() => {});
  return context;
}

export function playCue(cue: Cue): void {
  if (tableSettings().muted) return;
  const ctx = audio();
  if (!ctx || ctx.state !== "running") return;
  const start = ctx.currentTime;
  for (const n of NOTES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = n.wave;
    osc.frequency.value = n.f;
    // A quick attack and an exponential fade: a soft click, not a square beep.
    gain.gain.setValueAtTime(0.0001, start + n.at);
    gain.gain.exponentialRampToValueAtTime(n.gain, start + n.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + n.at + n.len);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + n.at);
    osc.stop(start + n.at + n.len + 0.02);
  }
}

/** Called from a click: browsers only let a page start audio after a gesture. */
export function unlockAudio(): void {
  if (!tableSettings().muted) audio();
}
