import { create } from 'zustand';
import { APP_EVENTS } from '../../../config/events';
import { PRODUCT_NAME } from '../../../config/product';
import {
  type FlowData,
  isModalName,
  MODAL_PROPS_SCHEMAS,
  type ModalName,
  type ModalPropsOf,
} from '../modalProps';

/** The open modal and its props, kept together so the props always match the name. */
export type ActiveModal = { [N in ModalName]: { name: N; props: ModalPropsOf<N> } }[ModalName];

export interface ModalEventDetail {
  modal: ModalName | 'all';
  props?: unknown;
  /** Set on events this store sent itself, so the listener does not apply them twice. */
  origin?: typeof STORE_ORIGIN;
}

export interface ModalState {
  /** The open modal; opening one closes the others, so there is at most one. */
  active: ActiveModal | null;
  flowData: FlowData;
  openModal: <N extends ModalName>(name: N, props: ModalPropsOf<N>) => void;
  closeModal: (name: ModalName | 'all') => void;
  isOpen: (name: ModalName) => boolean;
  mergeFlowData: (update: Partial<FlowData>) => void;
  /**
   * Applies an open/close event sent by another part of the page, without broadcasting it again.
   * The event is untrusted: an unknown modal or props that do not fit the modal are ignored.
   */
  applyModalEvent: (type: 'open' | 'close', detail: { modal?: unknown; props?: unknown }) => void;
}

export const STORE_ORIGIN = 'modal-store';

export const INITIAL_FLOW_DATA: FlowData = {
  nodes: [],
  edges: [],
  plubotId: undefined,
  plubotName: `Mi ${PRODUCT_NAME}`,
  project: { id: undefined, name: 'Proyecto' },
};

function broadcast(eventName: string, detail: ModalEventDetail): void {
  window.dispatchEvent(new CustomEvent<ModalEventDetail>(eventName, { detail }));
}

export const useModalStore = create<ModalState>()((set, get) => ({
  active: null,
  flowData: INITIAL_FLOW_DATA,

  openModal: (name, props) => {
    set({ active: { name, props } as ActiveModal });
    broadcast(APP_EVENTS.openModal, { modal: name, props, origin: STORE_ORIGIN });
  },

  closeModal: (name) => {
    const { active } = get();
    if (name === 'all' || active?.name === name) set({ active: null });
    broadcast(APP_EVENTS.closeModal, { modal: name, origin: STORE_ORIGIN });
  },

  isOpen: (name) => get().active?.name === name,

  mergeFlowData: (update) =>
    set((state) => ({
      flowData: {
        ...state.flowData,
        ...update,
        project: { ...state.flowData.project, ...update.project },
      },
    })),

  applyModalEvent: (type, { modal, props }) => {
    if (type === 'close') {
      if (modal === 'all' || (isModalName(modal) && get().active?.name === modal)) set({ active: null });
      return;
    }
    if (!isModalName(modal)) return;
    const parsed = MODAL_PROPS_SCHEMAS[modal].safeParse(props ?? {});
    if (parsed.success) set({ active: { name: modal, props: parsed.data } as ActiveModal });
  },
}));
