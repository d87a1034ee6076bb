/**
 * The variables a conversation fills in by itself, and the names a node's result goes to when the
 * node names none. The engine stores under these names and Bot Doctor and the editor's hints read
 * them from here, so they agree.
 */
export const DEFAULT_VARIABLES = {
  /** Always holds the person's latest reply. */
  lastReply: 'last_reply',
  /** A decision's chosen button when the node names no variable. */
  lastChoice: 'last_choice',
  /** An AI node's reply when it names no variable. */
  aiResponse: 'ai_response',
  /** An emotion detection's result when it names no variable. */
  emotion: 'emocion',
  /** An API call action's response body when it names no variable (its status: `{name}_status`). */
  apiResponse: 'api_response',
  /** A «Responder con conocimiento» node's answer when it names no variable (issue #30). */
  knowledgeAnswer: 'respuesta_conocimiento',
} as const;

/** Variables every conversation has: never "used before set". */
export const BUILT_IN_VARIABLES: ReadonlySet<string> = new Set([
  DEFAULT_VARIABLES.lastReply,
  DEFAULT_VARIABLES.lastChoice,
]);
