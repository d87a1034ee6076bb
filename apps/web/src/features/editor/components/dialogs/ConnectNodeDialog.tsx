import { isValidConnection } from '@plubot/flow';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { focusCanvasNode } from '../../helpers/focusCanvasNode';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { normalizeConnection } from '../../helpers/normalizeConnection';
import { toFlowGraph } from '../../helpers/toFlowGraph';
import { useNodeName } from '../../hooks/useNodeName';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectConnectingFromNodeId } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { EditorDialog } from './EditorDialog';
import './ConnectNodeDialog.css';

/** From this many candidates on, a search field narrows the list. */
const SEARCH_FROM = 8;

const selectGraph = (state: EditorState) => ({ nodes: state.nodes, edges: state.edges });

/**
 * 'Conectar con…' (the node menu): connects the node to another one chosen from a list — by keyboard
 * or touch, without dragging between handles. A node with several outputs (a decision, HTTP …) asks
 * which one first. The node's outgoing connections are listed with 'Quitar'.
 */
export function ConnectNodeDialog() {
  const sourceId = useEditorStore(selectConnectingFromNodeId);
  const exists = useEditorStore((state) => state.nodes.some((node) => node.id === sourceId));
  if (!sourceId || !exists) return null;
  return <ConnectNodeDialogBody key={sourceId} sourceId={sourceId} />;
}

function ConnectNodeDialogBody({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation();
  const nameOf = useNodeName();
  const { nodes, edges } = useEditorStore(useShallow(selectGraph));
  const { connect, deleteElements, closeConnectDialog, showNotice } = useEditorStore(
    useShallow(selectActions),
  );
  const source = nodes.find((node) => node.id === sourceId);
  const outputs = useMemo(() => (source ? getNodeHandles(source.type, source.data).sources : []), [source]);
  const [outputIndex, setOutputIndex] = useState(0);
  const [query, setQuery] = useState('');
  const firstField = useRef<HTMLElement | null>(null);
  const outputId = useId();
  const searchId = useId();
  const output = outputs[outputIndex] ?? outputs[0];

  const candidates = useMemo(() => {
    if (!output) return [];
    const graph = toFlowGraph(nodes, edges);
    return nodes
      .filter((node) => node.id !== sourceId)
      .filter((node) =>
        isValidConnection(
          normalizeConnection({
            source: sourceId,
            sourceHandle: output.id,
            target: node.id,
            targetHandle: null,
          }),
          graph,
        ),
      )
      .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x)
      .map((node) => ({ id: node.id, name: nameOf(node, nodes) }));
  }, [nodes, edges, sourceId, output, nameOf]);
  const wanted = query.trim().toLocaleLowerCase();
  const shown = wanted
    ? candidates.filter((node) => node.name.toLocaleLowerCase().includes(wanted))
    : candidates;
  const outgoing = edges
    .filter((edge) => edge.source === sourceId)
    .map((edge) => {
      const target = nodes.find((node) => node.id === edge.target);
      return { id: edge.id, name: target ? nameOf(target, nodes) : edge.target };
    });

  useEffect(() => {
    // After the dialog opened (its own effect runs after this one): the first thing to choose.
    const frame = requestAnimationFrame(() => firstField.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  if (!source) return null;
  const sourceName = nameOf(source, nodes);
  const close = () => {
    closeConnectDialog();
    void focusCanvasNode(sourceId);
  };
  const outputLabel = (index: number) => {
    const spec = outputs[index];
    if (spec?.labelKey) return t(spec.labelKey as 'editor.handles.onSuccess');
    return spec?.label || t('editor.access.connect.defaultOutput');
  };
  const choose = (target: { id: string; name: string }) => {
    const done = connect({
      source: sourceId,
      sourceHandle: output?.id ?? null,
      target: target.id,
      targetHandle: null,
    });
    if (!done) return;
    showNotice('success', { key: 'editor.access.connect.connected', params: { name: target.name } });
    close();
  };

  return (
    <EditorDialog
      title={t('editor.access.connect.title', { name: sourceName })}
      icon="🔗"
      onClose={close}
      size="sm"
    >
      {outputs.length > 1 && (
        <div className="editor-dialog__field">
          <label htmlFor={outputId}>{t('editor.access.connect.output')}</label>
          <select
            id={outputId}
            ref={(element) => {
              firstField.current = element;
            }}
            value={outputIndex}
            onChange={(event) => setOutputIndex(Number(event.target.value))}
          >
            {outputs.map((spec, index) => (
              <option key={spec.id ?? 'default'} value={index}>
                {outputLabel(index)}
              </option>
            ))}
          </select>
        </div>
      )}
      <h3 className="connect-dialog__heading">{t('editor.access.connect.targets')}</h3>
      {candidates.length >= SEARCH_FROM && (
        <div className="editor-dialog__field">
          <label htmlFor={searchId}>{t('editor.access.connect.search')}</label>
          <input
            id={searchId}
            type="text"
            ref={(element) => {
              if (outputs.length <= 1) firstField.current = element;
            }}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="editor-dialog__hint">{t('editor.access.connect.none')}</p>
      ) : (
        <ul className="connect-dialog__list">
          {shown.map((target, index) => (
            <li key={target.id}>
              <button
                type="button"
                className="connect-dialog__target"
                ref={(element) => {
                  if (index === 0 && outputs.length <= 1 && candidates.length < SEARCH_FROM)
                    firstField.current = element;
                }}
                onClick={() => choose(target)}
              >
                <span aria-hidden="true">→ </span>
                {target.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="connect-dialog__heading">{t('editor.access.connect.current')}</h3>
      {outgoing.length === 0 ? (
        <p className="editor-dialog__hint">{t('editor.access.connect.noCurrent')}</p>
      ) : (
        <ul className="connect-dialog__list">
          {outgoing.map((edge) => (
            <li key={edge.id} className="connect-dialog__current">
              <span>
                <span aria-hidden="true">→ </span>
                {edge.name}
              </span>
              <button
                type="button"
                className="connect-dialog__remove"
                aria-label={t('editor.access.connect.remove', { name: edge.name })}
                onClick={() => deleteElements({ edgeIds: [edge.id] })}
              >
                {t('editor.access.connect.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </EditorDialog>
  );
}
