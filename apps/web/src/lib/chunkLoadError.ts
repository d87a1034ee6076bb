import { APP_EVENTS } from '../config/events';

/** Thrown when the code of a lazy screen could not be downloaded (often: a new version was deployed). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Announces a failed chunk load so the reload offer can appear wherever the user is. */
export function reportPreloadError(cause: unknown): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.preloadError, { detail: cause }));
}

/** Vite reports failed preloads of a chunk's dependencies with its own event; forward it. */
export function listenForVitePreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => reportPreloadError(event.payload));
}
