import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LOW_FRAME_RATE_WARNING, nextLowFrameRateWarning } from '../helpers/nextLowFrameRateWarning';
import { useFrameRate } from '../hooks/useFrameRate';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectIsUltraMode } from '../stores/editorSelectors';
import './FrameRateWarning.css';

/**
 * A small notice on the canvas while the editor runs under 25 frames per second (spec §9),
 * suggesting Ultra mode when it is off; it goes once the rate recovers (`nextLowFrameRateWarning`).
 * It never blocks the canvas (it takes no pointer) and its text does not change with each reading,
 * so a screen reader announces it once.
 */
export function FrameRateWarning() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(NO_LOW_FRAME_RATE_WARNING);
  useFrameRate((reading) => setWarning((current) => nextLowFrameRateWarning(current, reading)));
  const isUltraMode = useEditorStore(selectIsUltraMode);
  if (!warning.showing) return null;
  return (
    <p className="frame-rate-warning" role="status">
      {t(isUltraMode ? 'editor.performance.lowFpsCanvasUltra' : 'editor.performance.lowFpsCanvas')}
    </p>
  );
}
