import {
  FLOW_MESSAGES,
  type FlowMessage,
  type FlowMessageCode,
  type FlowMessageParams,
} from './flowMessages';

/**
 * Builds a {@link FlowMessage} from a code, filling the Spanish template's `{name}` placeholders.
 *
 * @example
 * createFlowMessage('import.success', { n: 3, m: 2 }).message
 * // '¡Flujo importado exitosamente! Se cargaron 3 nodos y 2 aristas.'
 */
export function createFlowMessage(code: FlowMessageCode, params?: FlowMessageParams): FlowMessage {
  const message = formatTemplate(FLOW_MESSAGES[code], params);
  return params ? { code, message, params } : { code, message };
}

/** Replaces `{name}` with `params.name`; unknown placeholders are left as they are. */
export function formatTemplate(template: string, params?: FlowMessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    return Object.hasOwn(params, name) ? String(params[name]) : whole;
  });
}
