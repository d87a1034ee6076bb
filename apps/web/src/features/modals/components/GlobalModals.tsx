import { type ComponentType, Suspense } from 'react';
import { useModalEventBridge } from '../hooks/useModalEventBridge';
import type { ModalComponentProps, ModalName } from '../modalProps';
import { modalRegistry } from '../modalRegistry';
import { type ModalState, useModalStore } from '../stores/useModalStore';

const selectActive = (state: ModalState) => state.active;
const selectFlowData = (state: ModalState) => state.flowData;
const selectCloseModal = (state: ModalState) => state.closeModal;

/** The region of the layout where the one open global modal is shown. */
export function GlobalModals() {
  useModalEventBridge();
  const active = useModalStore(selectActive);
  const flowData = useModalStore(selectFlowData);
  const closeModal = useModalStore(selectCloseModal);
  // The store keeps name and props together (ActiveModal), so the registry's component fits them.
  const Modal = active ? (modalRegistry[active.name] as ComponentType<ModalComponentProps<ModalName>>) : null;

  return (
    <div id="global-modals" data-active-modal={active?.name}>
      {Modal && active && (
        <Suspense fallback={null}>
          <Modal props={active.props} flowData={flowData} onClose={() => closeModal(active.name)} />
        </Suspense>
      )}
    </div>
  );
}
