// The public face of features/modals: other features, pages and the app import only this file.
export { GlobalModals } from './components/GlobalModals';
export type { FlowData, ModalComponentProps, ModalName, ModalPropsOf } from './modalProps';
export type { ModalState } from './stores/useModalStore';
export { useModalStore } from './stores/useModalStore';
