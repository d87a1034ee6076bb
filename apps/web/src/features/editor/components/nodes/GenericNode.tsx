import {
  type ConditionJoin,
  type ConditionOperator,
  getNodeServiceIssue,
  getNodeSetupIssue,
  readHandoffSettings,
  readKnowledgeSettings,
} from '@plubot/flow';
import { type NodeProps, useInternalNode } from '@xyflow/react';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isLastReplyQuestion } from '../../helpers/isLastReplyQuestion';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { summarizeOpeningHours } from '../../helpers/summarizeOpeningHours';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodePermissions } from '../../hooks/useNodePermissions';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectServices } from '../../stores/editorSelectors';
import type { EditorNode } from '../../types';
import { NodeShell, type NodeStatusBadge } from './NodeShell';

/** How many characters of a Discord message the node shows (spec §3). */
const DISCORD_PREVIEW_LENGTH = 30;
/** How many characters of a prompt or a URL a closed node shows. */
const PREVIEW_LENGTH = 80;

const cut = (text: string, length = PREVIEW_LENGTH) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The words a summary needs in the reader's language. */
export interface SummaryWords {
  operator(operator: ConditionOperator): string;
  join(join: ConditionJoin): string;
}

/** A one-line summary of a node's main setting, read from its typed data. */
export function summarizeNode(node: EditorNode, words: SummaryWords): string {
  switch (node.type) {
    case 'httpRequest':
      return cut(`${node.data.method ?? 'GET'} ${node.data.url ?? ''}`.trim());
    case 'action':
      return node.data.description ?? '';
    case 'power':
      return [node.data.powerIcon, node.data.powerTitle || node.data.powerDescription]
        .filter(Boolean)
        .join(' ');
    case 'discord':
      return (node.data.messageContent ?? '').slice(0, DISCORD_PREVIEW_LENGTH);
    case 'ai':
      return cut(node.data.promptTemplate || node.data.systemMessage || '');
    case 'aiNodePro':
      return cut(node.data.prompt || '');
    case 'emotionDetection':
      return node.data.outputVariable ? `→ ${node.data.outputVariable}` : '';
    case 'webhookNode':
      return cut(node.data.url ?? '');
    case 'databaseNode':
      return [node.data.collection, node.data.key].filter(Boolean).join(' · ');
    case 'handoff':
      return cut(node.data.message ?? '');
    case 'knowledge': {
      // The default question (the visitor's last reply) is said in words by KnowledgeDetails.
      const { question } = readKnowledgeSettings(node);
      return question && !isLastReplyQuestion(question) ? cut(question) : '';
    }
    case 'complexConditionNode':
      return (node.data.rules ?? [])
        .map((rule) =>
          `${rule.variable} ${words.operator(rule.operator)} ${rule.operator === 'isEmpty' ? '' : (rule.value ?? '')}`.trim(),
        )
        .join(` ${words.join(node.data.join ?? 'and')} `);
    default:
      return '';
  }
}

/** The node types whose card folds to its header (they keep `isCollapsed` in their data). */
const FOLDING_TYPES = new Set(['httpRequest', 'action', 'ai', 'aiNodePro']);

/** An HTTP node's details under its summary: headers, body type, response mappings. */
function HttpDetails({ node }: { node: EditorNode }) {
  const { t } = useEditorTranslation();
  if (node.type !== 'httpRequest') return null;
  const headers = node.data.headers?.length ?? 0;
  const mappings = node.data.responseMapping?.length ?? 0;
  const parts = [
    t('editor.nodes.http.headers', { count: headers }),
    t(`editor.inspector.http.bodyTypes.${node.data.bodyType ?? 'none'}`),
    t('editor.nodes.http.mappings', { count: mappings }),
  ];
  return <p className="flow-node__text flow-node__text--muted">{parts.join(' · ')}</p>;
}

