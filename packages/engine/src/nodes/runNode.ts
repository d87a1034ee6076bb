import type { NodeType } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import type { Turn } from '../run/createTurn';
import type { StepOutcome } from '../run/stepOutcome';
import { runActionNode } from './runActionNode';
import { runAiNode } from './runAiNode';
import { runComplexConditionNode } from './runComplexConditionNode';
import { runDatabaseNode } from './runDatabaseNode';
import { runDecisionNode } from './runDecisionNode';
import { runDiscordNode } from './runDiscordNode';
import { runEmotionDetectionNode } from './runEmotionDetectionNode';
import { runEndNode } from './runEndNode';
import { runHandoffNode } from './runHandoffNode';
import { runHttpRequestNode } from './runHttpRequestNode';
import { runKnowledgeNode } from './runKnowledgeNode';
import { runMessageNode } from './runMessageNode';
import { runPassThroughNode } from './runPassThroughNode';
import { runPowerNode } from './runPowerNode';
import { runStartNode } from './runStartNode';
import { runWebhookNode } from './runWebhookNode';

type NodeRunner = (node: EngineNode, turn: Turn) => Promise<StepOutcome>;

const NODE_RUNNERS: Readonly<Record<NodeType, NodeRunner>> = {
  start: (node, turn) => runStartNode(node, turn),
  end: runEndNode,
  message: runMessageNode,
  decision: runDecisionNode,
  option: runPassThroughNode,
  action: runActionNode,
  httpRequest: runHttpRequestNode,
  ai: runAiNode,
  aiNodePro: runAiNode,
  emotionDetection: runEmotionDetectionNode,
  discord: runDiscordNode,
  power: runPowerNode,
  webhookNode: runWebhookNode,
  databaseNode: runDatabaseNode,
  complexConditionNode: runComplexConditionNode,
  handoff: runHandoffNode,
  knowledge: runKnowledgeNode,
};

/** Runs one node by its type; unknown types pass through. */
export function runNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  return (node.kind ? NODE_RUNNERS[node.kind] : runPassThroughNode)(node, turn);
}
