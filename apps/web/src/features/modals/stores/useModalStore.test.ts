import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_PROPS_SCHEMAS } from '../modalProps';
import { modalRegistry } from '../modalRegistry';
import { useModalStore } from './useModalStore';

// The store announces what it does as window events (spec §2); a bare EventTarget stands in here.
vi.stubGlobal('window', new EventTarget());
vi.stubGlobal(
  'CustomEvent',
  class<T> extends Event {
    constructor(
      type: string,
      readonly init?: { detail?: T },
    ) {
      super(type);
    }
  },
);

describe('useModalStore', () => {
  beforeEach(() => useModalStore.setState({ active: null }));

  it('opens one modal at a time with its typed props, and closes by name or all', () => {
    const { openModal, closeModal } = useModalStore.getState();
    openModal('embed', { plubotId: 'b1', plubotName: 'Nova' });
    expect(useModalStore.getState().active).toEqual({
      name: 'embed',
      props: { plubotId: 'b1', plubotName: 'Nova' },
    });
    openModal('simulation', { flowName: 'Flujo' });
    expect(useModalStore.getState().active?.name).toBe('simulation');
    closeModal('embed');
    expect(useModalStore.getState().isOpen('simulation')).toBe(true);
    closeModal('all');
    expect(useModalStore.getState().active).toBeNull();
  });

  it('applies open events from the page only for known modals with fitting props', () => {
    const { applyModalEvent } = useModalStore.getState();
    applyModalEvent('open', { modal: 'nope' });
    expect(useModalStore.getState().active).toBeNull();
    applyModalEvent('open', { modal: 'embed', props: { plubotId: 42 } });
    expect(useModalStore.getState().active).toBeNull();
    applyModalEvent('open', { modal: 'embed' });
    expect(useModalStore.getState().active).toEqual({ name: 'embed', props: {} });
    applyModalEvent('close', { modal: 'simulation' });
    expect(useModalStore.getState().active?.name).toBe('embed');
    applyModalEvent('close', { modal: 'all' });
    expect(useModalStore.getState().active).toBeNull();
  });
});

describe('modalRegistry', () => {
  it('has a component for every modal name, and each one loads', async () => {
    expect(Object.keys(modalRegistry).sort()).toEqual(Object.keys(MODAL_PROPS_SCHEMAS).sort());
    const sharing = await import('../../sharing');
    const simulation = await import('../../simulation');
    expect(typeof sharing.SharePanel).toBe('function');
    expect(typeof simulation.SimulationModal).toBe('function');
  });
});
