import { Panel, useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useEditorStore } from '../stores/EditorStoreContext';
import {
  selectActions,
  selectCanRedo,
  selectCanUndo,
  selectIsUltraMode,
  selectSnapToGrid,
} from '../stores/editorSelectors';

/** Buttons animate the view for 300 ms; Ajustar vista fits with 0.2 padding (spec §9). */
const BUTTON_ANIMATION = { duration: 300 } as const;
const FIT_OPTIONS = { padding: 0.2, duration: 300, includeHiddenNodes: true } as const;
/** Phones: the controls take a strip on the right, which the fitted flow keeps clear of. */
const PHONE = '(max-width: 640px)';
const PHONE_FIT_OPTIONS = {
  ...FIT_OPTIONS,
  padding: { top: 0.2, bottom: 0.2, left: '16px', right: '72px' },
} as const;

/** Stroke paths (24×24) of the control icons: drawn, so no system lacks their glyphs. */
const ICON_PATHS = {
  'zoom-in': 'M12 5v14M5 12h14',
  'zoom-out': 'M5 12h14',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h4',
  grid: 'M4 9h16M4 15h16M9 4v16M15 4v16',
  ultra: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
} as const;

/** A control's icon, as an SVG line drawing. */
function ControlIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/**
 * Zoom, fit, undo/redo, snap grid and the Ultra performance toggle, over the canvas; on a phone the
 * two toggles move to the flow settings and the fit keeps the flow clear of the controls.
 */
export function CanvasControls() {
  const { t } = useTranslation();
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const { undo, redo } = useEditorStore(useShallow(selectActions));
  const canUndo = useEditorStore(selectCanUndo);
  const canRedo = useEditorStore(selectCanRedo);
  const phone = useMediaQuery(PHONE);

  const buttons: {
    id: string;
    icon: keyof typeof ICON_PATHS;
    label: string;
    onClick: () => void;
    disabled?: boolean;
  }[] = [
    {
      id: 'zoom-in',
      icon: 'zoom-in',
      label: t('editor.controls.zoomIn'),
      onClick: () => void zoomIn(BUTTON_ANIMATION),
    },
    {
      id: 'zoom-out',
      icon: 'zoom-out',
      label: t('editor.controls.zoomOut'),
      onClick: () => void zoomOut(BUTTON_ANIMATION),
    },
    {
      id: 'fit',
      icon: 'fit',
      label: t('editor.controls.fitView'),
      onClick: () => void fitView(phone ? PHONE_FIT_OPTIONS : FIT_OPTIONS),
    },
    { id: 'undo', icon: 'undo', label: t('editor.controls.undo'), onClick: undo, disabled: !canUndo },
    { id: 'redo', icon: 'redo', label: t('editor.controls.redo'), onClick: redo, disabled: !canRedo },
  ];

  return (
    <Panel position="bottom-right" className="canvas-controls" aria-label={t('editor.controls.label')}>
      {buttons.map((button) => (
        <button
          key={button.id}
          type="button"
          className="canvas-controls__button"
          onClick={button.onClick}
          disabled={button.disabled}
          title={button.label}
          aria-label={button.label}
        >
          <ControlIcon name={button.icon} />
        </button>
      ))}
      {/* On a phone the grid and Ultra switches live in 'Configuración del flujo' (Más), leaving the canvas room. */}
      {!phone && <CanvasSettingToggles />}
    </Panel>
  );
}

/** The snap-grid and Ultra mode toggles. */
function CanvasSettingToggles() {
  const { t } = useTranslation();
  const { setUltraMode, setSnapToGrid } = useEditorStore(useShallow(selectActions));
  const isUltra = useEditorStore(selectIsUltraMode);
  const snap = useEditorStore(selectSnapToGrid);
  return (
    <>
      <span className="canvas-controls__divider" aria-hidden="true" />
      <button
        type="button"
        className="canvas-controls__button"
        aria-pressed={snap}
        onClick={() => setSnapToGrid(!snap)}
        title={t('editor.controls.snapToGrid')}
        aria-label={t('editor.controls.snapToGrid')}
      >
        <ControlIcon name="grid" />
      </button>
      <button
        type="button"
        className="canvas-controls__button canvas-controls__button--ultra"
        aria-pressed={isUltra}
        onClick={() => setUltraMode(!isUltra)}
        title={t('editor.controls.ultraMode')}
        aria-label={t('editor.controls.ultraMode')}
      >
        <ControlIcon name="ultra" />
      </button>
    </>
  );
}
