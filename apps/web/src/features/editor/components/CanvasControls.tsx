import { Panel, useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
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
const FIT_OPTIONS = { padding: 0.2, duration: 300 } as const;

/** Zoom, fit, undo/redo, snap grid and the Ultra performance toggle, over the canvas. */
export function CanvasControls() {
  const { t } = useTranslation();
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const { undo, redo, setUltraMode, setSnapToGrid } = useEditorStore(useShallow(selectActions));
  const canUndo = useEditorStore(selectCanUndo);
  const canRedo = useEditorStore(selectCanRedo);
  const isUltra = useEditorStore(selectIsUltraMode);
  const snap = useEditorStore(selectSnapToGrid);

  const buttons = [
    {
      id: 'zoom-in',
      icon: '＋',
      label: t('editor.controls.zoomIn'),
      onClick: () => void zoomIn(BUTTON_ANIMATION),
    },
    {
      id: 'zoom-out',
      icon: '－',
      label: t('editor.controls.zoomOut'),
      onClick: () => void zoomOut(BUTTON_ANIMATION),
    },
    { id: 'fit', icon: '⤢', label: t('editor.controls.fitView'), onClick: () => void fitView(FIT_OPTIONS) },
    { id: 'undo', icon: '↶', label: t('editor.controls.undo'), onClick: undo, disabled: !canUndo },
    { id: 'redo', icon: '↷', label: t('editor.controls.redo'), onClick: redo, disabled: !canRedo },
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
          <span aria-hidden="true">{button.icon}</span>
        </button>
      ))}
      <span className="canvas-controls__divider" aria-hidden="true" />
      <button
        type="button"
        className="canvas-controls__button"
        aria-pressed={snap}
        onClick={() => setSnapToGrid(!snap)}
        title={t('editor.controls.snapToGrid')}
        aria-label={t('editor.controls.snapToGrid')}
      >
        <span aria-hidden="true">#</span>
      </button>
      <button
        type="button"
        className="canvas-controls__button canvas-controls__button--ultra"
        aria-pressed={isUltra}
        onClick={() => setUltraMode(!isUltra)}
        title={t('editor.controls.ultraMode')}
        aria-label={t('editor.controls.ultraMode')}
      >
        <span aria-hidden="true">⚡</span>
      </button>
    </Panel>
  );
}
