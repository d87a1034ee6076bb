import type { ChatEffectsContext } from '../chat/createChatEffects';

/** What a power action needs of the conversation's turn: the database, the bot, the conversation. */
export type PowerActionContext = Pick<
  ChatEffectsContext,
  'db' | 'config' | 'plubot' | 'sessionId' | 'visitorReply' | 'kickIntegrations'
>;
