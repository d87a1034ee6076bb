import { isInitialFlow } from '../../plubots';
import type { LabDraft } from '../stores/createLabStore';

/**
 * True when the creation lab's draft holds work worth offering back ("Tienes un Plubot a medio
 * crear"): a name, a personality, powers, a later step, a template or a flow of its own. A fresh
 * or used-up draft (cleared after the bot was created) is not.
 * @example isResumableDraft({ ...createInitialDraft(), name: 'Nova' }) // true
 */
export function isResumableDraft(
  draft: Pick<LabDraft, 'name' | 'tone' | 'selectedPowers' | 'step' | 'templateId' | 'flowData' | 'plubotId'>,
): boolean {
  if (draft.plubotId) return false;
  return (
    draft.name.trim().length > 0 ||
    draft.tone !== '' ||
    draft.selectedPowers.length > 0 ||
    draft.step > 1 ||
    draft.templateId !== null ||
    !isInitialFlow(draft.flowData)
  );
}

/** Where continuing a draft goes: the template's lab when it came from one, else the factory. */
export function getDraftResumePath(draft: Pick<LabDraft, 'templateId'>): string {
  return draft.templateId ? `/plubot/create/${encodeURIComponent(draft.templateId)}` : '/factory';
}
