import { isPremiumWidgetTheme, type WidgetTheme } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unlocks } from '../../db/schema';
import { unprocessable } from '../../lib/AppError';

/**
 * Refuses a premium widget theme (galaxia, aurora, nebulosa) the owner has not bought with PluCoins:
 * 422 with the field message 'embed.themeLocked' on `theme`. Free themes always pass.
 */
export async function assertThemeUnlocked(db: Database, userId: string, theme: WidgetTheme): Promise<void> {
  if (!isPremiumWidgetTheme(theme)) return;
  const [owned] = await db
    .select({ itemId: unlocks.itemId })
    .from(unlocks)
    .where(and(eq(unlocks.userId, userId), eq(unlocks.kind, 'widget_theme'), eq(unlocks.itemId, theme)))
    .limit(1);
  if (!owned) throw unprocessable({ theme: ['embed.themeLocked'] });
}
