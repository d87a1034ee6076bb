/** An error monday.com gave, as the HTTP status it stands for and its own words. */
export interface MondayProblem {
  /** 401/403: the token is refused; 429: a rate or complexity limit; 5xx: its own fault; else fails. */
  status: number;
  message: string;
  /** How long monday.com asks to wait (`retry_in_seconds`, or «reset in N seconds»), when it said. */
  retryAfterSeconds?: number;
}

/**
 * monday.com's error codes that carry no status of their own, by the status they stand for: its
 * limits (retried after the wait), refusals of the token or of the user's rights, and unknown ids.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  ComplexityException: 429,
  COMPLEXITY_BUDGET_EXHAUSTED: 429,
  RATE_LIMIT_EXCEEDED: 429,
  'Rate Limit Exceeded': 429,
  DAILY_LIMIT_EXCEEDED: 429,
  maxConcurrencyExceeded: 429,
  IP_RATE_LIMIT_EXCEEDED: 429,
  API_TEMPORARILY_BLOCKED: 429,
  UNAUTHENTICATED: 401,
  Unauthorized: 401,
  UserUnauthorizedException: 403,
  missingRequiredPermissions: 403,
  ResourceNotFoundException: 404,
  InvalidBoardIdException: 404,
  InvalidItemIdException: 404,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * The error in a monday.com answer, if any. Errors come in three shapes: GraphQL's `errors` array
 * (`[{ message, extensions: { code, status_code?, retry_in_seconds? } }]`, from API 2024-01 on,
 * usually with HTTP 200), the older `{ error_code, error_message, status_code }`, and a bare
 * `errors: ["…"]`. The status is the one monday.com names, else its code's, else the HTTP status
 * when that is an error, else 400 (an application error: retrying will not help). `undefined` when
 * the answer holds none of these (a success, or an error page left to the HTTP status alone).
 * @example readMondayProblem('{"errors":[{"message":"Not Authenticated","extensions":{"code":"UNAUTHENTICATED"}}]}', 200)
 * // { status: 401, message: 'Not Authenticated (UNAUTHENTICATED)' }
 */
export function readMondayProblem(body: string, httpStatus: number): MondayProblem | undefined {
  const parsed = parseObject(body);
  const [first] = Array.isArray(parsed?.errors) ? (parsed.errors as unknown[]) : [];
  const error = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  const extensions = asRecord(error.extensions);
  const code = textOf(extensions.code) ?? textOf(parsed?.error_code);
  const text = textOf(error.message) ?? textOf(first) ?? textOf(parsed?.error_message);
  if (first === undefined && code === undefined && text === undefined) return undefined;
  const failed = httpStatus < 200 || httpStatus >= 300;
  const named = numberOf(extensions.status_code) ?? numberOf(parsed?.status_code);
  const status =
    (named !== undefined && named >= 400 ? named : undefined) ??
    (code === undefined ? undefined : STATUS_BY_CODE[code]) ??
    (failed ? httpStatus : 400);
  const words = text ?? code ?? 'error';
  const message = code && code !== words ? `${words} (${code})` : words;
  const retryAfterSeconds = numberOf(extensions.retry_in_seconds) ?? readResetSeconds(words);
  return retryAfterSeconds === undefined ? { status, message } : { status, message, retryAfterSeconds };
}

/** «… reset in 3 seconds» (the older complexity error) as 3. */
function readResetSeconds(message: string): number | undefined {
  const match = /reset in (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

function parseObject(body: string): Record<string, unknown> | undefined {
  try {
    return asRecord(JSON.parse(body) as unknown);
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
