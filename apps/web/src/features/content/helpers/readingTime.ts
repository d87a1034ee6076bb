const WORDS_PER_MINUTE = 200;

/**
 * Minutes a text takes to read at 200 words a minute, rounded up, at least 1.
 * @example getReadingMinutes('una dos tres') // 1
 */
export function getReadingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
