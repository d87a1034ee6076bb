import type { VisitorSession } from './chatApi';
import type { SessionMemory } from './createStoredSessionMemory';
import { buildWidgetHandoff, type WidgetHandoff } from './readWidgetHandoff';

/** The message the chat page sends the widget around it when its conversation starts, moves on or ends. */
export const WIDGET_SESSION_MESSAGE = 'plubot:session';

/**
 * `{ type: 'plubot:session', publicId, sessionId, visitorToken? }`; `sessionId: null` means "forget
 * it". `visitorToken`, the visitor's credential (issue #29: replies, transcript, live stream), goes
 * along with every session, for the widget to keep beside it.
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
 * own storage (the iframe's storage may be blocked as third-party): the session id and its
 * credential arrive in the URL fragment, and every change goes back to the site by `postMessage`,
 * addressed to the site's origin only (a page of another origin around the iframe receives
 * nothing). A session handed over without its credential (remembered before it existed) cannot be
 * carried on: it reads as none, and the next conversation takes its place.
 */
export function createWidgetSessionMemory(
  publicId: string,
  handoff: WidgetHandoff,
  options: WidgetSessionMemoryOptions,
): SessionMemory {
  let current: VisitorSession | null =
    handoff.sessionId && handoff.visitorToken
      ? { sessionId: handoff.sessionId, visitorToken: handoff.visitorToken }
      : null;
  const tell = (session: VisitorSession | null) => {
    current = session;
    const message: WidgetSessionMessage = {
      type: WIDGET_SESSION_MESSAGE,
      publicId,
      sessionId: session?.sessionId ?? null,
      ...(session ? { visitorToken: session.visitorToken } : {}),
    };
    try {
      options.parent.postMessage(message, handoff.hostOrigin);
      options.replaceFragment?.(
        buildWidgetHandoff({
          hostOrigin: handoff.hostOrigin,
          sessionId: session?.sessionId ?? null,
          visitorToken: session?.visitorToken ?? null,
        }),
      );
    } catch {
      // The site is gone or refuses: this conversation is simply not resumed after a reload.
    }
  };
  return {
    read: () => current,
    save: (session) => tell({ sessionId: session.sessionId, visitorToken: session.visitorToken }),
    forget: () => {
      if (current !== null) tell(null);
    },
  };
}
