import { useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { focusCanvasNode } from '../helpers/focusCanvasNode';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * 'Ir al lienzo': the first stop of the keyboard, shown only when focused. It takes the focus past the
 * title bar and the palette to the flow's start node (or its first node), from where Tab and the
 * arrow keys go on.
 */
export function SkipToCanvas() {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const { fitView } = useReactFlow();
  const goToCanvas = () => {
    const { nodes } = store.getState();
    const first = nodes.find((node) => node.type === 'start') ?? nodes[0];
    if (first)
      void focusCanvasNode(
        first.id,
        () => void fitView({ nodes: [{ id: first.id }], maxZoom: 1, includeHiddenNodes: true }),
      );
  };
  return (
    <button type="button" className="skip-to-canvas" onClick={goToCanvas}>
      {t('editor.access.skipToCanvas')}
    </button>
  );
}
