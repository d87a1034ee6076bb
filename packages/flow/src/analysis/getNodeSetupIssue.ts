import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { FlowNode } from '../model/nodeSchema';
import { isRunningPower } from '../model/secretNodeFields';
import { isDesignPower, parseDesignLink } from '../powers/designPowers';
import { findPowerAction, isActionService } from '../powers/powerActions';
import { readKnowledgeSettings } from '../reading/readKnowledgeSettings';

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** What an action of each type needs before it can do anything. */
function getActionIssue(data: Extract<FlowNode, { type: 'action' }>['data']): FlowMessage | undefined {
  const parameters = data.parameters ?? {};
  switch (data.actionType) {
    case undefined:
      return createFlowMessage('setup.actionType');
    case 'sendEmail':
      return filled(parameters.to) ? undefined : createFlowMessage('setup.emailRecipient');
    case 'sendNotification':
      return filled(parameters.message) ? undefined : createFlowMessage('setup.notificationMessage');
    case 'apiCall':
    case 'webhook':
      return filled(parameters.url) ? undefined : createFlowMessage('setup.actionUrl');
    case 'transformData':
    case 'conditional':
      return filled(parameters.variable) ? undefined : createFlowMessage('setup.actionVariable');
    default:
      return undefined;
  }
}

/**
 * Why a node cannot do its job yet, or `undefined` when it is set up: an HTTP node or webhook
 * without URL, an AI node without instruction, an action missing what its type needs, a database
 * node without collection or key, a complex condition without a rule, a Discord node without channel
 * or message, a power node without a power or, for a power that acts, without what it sends or
 * where (see `getPowerIssue`), a «Responder con conocimiento» node whose question was left blank. The editor draws it as the node's warning status; Bot Doctor lists
 * it before publishing.
 * @example getNodeSetupIssue({ id: 'h', type: 'httpRequest', position, data: {} })?.code // 'setup.httpUrl'
 */
export function getNodeSetupIssue(node: FlowNode): FlowMessage | undefined {
  switch (node.type) {
    case 'httpRequest':
      return filled(node.data.url) ? undefined : createFlowMessage('setup.httpUrl');
    case 'webhookNode':
      return filled(node.data.url) ? undefined : createFlowMessage('setup.webhookUrl');
    case 'ai':
      return filled(node.data.promptTemplate) || filled(node.data.prompt) || filled(node.data.systemMessage)
        ? undefined
        : createFlowMessage('setup.aiPrompt');
    case 'aiNodePro':
      return filled(node.data.prompt) || filled(node.data.promptTemplate) || filled(node.data.systemMessage)
        ? undefined
        : createFlowMessage('setup.aiPrompt');
    case 'action':
      return getActionIssue(node.data);
    case 'databaseNode':
      return filled(node.data.collection) && filled(node.data.key)
        ? undefined
        : createFlowMessage('setup.databaseCollection');
    case 'complexConditionNode':
      return (node.data.rules ?? []).some((rule) => filled(rule.variable))
        ? undefined
        : createFlowMessage('setup.conditionRules');
    case 'discord':
      return filled(node.data.channelId) && filled(node.data.messageContent)
        ? undefined
        : createFlowMessage('setup.discordMessage');
    case 'power':
      return getPowerIssue(node.data);
    case 'handoff':
      return filled(node.data.message) ? undefined : createFlowMessage('setup.handoffMessage');
    case 'knowledge':
      return readKnowledgeSettings(node).question ? undefined : createFlowMessage('setup.knowledgeQuestion');
    default:
      return undefined;
  }
}

/**
 * What a power of a connected service needs (issue #31): a connection and an action, and every
 * required input of the action filled (a text, a `{{variable}}` or a pick).
 */
function getPowerActionIssue(data: Extract<FlowNode, { type: 'power' }>['data']): FlowMessage | undefined {
  const definition = findPowerAction(data.powerId, data.action);
  if (!definition || !filled(data.connectionId)) return createFlowMessage('setup.powerAction');
  const inputs = data.inputs ?? {};
  const missing = definition.inputs.some((input) => input.required && !filled(inputs[input.key]));
  return missing ? createFlowMessage('setup.powerInputs') : undefined;
}

/**
 * What a power that acts needs: Figma and Canva a valid share link of the design (`parseDesignLink`);
 * the webhooks power only its URL (the variables alone are worth
 * posting; the message is optional); Slack a message and its incoming-webhook URL; Telegram a
 * message, a token and a chat; Discord a message and a channel — its token is optional, since the
 * server then posts with the owner's Discord integration (Bot Doctor's `serviceUnavailable` flags
 * a Discord power with neither).
 */
function getPowerIssue(data: Extract<FlowNode, { type: 'power' }>['data']): FlowMessage | undefined {
  const { powerId, powerMessage, powerUrl, powerToken, powerChannel } = data;
  if (!filled(powerId)) return createFlowMessage('setup.power');
  if (isActionService(powerId)) return getPowerActionIssue(data);
  if (isDesignPower(powerId)) {
    return parseDesignLink(powerId, data.designUrl) ? undefined : createFlowMessage('setup.designLink');
  }
  if (!isRunningPower(powerId)) return undefined;
  if (powerId === 'webhooks') return filled(powerUrl) ? undefined : createFlowMessage('setup.webhookUrl');
  const reachable =
    powerId === 'slack'
      ? filled(powerUrl)
      : powerId === 'telegram'
        ? filled(powerToken) && filled(powerChannel)
        : filled(powerChannel);
  return filled(powerMessage) && reachable ? undefined : createFlowMessage('setup.powerSettings');
}
