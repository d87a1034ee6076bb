/** The widget's look, from the bot's saved embed settings and the script tag's own attributes. */
export interface WidgetConfig {
  name: string;
  theme: WidgetTheme;
  position: 'right' | 'left' | 'center';
  width: string;
  height: string;
  color: string;
  welcome: string;
}

/** The free themes and the premium ones bought with PluCoins (`PREMIUM_WIDGET_THEMES` of contracts). */
export const WIDGET_THEMES = ['light', 'dark', 'auto', 'galaxia', 'aurora', 'nebulosa'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** The surface (`bg`, a CSS background) and text colour of each theme that is not resolved by the OS. */
export const THEME_SURFACES: Record<Exclude<WidgetTheme, 'auto'>, { bg: string; tx: string }> = {
  light: { bg: '#fff', tx: '#0f172a' },
  dark: { bg: '#0a0e28', tx: '#eef2ff' },
  galaxia: { bg: 'radial-gradient(circle at 20% 10%,#3b1f7a,#120a2e 60%,#05030f)', tx: '#f1ebff' },
  aurora: { bg: 'linear-gradient(160deg,#06352f,#0b2540 55%,#1a1140)', tx: '#e6fff7' },
  nebulosa: { bg: 'radial-gradient(circle at 80% 0%,#6b1d5c,#2a0b36 55%,#0d0618)', tx: '#ffeefa' },
};

/**
 * The CSS of the theme classes (`.light{--bg:…;--tx:…}` …) and `auto`, which follows the OS between
 * light and dark.
 */
export function buildThemeCss(): string {
  // No destructuring here: the widget's build target (es2019 browsers) is transformed by esbuild.
  const rules = Object.entries(THEME_SURFACES).map(
    (entry) => `.${entry[0]}{--bg:${entry[1].bg};--tx:${entry[1].tx}}`,
  );
  const light = THEME_SURFACES.light;
  const dark = THEME_SURFACES.dark;
  return `${rules.join('')}@media (prefers-color-scheme:dark){.auto{--bg:${dark.bg};--tx:${dark.tx}}}@media (prefers-color-scheme:light){.auto{--bg:${light.bg};--tx:${light.tx}}}`;
}

/** The defaults of the spec (app.md §3 Embed customization). */
export const DEFAULTS: WidgetConfig = {
  name: 'Plubot',
  theme: 'light',
  position: 'right',
  width: '350px',
  height: '500px',
  color: '#4facfe',
  welcome: 'Hola! Soy tu asistente virtual.',
};

const SIZE = /^\d{2,4}(px|%|vh|vw)$/;
const COLOR = /^#[0-9a-f]{6}$/i;

/** The free themes, the only ones `data-theme` picks when the server could not be asked. */
const FREE_THEMES: readonly string[] = ['light', 'dark', 'auto'];

/**
 * The bot's public settings: `{origin}/api/public/plubots/{publicId}`, with `?theme=` when the tag
 * names a known theme (`data-theme`). The server answers that theme only if the bot's owner
 * unlocked it, else the bot's saved theme or a free one.
 */
export function buildSettingsUrl(origin: string, publicId: string, theme: string | undefined): string {
  const url = `${origin}/api/public/plubots/${encodeURIComponent(publicId)}`;
  return theme !== undefined && (WIDGET_THEMES as readonly string[]).includes(theme)
    ? `${url}?theme=${theme}`
    : url;
}

/**
 * Merges the bot's public settings (`GET /api/public/plubots/:publicId`, see `buildSettingsUrl`)
 * with the attributes of the script tag (`data-position`, `data-width`, `data-height`,
 * `data-color`, `data-welcome`, which win). The theme is the one the server answered (it weighed
 * `data-theme` against what the owner unlocked); without an answer, `data-theme` may pick a free
 * theme only. Anything malformed is ignored: the values end up in styles and URLs.
 */
export function mergeConfig(remote: unknown, attributes: Record<string, string | undefined>): WidgetConfig {
  const bot = (isObject(remote) ? remote : {}) as { name?: unknown; embed?: unknown };
  const embed = (isObject(bot.embed) ? bot.embed : {}) as Record<string, unknown>;
  const pick = (
    key: keyof WidgetConfig,
    remoteKey: string,
    valid: (value: string) => boolean,
    validSaved = valid,
  ): string => {
    const own = attributes[key];
    if (own !== undefined && valid(own)) return own;
    const saved = embed[remoteKey];
    return typeof saved === 'string' && validSaved(saved) ? saved : DEFAULTS[key];
  };
  const oneOf = (values: string[]) => (value: string) => values.includes(value);
  return {
    name: typeof bot.name === 'string' && bot.name.trim() ? bot.name.trim() : DEFAULTS.name,
    theme: (isObject(remote)
      ? pick('theme', 'theme', () => false, oneOf([...WIDGET_THEMES]))
      : pick('theme', 'theme', oneOf([...FREE_THEMES]))) as WidgetTheme,
    position: pick('position', 'position', oneOf(['right', 'left', 'center'])) as WidgetConfig['position'],
    width: pick('width', 'width', (value) => SIZE.test(value)),
    height: pick('height', 'height', (value) => SIZE.test(value)),
    color: pick('color', 'primaryColor', (value) => COLOR.test(value)),
    welcome: pick('welcome', 'welcomeMessage', (value) => value.length <= 300).trim(),
  };
}

/** The chat page the iframe shows: `{origin}/chat/{publicId}?embed=1&theme=…&color=…`. */
export function buildChatUrl(origin: string, publicId: string, config: WidgetConfig): string {
  return `${origin}/chat/${encodeURIComponent(publicId)}?embed=1&theme=${config.theme}&color=${encodeURIComponent(config.color)}`;
}

/** Dark or white text on `color` (a `#rrggbb`), whichever reads better. */
export function textColorOn(color: string): string {
  const n = Number.parseInt(color.slice(1), 16);
  const yiq = (((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000;
  return yiq >= 150 ? '#06102a' : '#fff';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
