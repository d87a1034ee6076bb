import type { NodeTypes } from '@xyflow/react';
import { DecisionNode } from './DecisionNode';
import { EndNode } from './EndNode';
import { GenericNode } from './GenericNode';
import { MessageNode } from './MessageNode';
import { withNodeErrorBoundary } from './NodeErrorBoundary';
import { OptionNode } from './OptionNode';
import { StartNode } from './StartNode';

const Generic = withNodeErrorBoundary(GenericNode);

/**
 * The node components by type, defined once at module scope so React Flow never sees a new object.
 * Each is memoised and has its own error boundary.
 */
export const NODE_TYPES: NodeTypes = {
  start: withNodeErrorBoundary(StartNode),
  message: withNodeErrorBoundary(MessageNode),
  decision: withNodeErrorBoundary(DecisionNode),
  option: withNodeErrorBoundary(OptionNode),
  end: withNodeErrorBoundary(EndNode),
  action: Generic,
  httpRequest: Generic,
  httpRequestNode: Generic,
  webhookNode: Generic,
  databaseNode: Generic,
  aiNodePro: Generic,
  complexConditionNode: Generic,
  power: Generic,
  powerNode: Generic,
  discord: Generic,
  ai: Generic,
  emotionDetection: Generic,
  handoff: Generic,
  knowledge: Generic,
  default: Generic,
};
