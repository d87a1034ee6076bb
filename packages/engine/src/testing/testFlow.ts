import { loadFlow } from '@plubot/flow';
import { compileFlow, type EngineFlow } from '../compile/compileFlow';
import type { ConversationState } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { ConversationContext, TurnResult, UserReply } from '../model/engineTypes';
import { continueConversation } from '../run/continueConversation';
import { startConversation } from '../run/startConversation';

/** Test helper: a stored node `{ id, type, position, data }`. */
export function node(id: string, type: string, data: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, type, position: { x: 0, y: 0 }, data: { label: id, ...data } };
}

/** Test helper: a stored edge, optionally from a named source handle. */
export function edge(source: string, target: string, sourceHandle?: string): Record<string, unknown> {
  const built: Record<string, unknown> = { id: `${source}->${target}:${sourceHandle ?? ''}`, source, target };
  if (sourceHandle !== undefined) built.sourceHandle = sourceHandle;
  return built;
}

/** Test helper: compiles nodes and `'a->b'` / `'a->b@handle'` edge specs. */
export function testFlow(
  nodes: Record<string, unknown>[],
  edgeSpecs: string[] = [],
  revision?: number,
): EngineFlow {
  const edges = edgeSpecs.map((spec) => {
    const [ends = '', handle] = spec.split('@');
    const [source = '', target = ''] = ends.split('->');
    return edge(source, target, handle);
  });
  return compileFlow({ nodes, edges, revision });
}

/**
 * Test helper: like {@link testFlow}, but for a flow stored by an older editor (version 1): it is
 * opened with `loadFlow` first, as every host does, which migrates old shapes to the current one.
 */
export function storedTestFlow(nodes: Record<string, unknown>[], edgeSpecs: string[] = []): EngineFlow {
  const edges = edgeSpecs.map((spec) => {
    const [ends = '', handle] = spec.split('@');
    const [source = '', target = ''] = ends.split('->');
    return edge(source, target, handle);
  });
  const loaded = loadFlow({ version: 1, nodes, edges });
  if (!loaded.ok) throw new Error(loaded.error.map((issue) => issue.message).join('\n'));
  return compileFlow(loaded.value.flow);
}

/** Test helper: the texts of a turn's messages. */
export function texts(result: TurnResult): string[] {
  return result.messages.map((message) => message.text);
}

/** Test helper: the events of a turn's trace. */
export function events(result: TurnResult): string[] {
  return result.trace.map((entry) => entry.event);
}

/**
 * Test helper: starts a conversation and feeds it replies one turn at a time, returning every
 * turn's result.
 */
export async function converse(
  flow: EngineFlow,
  replies: UserReply[] = [],
  options: { context?: Partial<ConversationContext>; effects?: EngineEffects; initialMessage?: string } = {},
): Promise<TurnResult[]> {
  const context: ConversationContext = { flowRevision: 1, ...options.context };
  const bot =
    options.initialMessage === undefined
      ? { name: 'Bot' }
      : { name: 'Bot', initialMessage: options.initialMessage };
  const results = [await startConversation(flow, bot, context, options.effects)];
  let state: ConversationState = results[0]!.state;
  for (const reply of replies) {
    const result = await continueConversation(flow, state, reply, options.effects);
    results.push(result);
    state = result.state;
  }
  return results;
}

/** Test helper: the last element, which must exist. */
export function last<T>(items: readonly T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new Error('empty list');
  return item;
}
