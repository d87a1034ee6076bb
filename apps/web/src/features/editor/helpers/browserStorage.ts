/** The browser's localStorage, or undefined where it is disabled (some private modes throw on access). */
export function getBrowserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
