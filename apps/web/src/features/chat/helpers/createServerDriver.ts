import { ApiError } from '../../../lib/apiClient';
import type { ChatSync, ChatTranscript, ConversationDriver } from '../types';
import {
  type ChatTurnAnswer,
  fetchChatTranscript,
  getVisitorEventsUrl,
  sendChatReply,
  sendVisitorTyping,
  startChatSession,
  type VisitorSession,
} from './chatApi';
import type { SessionMemory } from './createStoredSessionMemory';
import { createTypingNotifier } from './createTypingNotifier';
import { isPersonAnswering, toEntryRole } from './handoffState';
import { pickSessionMemory } from './pickSessionMemory';
import { openVisitorStream, type VisitorStreamOptions } from './visitorStream';

/**
 * A conversation with a published bot through the chat API. The visitor's session is remembered
 * per bot (`memory`: the browser's storage, or the site's through the widget) after every turn,
 * with the visitor's credential that its replies, transcript and live stream need (issue #29), and
 * forgotten when the conversation ends, so a reload carries on where it stood for 24 hours. A
 * session remembered without its credential cannot be carried on: the memory forgets it and a new
 * conversation starts, with nothing shown. `start` ('Reiniciar') forgets it and begins anew,
 * remembering the new conversation instead.
 */
export function createServerDriver(
  publicId: string,
  channel: 'web' | 'widget',
  memory: SessionMemory = pickSessionMemory(publicId, channel === 'widget'),
  stream: VisitorStreamOptions = {},
): ConversationDriver {
  /** The conversation going on: its id and the visitor's credential (a reply answers none: it is kept). */
  let session: VisitorSession | null = null;
  const remember = <T extends Pick<ChatTurnAnswer, 'sessionId' | 'ended' | 'handoff' | 'visitorToken'>>(
    answer: T,
  ): T => {
    const kept = session?.sessionId === answer.sessionId ? session.visitorToken : undefined;
    const visitorToken = answer.visitorToken ?? kept;
    session = visitorToken ? { sessionId: answer.sessionId, visitorToken } : null;
    if (!session || answer.ended || answer.handoff?.status === 'closed') memory.forget();
    else memory.save(session);
    return answer;
  };
  const typing = createTypingNotifier(() => {
    if (session) void sendVisitorTyping(session.sessionId, session.visitorToken).catch(() => {});
  });

  return {
    async resume(): Promise<ChatTranscript | null> {
      // None, or one remembered without its credential (the memory forgets that one): start anew.
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
      // An ended conversation (or one that waits for nothing, unless a person answers) is not carried on.
      const closed = transcript.ended || transcript.handoff?.status === 'closed';
      if (closed || (transcript.input.kind === 'none' && !isPersonAnswering(transcript.handoff))) {
        memory.forget();
        return null;
      }
      session = saved;
      remember(transcript);
      return {
        entries: transcript.messages.map((message) => ({
          seq: message.seq,
          role: toEntryRole(message.from),
          text: message.text,
          ...(message.author ? { author: message.author } : {}),
          ...(message.format ? { format: message.format } : {}),
          ...(message.card ? { card: message.card } : {}),
        })),
        input: transcript.input,
        ended: false,
        ...(transcript.handoff ? { handoff: transcript.handoff } : {}),
      };
    },
    async start() {
      memory.forget();
      session = null;
      return remember(await startChatSession(publicId, channel));
    },
    async reply(reply) {
      if (!session) throw new Error('The conversation has not started');
      return remember(await sendChatReply(session, reply));
    },
    listen(onEvent) {
      if (!session) return null;
      return openVisitorStream(getVisitorEventsUrl(session.sessionId, session.visitorToken), onEvent, stream);
    },
    notifyTyping: typing,
    async sync(): Promise<ChatSync | null> {
      if (!session) return null;
      try {
        const transcript = await fetchChatTranscript(session, publicId);
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
