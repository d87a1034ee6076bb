import type { NodeProps } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getNodeHandles } from '../../helpers/nodeHandles';
import type { EditorNode } from '../../types';
import { NodeShell } from './NodeShell';

/** How many characters of a Discord message the node shows (spec §3). */
const DISCORD_PREVIEW_LENGTH = 30;

/** A one-line summary of a node's main setting, by type. */
function summarize(type: string, data: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (type) {
    case 'httpRequest':
    case 'httpRequestNode':
      return `${text(data.method) || 'GET'} ${text(data.url)}`.trim();
    case 'action':
      return text(data.description);
    case 'power':
    case 'powerNode':
      return [text(data.powerIcon), text(data.powerTitle) || text(data.powerDescription)]
        .filter(Boolean)
        .join(' ');
    case 'discord':
      return text(data.messageContent).slice(0, DISCORD_PREVIEW_LENGTH);
    case 'ai':
      return text(data.promptTemplate) || text(data.systemMessage);
    case 'aiNodePro':
      return text(data.prompt) || text(data.promptTemplate);
    case 'emotionDetection':
      return text(data.outputVariable);
    default:
      return text(data.description) || text(data.message);
  }
}

/**
 * Every node type whose editor comes in a later release: its label, icon, a short summary and the
 * handles its type has, so that any stored flow opens and stays connectable.
 */
export function GenericNode({ id, type, data, selected }: NodeProps<EditorNode>) {
  const { t } = useTranslation();
  const handles = useMemo(() => getNodeHandles(type, data), [type, data]);
  const summary = summarize(type, data);
  const label = typeof data.label === 'string' && data.label ? data.label : t('editor.nodes.untitled');
  return (
    <NodeShell id={id} type={type} title={label} selected={selected} handles={handles}>
      {summary && <p className="flow-node__text flow-node__text--mono">{summary}</p>}
    </NodeShell>
  );
}
