import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useText } from '../hooks/useText';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectSaveToast } from '../stores/editorSelectors';

/** The save toast hides 3 s after success or error (spec §4, §9). */
export const SAVE_TOAST_MS = 3000;

/** 'Guardando cambios...', 'Cambios guardados correctamente' or the error, at the top of the canvas. */
export function SaveToast() {
  const text = useText();
  const { status, message, at } = useEditorStore(useShallow(selectSaveToast));
  const [hiddenAt, setHiddenAt] = useState(0);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setHiddenAt(at), SAVE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [status, at]);

  if (status === 'idle' || !message || hiddenAt === at) return null;
  return (
    <div className={`save-toast save-toast--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <span aria-hidden="true">{status === 'saving' ? '⏳' : status === 'success' ? '✅' : '⚠️'}</span>
      {text(message)}
    </div>
  );
}
