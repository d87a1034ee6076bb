import { DEFAULT_VARIABLES } from './defaultVariables';
import { type ReadableNode, readNodeData } from './readNodeData';

/** The source handle a «Responder con conocimiento» node goes on by when it has no confident answer. */
export const KNOWLEDGE_UNKNOWN_HANDLE = 'unknown';

/** What a new «Responder con conocimiento» node starts with (issue #30). */
export const KNOWLEDGE_DEFAULTS = {
  /** The visitor's last reply. */
  question: `{{${DEFAULT_VARIABLES.lastReply}}}`,
  responseVariable: DEFAULT_VARIABLES.knowledgeAnswer,
  useAi: true,
  showSources: true,
} as const;

/** A «Responder con conocimiento» node's settings, each with its default when missing. */
export interface KnowledgeSettings {
  /**
   * The question template (with `{{variables}}`): the default `{{last_reply}}` when the field is
   * missing, `undefined` when the owner left it blank (the node is then not set up).
   */
  readonly question: string | undefined;
  /** Where the answer is stored: the node's variable, trimmed, or `respuesta_conocimiento`. */
  readonly responseVariable: string;
  /** Compose with the server's AI provider: on unless `false`. */
  readonly useAi: boolean;
  /** Follow the answer with its sources: on unless `false`. */
  readonly showSources: boolean;
  /** Said when there is no confident answer; `undefined` when blank (the engine's own text). */
  readonly unknownMessage: string | undefined;
}

/**
 * Reads a «Responder con conocimiento» node's data forgivingly: a missing question is the
 * visitor's last reply, a blank one none; switches are on unless stored as `false`. The engine,
 * Bot Doctor and the editor read it so.
 *
 * @example readKnowledgeSettings({ type: 'knowledge', data: {} }).question // '{{last_reply}}'
 * @example readKnowledgeSettings({ type: 'knowledge', data: { question: ' ' } }).question // undefined
 */
export function readKnowledgeSettings(node: ReadableNode): KnowledgeSettings {
  const reader = readNodeData('knowledge', node.data);
  const question = reader.raw('question');
  return {
    question: typeof question === 'string' ? reader.text('question') : KNOWLEDGE_DEFAULTS.question,
    responseVariable: reader.text('responseVariable')?.trim() ?? KNOWLEDGE_DEFAULTS.responseVariable,
    useAi: reader.raw('useAi') !== false,
    showSources: reader.raw('showSources') !== false,
    unknownMessage: reader.text('unknownMessage'),
  };
}
