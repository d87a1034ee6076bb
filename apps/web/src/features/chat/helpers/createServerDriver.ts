import { ApiError } from '../../../lib/apiClient';
import type { ChatSync, ChatTranscript, ConversationDriver } from '../types';
import {
  type ChatTurnAnswer,
  fetchChatTranscript,
  getVisitorEventsUrl,
  sendChatReply,
  sendVisitorTyping,
  startChatSession,
} from './chatApi';
import type { SessionMemory } from './createStoredSessionMemory';
import { createTypingNotifier } from './createTypingNotifier';
import { isPersonAnswering, toEntryRole } from './handoffState';
import { pickSessionMemory } from './pickSessionMemory';
import { openVisitorStream, type VisitorStreamOptions } from './visitorStream';

/**
 * A conversation with a published bot through the chat API. The visitor's session is remembered
 * per bot (`memory`: the browser's storage, or the site's through the widget) after every turn,
 * with the visitor's credential for its live stream, and forgotten when the conversation ends, so a
 * reload carries on where it stood for 24 hours — following a person's answers again when the
 * credential was kept. `start` ('Reiniciar') forgets it and begins anew, remembering the new
 * conversation instead.
 */
export function createServerDriver(
  publicId: string,
  channel: 'web' | 'widget',
  memory: SessionMemory = pickSessionMemory(publicId, channel === 'widget'),
  stream: VisitorStreamOptions = {},
): ConversationDriver {
  let sessionId: string | null = null;
  let visitorToken: string | null = null;
  const remember = <T extends Pick<ChatTurnAnswer, 'sessionId' | 'ended' | 'handoff' | 'visitorToken'>>(
    answer: T,
  ): T => {
    if (answer.sessionId !== sessionId) visitorToken = null;
    sessionId = answer.sessionId;
    if (answer.visitorToken) visitorToken = answer.visitorToken;
    if (answer.ended || answer.handoff?.status === 'closed') memory.forget();
    else memory.save(answer.sessionId, visitorToken);
    return answer;
  };
  const typing = createTypingNotifier(() => {
    if (sessionId && visitorToken) void sendVisitorTyping(sessionId, visitorToken).catch(() => {});
  });

  return {
    async resume(): Promise<ChatTranscript | null> {
      const saved = memory.read();
      if (!saved) return null;
      const savedToken = memory.readToken();
      let transcript: Awaited<ReturnType<typeof fetchChatTranscript>>;
      try {
        transcript = await fetchChatTranscript(saved, publicId);
      } catch (error) {
        // Offline: keep it for the next try. Gone, refused or failing: start anew, silently.
        if (error instanceof ApiError && error.isNetworkError) throw error;
        memory.forget();
        return null;
      }
      // An ended conversation (or one that waits for nothing, unless a person answers) is not carried on.
      const closed = transcript.ended || transcript.handoff?.status === 'closed';
      if (closed || (transcript.input.kind === 'none' && !isPersonAnswering(transcript.handoff))) {
        memory.forget();
        return null;
      }
      sessionId = transcript.sessionId;
      visitorToken = transcript.sessionId === saved ? savedToken : null;
      remember(transcript);
      return {
        entries: transcript.messages.map((message) => ({
          seq: message.seq,
          role: toEntryRole(message.from),
          text: message.text,
          ...(message.author ? { author: message.author } : {}),
          ...(message.format ? { format: message.format } : {}),
        })),
        input: transcript.input,
        ended: false,
        ...(transcript.handoff ? { handoff: transcript.handoff } : {}),
      };
    },
    async start() {
      memory.forget();
      sessionId = null;
      visitorToken = null;
      return remember(await startChatSession(publicId, channel));
    },
    async reply(reply) {
      if (!sessionId) throw new Error('The conversation has not started');
      return remember(await sendChatReply(sessionId, reply));
    },
    listen(onEvent) {
      if (!sessionId || !visitorToken) return null;
      return openVisitorStream(getVisitorEventsUrl(sessionId, visitorToken), onEvent, stream);
    },
    notifyTyping: typing,
    async sync(): Promise<ChatSync | null> {
      if (!sessionId) return null;
      try {
        const transcript = await fetchChatTranscript(sessionId, publicId);
        if (transcript.ended || transcript.handoff?.status === 'closed') memory.forget();
        return {
          input: transcript.input,
          ended: transcript.ended,
          ...(transcript.handoff ? { handoff: transcript.handoff } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}
