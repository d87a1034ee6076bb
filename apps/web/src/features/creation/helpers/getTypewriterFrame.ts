/** The pace of a typing animation, in milliseconds. */
export interface TypewriterTiming {
  /** Per character typed. */
  charMs: number;
  /** Pause after each line but the last. */
  lineDelayMs: number;
  /** Pause before the first character. */
  startDelayMs?: number;
  /** Pause after the last character before the animation counts as done. */
  endDelayMs?: number;
}

/** What a typing animation shows at one moment. */
export interface TypewriterFrame {
  /** The lines begun so far, the last one possibly cut. */
  lines: string[];
  /** The index of the line being typed or last typed. */
  activeLine: number;
  /** Every character is shown. */
  typed: boolean;
  /** Typed, and the end pause is over. */
  done: boolean;
}

/** How long the whole animation lasts, end pause included. */
export function getTypewriterDuration(lines: readonly string[], timing: TypewriterTiming): number {
  const typing = lines.reduce((sum, line) => sum + [...line].length * timing.charMs, 0);
  const pauses = Math.max(lines.length - 1, 0) * timing.lineDelayMs;
  return (timing.startDelayMs ?? 0) + typing + pauses + (timing.endDelayMs ?? 0);
}

/**
 * The frame of a typing animation `elapsedMs` after it started: lines are typed one character at
 * a time (characters, not UTF-16 units, so emoji stay whole), with a pause between lines. Pass
 * `Infinity` to show the end at once (skipped, or reduced motion).
 *
 * @example getTypewriterFrame(['Hola', 'Adiós'], 120, { charMs: 40, lineDelayMs: 1200 }).lines // ['Hol']
 */
export function getTypewriterFrame(
  lines: readonly string[],
  elapsedMs: number,
  timing: TypewriterTiming,
): TypewriterFrame {
  let remaining = elapsedMs - (timing.startDelayMs ?? 0);
  const shown: string[] = [];
  if (lines.length === 0) {
    return { lines: [], activeLine: 0, typed: true, done: remaining >= (timing.endDelayMs ?? 0) };
  }
  for (let index = 0; index < lines.length; index += 1) {
    if (remaining < 0) break;
    const chars = [...(lines[index] ?? '')];
    const lineMs = chars.length * timing.charMs;
    if (remaining < lineMs) {
      shown.push(chars.slice(0, Math.floor(remaining / timing.charMs)).join(''));
      return { lines: shown, activeLine: index, typed: false, done: false };
    }
    shown.push(chars.join(''));
    remaining -= lineMs;
    if (index < lines.length - 1) remaining -= timing.lineDelayMs;
  }
  const typed = shown.length === lines.length;
  return {
    lines: shown,
    activeLine: Math.max(shown.length - 1, 0),
    typed,
    done: typed && remaining >= (timing.endDelayMs ?? 0),
  };
}
