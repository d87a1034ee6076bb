import { DEFAULT_HANDLE, KNOWLEDGE_UNKNOWN_HANDLE, readKnowledgeSettings } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { KnowledgeEffectResult } from '../model/engineEffects';
import { getEngineMessages } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/** The longest question sent to the bot's knowledge; a longer one is cut (a reply is at most 2,000 too). */
export const MAX_KNOWLEDGE_QUESTION_LENGTH = 2000;

/**
 * `knowledge` («Responder con conocimiento», issue #30): renders the node's question (default
 * `{{last_reply}}`) and asks the bot's knowledge (`effects.knowledge`, in the conversation's
 * language). An answer is said, followed — when `showSources` is on and the host names some — by a
 * separate «Fuente: …» line, stored in `responseVariable` (`respuesta_conocimiento`), and the
 * conversation goes on by the default output. No confident answer (`knowledge-unknown`), a failure
 * (`knowledge-failed`) or a host without knowledge (`knowledge-not-configured`) says the node's
 * unknown message (else the engine's) and goes on by the `unknown` output, else the default one. A
 * question that comes out blank is traced (`knowledge-skipped`) and goes the same way in silence.
 */
export async function runKnowledgeNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const settings = readKnowledgeSettings({ type: 'knowledge', data: node.data });
  const goUnknown = (event: string, detail?: string, say = true): StepOutcome => {
    turn.log(node, event, detail);
    if (say) sayUnknown(turn, node.id, settings.unknownMessage);
    return goTo(getNextNodeId(turn.flow, node.id, [KNOWLEDGE_UNKNOWN_HANDLE, DEFAULT_HANDLE]));
  };
  const question = settings.question
    ? turn.render(settings.question).trim().slice(0, MAX_KNOWLEDGE_QUESTION_LENGTH)
    : '';
  if (question === '') return goUnknown('knowledge-skipped', 'empty question', false);
  const knowledge = turn.effects.knowledge;
  if (!knowledge) return goUnknown('knowledge-not-configured');
  const language = turn.state.language ?? 'es';
  const result = await callEffect(() => knowledge({ question, language, useAi: settings.useAi }));
  if (!result.ok) return goUnknown('knowledge-failed', String(result.error ?? 'unknown error'));
  const answer = readAnswer(result);
  if (!answer) return goUnknown('knowledge-unknown');
  turn.setVariable(settings.responseVariable, answer.text);
  turn.say(node.id, answer.text);
  if (settings.showSources && answer.sources.length > 0) {
    const titles = answer.sources.join(', ');
    turn.say(
      node.id,
      getEngineMessages(language).knowledgeSources.replace('{titles}', () => titles),
    );
  }
  turn.log(node, 'knowledge-answered', answer.sources.length > 0 ? answer.sources.join(', ') : undefined);
  return goTo(getNextNodeId(turn.flow, node.id, [DEFAULT_HANDLE]));
}

/**
 * The answer of a successful search, read forgivingly (a host may answer junk): its text trimmed,
 * and the distinct titles of its sources; `undefined` for no answer or a blank one.
 */
function readAnswer(
  result: Extract<KnowledgeEffectResult, { ok: true }>,
): { text: string; sources: string[] } | undefined {
  if (result.answered !== true) return undefined;
  const text = typeof result.text === 'string' ? result.text.trim() : '';
  if (text === '') return undefined;
  const titles = Array.isArray(result.sources) ? result.sources : [];
  const sources = [
    ...new Set(
      titles.flatMap((title: unknown) => (typeof title === 'string' && title.trim() ? [title.trim()] : [])),
    ),
  ];
  return { text, sources };
}

/** Says the node's unknown message with its variables filled in, else the engine's own. */
function sayUnknown(turn: Turn, nodeId: string, template: string | undefined): void {
  const text = template ? turn.render(template).trim() : '';
  turn.say(nodeId, text !== '' ? text : getEngineMessages(turn.state.language).knowledgeUnknown);
}
