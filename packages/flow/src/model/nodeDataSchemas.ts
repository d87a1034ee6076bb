import { z } from 'zod';
import { MAX_POWER_FIELD_NAME_LENGTH, MAX_POWER_FIELDS } from '../powers/powerActions';
import { FLOW_LIMITS } from './flowLimits';
import { NODE_FIELD_VALUES } from './nodeFieldValues';

const id = z.string().min(1).max(FLOW_LIMITS.maxIdLength);
const label = z.string().max(FLOW_LIMITS.maxLabelLength);
const text = z.string().max(FLOW_LIMITS.maxTextLength);
const timestamp = z.union([z.string().max(100), z.number()]);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(FLOW_LIMITS.maxListItems);
/** A power's inputs or fields: at most MAX_POWER_FIELDS names, each a text with `{{variables}}`. */
const powerTextMap = z
  .record(z.string().max(MAX_POWER_FIELD_NAME_LENGTH), text)
  .refine((map) => Object.keys(map).length <= MAX_POWER_FIELDS);

/**
 * Fields any node's data may carry (spec §3 "Generic node data fields"). Every data schema is loose:
 * fields the editor adds that are not listed here survive a save and load unchanged.
 */
const baseDataShape = {
  label: label.optional(),
  nodeType: z.string().max(100).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  isEditing: z.boolean().optional(),
  isUltraPerformanceMode: z.boolean().optional(),
  color: z.string().max(100).optional(),
  lastUpdated: timestamp.nullish(),
  status: z.string().max(100).nullish(),
  parentNode: z.string().max(FLOW_LIMITS.maxIdLength).nullish(),
};

/** Where a message node stores the reply it waits for, and how the reply is checked. */
export const messageCaptureSchema = z.looseObject({
  variable: text.optional(),
  validation: z.string().max(100).optional(),
  retryMessage: text.optional(),
});

/** A decision condition: its button text, colour and the value it stands for. */
export const decisionConditionSchema = z.looseObject({
  id,
  text: label,
  color: z.string().max(100).optional(),
  condition: z.unknown().optional(),
});

/** A `{id, key, value}` row of an HTTP node's headers or form body. */
export const keyValueSchema = z.looseObject({ id, key: text, value: text });

/** A rule copying part of an HTTP response into a variable. */
export const responseMappingSchema = z.looseObject({
  id,
  source: z.enum(NODE_FIELD_VALUES.responseMappingSources),
  pathOrKey: text.optional(),
  targetVariable: text.optional(),
  defaultValue: text.optional(),
});

/** One rule of a complex condition: a variable compared with a value. */
export const conditionRuleSchema = z.looseObject({
  id,
  variable: z.string().max(FLOW_LIMITS.maxLabelLength),
  operator: z.enum(NODE_FIELD_VALUES.conditionOperators),
  value: text.optional(),
});

/** One opening period of a «Hablar con una persona» node: a weekday (0 = Sunday) from 'HH:MM' to 'HH:MM'. */
export const openingPeriodSchema = z.looseObject({
  day: z.number().int().min(0).max(6),
  from: z.string().max(10),
  to: z.string().max(10),
});

/** When a person can answer: off means always; the periods are read in `timeZone` (IANA). */
export const openingHoursSchema = z.looseObject({
  enabled: z.boolean().optional(),
  timeZone: z.string().max(100).optional(),
  days: list(openingPeriodSchema).optional(),
});

