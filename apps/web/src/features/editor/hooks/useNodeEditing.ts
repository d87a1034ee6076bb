import { useCallback, useEffect, useState } from 'react';
import { getCanvasNodeElement } from '../helpers/focusCanvasNode';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectEditRequest } from '../stores/editorSelectors';
import type { TextRef } from '../types';
import { useNodePermissions } from './useNodePermissions';
import { useTimedMessage } from './useTimedMessage';

/**
 * A node's view/edit state: editing starts on double-click (or the context menu's 'Editar') when the
 * user may edit, and the node's error message clears itself after 3 s.
 */
export function useNodeEditing(nodeId: string) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useTimedMessage();
  const { canEdit } = useNodePermissions();
  const store = useEditorStoreApi();
  // A request not handled yet: also one made while the node was drawn from far away (a distant node
  // has no editor) and that brought its full view in. A handled one is not new to a node that
  // unmounted off screen and comes back.
  const editRequest = useEditorStore(selectEditRequest(nodeId));

  const start = useCallback(() => {
    if (!canEdit) {
      setError({ key: 'editor.permissions.cannotEdit' });
      return;
    }
    setEditing(true);
  }, [canEdit, setError]);

  // The canvas knows which node has its form open: the minimap steps aside and the view follows it.
  useEffect(() => {
    if (!editing) return;
    store.getState().setNodeEditing(nodeId, true);
    return () => store.getState().setNodeEditing(nodeId, false);
  }, [editing, nodeId, store]);

  useEffect(() => {
    if (!editRequest) return;
    store.getState().markEditHandled(editRequest);
    start();
  }, [editRequest, start, store]);

  const stop = useCallback(() => {
    setEditing(false);
    // The editor's fields go away with the focus in them: the focus goes back to the node, so the
    // keyboard carries on from where it was (unless the user moved it somewhere on purpose).
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      getCanvasNodeElement(nodeId)?.focus({ preventScroll: true });
    });
  }, [nodeId]);
  return { editing, start, stop, error, setError: setError as (message: TextRef | null) => void };
}
