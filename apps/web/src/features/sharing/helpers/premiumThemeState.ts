import {
  type GamificationState,
  PREMIUM_WIDGET_THEMES,
  type PremiumWidgetTheme,
  UNLOCK_COSTS,
} from '@plubot/contracts';

export interface PremiumThemeState {
  theme: PremiumWidgetTheme;
  unlocked: boolean;
  /** PluCoins still missing to buy it (0 when affordable or unlocked). */
  missing: number;
}

/** Each premium widget theme: whether the user owns it, and how many PluCoins they lack to buy it. */
export function getPremiumThemeStates(
  state: Pick<GamificationState, 'pluCoins' | 'unlocks'> | undefined,
): PremiumThemeState[] {
  const owned = new Set(
    (state?.unlocks ?? []).filter((unlock) => unlock.kind === 'widget_theme').map((unlock) => unlock.itemId),
  );
  const coins = state?.pluCoins ?? 0;
  return PREMIUM_WIDGET_THEMES.map((theme) => {
    const unlocked = owned.has(theme);
    return { theme, unlocked, missing: unlocked ? 0 : Math.max(0, UNLOCK_COSTS.widget_theme - coins) };
  });
}
