// @plubot/engine — the conversation engine: runs a bot's flow turn by turn with injected effects.
// Pure: no IO, no clock, no randomness. See ../CONTEXT.md.

// Node conventions
export { evaluateCondition } from './actions/evaluateCondition';
export {
  API_CALL_HANDLES,
  DEFAULT_API_CALL_METHOD,
  DEFAULT_API_RESPONSE_VARIABLE,
} from './actions/runApiCallAction';
export { CONDITIONAL_HANDLES } from './actions/runConditionalAction';
export { DEFAULT_EMAIL_SUBJECT } from './actions/runSendEmailAction';
export { listFlowVariables } from './analysis/listFlowVariables';
export {
  type ContactDetails,
  type ConversationResult,
  listCapturedVariables,
  normalizePhone,
  readConversationResult,
} from './analysis/readConversationResult';
// Running conversations
export {
  compileFlow,
  DEFAULT_HANDLE,
  type EngineFlow,
  type EngineNode,
  type NodeOutputs,
} from './compile/compileFlow';
export { type BuildHttpRequestResult, buildHttpRequest } from './http/buildHttpRequest';
export { readJsonPath } from './http/readJsonPath';
// Model
export { type ChatCard, chatCardSchema, describeChatCard } from './model/chatCard';
export {
  type ChatButton,
  type ConversationState,
  chatButtonSchema,
  conversationStateSchema,
  type Handoff,
  handoffSchema,
  type InputRequest,
  inputRequestSchema,
  type ReplyValidation,
  replyValidationSchema,
  type VariableValue,
  variableValueSchema,
} from './model/conversationStateSchema';
export type {
  AiEffectRequest,
  AiEffectResult,
  EffectOutcome,
  EngineEffects,
  HttpEffectRequest,
  HttpEffectResult,
  KnowledgeEffectRequest,
  KnowledgeEffectResult,
  PowerActionRequest,
  PowerActionResult,
  RecordLookupResult,
  RecordRequest,
} from './model/engineEffects';
export { AI_NOT_CONFIGURED } from './model/engineEffects';
export {
  ENGINE_LANGUAGES,
  ENGINE_MESSAGES,
  ENGINE_MESSAGES_BY_LANGUAGE,
  type EngineLanguage,
  getEngineMessages,
  LAST_CHOICE_VARIABLE,
  LAST_REPLY_VARIABLE,
  MAX_REPLY_LENGTH,
  MAX_STEPS_PER_TURN,
} from './model/engineMessages';
export type {
  BotInfo,
  BotMessage,
  Channel,
  ConversationContext,
  TraceEntry,
  TurnResult,
  UserReply,
} from './model/engineTypes';
export { DEFAULT_DELAY_SECONDS } from './nodes/runActionNode';
export { DEFAULT_AI_RESPONSE_VARIABLE, MAX_AI_KNOWLEDGE_QUERY_LENGTH } from './nodes/runAiNode';
export { DATABASE_HANDLES, DATABASE_LIMITS } from './nodes/runDatabaseNode';
export { DEFAULT_EMOTION_VARIABLE } from './nodes/runEmotionDetectionNode';
export { HTTP_HANDLES } from './nodes/runHttpRequestNode';
export { MAX_KNOWLEDGE_QUESTION_LENGTH } from './nodes/runKnowledgeNode';
export {
  type RecordedTurn,
  replayConversation,
  replayConversations,
  splitRecordedTurns,
  toReplayReply,
} from './replay/replayConversation';
export { REPLAY_OFFLINE_ERROR } from './replay/replayEffects';
export {
  REPLAY_REPLY_KINDS,
  REPLAY_SKIPPED_EFFECTS,
  REPLAY_STUCK_REASONS,
  REPLAY_UNREPEATABLE_EFFECTS,
  REPLAY_VERDICTS,
  type RecordedConversation,
  type RecordedMessage,
  type ReplayMessage,
  type ReplayOutcome,
  type ReplayReply,
  type ReplayReport,
  type ReplaySkippedEffect,
  type ReplayStuckReason,
  type ReplayTurn,
  type ReplayVerdict,
  recordedConversationSchema,
  recordedMessageSchema,
  replayMessageSchema,
  replayOutcomeSchema,
  replayReplySchema,
  replayReportSchema,
  replaySkippedEffectSchema,
  replayTurnSchema,
} from './replay/replaySchemas';
export { continueConversation } from './run/continueConversation';
export { closeConversation, handOffToPerson, resumeConversation } from './run/handOff';
export { type PowerEvent, resumeAfterEvent } from './run/resumeAfterEvent';
export { startConversation } from './run/startConversation';
export { asksForPerson, DEFAULT_HANDOFF_PHRASE_LIST, DEFAULT_HANDOFF_PHRASES } from './text/asksForPerson';
// Text
export {
  type ChatMarkdownBlock,
  type ChatMarkdownSpan,
  parseChatMarkdown,
  toWhatsAppText,
} from './text/chatMarkdown';
export { detectEmotion, EMOTION_KEYWORDS } from './text/detectEmotion';
export { foldText } from './text/foldText';
export { formatVariable, type InterpolateOptions, interpolate } from './text/interpolate';
export { matchChoice } from './text/matchChoice';
export {
  getRetryMessage,
  isValidPhone,
  parseNumberReply,
  type ReplyValidationResult,
  validateReply,
} from './text/validateReply';
