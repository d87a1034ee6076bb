import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { useNodePermissions } from '../../hooks/useNodePermissions';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { ContextMenu } from './ContextMenu';

const selectNodeMenu = (state: EditorState) => {
  if (state.menu?.kind !== 'node') return null;
  const node = state.nodes.find((candidate) => candidate.id === state.menu?.id);
  if (!node) return null;
  const hasOutputs = getNodeHandles(node.type, node.data).sources.length > 0;
  return { ...state.menu, type: node.type ?? '', hasOutputs };
};

/**
 * Editar, Conectar con…, Duplicar Nodo and Eliminar Nodo, following the user's permissions (spec §2,
 * §6). Right click, a long press or Shift+F10 on a focused node opens it.
 */
export function NodeContextMenu() {
  const { t } = useTranslation();
  const menu = useEditorStore(useShallow(selectNodeMenu));
  const { requestEdit, duplicateNode, deleteElements, closeMenu, openConnectDialog } = useEditorStore(
    useShallow(selectActions),
  );
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
              id: 'connect',
              icon: '🔗',
              label: t('editor.access.connect.menuItem'),
              disabled: !canEdit || !menu.hasOutputs,
              onSelect: () => openConnectDialog(menu.id),
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
