import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_EVENTS, type FlowSavedDetail } from '../../../config/events';
import { usePlubotSyncScheduler } from '../../plubots';
import './StatusBubble.css';

/** How long the bubble stays visible (spec §9). */
export const STATUS_BUBBLE_MS = 5000;

interface Bubble {
  success: boolean;
  message: string | undefined;
  id: number;
}

/**
 * Shows the outcome of a flow save or sync, announced by the `flow-saved` window event, for 5 s.
 * Mounted once for the whole app, it also drives the background bot sync whose outcome it shows
 * (on start, every 5 minutes, when back online).
 */
export function StatusBubble() {
  const { t } = useTranslation();
  const [bubble, setBubble] = useState<Bubble | null>(null);
  usePlubotSyncScheduler();

  useEffect(() => {
    const onFlowSaved = (event: Event) => {
      const detail = (event as CustomEvent<FlowSavedDetail | undefined>).detail;
      setBubble({ success: detail?.success !== false, message: detail?.message, id: Date.now() });
    };
    window.addEventListener(APP_EVENTS.flowSaved, onFlowSaved);
    return () => window.removeEventListener(APP_EVENTS.flowSaved, onFlowSaved);
  }, []);

  useEffect(() => {
    if (!bubble) return;
    const timer = window.setTimeout(() => setBubble(null), STATUS_BUBBLE_MS);
    return () => window.clearTimeout(timer);
  }, [bubble]);

  if (!bubble) return null;
  const text = bubble.message ?? (bubble.success ? t('statusBubble.saved') : t('statusBubble.failed'));
  return (
    <div
      className={`status-bubble ${bubble.success ? 'status-bubble--success' : 'status-bubble--error'}`}
      role="status"
    >
      {text}
    </div>
  );
}
