import type { SessionMemory } from './createStoredSessionMemory';
import { buildWidgetHandoff, type WidgetHandoff } from './readWidgetHandoff';

/** The message the chat page sends the widget around it when its conversation starts, moves on or ends. */
export const WIDGET_SESSION_MESSAGE = 'plubot:session';

/** `{ type: 'plubot:session', publicId, sessionId }`; `sessionId: null` means "forget it". */
export interface WidgetSessionMessage {
  type: typeof WIDGET_SESSION_MESSAGE;
  publicId: string;
  sessionId: string | null;
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
 * origin only (a page of another origin around the iframe receives nothing).
 */
export function createWidgetSessionMemory(
  publicId: string,
  handoff: WidgetHandoff,
  options: WidgetSessionMemoryOptions,
): SessionMemory {
  let current = handoff.sessionId;
  const tell = (sessionId: string | null) => {
    current = sessionId;
    const message: WidgetSessionMessage = { type: WIDGET_SESSION_MESSAGE, publicId, sessionId };
    try {
      options.parent.postMessage(message, handoff.hostOrigin);
      options.replaceFragment?.(buildWidgetHandoff({ hostOrigin: handoff.hostOrigin, sessionId }));
    } catch {
      // The site is gone or refuses: this conversation is simply not resumed after a reload.
    }
  };
  return {
    read: () => current,
    save: (sessionId) => tell(sessionId),
    forget: () => {
      if (current !== null) tell(null);
    },
  };
}
