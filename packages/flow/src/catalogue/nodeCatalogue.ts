import type { NodeType } from '../model/nodeTypes';
import { PALETTE_GROUPS, type PaletteGroupId } from './paletteGroups';

/** A width and height in pixels. */
export interface NodeSize {
  readonly width: number;
  readonly height: number;
}

/** What the editor needs to know about one node type before any node of it exists. */
export interface NodeCatalogueEntry {
  readonly type: NodeType;
  readonly defaultSize: NodeSize;
  readonly minSize: NodeSize;
  readonly paletteGroup: PaletteGroupId | null;
}

const OTHER_SIZE: NodeSize = { width: 250, height: 150 };
/** The fallback minimum; the spec gives minimums only for start and HTTP nodes. */
const GENERIC_MIN_SIZE: NodeSize = { width: 150, height: 40 };

const DEFAULT_SIZES: Partial<Record<NodeType, NodeSize>> = {
  start: { width: 180, height: 80 },
  end: { width: 180, height: 80 },
  message: { width: 320, height: 200 },
  decision: { width: 300, height: 250 },
  action: { width: 300, height: 180 },
  option: { width: 280, height: 120 },
  httpRequest: { width: 350, height: 300 },
  power: { width: 350, height: 450 },
  discord: { width: 320, height: 280 },
  ai: { width: 350, height: 350 },
  emotionDetection: { width: 300, height: 220 },
  handoff: { width: 300, height: 200 },
  knowledge: { width: 300, height: 200 },
};

const MIN_SIZES: Partial<Record<NodeType, NodeSize>> = {
  start: { width: 180, height: 100 },
  httpRequest: { width: 280, height: 150 },
};

/** The width of a collapsed action node (its expanded width is its default, 300). */
export const COLLAPSED_ACTION_WIDTH = 180;

function paletteGroupOf(type: NodeType): PaletteGroupId | null {
  const group = PALETTE_GROUPS.find((candidate) => (candidate.types as readonly NodeType[]).includes(type));
  return group?.id ?? null;
}

function entry(type: NodeType): NodeCatalogueEntry {
  return {
    type,
    defaultSize: DEFAULT_SIZES[type] ?? OTHER_SIZE,
    minSize: MIN_SIZES[type] ?? GENERIC_MIN_SIZE,
    paletteGroup: paletteGroupOf(type),
  };
}

/** Default size (spec §9), minimum size (spec §5) and palette group of every node type. */
export const NODE_CATALOGUE: Readonly<Record<NodeType, NodeCatalogueEntry>> = {
  start: entry('start'),
  end: entry('end'),
  message: entry('message'),
  decision: entry('decision'),
  action: entry('action'),
  option: entry('option'),
  httpRequest: entry('httpRequest'),
  webhookNode: entry('webhookNode'),
  databaseNode: entry('databaseNode'),
  aiNodePro: entry('aiNodePro'),
  complexConditionNode: entry('complexConditionNode'),
  power: entry('power'),
  discord: entry('discord'),
  ai: entry('ai'),
  emotionDetection: entry('emotionDetection'),
  handoff: entry('handoff'),
  knowledge: entry('knowledge'),
};

/**
 * Raises a requested size to the type's minimum, so a resize can never make a node smaller.
 *
 * @example clampNodeSize('httpRequest', { width: 100, height: 400 }) // { width: 280, height: 400 }
 */
export function clampNodeSize(type: NodeType, size: NodeSize): NodeSize {
  const { minSize } = NODE_CATALOGUE[type];
  return { width: Math.max(size.width, minSize.width), height: Math.max(size.height, minSize.height) };
}

/**
 * The width a node is drawn at when it has no size of its own: its type's default, except a folded
 * action node, which narrows to {@link COLLAPSED_ACTION_WIDTH} (spec §4 "Action node width 300, 180
 * collapsed"). Other folding types (HTTP, AI) keep their width.
 *
 * @example getNodeWidth('action', { collapsed: true }) // 180
 */
export function getNodeWidth(type: NodeType, options: { readonly collapsed?: boolean } = {}): number {
  if (type === 'action' && options.collapsed) return COLLAPSED_ACTION_WIDTH;
  return NODE_CATALOGUE[type].defaultSize.width;
}
