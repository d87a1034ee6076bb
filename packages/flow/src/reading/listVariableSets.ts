import type { FlowNode } from '../model/nodeSchema';
import { findPowerAction } from '../powers/powerActions';
import { DEFAULT_VARIABLES } from './defaultVariables';
import { HANDOFF_CONTACT_VARIABLE, readHandoffSettings } from './readHandoffSettings';
import { readKnowledgeSettings } from './readKnowledgeSettings';
import { readMessageCapture } from './readMessageCapture';

/** The variables a node gives a value to when it runs. */
export interface VariableSets {
  readonly names: readonly string[];
  /** Prefixes of names set by a database lookup: every `{prefix}.{field}` of the record found. */
  readonly prefixes: readonly string[];
}

/**
 * The variables a node sets when it runs, with the defaults of `DEFAULT_VARIABLES`: a message's reply capture, a decision's
 * choice (`last_choice` when unnamed), an AI node's reply (`ai_response`), an HTTP node's response
 * mapping, an emotion detection (`emocion`), an action's result (`transformData` its variable,
 * `apiCall` its response and `{name}_status`) a database lookup's record (`{prefix}.{field}`), the e-mail a «Hablar con una
 * persona» node asks for outside its hours (`email`), a «Responder con conocimiento» node's
 * answer (`respuesta_conocimiento`) and what a power's lookup found (its outputs' variables).
 *
 * @example listVariableSets(node('m', 'message', 0, 0, { capture: { variable: 'email' } })).names // ['email']
 */
export function listVariableSets(node: FlowNode): VariableSets {
  switch (node.type) {
    case 'message':
      return named(readMessageCapture(node)?.variable);
    case 'decision':
      return named(trimmed(node.data.variable) ?? DEFAULT_VARIABLES.lastChoice);
    case 'ai':
    case 'aiNodePro':
      return named(trimmed(node.data.responseVariable) ?? DEFAULT_VARIABLES.aiResponse);
    case 'emotionDetection':
      return named(trimmed(node.data.outputVariable) ?? DEFAULT_VARIABLES.emotion);
    case 'httpRequest': {
      const names: string[] = [];
      for (const rule of node.data.responseMapping ?? []) {
        const name = trimmed(rule.targetVariable);
        if (name) names.push(name);
      }
      return names.length > 0 ? { names, prefixes: [] } : NOTHING;
    }
    case 'databaseNode': {
      if (node.data.operation !== 'lookup') return NOTHING;
      const prefix = trimmed(node.data.resultVariable) ?? trimmed(node.data.collection);
      return prefix ? { names: [], prefixes: [`${prefix}.`] } : NOTHING;
    }
    case 'action': {
      const parameters = node.data.parameters ?? {};
      if (node.data.actionType === 'transformData') {
        return named(trimmed(parameters.variable));
      }
      if (node.data.actionType !== 'apiCall') return NOTHING;
      const variable = trimmed(parameters.responseVariable) ?? DEFAULT_VARIABLES.apiResponse;
      return { names: [variable, `${variable}_status`], prefixes: [] };
    }
    case 'handoff': {
      const { hours, outside } = readHandoffSettings(node);
      return hours.enabled && outside.mode === 'leaveContact' ? named(HANDOFF_CONTACT_VARIABLE) : NOTHING;
    }
    case 'knowledge':
      return named(readKnowledgeSettings(node).responseVariable);
    case 'power': {
      // A lookup (issue #31), a booking or a payment (issue #32) saves what it gave where its
      // outputs say; an action queued after the reply gives nothing back.
      const runs = findPowerAction(node.data.powerId, node.data.action)?.runs;
      if (runs === undefined || runs === 'after') return NOTHING;
      const names = Object.values(node.data.outputs ?? {}).flatMap((name) => trimmed(name) ?? []);
      return names.length > 0 ? { names: [...new Set(names)], prefixes: [] } : NOTHING;
    }
    default:
      return NOTHING;
  }
}

const NOTHING: VariableSets = { names: [], prefixes: [] };

function named(name: string | undefined): VariableSets {
  return name ? { names: [name], prefixes: [] } : NOTHING;
}

function trimmed(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
