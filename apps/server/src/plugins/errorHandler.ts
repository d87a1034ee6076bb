import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasMessage, pickLanguage, type TranslateParams, translate } from '../i18n/translate';
import { AppError, type FieldErrors } from '../lib/AppError';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * One error handler for the whole API: domain errors keep their status and code, schema errors
 * become 400/422 with field messages, client mistakes never surface as 5xx, and unexpected errors
 * answer a generic 500 (details go to the log only).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = (key: string, params?: TranslateParams) =>
      translate(pickLanguage(request.headers['accept-language']), key, params);

    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: t(error.messageKey, error.params),
        errors: error.fieldErrors ? translateFieldErrors(error.fieldErrors, t) : undefined,
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = collectFieldErrors(error.validation as ValidationIssue[], t);
      const isBody = error.validationContext === 'body';
      return sendError(reply, isBody ? 422 : 400, {
        code: 'VALIDATION_ERROR',
        message: firstMessage(errors) ?? t(isBody ? 'errors.invalidBody' : 'errors.invalidQuery'),
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    // Only a body that failed to parse is the client's mistake; a SyntaxError from our own code is a bug (500).
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
      return sendError(reply, 400, { code: 'INVALID_JSON', message: t('errors.invalidJson') });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, { code: 'INVALID_JSON', message: t('errors.invalidJson') });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(reply, 413, { code: 'PAYLOAD_TOO_LARGE', message: t('errors.payloadTooLarge') });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      const type = String(request.headers['content-type'] ?? '');
      return sendError(reply, 415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: t('errors.unsupportedMediaType', { type }),
      });
    }
    if (status === 429) {
      return sendError(reply, 429, { code: 'RATE_LIMITED', message: t('errors.rateLimited') });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status, {
        code: error.code ?? 'BAD_REQUEST',
        message: t(status === 404 ? 'errors.notFound' : 'errors.invalidBody'),
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: t('errors.internal') });
  });
});

/** Answers an unknown route with the JSON 404 body. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(request.headers['accept-language']);
  const url = request.url.split('?')[0] ?? request.url;
  return sendError(reply, 404, {
    code: 'ROUTE_NOT_FOUND',
    message: translate(language, 'errors.routeNotFound', { method: request.method, url }),
  });
}

/** Sends the error body shape shared by every API error. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  body: { code: string; message: string; errors?: FieldErrors | undefined; [key: string]: unknown },
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, status: 'error', ...body });
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

function translateFieldErrors(errors: FieldErrors, t: (key: string) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => (hasMessage(message) ? t(message) : message)),
    ]),
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
