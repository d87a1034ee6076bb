/**
 * The time the WhatsApp manager reads and the timers it sets, injectable so tests can drive them.
 * Timer handles are opaque: only what `setTimeout`/`setInterval` returned is passed back.
 */
export interface WhatsAppClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * The real clock. It looks the globals up on every call (rather than capturing them), so a test
 * that installs fake timers drives a manager built with the default clock too.
 */
export const systemClock: WhatsAppClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as NodeJS.Timeout),
};

/** Lets a background timer not keep the process alive on its own (when the handle supports it). */
export function unrefTimer(handle: unknown): void {
  (handle as { unref?: () => void } | null)?.unref?.();
}
