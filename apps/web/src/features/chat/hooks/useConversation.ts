import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiClient';
import { type ChatError, conversationReducer, INITIAL_CONVERSATION } from '../helpers/conversationReducer';
import type { ChatOption, ChatReply, ChatTurn, ConversationDriver } from '../types';

export interface UseConversationOptions {
  /** Turns a failure into what the visitor reads; by default the server's (translated) message. */
  describeError?: (error: unknown, phase: 'start' | 'reply') => ChatError | undefined;
}

let entrySeq = 0;

/**
 * Runs a conversation through `driver` (the chat API or the engine in the browser): starts it when
 * the driver is set, sends texts and button presses, and restarts. A null driver waits.
 */
export function useConversation(driver: ConversationDriver | null, options: UseConversationOptions = {}) {
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(conversationReducer, INITIAL_CONVERSATION);
  const epochRef = useRef(0);
  const pendingStart = useRef<{ driver: ConversationDriver; promise: Promise<ChatTurn> } | null>(null);
  const describeRef = useRef(options.describeError);
  describeRef.current = options.describeError;

  const describe = useCallback(
    (error: unknown, phase: 'start' | 'reply'): ChatError => {
      const custom = describeRef.current?.(error, phase);
      if (custom) return custom;
      if (error instanceof ApiError) {
        if (error.isNetworkError) return { message: t('chat.errors.network'), fatal: false };
        return { message: error.message || t('chat.errors.generic'), fatal: error.status === 404 };
      }
      return { message: t('chat.errors.generic'), fatal: phase === 'start' };
    },
    [t],
  );

  const restart = useCallback(async () => {
    if (!driver) return;
    dispatch({ type: 'start' });
    const epoch = ++epochRef.current;
    // A second start while one is on its way (React's strict mode runs effects twice) reuses it,
    // so a page load opens exactly one conversation on the server.
    let pending = pendingStart.current;
    if (!pending || pending.driver !== driver) {
      pending = { driver, promise: driver.start() };
      pendingStart.current = pending;
      const current = pending;
      void current.promise
        .finally(() => {
          if (pendingStart.current === current) pendingStart.current = null;
        })
        .catch(() => {});
    }
    try {
      dispatch({ type: 'answer', epoch, turn: await pending.promise, receivedAt: Date.now() });
    } catch (error) {
      dispatch({ type: 'fail', epoch, error: describe(error, 'start') });
    }
  }, [driver, describe]);

  useEffect(() => {
    void restart();
  }, [restart]);

  const reply = useCallback(
    async (message: ChatReply, shown: string): Promise<boolean> => {
      if (!driver || view.status !== 'ready') return false;
      const epoch = epochRef.current;
      const key = `${epoch}-user-${++entrySeq}`;
      dispatch({ type: 'send', entry: { key, role: 'user', text: shown } });
      try {
        dispatch({ type: 'answer', epoch, turn: await driver.reply(message), receivedAt: Date.now() });
        return true;
      } catch (error) {
        dispatch({ type: 'fail', epoch, error: describe(error, 'reply'), entryKey: key });
        return false;
      }
    },
    [driver, view.status, describe],
  );

  const send = useCallback((text: string) => reply({ text }, text), [reply]);
  const choose = useCallback(
    (option: ChatOption) => reply({ optionId: option.id, label: option.label }, option.label),
    [reply],
  );

  return { view, send, choose, restart };
}
