import { Suspense } from 'react';
import { useModalEventBridge } from '../hooks/useModalEventBridge';
import { modalRegistry } from '../modalRegistry';
import { type ModalState, useModalStore } from '../stores/useModalStore';

const selectActiveModal = (state: ModalState) => state.activeModal;
const selectModalProps = (state: ModalState) => state.modalProps;
const selectCloseModal = (state: ModalState) => state.closeModal;

/** The region of the layout where the one open global modal is shown. */
export function GlobalModals() {
  useModalEventBridge();
  const activeModal = useModalStore(selectActiveModal);
  const modalProps = useModalStore(selectModalProps);
  const closeModal = useModalStore(selectCloseModal);
  const Modal = activeModal ? modalRegistry[activeModal] : undefined;

  return (
    <div id="global-modals" data-active-modal={activeModal ?? undefined}>
      {Modal && activeModal && (
        <Suspense fallback={null}>
          <Modal props={modalProps} onClose={() => closeModal(activeModal)} />
        </Suspense>
      )}
    </div>
  );
}
