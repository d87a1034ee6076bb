import {
  ERROR_CATALOGUE,
  type ErrorMessageParams,
  formatErrorMessage,
  isErrorCode,
  type ServerErrorCode,
} from '@plubot/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasMessage, type Language, pickLanguage, type TranslateParams, translate } from '../i18n/translate';
import { AppError, type FieldErrors } from '../lib/AppError';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * One error handler for the whole API, answering only codes of the catalogue: domain errors with
 * their code's status and text, schema errors as 422/400 with field messages, client mistakes never
 * as 5xx, and unexpected errors as a generic 500 (details go to the log only).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = pickLanguage(request.headers['accept-language']);
    const t = (key: string, params?: TranslateParams) => translate(language, key, params);
    const send = (code: ServerErrorCode, params?: ErrorMessageParams, body: Record<string, unknown> = {}) =>
      sendError(reply, code, { message: formatErrorMessage(code, language, params), ...body });

    if (error instanceof AppError) {
      const { params, fieldErrors, extra } = error.options;
      return send(error.code, params, {
        errors: fieldErrors ? translateFieldErrors(fieldErrors, language, t) : undefined,
        ...extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = collectFieldErrors(error.validation as ValidationIssue[], t);
      const code = error.validationContext === 'body' ? 'VALIDATION_ERROR' : 'INVALID_PARAMS';
      return sendError(reply, code, {
        message: firstMessage(errors) ?? formatErrorMessage(code, language),
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    // Only a body that failed to parse is the client's mistake; a SyntaxError from our own code is a bug (500).
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error instanceof SyntaxError && status === 400)
    ) {
      return send('INVALID_JSON');
    }
    // A multipart body the client cut short or mangled (busboy's own errors carry no status).
    if (
      typeof request.isMultipart === 'function' &&
      request.isMultipart() &&
      MALFORMED_MULTIPART.test(error.message)
    )
      return send('BAD_REQUEST');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return send('PAYLOAD_TOO_LARGE');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send('UNSUPPORTED_MEDIA_TYPE', { type: String(request.headers['content-type'] ?? '') });
    }
    if (status === 429) return send('RATE_LIMITED');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send('INTERNAL_ERROR');
  });
});

/** What busboy says of a multipart body that does not parse: the client's mistake, never a 500. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

/** Answers an unknown route with the JSON 404 body. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(request.headers['accept-language']);
  const url = request.url.split('?')[0] ?? request.url;
  return sendError(reply, 'ROUTE_NOT_FOUND', {
    message: formatErrorMessage('ROUTE_NOT_FOUND', language, { method: request.method, url }),
  });
}

/** Sends the error body shared by every API error, with the HTTP status the catalogue gives `code`. */
export function sendError(
  reply: FastifyReply,
  code: ServerErrorCode,
  body: { message: string; errors?: FieldErrors | undefined; [key: string]: unknown },
) {
  return reply
    .code(ERROR_CATALOGUE[code].status)
    .type('application/json; charset=utf-8')
    .send({ success: false, status: 'error', code, ...body });
}

function collectFieldErrors(issues: ValidationIssue[], t: (key: string, params?: TranslateParams) => string) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || '_';
    const message = describeIssue(issue, t);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

function describeIssue(issue: ValidationIssue, t: (key: string, params?: TranslateParams) => string): string {
  if (issue.message && hasMessage(issue.message)) return t(issue.message, stringParams(issue.params));
  const params = issue.params;
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined ? t('validation.required') : t('validation.invalidType');
    case 'too_small':
      if (origin === 'string') return t('validation.tooShort', { minimum: Number(params.minimum) });
      if (origin === 'array' || origin === 'set')
        return t('validation.tooFewItems', { minimum: Number(params.minimum) });
      return t('validation.tooSmall', { minimum: Number(params.minimum) });
    case 'too_big':
      if (origin === 'string') return t('validation.tooLong', { maximum: Number(params.maximum) });
      if (origin === 'array' || origin === 'set')
        return t('validation.tooManyItems', { maximum: Number(params.maximum) });
      return t('validation.tooBig', { maximum: Number(params.maximum) });
    case 'invalid_format':
      return t('validation.invalidFormat');
    case 'invalid_value':
      return t('validation.invalidValue');
    case 'unrecognized_keys':
      return t('validation.unknownField', { keys: ((params.keys as string[]) ?? []).join(', ') });
    default:
      return t('validation.invalid');
  }
}

/** Field messages may be error codes (their catalogue text), server message keys, or plain text. */
function translateFieldErrors(
  errors: FieldErrors,
  language: Language,
  t: (key: string) => string,
): FieldErrors {
  const translateOne = (message: string) => {
    if (isErrorCode(message)) return formatErrorMessage(message, language);
    return hasMessage(message) ? t(message) : message;
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map(translateOne)]),
  );
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}

function stringParams(params: Record<string, unknown>): TranslateParams {
  const result: TranslateParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  return result;
}
