import {
  EMOTION_CATALOGUE,
  type Emotion,
  findPowerAction,
  getConditionHandleId,
  HANDOFF_OUTSIDE_HANDLE,
  KNOWLEDGE_UNKNOWN_HANDLE,
  NODE_FIELD_VALUES,
  POWER_HANDLES,
} from '@plubot/flow';

/** One connection point of a node. `id` null is the node's default handle. */
export interface HandleSpec {
  readonly id: string | null;
  /** A text shown next to the handle (a condition's text, an emoji). */
  readonly label?: string;
  /** An editor i18n key shown next to the handle instead of `label`. */
  readonly labelKey?: string;
  readonly color?: string;
}

/** The inputs and outputs a node renders. */
export interface NodeHandles {
  readonly targets: readonly HandleSpec[];
  readonly sources: readonly HandleSpec[];
}

const INPUT: readonly HandleSpec[] = [{ id: null }];
/** Start and AI Pro nodes render a handle really named 'output' (spec §3, §5 "Load cleanup"). */
const OUTPUT: readonly HandleSpec[] = [{ id: 'output' }];
const SUCCESS_ERROR: readonly HandleSpec[] = [
  { id: 'onSuccess', labelKey: 'editor.handles.onSuccess', color: '#34d399' },
  { id: 'onError', labelKey: 'editor.handles.onError', color: '#f87171' },
];
const TRUE_FALSE: readonly HandleSpec[] = [
  { id: 'true', labelKey: 'editor.handles.true', color: '#34d399' },
  { id: 'false', labelKey: 'editor.handles.false', color: '#f87171' },
];
const FOUND_NOT_FOUND: readonly HandleSpec[] = [
  { id: 'found', labelKey: 'editor.handles.found', color: '#34d399' },
  { id: 'notFound', labelKey: 'editor.handles.notFound', color: '#fbbf24' },
];
/** A power's lookup (issue #31): found, nothing matched, or the service failed. */
const POWER_LOOKUP: readonly HandleSpec[] = [
  { id: POWER_HANDLES.found, labelKey: 'editor.handles.found', color: '#34d399' },
  { id: POWER_HANDLES.notFound, labelKey: 'editor.handles.notFound', color: '#fbbf24' },
  { id: POWER_HANDLES.error, labelKey: 'editor.handles.onError', color: '#f87171' },
];
/** A power that offers options (a calendar's slots, issue #32): booked, nothing free, or failed. */
const POWER_CHOOSE: readonly HandleSpec[] = [
  { id: POWER_HANDLES.found, labelKey: 'editor.handles.booked', color: '#34d399' },
  { id: POWER_HANDLES.notFound, labelKey: 'editor.handles.noneFree', color: '#fbbf24' },
  { id: POWER_HANDLES.error, labelKey: 'editor.handles.onError', color: '#f87171' },
];
/** A power that waits for its link (a payment, issue #32): done ('Pagado'), not in time, or failed. */
const POWER_AWAIT: readonly HandleSpec[] = [
  { id: POWER_HANDLES.done, labelKey: 'editor.handles.done', color: '#34d399' },
  { id: POWER_HANDLES.notDone, labelKey: 'editor.handles.notDone', color: '#fbbf24' },
  { id: POWER_HANDLES.error, labelKey: 'editor.handles.onError', color: '#f87171' },
];
/** A charge's outputs say 'Pagado' / 'No pagado'. */
const POWER_CHARGE: readonly HandleSpec[] = [
  { id: POWER_HANDLES.done, labelKey: 'editor.handles.paid', color: '#34d399' },
  { id: POWER_HANDLES.notDone, labelKey: 'editor.handles.notPaid', color: '#fbbf24' },
  { id: POWER_HANDLES.error, labelKey: 'editor.handles.onError', color: '#f87171' },
];
const EMOTIONS: readonly HandleSpec[] = NODE_FIELD_VALUES.emotions.map((emotion: Emotion) => ({
  id: `output-${emotion}`,
  label: EMOTION_CATALOGUE[emotion].emoji,
  color: EMOTION_CATALOGUE[emotion].color,
}));

