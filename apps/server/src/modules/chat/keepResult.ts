import {
  type EngineFlow,
  listCapturedVariables,
  type ReplyValidation,
  readConversationResult,
  type VariableValue,
} from '@plubot/engine';
import type { ChatEffectsContext } from './createChatEffects';
import { qualifyConversation } from './qualifyConversation';
import { saveConversationResult } from './saveConversationResult';
import type { SessionForTurn } from './sessionCache';

/** What keeping a conversation's outcome needs: the database, and the log for what failed. */
type ResultDeps = Pick<ChatEffectsContext, 'db' | 'log'>;

/**
 * At a visitor's first answered reply: the conversation may count as received for the owner's
 * progress (qualifyConversation). The owner's own conversations never do. A failure here is logged:
 * the visitor's turn is already answered and stored.
 */
export async function countAsReceived(deps: ResultDeps, sessionId: string, row: SessionForTurn) {
  if (row.byOwner || row.visitorKey === null) return;
  const conversation = {
    sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    botName: row.name,
    visitorKey: row.visitorKey,
  };
  await qualifyConversation(deps.db, conversation).catch((error: unknown) =>
    deps.log.error({ err: error, sessionId }, 'conversation not counted as received'),
  );
}

const capturedByFlow = new WeakMap<EngineFlow, ReadonlyMap<string, ReplyValidation>>();

/** The conversation a turn belongs to, as its result needs it. */
export interface ResultConversation {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  botName: string;
  byOwner: boolean;
  channel: string;
  contact: string | null;
}

/**
 * After a turn the visitor wrote in: stores the conversation's result and contact when the turn
 * changed what it collected (`saveConversationResult`). A failure is logged: the visitor's turn is
 * already answered and stored, and the next turn that collects something writes the whole result.
 */
export async function keepResult(
  deps: ResultDeps,
  conversation: ResultConversation,
  flow: EngineFlow,
  variables: { before: Record<string, VariableValue> | undefined; after: Record<string, VariableValue> },
): Promise<void> {
  let captured = capturedByFlow.get(flow);
  if (!captured) {
    captured = listCapturedVariables(flow);
    capturedByFlow.set(flow, captured);
  }
  const { channel, contact } = conversation;
  const whatsAppNumber = channel === 'whatsapp' && contact && !contact.includes('@') ? contact : null;
  const result = readConversationResult(variables.after, captured, whatsAppNumber);
  if (variables.before) {
    const previous = readConversationResult(variables.before, captured, whatsAppNumber);
    if (JSON.stringify(previous) === JSON.stringify(result)) return;
  }
  const { contact: details } = result;
  const nothing = Object.keys(result.data).length === 0 && !details.email && !details.phone;
  if (nothing) return;
  await saveConversationResult(deps.db, conversation, result).catch((error: unknown) =>
    deps.log.error({ err: error, sessionId: conversation.sessionId }, 'conversation result not saved'),
  );
}