/** A «Hablar con una persona» node's hours: «Horario: L–V 9:00–18:00 (Europe/Madrid)» or «Siempre disponible». */
function HandoffDetails({ node }: { node: EditorNode }) {
  const { t } = useEditorTranslation();
  if (node.type !== 'handoff') return null;
  const { hours } = readHandoffSettings(node);
  const summary = summarizeOpeningHours(hours.days, (day) => t(`editor.nodes.handoff.days.${day as 0}`));
  const line = !hours.enabled
    ? t('editor.nodes.handoff.always')
    : summary
      ? t('editor.nodes.handoff.hours', { summary, timeZone: hours.timeZone })
      : t('editor.nodes.handoff.noDays');
  return <p className="flow-node__text flow-node__text--muted">{line}</p>;
}

/**
 * A «Responder con conocimiento» node's settings in words: «Responde a la última respuesta del
 * visitante» for its default question, and whether it writes with AI and shows its sources.
 */
function KnowledgeDetails({ node }: { node: EditorNode }) {
  const { t } = useEditorTranslation();
  if (node.type !== 'knowledge') return null;
  const { question, useAi, showSources } = readKnowledgeSettings(node);
  const modes = [
    t(useAi ? 'editor.nodes.knowledge.withAi' : 'editor.nodes.knowledge.withoutAi'),
    t(showSources ? 'editor.nodes.knowledge.withSources' : 'editor.nodes.knowledge.withoutSources'),
  ];
  return (
    <>
      {question && isLastReplyQuestion(question) && (
        <p className="flow-node__text">{t('editor.nodes.knowledge.lastReply')}</p>
      )}
      <p className="flow-node__text flow-node__text--muted">{modes.join(' · ')}</p>
    </>
  );
}

/**
 * The node types set up in the inspector (HTTP, AI, actions, integrations, logic): the node shows
 * its title, a summary of its settings and, when something it needs is missing, a warning.
 * Double-click (or Enter, or 'Editar') opens the inspector.
 */
export function GenericNode(props: NodeProps<EditorNode>) {
  const { id, data, selected } = props;
  const { t } = useEditorTranslation();
  // React Flow's own record of this node: the editor node itself, with its type and data together.
  const node = useInternalNode<EditorNode>(id)?.internals.userNode;
  const handles = useMemo(() => getNodeHandles(props.type, data), [props.type, data]);
  const { requestEdit, updateNodeData } = useEditorStore(useShallow(selectActions));
  const { canEdit } = useNodePermissions();
  const [error, setError] = useTimedMessage();
  const summary = node
    ? summarizeNode(node, {
        operator: (operator) => t(`editor.inspector.operatorSymbols.${operator}`),
        join: (join) => t(`editor.inspector.condition.joinWords.${join}`),
      })
    : '';
  const services = useEditorStore(selectServices);
  const issue = node ? getNodeSetupIssue(node) : undefined;
  const serviceIssue = node && services ? getNodeServiceIssue(node, services) : undefined;
  const status: NodeStatusBadge | null = issue
    ? { tone: 'warning', text: { flow: issue } }
    : serviceIssue
      ? { tone: serviceIssue.blocking ? 'error' : 'warning', text: { flow: serviceIssue.message } }
      : null;
  const label = data.label || t('editor.nodes.untitled');
  const folds = FOLDING_TYPES.has(props.type);
  const collapsed = folds && 'isCollapsed' in data && data.isCollapsed === true;
  return (
    <NodeShell
      id={id}
      type={props.type}
      title={label}
      selected={selected}
      handles={handles}
      error={error}
      status={status}
      onDoubleClick={() => (canEdit ? requestEdit(id) : setError({ key: 'editor.permissions.cannotEdit' }))}
      collapsed={collapsed}
      {...(folds && canEdit
        ? { onToggleCollapsed: () => updateNodeData(id, { isCollapsed: !collapsed }) }
        : {})}
    >
      {summary && <p className="flow-node__text flow-node__text--mono">{summary}</p>}
      {node && <HttpDetails node={node} />}
      {node && <HandoffDetails node={node} />}
      {node && <KnowledgeDetails node={node} />}
    </NodeShell>
  );
}
