// @plubot/flow — the flow model and every editor rule, pure and shared by the editor, the server
// and the engine. See ../CONTEXT.md.

// Validation and analysis
export { analyzeRoutes, type FlowAnalysis, ROUTE_COUNT_CAP } from './analysis/analyzeRoutes';
export { checkFlowSavable, findMissingStartOrEnd } from './analysis/checkFlowSavable';
export { estimateFlowMemory, MEMORY_ESTIMATE_KB } from './analysis/estimateFlowMemory';
export { findStronglyConnectedComponents } from './analysis/findStronglyConnectedComponents';
export { formatLastSaved } from './analysis/formatLastSaved';
export {
  COMPACT_TITLE_LENGTH,
  getLevelOfDetail,
  LEVEL_OF_DETAIL_THRESHOLDS,
  type LevelOfDetail,
  truncateCompactTitle,
} from './analysis/getLevelOfDetail';
export { getNodeSetupIssue } from './analysis/getNodeSetupIssue';
export {
  getPerformanceLevel,
  levelForScore,
  PERFORMANCE_THRESHOLDS,
  type PerformanceAssessment,
  type PerformanceLevel,
} from './analysis/getPerformanceLevel';
export { type FlowValidation, validateFlow } from './analysis/validateFlow';
export { generateBenchFlow } from './benchmark/generateBenchFlow';
// Node catalogue
export { CONDITION_COLORS, DECISION_COLORS, getConditionColor } from './catalogue/conditionColors';
export { createInitialFlow, INITIAL_START_NODE_ID } from './catalogue/createInitialFlow';
export { type CreateNodeOptions, createNode } from './catalogue/createNode';
export { type CreateNodeDataOptions, createNodeData, DEFAULT_HTTP_URL } from './catalogue/createNodeData';
export {
  addDecisionCondition,
  canAddDecisionCondition,
  createConditionId,
  createDefaultConditions,
  createPaletteConditions,
  getConditionHandleId,
  MAX_DECISION_CONDITIONS,
  NEW_CONDITION_TEXT,
} from './catalogue/decisionConditions';
export { EMOTION_CATALOGUE } from './catalogue/emotions';
export { getDefaultNodeLabel } from './catalogue/getDefaultNodeLabel';
export {
  COLLAPSED_ACTION_WIDTH,
  clampNodeSize,
  getNodeWidth,
  NODE_CATALOGUE,
  type NodeCatalogueEntry,
  type NodeSize,
} from './catalogue/nodeCatalogue';
export { PALETTE_GROUPS, type PaletteGroupId } from './catalogue/paletteGroups';
export { type PaletteDrop, parsePaletteDrop } from './catalogue/parsePaletteDrop';
// Messaging channels (issue #33): each channel's limits, one source for the renderers and Bot Doctor
export {
  CHANNEL_DISPLAY_NAMES,
  CHANNEL_LIMITS,
  CHANNEL_TEXT_UNITS,
  MESSAGING_CHANNELS,
  type MessagingChannel,
  type OfficialChannel,
} from './channels/channelLimits';
export { type ChannelMenu, type ChannelMenuShape, getChannelMenu } from './channels/getChannelMenu';
export {
  countMessagesBeforeBody,
  measureText,
  splitChannelText,
  type TextUnit,
} from './channels/splitChannelText';
// Connections
export { ALLOWED_TARGETS, isAllowedTargetType } from './connections/allowedTargets';
export { type Connection, checkConnection } from './connections/checkConnection';
export { connectNodes } from './connections/connectNodes';
export {
  createEdge,
  EDGE_DEFAULTS,
  type EdgeEnds,
  getDefaultEdgeType,
  getEdgeHandles,
} from './connections/createEdge';
export { isValidConnection } from './connections/isValidConnection';
export { reconnectEdge } from './connections/reconnectEdge';
export { type SanitizeEdgeResult, sanitizeEdge } from './connections/sanitizeEdge';
// Bot Doctor (issue #18): plain-language findings with one-click fixes
export { applyDoctorFix } from './doctor/applyDoctorFix';
export { computeDoctorScore, DOCTOR_SCORE_PENALTY } from './doctor/computeDoctorScore';
export { orderDoctorFixes } from './doctor/createDoctorFinding';
export {
  DOCTOR_FIX_KINDS,
  DOCTOR_RULE_IDS,
  type DoctorContext,
  type DoctorFinding,
  type DoctorFixKind,
  type DoctorFixOffer,
  type DoctorReport,
  type DoctorRuleId,
  type DoctorSeverity,
} from './doctor/doctorTypes';
export { examineFlow } from './doctor/examineFlow';
export {
  findMissingService,
  getNodeServiceIssue,
  isLockedPower,
  type MissingService,
} from './doctor/rules/serviceUnavailable';
export { ADDED_END_GAP, addEndNode, findDeadEnds } from './editing/addEndNode';
// Editing
export { applyDecisionConditions, OPTION_LAYOUT } from './editing/applyDecisionConditions';
export { deleteNodeCascade } from './editing/deleteNodeCascade';
export { DUPLICATE_OFFSET, duplicateNode } from './editing/duplicateNode';
export { FREE_SPOT_SEARCH, findFreePosition } from './editing/findFreePosition';
export { findFreeSpot, PLACEMENT, type PlacementRequest } from './editing/findFreeSpot';
export { type CanvasExtent, getTranslateExtent, TRANSLATE_MARGIN } from './editing/getTranslateExtent';
export { type Bounds, doBoundsIntersect, getNodeBounds } from './editing/nodeBounds';
export { OVERLAP_SHIFT, resolveOverlaps, shiftUntilFree } from './editing/resolveOverlaps';
// History
export { areSnapshotsEqual, isDeepEqual } from './history/areSnapshotsEqual';
export {
  canRedo,
  canUndo,
  createHistory,
  MAX_HISTORY,
  recordHistory,
  redoHistory,
  undoHistory,
} from './history/flowHistory';
export { createExportFile, type ExportOptions } from './io/createExportFile';
export { getExportFileName } from './io/getExportFileName';
export { type ImportedFlow, importFlow } from './io/importFlow';
// Load, import, export
export {
  type CleanupReport,
  type CleanupResult,
  cleanupFlow,
  type DroppedItem,
  type DropReason,
  hasCleanupRepairs,
} from './load/cleanupFlow';
export { type LoadedFlow, loadFlow } from './load/loadFlow';
export { DEFAULT_NODE_POSITION, type NormalizedPosition, normalizePosition } from './load/normalizePosition';
export { type SalvagedGraph, salvageGraph } from './load/salvageGraph';
// Messages
export { createFlowMessage, formatTemplate } from './messages/createFlowMessage';
export {
  FLOW_MESSAGES,
  type FlowIssue,
  type FlowMessage,
  type FlowMessageCode,
  type FlowMessageParams,
} from './messages/flowMessages';
export type { Backup, EmergencyBackup, ServerBackup } from './model/backupSchema';
// Model
export { backupSchema, emergencyBackupSchema, serverBackupSchema } from './model/backupSchema';
export { createId, type IdFactory } from './model/createId';
export { edgeSchema, type FlowEdge } from './model/edgeSchema';
export {
  DEFAULT_EXPORT_PLUBOT_NAME,
  EXPORT_FILE_VERSION,
  type ExportFile,
  exportFileSchema,
} from './model/exportFileSchema';
export { FLOW_LIMITS } from './model/flowLimits';
export { type FlowSave, flowSaveSchema } from './model/flowSaveSchema';
export {
  DEFAULT_FLOW_NAME,
  DEFAULT_VIEWPORT,
  type Flow,
  type FlowGraph,
  flowGraphSchema,
  flowSchema,
  type ReadonlyFlowGraph,
  type Viewport,
  viewportSchema,
} from './model/flowSchema';
export { FLOW_VERSION } from './model/flowVersion';
export {
  type FlowHistory,
  type FlowSnapshot,
  flowHistorySchema,
  flowSnapshotSchema,
} from './model/historySchema';
export { type MigratedFlow, migrateFlow } from './model/migrateFlow';
export {
  type ConditionRule,
  conditionRuleSchema,
  type DecisionCondition,
  decisionConditionSchema,
  type KeyValue,
  keyValueSchema,
  messageCaptureSchema,
  NODE_DATA_SCHEMAS,
  type OpeningPeriod,
  openingHoursSchema,
  openingPeriodSchema,
  type ResponseMapping,
  responseMappingSchema,
} from './model/nodeDataSchemas';
export {
  type ActionType,
  type ConditionJoin,
  type ConditionOperator,
  type DatabaseOperation,
  type EdgeDataType,
  type EdgeType,
  type Emotion,
  type HandoffOutsideMode,
  type HttpBodyType,
  type HttpMethod,
  NODE_FIELD_VALUES,
  type NodeStatus,
  type ReplyValidation,
  type ResponseMappingSource,
} from './model/nodeFieldValues';
export {
  type FlowNode,
  type FlowNodeOf,
  type NodeDataOf,
  type NodePosition,
  nodeSchema,
  positionSchema,
} from './model/nodeSchema';
export {
  isNodeType,
  NODE_TYPE_ALIASES,
  NODE_TYPES,
  type NodeType,
  normalizeNodeType,
} from './model/nodeTypes';
export { parseFlow } from './model/parseFlow';
export { readNodeDataAs } from './model/readNodeDataAs';
export {
  getSecretNodeFields,
  isMaskedSecret,
  isRunningPower,
  isSecretHeaderName,
  isSecretQueryParamName,
  RUNNING_POWERS,
  type RunningPowerId,
  SECRET_MASK,
  SECRET_NODE_FIELDS,
} from './model/secretNodeFields';
export { getBackupKey, getEmergencyBackupKey, getFlowCacheKey, STORAGE_KEYS } from './model/storageKeys';
export { formatPath, toFlowIssues } from './model/toFlowIssues';
export { patchNodeData, withNodeData } from './model/withNodeData';
export {
  BOOKING_LIMITS,
  type BookingSettings,
  type BookingSettingsProblem,
  type BookingSlot,
  type BusyInterval,
  findOfferedSlot,
  formatSlotLabel,
  getBookingWindow,
  getTimeZoneCity,
  isSlotFree,
  listFreeSlots,
  MIN_BOOKING_NOTICE_MINUTES,
  readBookingSettings,
} from './powers/bookingSlots';
export {
  BOOKING_LINK_WAIT_MINUTES,
  BOOKING_TIME_ZONES,
  BOOKING_WORK_DAYS,
  type BookingWorkDays,
  BUSINESS_SERVICES,
  type BusinessService,
  MAX_OFFERED_SLOTS,
  PAYMENT_WAIT_MINUTES,
} from './powers/businessPowerActions';
export { CHANNEL_POWERS, type ChannelPower, isChannelPower } from './powers/channelPowers';
export {
  CONVERSATION_EVENTS,
  type ConversationEvent,
  isConversationEvent,
} from './powers/conversationEvents';
export {
  DESIGN_POWERS,
  DESIGN_SERVICE_NAMES,
  type DesignPower,
  isDesignPower,
  MAX_DESIGN_LINK_LENGTH,
  parseDesignImage,
  parseDesignLink,
} from './powers/designPowers';
export {
  acceptsCurrency,
  type ChargeAmountProblem,
  checkChargeAmount,
  formatMinorUnits,
  formatMoney,
  isPaymentCurrency,
  MAX_PAYMENT_UNITS,
  PAYMENT_CURRENCIES,
  PAYMENT_CURRENCY_CODES,
  type PaymentCurrency,
  parseAmount,
  SERVICE_CURRENCIES,
  usesVariable,
} from './powers/payments';
export {
  ACTION_SERVICES,
  type ActionService,
  findPowerAction,
  isActionService,
  MAX_POWER_FIELD_NAME_LENGTH,
  MAX_POWER_FIELDS,
  POWER_ACTIONS,
  POWER_CHOICE_KINDS,
  POWER_HANDLES,
  type PowerActionDefinition,
  type PowerActionInput,
  type PowerActionRun,
  type PowerChoiceKind,
} from './powers/powerActions';
export { NEW_PRODUCT_NAME, PRODUCT_NAME, PRODUCT_SLUG } from './product';
// Publishing (issue #28): what changed between the live bot and its draft
export { diffFlows, isFlowDiffEmpty } from './publishing/diffFlows';
export {
  type FlowDiff,
  type FlowDiffChangedNode,
  type FlowDiffEdge,
  type FlowDiffField,
  type FlowDiffNode,
  flowDiffChangedNodeSchema,
  flowDiffEdgeSchema,
  flowDiffFieldSchema,
  flowDiffNodeSchema,
  flowDiffSchema,
} from './publishing/flowDiffSchema';
export { maskUrlSecrets, rewriteUrlSecrets } from './publishing/maskUrlSecrets';
// Reading a node: what each node type means, shared by the engine, Bot Doctor and the editor
export { BUILT_IN_VARIABLES, DEFAULT_VARIABLES } from './reading/defaultVariables';
export { getAiPrompt } from './reading/getAiPrompt';
export { type DecisionChoice, getDecisionChoices } from './reading/getDecisionChoices';
export { getNodeText } from './reading/getNodeText';
export { getOptionTarget } from './reading/getOptionTarget';
export { getStartGreeting } from './reading/getStartGreeting';
export { type HandoffChannel, listHandoffChannels } from './reading/listHandoffChannels';
export { listVariableNames, VARIABLE_PLACEHOLDER } from './reading/listVariableNames';
export { listVariableSets, type VariableSets } from './reading/listVariableSets';
export { DEFAULT_HANDLE, getEmotionHandleId, getSourceHandle } from './reading/nodeHandles';
export {
  HANDOFF_CONTACT_VARIABLE,
  HANDOFF_DEFAULTS,
  HANDOFF_OUTSIDE_HANDLE,
  type HandoffSettings,
  type OpeningHoursSetting,
  type OpeningPeriodSetting,
  readHandoffSettings,
} from './reading/readHandoffSettings';
export {
  KNOWLEDGE_DEFAULTS,
  KNOWLEDGE_UNKNOWN_HANDLE,
  type KnowledgeSettings,
  readKnowledgeSettings,
} from './reading/readKnowledgeSettings';
export {
  MAX_RETRY_MESSAGE_LENGTH,
  type MessageCapture,
  readMessageCapture,
} from './reading/readMessageCapture';
export {
  isPlainRecord,
  type NodeDataKey,
  type NodeDataReader,
  type ReadableNode,
  readNodeData,
  readRecord,
} from './reading/readNodeData';
export { usesKnowledge } from './reading/usesKnowledge';
export { err, ok, type Result } from './result';
// Node rules
export {
  AI_NODE_LIMITS,
  AI_PRO_NODE_LIMITS,
  checkAiNodeRunnable,
  clampAiTemperature,
  getAiProLengthLabel,
  getAiProTemperatureLabel,
  validateAiNodeSettings,
  validateAiProNode,
} from './rules/aiNodeRules';
export {
  DECISION_QUESTION_MAX_LENGTH,
  isDecisionVariablesOn,
  validateDecisionQuestion,
} from './rules/decisionNodeRules';
export {
  applyHttpBodyType,
  applyResponseMappingSource,
  canRunHttpTest,
  getResponseMappingHint,
  HTTP_TEST_LIMITS,
  parseHttpJsonBody,
} from './rules/httpNodeRules';
export { isValidEmail, normalizeEmail } from './rules/isValidEmail';
export { getZonedClock, isWithinOpeningHours, type ZonedClock } from './rules/isWithinOpeningHours';
export {
  isValidTimeZone,
  MINUTES_PER_DAY,
  parseClockTime,
  validateOpeningHours,
  WEEKDAY_CODES,
} from './rules/openingHours';
export {
  getOptionDisplayLabel,
  OPTION_INSTRUCTION_MAX_LENGTH,
  validateOptionInstruction,
} from './rules/optionNodeRules';
export {
  allowsProPowers,
  CONNECTION_CALLS_PER_MINUTE,
  FLOW_STORAGE_LIMITS,
  getDailyBotEmailLimit,
  getFlowStorageLimit,
  getKnowledgeLimits,
  getMaxMenuButtons,
  getMonthlyIntegrationCalls,
  getMonthlyReplyLimit,
  getUsageWarning,
  getVisitorHourlyLimits,
  INTEGRATION_PLAN_LIMITS,
  KNOWLEDGE_PLAN_LIMITS,
  PAID_PLANS,
  type PaidPlanId,
  PLAN_IDS,
  PLAN_LIMITS,
  type PlanId,
  toPlanId,
  USAGE_WARNING_PERCENTS,
  type UsageWarningPercent,
  VISITOR_HOURLY_LIMITS,
} from './rules/planLimits';
export { START_NODE_LIMITS, validateStartNode } from './rules/startNodeRules';
// Templates
export {
  createQuickBotFlow,
  QUICK_BOT_MAX_BUTTONS,
  QUICK_BOT_TEXTS,
  QUICK_BOT_VARIABLES,
  QUICK_BOT_WELCOME_MAX_LENGTH,
  type QuickBotAnswers,
  type QuickBotCollect,
  type QuickBotMenuItem,
} from './templates/createQuickBotFlow';
