import { isPremiumWidgetTheme, type WidgetTheme } from '@plubot/contracts';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/AppError';
import { listUnlockedThemes } from './decideBotTheme';

/**
 * Refuses a premium widget theme (galaxia, aurora, nebulosa) the owner has not bought with PluCoins:
 * 422 with the field message 'embed.themeLocked' on `theme`. Free themes always pass. The same
 * list of unlocked themes decides the theme a bot is shown in (`decideBotTheme`).
 */
export async function assertThemeUnlocked(db: Database, userId: string, theme: WidgetTheme): Promise<void> {
  if (!isPremiumWidgetTheme(theme)) return;
  if (!(await listUnlockedThemes(db, userId)).includes(theme))
    throw unprocessable({ theme: ['embed.themeLocked'] });
}
