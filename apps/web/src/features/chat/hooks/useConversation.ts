import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiClient';
import { type ChatError, conversationReducer, INITIAL_CONVERSATION } from '../helpers/conversationReducer';
import { isPersonAnswering } from '../helpers/handoffState';
import type { ChatOption, ChatReply, ChatTranscript, ChatTurn, ConversationDriver } from '../types';

export interface UseConversationOptions {
  /** Turns a failure into what the visitor reads; by default the server's (translated) message. */
  describeError?: (error: unknown, phase: 'start' | 'reply') => ChatError | undefined;
}

let entrySeq = 0;

/** How long a person's "typing" shows after their last signal. */
export const PERSON_TYPING_MS = 4_000;
/** After the bot takes the conversation back, wait for its messages before reading what it waits for. */
const SYNC_DELAY_MS = 800;

/** How a conversation came to be open: carried on from before a reload, or started. */
type Opened = { kind: 'resumed'; transcript: ChatTranscript } | { kind: 'started'; turn: ChatTurn };

/** Carries on the conversation the driver remembers, or starts one when there is none. */
async function openConversation(driver: ConversationDriver): Promise<Opened> {
  const transcript = driver.resume ? await driver.resume() : null;
  if (transcript) return { kind: 'resumed', transcript };
  return { kind: 'started', turn: await driver.start() };
}

async function startConversation(driver: ConversationDriver): Promise<Opened> {
  return { kind: 'started', turn: await driver.start() };
}

/**
 * Runs a conversation through `driver` (the chat API or the engine in the browser): when the
 * driver is set, carries on the conversation it remembers or starts one; sends texts and button
 * presses; and restarts (a new conversation — or, while none could be opened yet, another try at
 * carrying on the remembered one). A null driver waits.
 */
export function useConversation(driver: ConversationDriver | null, options: UseConversationOptions = {}) {
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(conversationReducer, INITIAL_CONVERSATION);
  const epochRef = useRef(0);
  const pendingStart = useRef<{
    driver: ConversationDriver;
    fresh: boolean;
    promise: Promise<Opened>;
  } | null>(null);
  /** The driver whose conversation is open (started or resumed). */
  const openedRef = useRef<ConversationDriver | null>(null);
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

  const open = useCallback(
    async (fresh: boolean) => {
      if (!driver) return;
      dispatch({ type: 'start' });
      const epoch = ++epochRef.current;
      // A second start while one is on its way (React's strict mode runs effects twice) reuses it,
      // so a page load opens exactly one conversation on the server.
      let pending = pendingStart.current;
      if (!pending || pending.driver !== driver || pending.fresh !== fresh) {
        pending = { driver, fresh, promise: fresh ? startConversation(driver) : openConversation(driver) };
        pendingStart.current = pending;
        const current = pending;
        void current.promise
          .finally(() => {
            if (pendingStart.current === current) pendingStart.current = null;
          })
          .catch(() => {});
      }
      try {
        const opened = await pending.promise;
        openedRef.current = driver;
        if (opened.kind === 'resumed') dispatch({ type: 'resume', epoch, transcript: opened.transcript });
        else dispatch({ type: 'answer', epoch, turn: opened.turn, receivedAt: Date.now() });
      } catch (error) {
        dispatch({ type: 'fail', epoch, error: describe(error, 'start') });
      }
    },
    [driver, describe],
  );

  useEffect(() => {
    void open(false);
  }, [open]);

  const restart = useCallback(() => open(openedRef.current === driver), [open, driver]);

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

  // The live stream (a person of the team answering): open while the conversation is, closed on
  // restart, end and unmount. Drivers without one (the editor's simulation) have no `listen`.
  const live = view.status === 'ready' || view.status === 'waiting';
  const epoch = view.epoch;
  useEffect(() => {
    if (!live || !driver?.listen || openedRef.current !== driver) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let syncTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const syncSoon = () => {
      clearTimeout(syncTimer);
      syncTimer = setTimeout(() => {
        void driver.sync?.().then((sync) => {
          if (sync && !stopped) dispatch({ type: 'sync', epoch, sync });
        });
      }, SYNC_DELAY_MS);
    };
    const stop = driver.listen((event) => {
      if (event.type === 'typing') {
        dispatch({ type: 'personTyping', epoch, typing: true });
        clearTimeout(typingTimer);
        typingTimer = setTimeout(
          () => dispatch({ type: 'personTyping', epoch, typing: false }),
          PERSON_TYPING_MS,
        );
        return;
      }
      if (event.type === 'message') {
        dispatch({ type: 'liveMessage', epoch, message: event.message });
        if (event.message.from === 'bot') syncSoon();
        return;
      }
      dispatch({ type: 'handoff', epoch, handoff: event.handoff });
      if (event.handoff.status === 'bot') syncSoon();
    });
    return () => {
      stopped = true;
      stop?.();
      clearTimeout(typingTimer);
      clearTimeout(syncTimer);
    };
  }, [live, driver, epoch]);

  /** The visitor types: the team is told (at most every 3 s) while a person is asked for or answers. */
  const personAnswering = isPersonAnswering(view.handoff);
  const typing = useCallback(() => {
    if (personAnswering && openedRef.current === driver) driver?.notifyTyping?.();
  }, [personAnswering, driver]);

  const send = useCallback((text: string) => reply({ text }, text), [reply]);
  const choose = useCallback(
    (option: ChatOption) => reply({ optionId: option.id, label: option.label }, option.label),
    [reply],
  );

  return { view, send, choose, restart, typing };
}
