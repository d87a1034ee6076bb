import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { EDGE_STYLE_PRESETS, EDGE_STYLE_WIDTH } from '../../helpers/nodeAppearance';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { ContextMenu } from './ContextMenu';

const selectEdgeMenu = (state: EditorState) => {
  if (state.menu?.kind !== 'edge') return null;
  const edge = state.edges.find((candidate) => candidate.id === state.menu?.id);
  return edge ? { ...state.menu, animated: edge.animated === true, style: edge.style } : null;
};

/** Activar/Desactivar Animación, Eliminar Conexión and the 'Estilos de Conexión' (spec §2). */
export function EdgeContextMenu() {
  const { t } = useTranslation();
  const menu = useEditorStore(useShallow(selectEdgeMenu));
  const { updateEdge, deleteElements, closeMenu } = useEditorStore(useShallow(selectActions));
  if (!menu) return null;
  return (
    <ContextMenu
      label={t('editor.edgeMenu.label')}
      x={menu.x}
      y={menu.y}
      onClose={closeMenu}
      sections={[
        {
          id: 'edge',
          items: [
            {
              id: 'animation',
              icon: '〰️',
              label: menu.animated ? t('editor.edgeMenu.stopAnimation') : t('editor.edgeMenu.startAnimation'),
              onSelect: () => updateEdge(menu.id, { animated: !menu.animated }),
            },
            {
              id: 'delete',
              icon: '🗑️',
              label: t('editor.edgeMenu.delete'),
              danger: true,
              onSelect: () => deleteElements({ edgeIds: [menu.id] }),
            },
          ],
        },
        {
          id: 'styles',
          title: t('editor.edgeMenu.styles'),
          items: EDGE_STYLE_PRESETS.map((preset) => ({
            id: preset.id,
            icon: <span className="editor-context-menu__swatch" style={{ background: preset.stroke }} />,
            label: t(preset.labelKey),
            onSelect: () =>
              updateEdge(menu.id, {
                style: { ...menu.style, stroke: preset.stroke, strokeWidth: EDGE_STYLE_WIDTH },
              }),
          })),
        },
      ]}
    />
  );
}
