/**
 * The variable names `@plubot/engine` fills in by itself. They are written here because the engine
 * depends on this package and not the other way round; keep them equal to the engine's
 * `LAST_REPLY_VARIABLE`, `LAST_CHOICE_VARIABLE`, `DEFAULT_AI_RESPONSE_VARIABLE`,
 * `DEFAULT_EMOTION_VARIABLE` and `DEFAULT_API_RESPONSE_VARIABLE`.
 */
export const ENGINE_VARIABLES = {
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
} as const;

/** Variables the engine provides in every conversation: never "used before set". */
export const BUILT_IN_VARIABLES: ReadonlySet<string> = new Set([
  ENGINE_VARIABLES.lastReply,
  ENGINE_VARIABLES.lastChoice,
]);
