import type { PowerDefinition } from '@plubot/contracts';

/**
 * Why the user may (or may not) put a power on a bot: it is free, their plan includes Pro powers,
 * a PluCoins trial is running, or it is locked behind Pro.
 */
export type PowerAccess = 'free' | 'plan' | 'trial' | 'locked';

/** The access to `power` for a user whose plan does or does not include Pro powers. */
export function getPowerAccess(
  power: PowerDefinition,
  planIncludesPro: boolean,
  activeTrialIds: ReadonlySet<string>,
): PowerAccess {
  if (!power.pro) return 'free';
  if (planIncludesPro) return 'plan';
  return activeTrialIds.has(power.id) ? 'trial' : 'locked';
}

/**
 * The Pro powers among `powerIds` the user may not keep on a bot (no Pro plan, no running trial):
 * the server refuses to save a bot's powers while any of these is in the list.
 */
export function getBlockedProPowers(
  powerIds: readonly string[],
  catalogue: readonly PowerDefinition[],
  planIncludesPro: boolean,
  activeTrialIds: ReadonlySet<string>,
): PowerDefinition[] {
  return catalogue.filter(
    (power) =>
      powerIds.includes(power.id) && getPowerAccess(power, planIncludesPro, activeTrialIds) === 'locked',
  );
}
