import { BUILT_IN_VARIABLES, type FlowNode, listVariableSets } from '@plubot/flow';

/**
 * The variables a conversation on this flow can hold, in a stable order: `last_reply` and
 * `last_choice`, then every variable a node sets (`listVariableSets`: a message's reply capture, a
 * decision's choice, an AI node's reply, an HTTP node's response mapping, an emotion, an action's
 * result) and each database lookup's record name. The editor offers them as `{{name}}` hints.
 * @example listFlowVariables([messageNodeCapturing('email')]) // ['last_reply', 'last_choice', 'email']
 */
export function listFlowVariables(nodes: readonly FlowNode[]): string[] {
  const names = new Set<string>(BUILT_IN_VARIABLES);
  for (const node of nodes) {
    const sets = listVariableSets(node);
    for (const name of sets.names) names.add(name);
    for (const prefix of sets.prefixes) names.add(prefix.replace(/\.$/, ''));
  }
  return [...names];
}
