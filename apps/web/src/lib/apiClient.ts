import { type ErrorCode, isErrorCode } from '@plubot/contracts';
import { getUiLanguage } from './getUiLanguage';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './tokenStorage';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's body. */
export class ApiError extends Error {
  /** The failure's code from the error catalogue of `@plubot/contracts` (undefined for an unknown one). */
  public readonly code: ErrorCode | undefined;

  constructor(
    public readonly status: number,
    message: string,
    code?: string,
    public readonly errors?: Record<string, string[]>,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = isErrorCode(code) ? code : undefined;
  }

  /** True when the server could not be reached at all (offline, DNS, refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * True when no answer came from the server itself: no connection, a timeout, or a proxy's 502,
   * 503 or 504 while it is down or restarting — as opposed to the server's own answer (401, 404 …).
   */
  get isServerUnreachable(): boolean {
    return this.isNetworkError || UNREACHABLE_STATUSES.has(this.status);
  }
}

/** Status codes of a proxy whose server is down or restarting. */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** A JSON body, or a FormData sent as multipart. */
  body?: unknown;
  /** Send the bearer token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called when the session cannot be refreshed any more (the auth store logs out). */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** How a refresh ended: new tokens, refused by the server, or no answer from it at all. */
type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

/** Exchanges the refresh token for a new pair; concurrent callers share one exchange. */
function exchangeRefreshToken(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return 'refused';
    try {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': getUiLanguage() },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (UNREACHABLE_STATUSES.has(response.status)) return 'unreachable';
      if (!response.ok) return 'refused';
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      saveTokens(body.access_token, body.refresh_token);
      return 'refreshed';
    } catch {
      return 'unreachable';
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Exchanges the refresh token for a new pair; true when the session goes on with new tokens. */
export async function refreshSession(): Promise<boolean> {
  return (await exchangeRefreshToken()) === 'refreshed';
}

/**
 * Sends one request to the Plubot API under `/api` and returns its parsed body (JSON, or the text
 * of a non-JSON answer). Sends the bearer token, refreshes an expired access token once and
 * retries, and turns every failure into an {@link ApiError} carrying the server's error code and
 * (translated) message. On a session the server refuses to refresh, the tokens are cleared and the
 * session-expired listeners run; a refresh that gets no answer keeps them and fails as a network
 * error. Call sites use the typed `callApi`, built on this.
 */
export async function sendApiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return parse(await sendWithRefresh(path, options));
}

/**
 * Like {@link sendApiRequest} for an answer read as it arrives (a `text/event-stream`): returns the
 * successful response with its body unread; a failure throws the same {@link ApiError}.
 */
export async function openApiStream(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const response = await sendWithRefresh(path, options);
  if (!response.ok) await parse(response);
  return response;
}

/** Sends the request, refreshing an expired access token once and retrying. */
async function sendWithRefresh(path: string, options: ApiRequestOptions): Promise<Response> {
  const response = await send(path, options);
  if (response.status === 401 && options.auth !== false && getRefreshToken()) {
    const outcome = await exchangeRefreshToken();
    if (outcome === 'refreshed') return send(path, options);
    // The server went away between the two calls: the session is not over, only out of reach.
    if (outcome === 'unreachable') throw new ApiError(0, '', 'NETWORK_ERROR');
    clearTokens();
    for (const listener of sessionExpiredListeners) listener();
  }
  return response;
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': getUiLanguage(), ...options.headers };
  const token = options.auth === false ? null : getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const signals = [options.signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)].filter(
    Boolean,
  ) as AbortSignal[];
  try {
    return await fetch(`/api${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, '', 'NETWORK_ERROR');
  }
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A success that claims JSON but is not is an answer the app cannot trust.
    if (response.ok && isJsonResponse(response)) throw new ApiError(response.status, '', 'INVALID_RESPONSE');
    body = text;
  }
  if (!response.ok) {
    const data = (body && typeof body === 'object' ? body : {}) as {
      message?: string;
      code?: string;
      errors?: Record<string, string[]>;
    };
    throw new ApiError(response.status, data.message ?? '', data.code, data.errors, body);
  }
  return body;
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}
