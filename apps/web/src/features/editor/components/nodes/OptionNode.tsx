import {
  type FlowNode,
  type FlowNodeOf,
  getOptionDisplayLabel,
  OPTION_INSTRUCTION_MAX_LENGTH,
  readNodeDataAs,
  validateOptionInstruction,
} from '@plubot/flow';
import { type NodeProps, type ReactFlowState, useReactFlow, useStore } from '@xyflow/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodeEditing } from '../../hooks/useNodeEditing';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectIsUltraMode } from '../../stores/editorSelectors';
import type { EditorNodeOf } from '../../types';
import { NodeEditorActions } from './NodeEditorActions';
import { NodeEditSurface } from './NodeEditSurface';
import { NodeShell } from './NodeShell';

const HANDLES = getNodeHandles('option', {});
/** Focusing a node animates for 800 ms with 0.3 padding (spec §9). */
const FOCUS_ANIMATION = { duration: 800, padding: 0.3, includeHiddenNodes: true } as const;

/** The parent decision's data: stable while the parent only moves, so dragging it costs nothing here. */
const selectParentData = (parentId: unknown) => (state: ReactFlowState) => {
  if (typeof parentId !== 'string') return undefined;
  const parent = state.nodeLookup.get(parentId)?.internals.userNode;
  return parent?.type === 'decision' ? parent.data : undefined;
};

/**
 * An option node: one branch of a decision, shown with its condition's text and an instruction.
 * Double-click or Enter starts editing (not in Ultra mode); Ctrl/Cmd+Enter or Guardar saves,
 * Escape or Cancelar restores the old text; Ctrl+P jumps to the parent decision (spec §4).
 */
export function OptionNode({ id, data, selected }: NodeProps<EditorNodeOf<'option'>>) {
  const { t } = useEditorTranslation();
  const { updateNodeData } = useEditorStore(useShallow(selectActions));
  const isUltra = useEditorStore(selectIsUltraMode);
  const { editing, start, stop, error, setError } = useNodeEditing(id);
  const { fitView, setNodes } = useReactFlow();
  const parentData = useStore(selectParentData(data.sourceNode));
  const instruction = data.instruction ?? '';
  const [draft, setDraft] = useState(instruction);
  const label = useMemo(() => {
    const origin = { x: 0, y: 0 };
    const option: FlowNodeOf<'option'> = {
      id,
      type: 'option',
      position: origin,
      data: readNodeDataAs('option', data),
    };
    const parentId = typeof data.sourceNode === 'string' ? data.sourceNode : '';
    const parents: FlowNode[] = parentData
      ? [{ id: parentId, type: 'decision', position: origin, data: readNodeDataAs('decision', parentData) }]
      : [];
    return getOptionDisplayLabel(option, parents);
  }, [id, data, parentData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts from the data each time editing opens
  useEffect(() => {
    if (editing) setDraft(instruction);
  }, [editing]);

  const startEditing = () => {
    if (!isUltra) start();
  };
  const save = () => {
    const checked = validateOptionInstruction(draft);
    if (!checked.ok) {
      setError({ flow: checked.error });
      return;
    }
    if (checked.value !== instruction) {
      updateNodeData(id, { instruction: checked.value, lastUpdated: new Date().toISOString() });
    }
    stop();
  };
  const cancel = () => {
    setDraft(instruction);
    stop();
  };
  const goToParent = () => {
    if (typeof data.sourceNode !== 'string') return;
    const parentId = data.sourceNode;
    setNodes((nodes) => nodes.map((node) => ({ ...node, selected: node.id === parentId })));
    void fitView({ nodes: [{ id: parentId }], ...FOCUS_ANIMATION });
  };
  const onViewKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      startEditing();
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      goToParent();
    }
  };
  const onEditKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <NodeShell
      id={id}
      type="option"
      title={label}
      selected={selected}
      handles={HANDLES}
      editing={editing}
      error={error}
      onDoubleClick={editing ? undefined : startEditing}
    >
      {editing ? (
        <NodeEditSurface type="option" title={label}>
          <div className="flow-node__form nodrag nowheel" onKeyDown={onEditKeyDown}>
            <textarea
              className="flow-node__instruction"
              // biome-ignore lint/a11y/noAutofocus: editing was just asked for
              autoFocus
              aria-label={t('editor.nodes.option.instruction')}
              value={draft}
              maxLength={OPTION_INSTRUCTION_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
            />
            <p className="flow-node__hint">{t('editor.nodes.option.hint')}</p>
            <NodeEditorActions onSave={save} onCancel={cancel} />
          </div>
        </NodeEditSurface>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the option is focusable so Enter can start editing
        <div className="flow-node__focusable" tabIndex={0} onKeyDown={onViewKeyDown}>
          <p className="flow-node__text">{instruction || t('editor.nodes.empty')}</p>
        </div>
      )}
    </NodeShell>
  );
}
