import type { SessionMemory } from './createStoredSessionMemory';
import { buildWidgetHandoff, type WidgetHandoff } from './readWidgetHandoff';

/** The message the chat page sends the widget around it when its conversation starts, moves on or ends. */
export const WIDGET_SESSION_MESSAGE = 'plubot:session';

/**
 * `{ type: 'plubot:session', publicId, sessionId, visitorToken? }`; `sessionId: null` means "forget
 * it". `visitorToken` (the conversation's live stream, issue #29) goes along when known, for a widget
 * that keeps it too.
 */
export interface WidgetSessionMessage {
  type: typeof WIDGET_SESSION_MESSAGE;
  publicId: string;
  sessionId: string | null;
  visitorToken?: string;
}

export interface WidgetSessionMemoryOptions {
  /** The widget's page (`window.parent`). */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** Keeps the iframe's URL fragment in step, so reloading the iframe resumes the current conversation. */
  replaceFragment?: (fragment: string) => void;
}

/**
 * Inside the widget's iframe, the conversation is remembered by the widget's script, in the site's
 * own storage (the iframe's storage may be blocked as third-party): the session id arrives in the
 * URL fragment, and every change goes back to the site by `postMessage`, addressed to the site's
 * origin only (a page of another origin around the iframe receives nothing). The visitor's credential
 * is kept in this page's memory (and the fragment) only: the iframe's own storage may be blocked.
 */
export function createWidgetSessionMemory(
  publicId: string,
  handoff: WidgetHandoff,
  options: WidgetSessionMemoryOptions,
): SessionMemory {
  let current = handoff.sessionId;
  let token = handoff.sessionId ? (handoff.visitorToken ?? null) : null;
  const tell = (sessionId: string | null, visitorToken: string | null) => {
    current = sessionId;
    token = sessionId ? visitorToken : null;
    const message: WidgetSessionMessage = {
      type: WIDGET_SESSION_MESSAGE,
      publicId,
      sessionId,
      ...(token ? { visitorToken: token } : {}),
    };
    try {
      options.parent.postMessage(message, handoff.hostOrigin);
      options.replaceFragment?.(
        buildWidgetHandoff({ hostOrigin: handoff.hostOrigin, sessionId, visitorToken: token }),
      );
    } catch {
      // The site is gone or refuses: this conversation is simply not resumed after a reload.
    }
  };
  return {
    read: () => current,
    readToken: () => token,
    save: (sessionId, visitorToken) => tell(sessionId, visitorToken ?? null),
    forget: () => {
      if (current !== null) tell(null, null);
    },
  };
}