/** The typed data of each node type; unknown fields pass through. */
export const NODE_DATA_SCHEMAS = {
  start: z.looseObject({
    ...baseDataShape,
    dynamicContent: text.optional(),
    startMessage: text.optional(),
    lastModified: timestamp.nullish(),
  }),
  end: z.looseObject({
    ...baseDataShape,
    highlight: z.boolean().optional(),
    dynamicContent: text.optional(),
    endMessage: text.optional(),
    lastRun: timestamp.nullish(),
  }),
  message: z.looseObject({
    ...baseDataShape,
    message: text.optional(),
    variables: z.unknown().optional(),
    /**
     * The reply the message waits for: `true` for any text, or where it goes and how it is checked.
     * Read by `readMessageCapture` (an unknown validation reads as `text`); the editor writes one of
     * `NODE_FIELD_VALUES.replyValidations`. Older shapes (`waitForResponse`, `inputType`, a
     * message's `text`, a decision's `message`) are turned into these fields by `migrateFlow`.
     */
    capture: z.union([z.boolean(), messageCaptureSchema]).optional(),
  }),
  decision: z.looseObject({
    ...baseDataShape,
    question: text.optional(),
    /** Where the chosen condition's text is stored (the engine's default: `last_choice`). */
    variable: label.optional(),
    conditions: list(decisionConditionSchema).optional(),
    handleIds: list(z.string().max(FLOW_LIMITS.maxIdLength)).optional(),
    isSaving: z.boolean().optional(),
    enableMarkdown: z.boolean().optional(),
    enableVariables: z.boolean().optional(),
    lodLevel: z.string().max(20).optional(),
  }),
  option: z.looseObject({
    ...baseDataShape,
    instruction: text.optional(),
    condition: text.optional(),
    sourceNode: z.string().max(FLOW_LIMITS.maxIdLength).nullish(),
    sourceHandle: z.string().max(FLOW_LIMITS.maxIdLength).nullish(),
    conditionId: z.string().max(FLOW_LIMITS.maxIdLength).nullish(),
    text: text.optional(),
    isUltra: z.boolean().optional(),
  }),
  action: z.looseObject({
    ...baseDataShape,
    description: text.optional(),
    actionType: z.enum(NODE_FIELD_VALUES.actionTypes).optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    isCollapsed: z.boolean().optional(),
  }),
  httpRequest: z.looseObject({
    ...baseDataShape,
    type: z.string().max(100).optional(),
    method: z.enum(NODE_FIELD_VALUES.httpMethods).optional(),
    url: text.optional(),
    headers: list(keyValueSchema).optional(),
    bodyType: z.enum(NODE_FIELD_VALUES.httpBodyTypes).optional(),
    bodyString: text.optional(),
    bodyFormData: list(keyValueSchema).optional(),
    responseMapping: list(responseMappingSchema).optional(),
    isCollapsed: z.boolean().optional(),
    lastModified: timestamp.nullish(),
    modifiedBy: z.string().max(FLOW_LIMITS.maxLabelLength).nullish(),
    notes: text.optional(),
  }),
  webhookNode: z.looseObject({
    ...baseDataShape,
    /** Where the conversation's variables are POSTed as JSON. */
    url: text.optional(),
    /** The variables sent; every variable when empty. */
    variables: list(z.string().max(FLOW_LIMITS.maxLabelLength)).optional(),
    description: text.optional(),
  }),
  databaseNode: z.looseObject({
    ...baseDataShape,
    operation: z.enum(NODE_FIELD_VALUES.databaseOperations).optional(),
    /** The bot's record collection, e.g. 'clientes'. */
    collection: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    /** The record's key, with `{{variables}}`, e.g. '{{email}}'. */
    key: text.optional(),
    /** Variables stored in the record (save). */
    fields: list(z.string().max(FLOW_LIMITS.maxLabelLength)).optional(),
    /** Where a found record's fields go, as `{variable}.{field}` (lookup). */
    resultVariable: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
  }),
  complexConditionNode: z.looseObject({
    ...baseDataShape,
    rules: list(conditionRuleSchema).optional(),
    join: z.enum(NODE_FIELD_VALUES.conditionJoins).optional(),
  }),
  aiNodePro: z.looseObject({
    ...baseDataShape,
    prompt: text.optional(),
    /** Instructions sent before the prompt, as the AI node has them. */
    systemMessage: text.optional(),
    temperature: z.number().optional(),
    maxTokens: z.number().optional(),
    responseVariable: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    isCollapsed: z.boolean().optional(),
    lastResponse: text.nullish(),
    lastPrompt: text.nullish(),
    /** 'Probar' streams the answer as it is written, as the AI node does. */
    streaming: z.boolean().optional(),
    ultraMode: z.boolean().optional(),
    /** Answer with the bot's knowledge (issue #30) as context, as the AI node may (default off). */
    useKnowledge: z.boolean().optional(),
  }),
  power: z.looseObject({
    ...baseDataShape,
    powerId: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
    powerTitle: label.optional(),
    powerIcon: z.string().max(100).optional(),
    powerDescription: text.optional(),
    /** What the power sends (Slack, Telegram, Discord), with `{{variables}}`. */
    powerMessage: text.optional(),
    /** Slack: the incoming webhook's address. */
    powerUrl: text.optional(),
    /** Telegram and Discord: the bot's token (stored sealed by the server). */
    powerToken: z.string().max(FLOW_LIMITS.maxTextLength).optional(),
    /** Telegram: the chat id; Discord: the channel id. */
    powerChannel: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    /** A connected service's power (issue #31): which of the owner's connections acts. */
    connectionId: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
    /** The action it runs (see `POWER_ACTIONS`). */
    action: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
    /** The action's inputs, each a text with `{{variables}}`. */
    inputs: powerTextMap.optional(),
    /** Free fields of the action (Notion properties, HubSpot properties): name → text with `{{variables}}`. */
    fields: powerTextMap.optional(),
    /** What an inline action gives, saved into variables: output → variable name. */
    outputs: z.record(z.string().max(MAX_POWER_FIELD_NAME_LENGTH), label).optional(),
    /** Figma and Canva (issue #31): the design's share link (see `parseDesignLink`). */
    designUrl: text.optional(),
    /** The design's title the card shows (read from the service, the owner may edit it). */
    designTitle: label.optional(),
    /** The design's preview image (https only; see `parseDesignImage`). */
    designImage: text.optional(),
  }),
  discord: z.looseObject({
    ...baseDataShape,
    icon: z.string().max(100).optional(),
    discordToken: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    channelId: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
    messageContent: text.optional(),
  }),
  ai: z.looseObject({
    ...baseDataShape,
    promptTemplate: text.optional(),
    temperature: z.number().optional(),
    maxTokens: z.number().optional(),
    systemMessage: text.optional(),
    responseVariable: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    streaming: z.boolean().optional(),
    ultraMode: z.boolean().optional(),
    isLoading: z.boolean().optional(),
    error: text.nullish(),
    /** The last 'Probar' answer and the prompt it answered, kept with the flow. */
    lastResponse: text.nullish(),
    lastPrompt: text.nullish(),
    interpolatedPromptPreview: text.nullish(),
    isCollapsed: z.boolean().optional(),
    /**
     * Answer with the bot's knowledge (issue #30): the passages matching the visitor's latest reply
     * are added to the system message (default off).
     */
    useKnowledge: z.boolean().optional(),
  }),
  emotionDetection: z.looseObject({
    ...baseDataShape,
    outputVariable: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    detectedEmotion: z.enum(NODE_FIELD_VALUES.emotions).nullish(),
    inputText: text.optional(),
    ultraMode: z.boolean().optional(),
  }),
  /** «Hablar con una persona» (issue #29): calls a person into the conversation. */
  handoff: z.looseObject({
    ...baseDataShape,
    /** Said to the visitor when a person is called, with `{{variables}}`. */
    message: text.optional(),
    hours: openingHoursSchema.optional(),
    /** Outside the hours: ask for an e-mail (`leaveContact`) or go on by the `outside` handle. */
    outside: z
      .looseObject({
        mode: z.enum(NODE_FIELD_VALUES.handoffOutsideModes).optional(),
        message: text.optional(),
      })
      .optional(),
  }),
  /** «Responder con conocimiento» (issue #30): answers a question from the bot's knowledge. */
  knowledge: z.looseObject({
    ...baseDataShape,
    /** What is looked up, with `{{variables}}`; `{{last_reply}}` (the visitor's last reply) by default. */
    question: text.optional(),
    /** Where the answer is stored (`respuesta_conocimiento` when empty). */
    responseVariable: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
    /** Compose the answer with the server's AI provider when it has one (default on). */
    useAi: z.boolean().optional(),
    /** Follow the answer with a «Fuente: …» line naming the passages used (default on). */
    showSources: z.boolean().optional(),
    /** Said, with `{{variables}}`, when there is no confident answer (the engine's own when empty). */
    unknownMessage: text.optional(),
  }),
} as const;

export type DecisionCondition = z.infer<typeof decisionConditionSchema>;
export type KeyValue = z.infer<typeof keyValueSchema>;
export type ResponseMapping = z.infer<typeof responseMappingSchema>;
export type ConditionRule = z.infer<typeof conditionRuleSchema>;
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;
