/** Delay before a footer link scrolls the new page to the top (spec §9). */
export const FOOTER_SCROLL_DELAY_MS = 100;

/** Jumps to the top of the page shortly after a footer link is followed. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'instant' }), FOOTER_SCROLL_DELAY_MS);
}
