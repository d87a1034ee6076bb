import { listFlowVariables } from '@plubot/engine';
import { patchNodeData } from '@plubot/flow';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useNodePermissions } from '../../hooks/useNodePermissions';
import { useEditorStore, useEditorStoreApi } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import type { EditorNode } from '../../types';
import { NodeEditorActions } from '../nodes/NodeEditorActions';
import { NodeForm } from './forms/NodeForm';
import { TextField } from './inspectorFields';
import './NodeInspector.css';

const selectInspected = (state: EditorState) =>
  state.inspectedNodeId === null ? undefined : state.nodes.find((node) => node.id === state.inspectedNodeId);

/**
 * The settings of the node being inspected, beside the canvas (a sheet over it on narrow screens):
 * its title and its type's form on a draft; Guardar writes the draft into the node (one undo step),
 * Cancelar or Escape drops it. Opened by double-click, Enter on the selected node or 'Editar'.
 */
export function NodeInspector() {
  const node = useEditorStore(selectInspected);
  if (!node) return null;
  // A new key per node: the draft starts from the node's data each time another node is opened.
  return <InspectorPanel key={node.id} node={node} />;
}

function InspectorPanel({ node }: { node: EditorNode }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const { updateNodeData, closeInspector } = useEditorStore(useShallow(selectActions));
  const botPowers = useEditorStore((state) => state.botPowers);
  const { canEdit } = useNodePermissions();
  const [draft, setDraft] = useState<EditorNode>(node);
  const [labelError, setLabelError] = useState<string | null>(null);
  const titleId = useId();
  // The variables come from the flow as it is now; computing them once per opening is enough.
  const variables = useMemo(() => listFlowVariables(store.getState().nodes), [store]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // Back to the node the inspector was opened from, so the keyboard stays where it was.
      const nodeElement = document.querySelector<HTMLElement>(
        `.react-flow__node[data-id="${CSS.escape(node.id)}"]`,
      );
      (nodeElement ?? opener)?.focus({ preventScroll: true });
    };
  }, [node.id]);

  const label = typeof draft.data.label === 'string' ? draft.data.label : '';
  const save = () => {
    if (draft.type === 'aiNodePro' && label.trim() === '') {
      setLabelError(t('editor.inspector.labelRequired'));
      return;
    }
    updateNodeData(node.id, { ...draft.data });
    closeInspector();
  };

  return (
    <aside
      className="inspector"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          closeInspector();
        }
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canEdit) {
          event.preventDefault();
          save();
        }
      }}
    >
      <header className="inspector__header">
        <p className="inspector__type">{t(`editor.nodeTypes.${node.type}`)}</p>
        <h2 id={titleId} className="inspector__title">
          {label || t(`editor.nodeTypes.${node.type}`)}
        </h2>
        <button
          type="button"
          className="inspector__close"
          aria-label={t('editor.inspector.close')}
          onClick={closeInspector}
        >
          ×
        </button>
      </header>
      <form
        className="inspector__body"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset disabled={!canEdit} className="inspector__fields">
          <TextField
            label={t('editor.nodes.label')}
            value={label}
            maxLength={200}
            error={labelError}
            onChange={(value) => {
              setLabelError(null);
              setDraft((current) => patchNodeData(current, { label: value }));
            }}
          />
          <NodeForm
            node={draft}
            variables={variables}
            canEdit={canEdit}
            botPowers={botPowers}
            onChange={(patch) => setDraft((current) => patchNodeData(current, patch))}
          />
        </fieldset>
        {!canEdit && <p className="inspector__note">{t('editor.permissions.cannotEdit')}</p>}
        <p className="inspector__hint">{t('editor.inspector.hint')}</p>
        <NodeEditorActions onSave={save} onCancel={closeInspector} saveDisabled={!canEdit} />
      </form>
    </aside>
  );
}