/** «Hablar con una persona»: on when the person gives the conversation back, or outside hours. */
const HANDOFF_OUTPUTS: readonly HandleSpec[] = [
  { id: 'output', labelKey: 'editor.handles.handoffBack' },
  { id: HANDOFF_OUTSIDE_HANDLE, labelKey: 'editor.handles.outside', color: '#fbbf24' },
];

/** «Responder con conocimiento»: on once answered (the default way, drawn first), or «No sé». */
const KNOWLEDGE_OUTPUTS: readonly HandleSpec[] = [
  { id: 'output', labelKey: 'editor.handles.knowledgeAnswered' },
  { id: KNOWLEDGE_UNKNOWN_HANDLE, labelKey: 'editor.handles.unknown', color: '#fbbf24' },
];

const FIXED: Readonly<Record<string, NodeHandles>> = {
  start: { targets: [], sources: OUTPUT },
  end: { targets: INPUT, sources: [] },
  httpRequest: { targets: INPUT, sources: SUCCESS_ERROR },
  httpRequestNode: { targets: INPUT, sources: SUCCESS_ERROR },
  emotionDetection: { targets: INPUT, sources: EMOTIONS },
  complexConditionNode: { targets: INPUT, sources: TRUE_FALSE },
  handoff: { targets: INPUT, sources: HANDOFF_OUTPUTS },
  knowledge: { targets: INPUT, sources: KNOWLEDGE_OUTPUTS },
};
const DEFAULT_HANDLES: NodeHandles = { targets: INPUT, sources: OUTPUT };

/**
 * The handles a node of a type renders. A decision has one output per condition,
 * `output-{conditionId}`, coloured and labelled like the condition; an action's outputs follow its
 * action type (true/false for `conditional`, onSuccess/onError for `apiCall`); a database lookup
 * leaves by found or notFound, and so does a power whose action runs inline (a Notion search), or
 * by onError when the service fails.
 */
export function getNodeHandles(
  type: string | undefined,
  data: Readonly<Record<string, unknown>>,
): NodeHandles {
  if (type === 'decision') {
    const conditions = Array.isArray(data.conditions) ? data.conditions : [];
    return {
      targets: INPUT,
      sources: conditions.flatMap((condition: unknown) => {
        if (typeof condition !== 'object' || condition === null) return [];
        const { id, text, color } = condition as { id?: unknown; text?: unknown; color?: unknown };
        if (typeof id !== 'string') return [];
        return [
          {
            id: getConditionHandleId(id),
            ...(typeof text === 'string' ? { label: text } : {}),
            ...(typeof color === 'string' ? { color } : {}),
          },
        ];
      }),
    };
  }
  if (type === 'action') {
    if (data.actionType === 'conditional') return { targets: INPUT, sources: TRUE_FALSE };
    if (data.actionType === 'apiCall') return { targets: INPUT, sources: [...OUTPUT, ...SUCCESS_ERROR] };
  }
  if (type === 'databaseNode' && data.operation === 'lookup')
    return { targets: INPUT, sources: FOUND_NOT_FOUND };
  if (type === 'power') {
    const definition = findPowerAction(data.powerId, data.action);
    if (definition?.runs === 'inline') return { targets: INPUT, sources: POWER_LOOKUP };
    if (definition?.runs === 'choose') return { targets: INPUT, sources: POWER_CHOOSE };
    if (definition?.runs === 'await')
      return { targets: INPUT, sources: definition.id === 'charge' ? POWER_CHARGE : POWER_AWAIT };
  }
  return (type && FIXED[type]) || DEFAULT_HANDLES;
}

/**
 * Adds outputs that stored edges use but the node's type does not render (flows from older
 * versions), so that every stored connection stays visible and editable.
 */
export function withExtraSourceHandles(
  handles: NodeHandles,
  usedSourceHandles: readonly string[],
): NodeHandles {
  const known = new Set(handles.sources.map((handle) => handle.id ?? 'output'));
  const extra = usedSourceHandles.filter((id) => !known.has(id));
  if (extra.length === 0) return handles;
  return { ...handles, sources: [...handles.sources, ...extra.map((id) => ({ id, label: id }))] };
}
