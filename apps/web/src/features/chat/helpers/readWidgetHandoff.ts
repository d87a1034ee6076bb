/** What the widget's script hands the chat page in its iframe, through the URL fragment. */
export interface WidgetHandoff {
  /** The site's origin: where the chat page sends the conversation's session id back to. */
  hostOrigin: string;
  /** The conversation the widget remembers in the site's storage, if any. */
  sessionId: string | null;
  /**
   * The visitor's credential for that conversation (its live stream), when known: kept in the
   * fragment so a reload of the iframe follows the stream again.
   */
  visitorToken?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A credential as the server issues it: printable, no spaces, at most 500 characters. */
const TOKEN = /^[\w.~+/=-]{1,500}$/;

/**
 * Reads `#host=https%3A%2F%2Fsite.example&session=<uuid>`, the fragment the widget adds to the
 * iframe's URL (apps/widget `buildChatFragment`), and the `token` the chat page keeps beside the
 * session. Without a valid `host` — an http(s) origin, exactly — the page was not opened by the
 * widget: null. A malformed session is left out, and a token without its session.
 * @example readWidgetHandoff('#host=https%3A%2F%2Fa.com')?.hostOrigin // 'https://a.com'
 */
export function readWidgetHandoff(hash: string): WidgetHandoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const host = params.get('host') ?? '';
  if (!isHttpOrigin(host)) return null;
  const session = params.get('session') ?? '';
  const sessionId = UUID.test(session) ? session : null;
  const token = params.get('token') ?? '';
  return { hostOrigin: host, sessionId, ...(sessionId && TOKEN.test(token) ? { visitorToken: token } : {}) };
}

/**
 * Builds the fragment back (the chat page keeps it in step with the session, so a reload of the
 * iframe resumes the current conversation).
 */
export function buildWidgetHandoff(handoff: WidgetHandoff): string {
  const params = new URLSearchParams({ host: handoff.hostOrigin });
  if (handoff.sessionId) params.set('session', handoff.sessionId);
  if (handoff.sessionId && handoff.visitorToken) params.set('token', handoff.visitorToken);
  return `#${params.toString()}`;
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
