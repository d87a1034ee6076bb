import { WIDGET_THEMES, type WidgetTheme } from '@plubot/contracts';
import { isHexColor } from './getReadableTextColor';

/** What the widget's iframe asks of the chat page through its query string. */
export interface EmbedParams {
  embedded: boolean;
  theme: WidgetTheme | undefined;
  primaryColor: string | undefined;
}

const THEMES: ReadonlySet<string> = new Set(WIDGET_THEMES);
const isWidgetTheme = (theme: string): theme is WidgetTheme => THEMES.has(theme);

/**
 * Reads `?embed=1&theme=dark&color=%234facfe`. Unknown themes and anything that is not a hex
 * colour are ignored (the values end up in styles), so the bot's saved settings apply instead.
 * @example readEmbedParams(new URLSearchParams('embed=1&theme=dark')).theme // 'dark'
 */
export function readEmbedParams(search: URLSearchParams): EmbedParams {
  const embed = search.get('embed');
  const theme = search.get('theme') ?? '';
  const color = search.get('color') ?? search.get('primaryColor') ?? '';
  return {
    embedded: embed === '1' || embed === 'true',
    theme: isWidgetTheme(theme) ? theme : undefined,
    primaryColor: isHexColor(color) ? color : undefined,
  };
}
