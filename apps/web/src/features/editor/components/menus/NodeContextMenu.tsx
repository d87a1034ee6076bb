import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useNodePermissions } from '../../hooks/useNodePermissions';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { ContextMenu } from './ContextMenu';

const selectNodeMenu = (state: EditorState) => {
  if (state.menu?.kind !== 'node') return null;
  const node = state.nodes.find((candidate) => candidate.id === state.menu?.id);
  return node ? { ...state.menu, type: node.type ?? '' } : null;
};

/** Editar, Duplicar Nodo and Eliminar Nodo, following the user's permissions (spec §2, §6). */
export function NodeContextMenu() {
  const { t } = useTranslation();
  const menu = useEditorStore(useShallow(selectNodeMenu));
  const { requestEdit, duplicateNode, deleteElements, closeMenu } = useEditorStore(useShallow(selectActions));
  const { canEdit, canDelete } = useNodePermissions();
  if (!menu) return null;
  return (
    <ContextMenu
      label={t('editor.nodeMenu.label')}
      x={menu.x}
      y={menu.y}
      onClose={closeMenu}
      sections={[
        {
          id: 'node',
          items: [
            {
              id: 'edit',
              icon: '✏️',
              label: t('editor.nodeMenu.edit'),
              disabled: !canEdit,
              onSelect: () => requestEdit(menu.id),
            },
            {
              id: 'duplicate',
              icon: '⧉',
              label: t('editor.nodeMenu.duplicate'),
              disabled: !canEdit,
              onSelect: () => duplicateNode(menu.id),
            },
            {
              id: 'delete',
              icon: '🗑️',
              label: t('editor.nodeMenu.delete'),
              disabled: !canDelete,
              danger: true,
              onSelect: () => deleteElements({ nodeIds: [menu.id] }),
            },
          ],
        },
      ]}
    />
  );
}
