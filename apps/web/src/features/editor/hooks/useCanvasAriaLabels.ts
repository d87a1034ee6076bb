import type { AriaLabelConfig } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * React Flow's screen-reader texts in the user's language, describing the editor's own keys
 * (arrows go from node to node; Shift+arrows move the node): give it to `<ReactFlow ariaLabelConfig>`.
 */
export function useCanvasAriaLabels(): Partial<AriaLabelConfig> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'node.a11yDescription.default': t('editor.access.nodeDescription'),
      'node.a11yDescription.keyboardDisabled': t('editor.access.nodeDescription'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('editor.access.nodeMoved', {
          direction: t(`editor.access.directions.${direction as 'up'}`, { defaultValue: direction }),
          x,
          y,
        }),
      'edge.a11yDescription.default': t('editor.access.edgeDescription'),
      'controls.ariaLabel': t('editor.controls.label'),
      'controls.zoomIn.ariaLabel': t('editor.controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('editor.controls.zoomOut'),
      'controls.fitView.ariaLabel': t('editor.controls.fitView'),
      'handle.ariaLabel': t('editor.access.handle'),
    }),
    [t],
  );
}
