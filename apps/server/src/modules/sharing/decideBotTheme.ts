import {
  DEFAULT_EMBED_CONFIG,
  FREE_WIDGET_THEMES,
  isPremiumWidgetTheme,
  WIDGET_THEMES,
  type WidgetTheme,
} from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unlocks } from '../../db/schema';

/**
 * The theme a bot's chat page and widget are drawn in, decided by the server from what its owner
 * unlocked: the theme the page asks for (`?theme=` of the chat page, `data-theme` of the widget)
 * when the owner may use it, else the bot's saved theme when the owner may still use it, else the
 * default free theme. A premium theme (galaxia, aurora, nebulosa) is usable only once the owner
 * bought it with PluCoins; the free ones always are.
 * @example await decideBotTheme(db, ownerId, 'aurora', 'dark') // 'dark' unless the owner unlocked aurora
 */
export async function decideBotTheme(
  db: Database,
  ownerId: string,
  requested: string | undefined,
  saved: string | undefined,
): Promise<WidgetTheme> {
  const candidates = [requested, saved].filter(isWidgetTheme);
  const unlocked = candidates.some(isPremiumWidgetTheme)
    ? await listUnlockedThemes(db, ownerId)
    : FREE_THEMES;
  return candidates.find((theme) => unlocked.includes(theme)) ?? DEFAULT_EMBED_CONFIG.theme;
}

const FREE_THEMES: readonly WidgetTheme[] = FREE_WIDGET_THEMES;

/** The widget themes `ownerId`'s bots may show: every free theme and the premium ones bought. */
export async function listUnlockedThemes(db: Database, ownerId: string): Promise<WidgetTheme[]> {
  const rows = await db
    .select({ itemId: unlocks.itemId })
    .from(unlocks)
    .where(and(eq(unlocks.userId, ownerId), eq(unlocks.kind, 'widget_theme')));
  const bought = rows.map((row) => row.itemId).filter((theme) => isPremiumWidgetTheme(theme));
  return [...FREE_THEMES, ...bought.filter(isWidgetTheme)];
}

function isWidgetTheme(theme: string | undefined): theme is WidgetTheme {
  return theme !== undefined && (WIDGET_THEMES as readonly string[]).includes(theme);
}
