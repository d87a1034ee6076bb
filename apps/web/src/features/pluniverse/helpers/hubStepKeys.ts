import type { HubStepId } from '@plubot/contracts';

export interface HubStepKeys {
  title: `pluniverse.steps.${HubStepId}.title`;
  description: `pluniverse.steps.${HubStepId}.description`;
  action: `pluniverse.steps.${HubStepId}.action`;
}

/** The texts of a suggested step: what it is, why, and its button. */
export function getHubStepKeys(id: HubStepId): HubStepKeys {
  return {
    title: `pluniverse.steps.${id}.title`,
    description: `pluniverse.steps.${id}.description`,
    action: `pluniverse.steps.${id}.action`,
  };
}

/** Steps done on the hub itself (a button, not a link). */
export function isInPlaceStep(id: HubStepId): boolean {
  return id === 'claim_daily';
}
