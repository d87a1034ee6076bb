import type { NodeType } from '../model/nodeTypes';

/** The node palette's groups and the node types each offers, in display order (spec §3). */
export const PALETTE_GROUPS = [
  { id: 'basic', types: ['start', 'message', 'decision', 'handoff', 'end'] },
  { id: 'advanced', types: ['action', 'option', 'complexConditionNode'] },
  { id: 'integrations', types: ['httpRequest', 'webhookNode', 'databaseNode', 'power'] },
  { id: 'ai', types: ['aiNodePro', 'knowledge', 'emotionDetection'] },
] as const satisfies readonly { id: string; types: readonly NodeType[] }[];

/** The id of a palette group. */
export type PaletteGroupId = (typeof PALETTE_GROUPS)[number]['id'];
