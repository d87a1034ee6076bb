/**
 * Whether a link in content may stay: a same-site path (`/blog`, `#faq`) or an `https:` address.
 * Protocol-relative (`//host`), `http:`, `javascript:`, `mailto:` and other schemes are refused.
 * @example isAllowedHref('/faq') // true
 */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('#')) return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https:\/\/[^\s/]/i.test(value);
}

/** Whether a link leaves the site (then it opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https:/i.test(href.trim());
}
