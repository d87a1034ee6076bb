import type { FlowNode } from '../model/nodeSchema';
import { getAiPrompt } from '../reading/getAiPrompt';
import { getNodeText } from '../reading/getNodeText';
import { getStartGreeting } from '../reading/getStartGreeting';
import { readHandoffSettings } from '../reading/readHandoffSettings';
import { readKnowledgeSettings } from '../reading/readKnowledgeSettings';
import { readMessageCapture } from '../reading/readMessageCapture';
import { isDecisionVariablesOn } from '../rules/decisionNodeRules';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The texts of a node in which the engine fills in `{{variables}}` when it runs the node: what it
 * says (greeting, message and retry message, question, farewell), what it sends (AI prompt and
 * instructions, HTTP URL, headers and body, webhook URL, Discord and power messages, e-mail,
 * notification, API call and webhook action parameters), the database key, the compared values of
 * conditions, the text an emotion is read from, what a «Hablar con una persona» node says (its
 * outside-hours message only when its hours are on) and a «Responder con conocimiento» node's
 * question and unknown message. Texts the engine reads in the order it
 * prefers; fields it would not read (a decision with its 'Variables' switch off) are left out.
 *
 * @example listNodeTemplates(node('m', 'message', 0, 0, { message: 'Hola {{nombre}}' })) // ['Hola {{nombre}}']
 */
export function listNodeTemplates(node: FlowNode): string[] {
  const texts: unknown[] = [];
  switch (node.type) {
    case 'start':
      texts.push(getStartGreeting(node).text);
      break;
    case 'end':
      texts.push(getNodeText(node));
      break;
    case 'message':
      texts.push(getNodeText(node), readMessageCapture(node)?.retryMessage);
      break;
    case 'decision':
      if (isDecisionVariablesOn(node.data)) texts.push(getNodeText(node));
      break;
    case 'ai':
    case 'aiNodePro':
      texts.push(getAiPrompt(node), node.data.systemMessage);
      break;
    case 'httpRequest':
      texts.push(node.data.url, node.data.bodyString);
      for (const row of [...(node.data.headers ?? []), ...(node.data.bodyFormData ?? [])])
        texts.push(row.value);
      break;
    case 'webhookNode':
      texts.push(node.data.url);
      break;
    case 'databaseNode':
      texts.push(node.data.key);
      break;
    case 'complexConditionNode':
      for (const rule of node.data.rules ?? []) texts.push(rule.value);
      break;
    case 'discord':
      texts.push(node.data.discordToken, node.data.channelId, node.data.messageContent);
      break;
    case 'power':
      texts.push(node.data.powerMessage, node.data.powerUrl, node.data.powerChannel);
      break;
    case 'emotionDetection':
      texts.push(node.data.inputText);
      break;
    case 'handoff': {
      const { message, hours, outside } = readHandoffSettings(node);
      texts.push(message);
      if (hours.enabled) texts.push(outside.message);
      break;
    }
    case 'knowledge': {
      const { question, unknownMessage } = readKnowledgeSettings(node);
      texts.push(question, unknownMessage);
      break;
    }
    case 'action':
      collectStrings(node.data.parameters, texts, 0);
      break;
    default:
      break;
  }
  return texts.filter(isText);
}

/** Every text inside an action's parameters (nested objects and lists too, as the webhook action renders them). */
function collectStrings(value: unknown, into: unknown[], depth: number): void {
  if (depth > 5) return;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into, depth + 1);
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectStrings(item, into, depth + 1);
  }
}
