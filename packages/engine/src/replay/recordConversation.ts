import type { EngineFlow } from '../compile/compileFlow';
import type { InputRequest } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { BotInfo, ConversationContext, TurnResult, UserReply } from '../model/engineTypes';
import { continueConversation } from '../run/continueConversation';
import { startConversation } from '../run/startConversation';
import type { RecordedConversation, RecordedMessage } from './replaySchemas';

/**
 * Plays a conversation on a flow with the given replies and stores it as the chat does
 * (`chat_messages`): the bot's messages with their buttons, and each visitor reply as its text or
 * else the label of the pressed button (empty for an unknown button). Stops at the end of the
 * conversation. A reply may be a function of what the bot waits for (`undefined`: the visitor sends
 * nothing this time). For tests and benchmarks: it records what a live conversation would have.
 * `unrepeatableTurn` is the first turn that asked for an HTTP request, an AI answer, a record or the
 * bot's knowledge.
 *
 * @example
 * const { recorded } = await recordConversation(flow, { name: 'Bot' }, { flowRevision: 1 }, [{ optionId: 'c1' }]);
 */
export async function recordConversation(
  flow: EngineFlow,
  bot: BotInfo,
  context: ConversationContext,
  replies: readonly (UserReply | ((input: InputRequest) => UserReply | undefined))[],
  effects: EngineEffects = {},
  id?: string,
): Promise<{ recorded: RecordedConversation; results: TurnResult[]; unrepeatableTurn?: number }> {
  let turn = 1;
  let unrepeatableTurn: number | undefined;
  const mark = () => {
    unrepeatableTurn ??= turn;
  };
  const watched: EngineEffects = { ...effects };
  if (effects.http) {
    const http = effects.http;
    watched.http = (request) => {
      mark();
      return http(request);
    };
  }
  if (effects.ai) {
    const ai = effects.ai;
    watched.ai = (request) => {
      mark();
      return ai(request);
    };
  }
  if (effects.lookupRecord) {
    const lookupRecord = effects.lookupRecord;
    watched.lookupRecord = (request) => {
      mark();
      return lookupRecord(request);
    };
  }
  if (effects.knowledge) {
    const knowledge = effects.knowledge;
    watched.knowledge = (request) => {
      mark();
      return knowledge(request);
    };
  }
  const messages: RecordedMessage[] = [];
  const store = (role: 'bot' | 'user', text: string, buttons?: RecordedMessage['buttons']) => {
    const message: RecordedMessage = { seq: messages.length + 1, role, text };
    if (buttons) message.buttons = buttons.map((button) => ({ ...button }));
    messages.push(message);
  };
  let result = await startConversation(flow, bot, context, watched);
  const results = [result];
  for (const message of result.messages) store('bot', message.text, message.buttons);
  for (const next of replies) {
    if (result.ended) break;
    const input = result.input;
    const reply = typeof next === 'function' ? next(input) : next;
    if (reply === undefined) continue;
    turn += 1;
    const label =
      reply.optionId !== undefined && input.kind === 'choice'
        ? input.options.find((option) => option.id === reply.optionId)?.label
        : undefined;
    store('user', reply.text ?? label ?? '');
    result = await continueConversation(flow, result.state, reply, watched);
    results.push(result);
    for (const message of result.messages) store('bot', message.text, message.buttons);
  }
  const recorded: RecordedConversation = id === undefined ? { messages } : { id, messages };
  return unrepeatableTurn === undefined ? { recorded, results } : { recorded, results, unrepeatableTurn };
}
