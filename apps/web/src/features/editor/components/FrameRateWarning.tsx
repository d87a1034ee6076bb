import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { NO_LOW_FRAME_RATE_WARNING, nextLowFrameRateWarning } from '../helpers/nextLowFrameRateWarning';
import { useFrameRate } from '../hooks/useFrameRate';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectActions, selectIsUltraMode } from '../stores/editorSelectors';
import './FrameRateWarning.css';

/**
 * A small notice on the canvas while the editor runs under 25 frames per second (spec §9), with
 * Ultra mode one click away; it goes once the rate recovers (`nextLowFrameRateWarning`). It never
 * blocks the canvas: only its button takes the pointer.
 */
export function FrameRateWarning() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(NO_LOW_FRAME_RATE_WARNING);
  const fps = useFrameRate((reading) => setWarning((current) => nextLowFrameRateWarning(current, reading)));
  const isUltraMode = useEditorStore(selectIsUltraMode);
  const { setUltraMode } = useEditorStore(useShallow(selectActions));
  if (!warning.showing) return null;
  return (
    <div className="frame-rate-warning" role="status">
      <span>{t('editor.performance.lowFpsCanvas', { n: fps ?? 0 })}</span>
      {!isUltraMode && (
        <button type="button" className="frame-rate-warning__action" onClick={() => setUltraMode(true)}>
          {t('editor.performance.lowFpsUltra')}
        </button>
      )}
    </div>
  );
}
