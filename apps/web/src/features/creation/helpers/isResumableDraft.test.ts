import { describe, expect, it } from 'vitest';
import { createInitialDraft } from '../stores/createLabStore';
import { getDraftResumePath, isResumableDraft } from './isResumableDraft';

describe('isResumableDraft', () => {
  it('offers nothing for a fresh draft, even once the intro was passed', () => {
    expect(isResumableDraft(createInitialDraft())).toBe(false);
    expect(isResumableDraft({ ...createInitialDraft(), name: '   ' })).toBe(false);
  });

  it('offers a draft with any work in it', () => {
    const fresh = createInitialDraft();
    expect(isResumableDraft({ ...fresh, name: 'Nova' })).toBe(true);
    expect(isResumableDraft({ ...fresh, tone: 'sabio' })).toBe(true);
    expect(isResumableDraft({ ...fresh, selectedPowers: ['notion'] })).toBe(true);
    expect(isResumableDraft({ ...fresh, step: 3 })).toBe(true);
    expect(isResumableDraft({ ...fresh, templateId: 'soporte' })).toBe(true);
    const flowData = {
      nodes: [...fresh.flowData.nodes, { id: 'end-1', type: 'end', position: { x: 0, y: 0 }, data: {} }],
      edges: [],
    };
    expect(isResumableDraft({ ...fresh, flowData })).toBe(true);
  });

  it('never offers the identity editor’s draft of an existing bot', () => {
    expect(isResumableDraft({ ...createInitialDraft(), name: 'Nova', plubotId: 'bot-1' })).toBe(false);
  });
});

describe('getDraftResumePath', () => {
  it('returns to the factory, or to the template lab the draft came from', () => {
    expect(getDraftResumePath({ templateId: null })).toBe('/factory');
    expect(getDraftResumePath({ templateId: 'a b' })).toBe('/plubot/create/a%20b');
  });
});
