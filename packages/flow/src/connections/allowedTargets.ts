import type { NodeType } from '../model/nodeTypes';

/** «Hablar con una persona» (issue #29): any node that goes on to a next step may call a person. */
const HANDOFF: NodeType = 'handoff';
/** «Responder con conocimiento» (issue #30): any node that goes on may answer from the bot's knowledge. */
const KNOWLEDGE: NodeType = 'knowledge';

/**
 * Steps that act on the conversation's data and then go on (not in the spec's table, which predates
 * them), «Hablar con una persona» and «Responder con conocimiento»: any node that goes on to a next
 * step may go on to one of these.
 */
const DATA_STEPS: readonly NodeType[] = [
  'webhookNode',
  'databaseNode',
  'complexConditionNode',
  HANDOFF,
  KNOWLEDGE,
];

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
  ...DATA_STEPS,
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
  ...DATA_STEPS,
];

/**
 * Which node types each type may connect to (spec §5 "Connections"). Start is never a target and
 * end has no outgoing links. Types the spec's table leaves out as sources (discord, webhook,
 * database, complex condition) follow the generic row shared by decision, action and power, and
 * every row that goes on may go on to a data step (webhook, database, complex condition).
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
    ...DATA_STEPS,
  ],
  message: [...GENERIC_TARGETS, 'emotionDetection'],
  decision: GENERIC_TARGETS,
  action: GENERIC_TARGETS,
  power: GENERIC_TARGETS,
  emotionDetection: GENERIC_TARGETS,
  option: [
    'message',
    'decision',
    'action',
    'httpRequest',
    'end',
    'ai',
    'aiNodePro',
    'emotionDetection',
    ...DATA_STEPS,
  ],
  httpRequest: [
    'message',
    'decision',
    'action',
    'end',
    'option',
    'power',
    'discord',
    'ai',
    'aiNodePro',
    ...DATA_STEPS,
  ],
  ai: AI_TARGETS,
  aiNodePro: AI_TARGETS,
  end: [],
  discord: GENERIC_TARGETS,
  webhookNode: GENERIC_TARGETS,
  databaseNode: GENERIC_TARGETS,
  complexConditionNode: GENERIC_TARGETS,
  handoff: GENERIC_TARGETS,
  knowledge: GENERIC_TARGETS,
};

/** Whether the spec's table allows an edge from a node of one type to a node of another. */
export function isAllowedTargetType(sourceType: NodeType, targetType: NodeType): boolean {
  return ALLOWED_TARGETS[sourceType].includes(targetType);
}
