import { ApiError } from '../../../lib/apiClient';
import type { ChatTranscript, ConversationDriver } from '../types';
import { fetchChatTranscript, sendChatReply, startChatSession } from './chatApi';
import type { SessionMemory } from './createStoredSessionMemory';
import { pickSessionMemory } from './pickSessionMemory';

/**
 * A conversation with a published bot through the chat API. The visitor's session is remembered
 * per bot (`memory`: the browser's storage, or the site's through the widget) after every turn,
 * and forgotten when the conversation ends, so a reload carries on where it stood for 24 hours.
 * `start` ('Reiniciar') forgets it and begins anew, remembering the new conversation instead.
 */
export function createServerDriver(
  publicId: string,
  channel: 'web' | 'widget',
  memory: SessionMemory = pickSessionMemory(publicId, channel === 'widget'),
): ConversationDriver {
  let sessionId: string | null = null;
  const remember = <T extends { sessionId: string; ended: boolean }>(answer: T): T => {
    sessionId = answer.sessionId;
    if (answer.ended) memory.forget();
    else memory.save(answer.sessionId);
    return answer;
  };

  return {
    async resume(): Promise<ChatTranscript | null> {
      const saved = memory.read();
      if (!saved) return null;
      let transcript: Awaited<ReturnType<typeof fetchChatTranscript>>;
      try {
        transcript = await fetchChatTranscript(saved, publicId);
      } catch (error) {
        // Offline: keep it for the next try. Gone, refused or failing: start anew, silently.
        if (error instanceof ApiError && error.isNetworkError) throw error;
        memory.forget();
        return null;
      }
      // An ended conversation (or one that waits for nothing) is not carried on.
      if (transcript.ended || transcript.input.kind === 'none') {
        memory.forget();
        return null;
      }
      remember(transcript);
      return {
        entries: transcript.messages.map((message) => ({
          seq: message.seq,
          role: message.role,
          text: message.text,
          ...(message.format ? { format: message.format } : {}),
        })),
        input: transcript.input,
        ended: false,
      };
    },
    async start() {
      memory.forget();
      return remember(await startChatSession(publicId, channel));
    },
    async reply(reply) {
      if (!sessionId) throw new Error('The conversation has not started');
      return remember(await sendChatReply(sessionId, reply));
    },
  };
}
