import { analyzeRoutes, type FlowMessage, validateFlow } from '@plubot/flow';
import { useReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { toFlowGraph } from '../../helpers/toFlowGraph';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import type { EditorState } from '../../stores/editorStoreTypes';
import { EditorDialog } from './EditorDialog';

const selectGraph = (state: EditorState) => ({ nodes: state.nodes, edges: state.edges });

/** Route analysis (spec §3 "Flow analysis") with the flow's validation, from `@plubot/flow`. */
export function RouteAnalysisDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { nodes, edges } = useEditorStore(useShallow(selectGraph));
  const { fitView } = useReactFlow();
  const { analysis, validation, labels } = useMemo(() => {
    const graph = toFlowGraph(nodes, edges);
    return {
      analysis: analyzeRoutes(graph),
      validation: validateFlow(graph),
      labels: new Map(nodes.map((node) => [node.id, String(node.data.label ?? node.id)])),
    };
  }, [nodes, edges]);

  const focus = (nodeId: string) => {
    onClose();
    void fitView({ nodes: [{ id: nodeId }], duration: 800, padding: 0.3, includeHiddenNodes: true });
  };
  const stats: [string, string | number][] = [
    [t('editor.routes.total'), `${analysis.totalRoutes}${analysis.routeCountCapped ? '+' : ''}`],
    [t('editor.routes.complete'), analysis.completeRoutes],
    [t('editor.routes.incomplete'), analysis.incompleteRoutes],
    [t('editor.routes.longest'), analysis.longestRoute],
    [t('editor.routes.cycles'), analysis.cycles.length],
    [t('editor.routes.complexity'), analysis.complexity],
  ];
  const nodeLists: [string, string[]][] = [
    [t('editor.routes.orphaned'), analysis.orphanedNodes],
    [t('editor.routes.deadEnds'), analysis.deadEndNodes],
    [t('editor.routes.unreachable'), analysis.unreachableNodes],
  ];
  const messages: [string, FlowMessage[], string][] = [
    [t('editor.routes.issues'), validation.issues, 'error'],
    [t('editor.routes.warnings'), validation.warnings, 'warning'],
    [t('editor.routes.suggestions'), validation.suggestions, 'info'],
  ];

  return (
    <EditorDialog title={t('editor.routes.title')} icon="🧭" onClose={onClose} size="lg">
      <dl className="editor-dialog__stats">
        {stats.map(([label, value]) => (
          <div key={label} className="editor-dialog__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {nodeLists.map(([title, ids]) =>
        ids.length === 0 ? null : (
          <section key={title}>
            <h3 className="editor-dialog__section-title">
              {title} ({ids.length})
            </h3>
            <p>
              {ids.slice(0, 30).map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <button type="button" className="editor-dialog__link" onClick={() => focus(id)}>
                    {labels.get(id) ?? id}
                  </button>
                </span>
              ))}
              {ids.length > 30 && ` … (+${ids.length - 30})`}
            </p>
          </section>
        ),
      )}
      {messages.map(([title, list, tone]) =>
        list.length === 0 ? null : (
          <section key={title}>
            <h3 className="editor-dialog__section-title">{title}</h3>
            <ul className="editor-dialog__list">
              {list.slice(0, 50).map((message) => (
                <li
                  key={`${message.code}-${message.message}`}
                  className={`editor-dialog__message editor-dialog__message--${tone}`}
                >
                  {text({ flow: message })}
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {validation.valid && validation.warnings.length === 0 && (
        <p className="editor-dialog__message editor-dialog__message--success">{t('editor.routes.allGood')}</p>
      )}
    </EditorDialog>
  );
}
