const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether `value` is a `#rgb` or `#rrggbb` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * Black or white, whichever reads better on `background` (WCAG relative luminance). Anything
 * that is not a hex colour is treated as the brand cyan, which takes dark text.
 * @example getReadableTextColor('#4facfe') // '#06102a'
 */
export function getReadableTextColor(background: string): '#06102a' | '#ffffff' {
  if (!isHexColor(background)) return '#06102a';
  const hex =
    background.length === 4 ? [...background.slice(1)].map((c) => c + c).join('') : background.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => toLinear(Number.parseInt(hex.slice(i, i + 2), 16) / 255));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against near-black below ~0.18.
  return luminance > 0.18 ? '#06102a' : '#ffffff';
}

function toLinear(channel: number): number {
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}
