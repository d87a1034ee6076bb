import { useCallback, useEffect, useRef, useState } from 'react';
import { getCanvasNodeElement } from '../helpers/focusCanvasNode';
import { useEditorStore } from '../stores/EditorStoreContext';
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
  const editRequest = useEditorStore(selectEditRequest(nodeId));
  // A request made before this node mounted (it may unmount off screen and come back) is not new.
  const handledRequest = useRef(editRequest);

  const start = useCallback(() => {
    if (!canEdit) {
      setError({ key: 'editor.permissions.cannotEdit' });
      return;
    }
    setEditing(true);
  }, [canEdit, setError]);

  useEffect(() => {
    if (!editRequest || editRequest === handledRequest.current) return;
    handledRequest.current = editRequest;
    start();
  }, [editRequest, start]);

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
