import type { Plubot } from '@plubot/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createLabStore, DRAFT_START_COLOR, forgetSavedDraft } from './createLabStore';

const plubot: Plubot = {
  id: 'bot-1',
  name: 'Orion',
  tone: 'Sabio',
  color: '#1E3A8A',
  powers: ['notion'],
  purpose: '',
  initial_message: '',
  public_id: 'p',
  _localId: null,
  created_at: '',
  updated_at: '',
};

describe('the lab store', () => {
  it('starts from the initial draft: no name, purple, no personality, no powers, the initial flow', () => {
    const state = createLabStore('test-draft').getState();
    expect(state).toMatchObject({
      name: '',
      color: DRAFT_START_COLOR,
      tone: '',
      selectedPowers: [],
      step: 1,
    });
    expect(state.flowData.nodes).toEqual([
      { id: 'start-1', type: 'start', position: { x: 100, y: 100 }, data: { label: 'Inicio' } },
    ]);
    expect(state.localId).toMatch(/^local-/);
  });

  it('gives the hologram the colour of the chosen personality', () => {
    const store = createLabStore('test-draft');
    store.getState().setTone('audaz');
    expect(store.getState()).toMatchObject({ tone: 'audaz', color: '#F97316' });
  });

  it('sets section and step together, and keeps next and back within 1–4', () => {
    const store = createLabStore('test-draft');
    store.getState().chooseSection('powers');
    expect(store.getState()).toMatchObject({ step: 3, section: 'powers' });
    store.getState().next();
    store.getState().next();
    expect(store.getState()).toMatchObject({ step: 4, section: 'preview' });
    for (let i = 0; i < 5; i += 1) store.getState().back();
    expect(store.getState()).toMatchObject({ step: 1, section: 'name' });
  });

  it('toggles powers', () => {
    const store = createLabStore('test-draft');
    store.getState().togglePower('slack');
    store.getState().togglePower('notion');
    store.getState().togglePower('slack');
    expect(store.getState().selectedPowers).toEqual(['notion']);
  });

  it('resets a creation to a new draft, keeping the remembered template', () => {
    const store = createLabStore('test-draft');
    const first = store.getState().localId;
    store.getState().setTemplate('tpl-1', { nodes: [{ id: 'x' }], edges: [] });
    store.getState().setName('Nova');
    store.getState().next();
    store.getState().reset();
    expect(store.getState()).toMatchObject({ name: '', step: 1, templateId: 'tpl-1' });
    expect(store.getState().flowData.nodes).toEqual([{ id: 'x' }]);
    expect(store.getState().localId).not.toBe(first);
  });

  it('in edit mode loads the bot (lower-cased tone) and resets back to it', () => {
    const store = createLabStore('test-draft');
    store.getState().loadPlubot(plubot);
    expect(store.getState()).toMatchObject({ plubotId: 'bot-1', name: 'Orion', tone: 'sabio', dirty: false });
    store.getState().setName('Otro');
    store.getState().togglePower('slack');
    expect(store.getState().dirty).toBe(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      name: 'Orion',
      selectedPowers: ['notion'],
      dirty: false,
      step: 1,
    });
  });
});

describe('forgetSavedDraft', () => {
  it('removes the saved copy at once and leaves the state on screen as it is', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    });
    const store = createLabStore('test-forget-draft');
    store.getState().setName('Nova Prime');
    expect(localStorage.getItem('test-forget-draft')).toContain('Nova Prime');
    forgetSavedDraft(store);
    expect(localStorage.getItem('test-forget-draft')).toBeNull();
    expect(store.getState().name).toBe('Nova Prime');
    vi.unstubAllGlobals();
  });
});
