import type { ConversationDriver } from '../types';
import { sendChatReply, startChatSession } from './chatApi';

/**
 * A conversation with a published bot through the chat API. The session id lives only in this
 * driver: a reload starts a fresh conversation (visitors have no transcript to resume).
 */
export function createServerDriver(publicId: string, channel: 'web' | 'widget'): ConversationDriver {
  let sessionId: string | null = null;
  return {
    async start() {
      const answer = await startChatSession(publicId, channel);
      sessionId = answer.sessionId;
      return answer;
    },
    async reply(reply) {
      if (!sessionId) throw new Error('The conversation has not started');
      return sendChatReply(sessionId, reply);
    },
  };
}
