import { BOT_NAME_MIN, PERSONALITIES } from '@plubot/contracts';
import type { LabStep } from './labSteps';

/** The lab's validation messages (spec §5, Lab), as i18n keys. */
export type LabErrorKey =
  | 'creation.lab.errors.nameTooShort'
  | 'creation.lab.errors.personalityRequired'
  | 'creation.lab.errors.powersRequired';

/** The draft fields the lab validates. */
export interface LabDraftFields {
  name: string;
  tone: string;
  selectedPowers: readonly string[];
}

const TONE_IDS: ReadonlySet<string> = new Set(PERSONALITIES.map((personality) => personality.id));

/**
 * The message that keeps the user on a step, or null when the step may be left: a name of at
 * least 3 characters after trimming, a personality, at least one power. The preview has no rule
 * of its own.
 */
export function validateLabStep(step: LabStep, draft: LabDraftFields): LabErrorKey | null {
  if (step === 1 && draft.name.trim().length < BOT_NAME_MIN) return 'creation.lab.errors.nameTooShort';
  if (step === 2 && !TONE_IDS.has(draft.tone)) return 'creation.lab.errors.personalityRequired';
  if (step === 3 && draft.selectedPowers.length === 0) return 'creation.lab.errors.powersRequired';
  return null;
}

/** The first step whose rule fails with its message, for a confirm reached by jumping ahead. */
export function findInvalidLabStep(draft: LabDraftFields): { step: LabStep; error: LabErrorKey } | null {
  for (const step of [1, 2, 3] as const) {
    const error = validateLabStep(step, draft);
    if (error) return { step, error };
  }
  return null;
}
