/** The most text one source may yield, in characters (about 2 MB). More fails with `tooLarge`. */
export const MAX_TEXT_CHARS = 2_000_000;

/** The most rows one CSV may hold under its header row. More fails with `tooLarge`. */
export const MAX_CSV_ROWS = 2_000;

/**
 * The most bytes one entry of a ZIP file (a DOCX part) may inflate to: the guard against ZIP
 * bombs, checked while inflating, whatever size the archive declares.
 */
export const MAX_ZIP_ENTRY_BYTES = 32 * 1024 * 1024;

/** Web reading: pages read from one sitemap, bytes per page, and the whole reading's time. */
export const MAX_WEB_PAGES = 20;
export const MAX_WEB_PAGE_BYTES = 1024 * 1024;
export const WEB_READING_TIMEOUT_MS = 20_000;
