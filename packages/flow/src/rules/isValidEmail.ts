/**
 * The e-mail rule of the spec (§5): a local part of 1–64 characters without spaces or `@`, a
 * domain of at most 255 characters, and a final label (TLD) of 2–63 letters.
 * @example isValidEmail('ana@plubot.com') // true
 */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || /\s/.test(local)) return false;
  if (domain.length === 0 || domain.length > 255 || /\s/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => label.length === 0 || label.length > 63)) return false;
  if (!labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !label.startsWith('-') && !label.endsWith('-')))
    return false;
  const tld = labels[labels.length - 1] ?? '';
  return /^[a-z]{2,63}$/i.test(tld);
}

/** Trims and lower-cases an e-mail the way the server stores it. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
