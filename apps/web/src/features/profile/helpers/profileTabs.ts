/** The tabs of `/profile`, in the order they are shown; each is also its `?tab=` value. */
export const PROFILE_TABS = [
  'perfil',
  'plubots',
  'poderes',
  'actividad',
  'integraciones',
  'respaldo',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab shown without `?tab=`: the bots, as the profile showed before it had tabs. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'plubots';

/**
 * The tab named by a `?tab=` value; anything else (missing, unknown, other case) is the default.
 * @example parseProfileTab('integraciones') // 'integraciones'
 */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  const found = PROFILE_TABS.find((tab) => tab === value?.trim().toLowerCase());
  return found ?? DEFAULT_PROFILE_TAB;
}

/**
 * The tab index a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows wrap
 * around, Home and End go to the ends; `null` for any other key.
 * @example getTabIndexForKey('ArrowLeft', 0, 6) // 5
 */
export function getTabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
