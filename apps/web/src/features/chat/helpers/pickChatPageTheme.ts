import type { WidgetTheme } from '@plubot/contracts';
import type { ChatTheme } from '../types';

/**
 * The look of the chat page: in the widget's iframe, the theme the server answered for the bot
 * (it weighed the query's `?theme=` against what the owner unlocked, so the query alone never
 * shows a premium theme); on the standalone page, dark. `auto` follows the visitor's system.
 * @example pickChatPageTheme(true, 'auto', true) // 'dark'
 */
export function pickChatPageTheme(
  embedded: boolean,
  serverTheme: WidgetTheme,
  prefersDark: boolean,
): ChatTheme {
  const theme = embedded ? serverTheme : 'dark';
  if (theme !== 'auto') return theme;
  return prefersDark ? 'dark' : 'light';
}
