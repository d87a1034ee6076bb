import type { GamificationState } from '@plubot/contracts';

/** A power's trial bought with PluCoins: none, running until `expiresAt`, or over since then. */
export type PowerTrial =
  | { status: 'none' }
  | { status: 'active'; expiresAt: Date }
  | { status: 'ended'; expiresAt: Date };

type Unlocks = GamificationState['unlocks'];

/**
 * The trial of `powerId` among the user's unlocks. A trial with no end date never ends; an
 * unreadable date counts as ended (the server decides anyway).
 */
export function getPowerTrial(unlocks: Unlocks, powerId: string, now = new Date()): PowerTrial {
  const unlock = unlocks?.find((entry) => entry.kind === 'power_trial' && entry.itemId === powerId);
  if (!unlock) return { status: 'none' };
  if (unlock.expiresAt === null) return { status: 'active', expiresAt: new Date(8.64e15) };
  const expiresAt = new Date(unlock.expiresAt);
  if (Number.isNaN(expiresAt.getTime())) return { status: 'ended', expiresAt: new Date(0) };
  return expiresAt.getTime() > now.getTime()
    ? { status: 'active', expiresAt }
    : { status: 'ended', expiresAt };
}

/** The ids of the powers whose trial is running now. */
export function getActiveTrialIds(unlocks: Unlocks, now = new Date()): Set<string> {
  return new Set(
    (unlocks ?? [])
      .filter((entry) => entry.kind === 'power_trial')
      .filter((entry) => getPowerTrial(unlocks, entry.itemId, now).status === 'active')
      .map((entry) => entry.itemId),
  );
}
