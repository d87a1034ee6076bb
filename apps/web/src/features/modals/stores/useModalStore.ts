import { create } from 'zustand';
import { APP_EVENTS } from '../../../config/events';
import { PRODUCT_NAME } from '../../../config/product';

/** The global modals the layout hosts (spec §2 Layout). */
export type ModalName = 'templateSelector' | 'embed' | 'importExport' | 'simulation';

/** Extra data a modal needs, e.g. the bot the embed modal is about. */
export type ModalProps = Record<string, unknown>;

export interface FlowData {
  nodes: unknown[];
  edges: unknown[];
  plubotId: string | undefined;
  plubotName: string;
  project: { id: string | undefined; name: string };
}

export interface ModalEventDetail {
  modal: ModalName | 'all';
  props?: ModalProps;
  /** Set on events this store sent itself, so the listener does not apply them twice. */
  origin?: typeof STORE_ORIGIN;
}

export interface ModalState {
  /** The open modal; opening one closes the others, so there is at most one. */
  activeModal: ModalName | null;
  modalProps: ModalProps;
  flowData: FlowData;
  openModal: (name: ModalName, props?: ModalProps) => void;
  closeModal: (name: ModalName | 'all') => void;
  isOpen: (name: ModalName) => boolean;
  mergeFlowData: (update: Partial<FlowData>) => void;
  /** Applies an open/close event sent by someone else, without broadcasting it again. */
  applyModalEvent: (type: 'open' | 'close', detail: ModalEventDetail) => void;
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
  activeModal: null,
  modalProps: {},
  flowData: INITIAL_FLOW_DATA,

  openModal: (name, props = {}) => {
    set({ activeModal: name, modalProps: props });
    broadcast(APP_EVENTS.openModal, { modal: name, props, origin: STORE_ORIGIN });
  },

  closeModal: (name) => {
    const { activeModal } = get();
    if (name === 'all' || activeModal === name) set({ activeModal: null, modalProps: {} });
    broadcast(APP_EVENTS.closeModal, { modal: name, origin: STORE_ORIGIN });
  },

  isOpen: (name) => get().activeModal === name,

  mergeFlowData: (update) =>
    set((state) => ({
      flowData: {
        ...state.flowData,
        ...update,
        project: { ...state.flowData.project, ...update.project },
      },
    })),

  applyModalEvent: (type, { modal, props }) => {
    if (type === 'open' && modal !== 'all') {
      set({ activeModal: modal, modalProps: props ?? {} });
    } else if (type === 'close' && (modal === 'all' || get().activeModal === modal)) {
      set({ activeModal: null, modalProps: {} });
    }
  },
}));
