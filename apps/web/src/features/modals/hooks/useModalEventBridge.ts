import { useEffect } from 'react';
import { APP_EVENTS } from '../../../config/events';
import { type FlowData, type ModalEventDetail, STORE_ORIGIN, useModalStore } from '../stores/useModalStore';

/** Keeps the modal store in step with open/close and flow-data events sent by other parts of the page. */
export function useModalEventBridge(): void {
  useEffect(() => {
    const { applyModalEvent, mergeFlowData } = useModalStore.getState();
    const onOpen = (event: Event) => handleModalEvent('open', event);
    const onClose = (event: Event) => handleModalEvent('close', event);
    const onFlowData = (event: Event) => {
      const detail = (event as CustomEvent<Partial<FlowData> | undefined>).detail;
      if (detail && typeof detail === 'object') mergeFlowData(detail);
    };
    function handleModalEvent(type: 'open' | 'close', event: Event) {
      const detail = (event as CustomEvent<ModalEventDetail | undefined>).detail;
      if (!detail?.modal || detail.origin === STORE_ORIGIN) return;
      applyModalEvent(type, detail);
    }

    window.addEventListener(APP_EVENTS.openModal, onOpen);
    window.addEventListener(APP_EVENTS.closeModal, onClose);
    window.addEventListener(APP_EVENTS.flowDataUpdate, onFlowData);
    return () => {
      window.removeEventListener(APP_EVENTS.openModal, onOpen);
      window.removeEventListener(APP_EVENTS.closeModal, onClose);
      window.removeEventListener(APP_EVENTS.flowDataUpdate, onFlowData);
    };
  }, []);
}
