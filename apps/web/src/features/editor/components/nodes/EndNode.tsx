import type { NodeProps, ReactFlowState } from '@xyflow/react';
import { useStore } from '@xyflow/react';
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodeEditing } from '../../hooks/useNodeEditing';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorNodeOf } from '../../types';
import { NodeEditorActions } from './NodeEditorActions';
import { NodeEditSurface } from './NodeEditSurface';
import { NodeLabelForm } from './NodeLabelForm';
import { NodeShell } from './NodeShell';

const HANDLES = getNodeHandles('end', {});

/** How many edges arrive at a node (spec §3 "End node": connections count). */
const selectIncomingCount = (nodeId: string) => (state: ReactFlowState) =>
  state.connectionLookup.get(`${nodeId}-target`)?.size ?? 0;

/** The end node: what the bot says last (`endMessage`), and how many connections lead here. */
export function EndNode({ id, data, selected }: NodeProps<EditorNodeOf<'end'>>) {
  const { t } = useEditorTranslation();
  const { updateNodeData } = useEditorStore(useShallow(selectActions));
  const { editing, start, stop, error } = useNodeEditing(id);
  const incoming = useStore(selectIncomingCount(id));
  const label = data.label ?? t('editor.nodes.end.defaultTitle');
  // What the bot says last: `endMessage`, or `dynamicContent` for flows that only have that (the
  // engine reads them in the same order).
  const endMessage =
    typeof data.endMessage === 'string' && data.endMessage !== ''
      ? data.endMessage
      : typeof data.dynamicContent === 'string'
        ? data.dynamicContent
        : '';
  const [draft, setDraft] = useState({ label, endMessage });
  const labelId = useId();
  const messageId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts from the data each time editing opens
  useEffect(() => {
    if (editing) setDraft({ label, endMessage });
  }, [editing]);

  const save = () => {
    updateNodeData(id, draft);
    stop();
  };

  return (
    <NodeShell
      id={id}
      type="end"
      title={label}
      selected={selected}
      handles={HANDLES}
      editing={editing}
      error={error}
      onDoubleClick={editing ? undefined : start}
    >
      {editing ? (
        <NodeEditSurface type="end" title={label}>
          <NodeLabelForm
            labelId={labelId}
            label={draft.label}
            onLabelChange={(label) => setDraft({ ...draft, label })}
            onEscape={stop}
          >
            <label htmlFor={messageId}>{t('editor.nodes.end.message')}</label>
            <textarea
              id={messageId}
              // biome-ignore lint/a11y/noAutofocus: editing was just asked for
              autoFocus
              rows={3}
              value={draft.endMessage}
              onChange={(event) => setDraft({ ...draft, endMessage: event.target.value })}
            />
            <NodeEditorActions onSave={save} onCancel={stop} />
          </NodeLabelForm>
        </NodeEditSurface>
      ) : (
        <>
          <p className="flow-node__text">{endMessage || t('editor.nodes.empty')}</p>
          <p className="flow-node__meta">{t('editor.nodes.end.incoming', { count: incoming })}</p>
        </>
      )}
    </NodeShell>
  );
}
