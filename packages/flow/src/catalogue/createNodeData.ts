import type { NodeDataOf } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';
import { HANDOFF_DEFAULTS } from '../reading/readHandoffSettings';
import { KNOWLEDGE_DEFAULTS } from '../reading/readKnowledgeSettings';
import { AI_NODE_LIMITS, AI_PRO_NODE_LIMITS } from '../rules/aiNodeRules';
import { createDefaultConditions, createPaletteConditions, getConditionHandleId } from './decisionConditions';
import { getDefaultNodeLabel } from './getDefaultNodeLabel';

/** Options for {@link createNodeData}. */
export interface CreateNodeDataOptions {
  /** A decision dropped from the palette gets 'Opción A' / 'Opción B' instead of 'Sí' / 'No'. */
  readonly fromPalette?: boolean;
}

type DataFactory = (nodeId: string, options: CreateNodeDataOptions) => Record<string, unknown>;

/** The example URL a new HTTP node starts with. */
export const DEFAULT_HTTP_URL = 'https://api.example.com/data';

const DATA_FACTORIES: Partial<Record<NodeType, DataFactory>> = {
  start: () => ({
    startMessage: 'Inicio de la conversación',
    dynamicContent: 'Bienvenido al flujo de inicio.',
  }),
  end: () => ({ endMessage: 'Fin de la conversación', dynamicContent: 'Este es el final del flujo.' }),
  message: () => ({ message: 'Escribe tu mensaje aquí' }),
  decision: (nodeId, { fromPalette }) => {
    const conditions = fromPalette ? createPaletteConditions(nodeId) : createDefaultConditions(nodeId);
    return {
      question: '¿Qué decisión quieres tomar?',
      conditions,
      handleIds: conditions.map((condition) => getConditionHandleId(condition.id)),
    };
  },
  option: () => ({ condition: 'Condición', instruction: 'Instrucciones para esta opción...' }),
  action: () => ({ description: 'Descripción de la acción', parameters: {}, isCollapsed: false }),
  httpRequest: () => ({
    method: 'GET',
    url: DEFAULT_HTTP_URL,
    headers: [],
    bodyType: 'none',
    bodyString: '',
    bodyFormData: [],
    responseMapping: [],
    isCollapsed: false,
  }),
  power: () => ({ powerIcon: '⚡' }),
  discord: () => ({ icon: '🎮', discordToken: '', channelId: '', messageContent: '' }),
  ai: () => ({
    promptTemplate: '',
    systemMessage: '',
    temperature: AI_NODE_LIMITS.defaultTemperature,
    maxTokens: AI_NODE_LIMITS.defaultMaxTokens,
    responseVariable: 'ai_response',
    streaming: false,
    isCollapsed: false,
  }),
  aiNodePro: () => ({
    prompt: '',
    promptTemplate: '',
    temperature: AI_PRO_NODE_LIMITS.defaultTemperature,
    maxTokens: AI_PRO_NODE_LIMITS.defaultMaxTokens,
    responseVariable: 'ai_response',
    isCollapsed: false,
  }),
  emotionDetection: () => ({ outputVariable: 'detected_emotion', inputText: '', detectedEmotion: null }),
  handoff: () => ({
    message: HANDOFF_DEFAULTS.message,
    hours: { enabled: false, timeZone: HANDOFF_DEFAULTS.timeZone, days: [] },
    outside: { mode: HANDOFF_DEFAULTS.outsideMode, message: HANDOFF_DEFAULTS.outsideMessage },
  }),
  knowledge: () => ({
    question: KNOWLEDGE_DEFAULTS.question,
    responseVariable: KNOWLEDGE_DEFAULTS.responseVariable,
    useAi: KNOWLEDGE_DEFAULTS.useAi,
    showSources: KNOWLEDGE_DEFAULTS.showSources,
  }),
};

/**
 * The data a new node of a type starts with (spec §3 "Defaults by type"), including its default
 * label. Decision condition ids are built from `nodeId`.
 *
 * @example createNodeData('message', 'message-1') // { label: 'Nuevo mensaje', message: 'Escribe tu mensaje aquí' }
 */
export function createNodeData<T extends NodeType>(
  type: T,
  nodeId: string,
  options: CreateNodeDataOptions = {},
): NodeDataOf<T> {
  const specific = DATA_FACTORIES[type]?.(nodeId, options) ?? {};
  return { label: getDefaultNodeLabel(type), ...specific } as NodeDataOf<T>;
}
