import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * The app's logger options with an `err` serializer that logs a failed database query by its
 * statement and error code only (see `serializeLoggedError`). `false` (no logger) stays `false`.
 */
export function withSafeErrorLogs(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeLoggedError } };
}

/**
 * pino's error serializer, except for an error that is — or was caused by — a failed database
 * query: Drizzle's error carries the query's parameters (a password hash on register, a whole flow
 * on save) in `params` and in its message and stack, and PostgreSQL's own message and detail may
 * quote a value (`invalid input syntax for type uuid: "…"`). Such an error is logged as its
 * statement text, its SQLSTATE code, the names of the constraint, table and column involved, and
 * the stack's frames — never a value.
 */
export function serializeLoggedError(error: Error): SerializedError {
  const failures = causeChain(error).filter(isDatabaseFailure);
  if (failures.length === 0) return pino.stdSerializers.err(error);
  const pick = (key: string) => failures.map((failure) => failure[key]).find((v) => typeof v === 'string');
  const code = pick('code');
  return {
    type: error.constructor?.name ?? 'Error',
    message: `database query failed${code ? ` (${code})` : ''}`,
    query: pick('query'),
    code,
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    stack: stackFrames(error.stack),
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

type Failure = Record<string, unknown>;

/** Drizzle's failed query, or the driver's error (pg's DatabaseError, PGlite's): SQLSTATE and routine. */
function isDatabaseFailure(value: unknown): value is Failure {
  if (value instanceof DrizzleQueryError) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    'severity' in value &&
    'routine' in value &&
    typeof (value as Failure).code === 'string'
  );
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 10; current = (current as Error).cause) {
    if (chain.includes(current)) break;
    chain.push(current);
  }
  return chain;
}

/** Only the `at …` lines: the first line of a stack repeats the message, values included. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
