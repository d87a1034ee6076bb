/** The words a flow variable says «yes» with, in Spanish and English (a yes/no input, a checkbox). */
const YES_WORDS = new Set(['sí', 'si', 'yes', 'true', '1']);

/**
 * Whether a text filled from the conversation means yes: `sí`, `si`, `yes`, `true` or `1`, in any
 * case and with spaces around. Anything else (empty included) is no.
 * @example isYesText(' Sí ') // true
 */
export function isYesText(text: string | undefined): boolean {
  return YES_WORDS.has((text ?? '').trim().toLowerCase());
}
