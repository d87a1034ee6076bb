import type { NodeType } from '../model/nodeTypes';

const GENERIC_TARGETS: readonly NodeType[] = [
  'message',
  'end',
  'decision',
  'action',
  'option',
  'httpRequest',
  'power',
  'discord',
  'ai',
  'aiNodePro',
];

const AI_TARGETS: readonly NodeType[] = [
  'message',
  'decision',
  'action',
  'end',
  'httpRequest',
  'power',
  'discord',
  'ai',
  'aiNodePro',
  'emotionDetection',
];

/**
 * Which node types each type may connect to (spec §5 "Connections"). Start is never a target and
 * end has no outgoing links. Types the spec's table leaves out as sources (discord, webhook,
 * database, complex condition) follow the generic row shared by decision, action and power.
 */
export const ALLOWED_TARGETS: Readonly<Record<NodeType, readonly NodeType[]>> = {
  start: [
    'message',
    'decision',
    'action',
    'httpRequest',
    'power',
    'discord',
    'ai',
    'aiNodePro',
    'emotionDetection',
  ],
  message: [...GENERIC_TARGETS, 'emotionDetection'],
  decision: GENERIC_TARGETS,
  action: GENERIC_TARGETS,
  power: GENERIC_TARGETS,
  emotionDetection: GENERIC_TARGETS,
  option: ['message', 'decision', 'action', 'httpRequest', 'end', 'ai', 'aiNodePro'],
  httpRequest: ['message', 'decision', 'action', 'end', 'option', 'power', 'discord', 'ai', 'aiNodePro'],
  ai: AI_TARGETS,
  aiNodePro: AI_TARGETS,
  end: [],
  discord: GENERIC_TARGETS,
  webhookNode: GENERIC_TARGETS,
  databaseNode: GENERIC_TARGETS,
  complexConditionNode: GENERIC_TARGETS,
};

/** Whether the spec's table allows an edge from a node of one type to a node of another. */
export function isAllowedTargetType(sourceType: NodeType, targetType: NodeType): boolean {
  return ALLOWED_TARGETS[sourceType].includes(targetType);
}
