import { useEffect } from 'react';
import { z } from 'zod';
import { APP_EVENTS } from '../../../config/events';
import { type ModalEventDetail, STORE_ORIGIN, useModalStore } from '../stores/useModalStore';

/** What a `plubot-flow-data-update` event may carry; anything else in it is ignored. */
const flowDataUpdateSchema = z
  .object({
    nodes: z.array(z.unknown()),
    edges: z.array(z.unknown()),
    plubotId: z.string(),
    plubotName: z.string(),
    project: z.object({ id: z.string().optional(), name: z.string() }).partial(),
  })
  .partial();

/** Keeps the modal store in step with open/close and flow-data events sent by other parts of the page. */
export function useModalEventBridge(): void {
  useEffect(() => {
    const { applyModalEvent, mergeFlowData } = useModalStore.getState();
    const onOpen = (event: Event) => handleModalEvent('open', event);
    const onClose = (event: Event) => handleModalEvent('close', event);
    const onFlowData = (event: Event) => {
      const parsed = flowDataUpdateSchema.safeParse((event as CustomEvent<unknown>).detail);
      if (!parsed.success) return;
      const { project, ...rest } = parsed.data;
      mergeFlowData(
        project ? { ...rest, project: { ...useModalStore.getState().flowData.project, ...project } } : rest,
      );
    };
    function handleModalEvent(type: 'open' | 'close', event: Event) {
      const detail = (event as CustomEvent<Partial<ModalEventDetail> | undefined>).detail;
      if (!detail || typeof detail !== 'object' || detail.origin === STORE_ORIGIN) return;
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
