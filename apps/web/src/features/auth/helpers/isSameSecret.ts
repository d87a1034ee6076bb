/**
 * Compares two secrets in time that depends only on the longer length, never on where they
 * first differ (spec §5: the password confirmation is compared in constant time).
 * @example isSameSecret('Abcdefg1!', 'Abcdefg1!') // true
 */
export function isSameSecret(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let index = 0; index < length; index += 1) {
    // Out-of-range reads give NaN, which `| 0` turns into 0; the length check above already failed.
    difference |= (a.charCodeAt(index) | 0) ^ (b.charCodeAt(index) | 0);
  }
  return difference === 0;
}
