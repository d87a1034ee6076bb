import { API } from '@plubot/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import { buildByteHistory } from '../helpers/buildByteHistory';
import { type ByteMood, toByteMood } from '../helpers/byteMood';

export interface ByteMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly content: string;
  /** A '¡Ups! …' note shown when Byte could not answer; never sent back as history. */
  readonly isError?: boolean;
}

export interface ByteChat {
  readonly messages: readonly ByteMessage[];
  readonly mood: ByteMood;
  readonly pending: boolean;
  /** Sends a message (ignored while waiting or when blank); the last 10 messages go as history. */
  send(text: string): Promise<void>;
}

let nextId = 0;
const newId = () => `byte-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** Where Byte is asked: the flow editor (signed-in), or the creation lab (open to visitors). */
export type ByteContext = 'editor' | 'lab';

/**
 * The Byte assistant conversation: messages, Byte's mood, and sending to POST /byte-assistant (the
 * lab's Byte to POST /byte-assistant/lab, which also answers visitors not signed in yet).
 */
export function useByteChat(context: ByteContext = 'editor'): ByteChat {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<readonly ByteMessage[]>([]);
  const [mood, setMood] = useState<ByteMood>('normal');
  const [pending, setPending] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const pendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pendingRef.current) return;
      const history = buildByteHistory(messagesRef.current);
      setMessages((current) => [...current, { id: newId(), role: 'user', content: message }]);
      pendingRef.current = true;
      setPending(true);
      setMood('thinking');
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const endpoint = context === 'lab' ? API.byteLabAssistant : API.byteAssistant;
        const response = await callApi(endpoint, {
          body: { message, history },
          signal: controller.signal,
        });
        setMessages((current) => [...current, { id: newId(), role: 'assistant', content: response.message }]);
        setMood(toByteMood(response.sentiment));
      } catch (error) {
        if (controller.signal.aborted) return;
        let reason: string;
        if (error instanceof ApiError) {
          const status = error.isNetworkError
            ? t('byte.errors.network')
            : error.message || `HTTP ${error.status}`;
          reason = t('byte.errors.status', { status });
        } else reason = error instanceof Error && error.message ? error.message : t('byte.errors.network');
        setMessages((current) => [
          ...current,
          {
            id: newId(),
            role: 'assistant',
            content: t('byte.errors.oops', { message: reason }),
            isError: true,
          },
        ]);
        setMood('sad');
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        pendingRef.current = false;
        if (!controller.signal.aborted) setPending(false);
      }
    },
    [t, context],
  );

  return { messages, mood, pending, send };
}
