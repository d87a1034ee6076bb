import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeLoggedError, withSafeErrorLogs } from './withSafeErrorLogs';

/** What pg and PGlite throw: a message that may quote a value, SQLSTATE in `code`. */
function driverError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', routine: 'errorMissingColumn', ...fields });
}

describe('serializeLoggedError', () => {
  it('logs a failed Drizzle query by statement and code, without parameters, message or detail', () => {
    const cause = driverError('invalid input syntax for type uuid: "valor-secreto"', {
      code: '22P02',
      detail: 'Key (email)=(ana@plubot.com) already exists.',
      params: ['valor-secreto'],
    });
    const error = new DrizzleQueryError('select * from "users" where "id" = $1', ['valor-secreto'], cause);
    const logged = serializeLoggedError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'database query failed (22P02)',
      query: 'select * from "users" where "id" = $1',
      code: '22P02',
    });
    expect(String(logged.stack)).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['valor-secreto', 'ana@plubot.com', 'params']) expect(text).not.toContain(secret);
  });

  it('logs a driver error thrown outside Drizzle, or wrapped as a cause, the same way', () => {
    const raw = driverError('invalid input syntax for type uuid: "valor-secreto"', {
      code: '22P02',
      query: 'select $1::uuid',
      params: ['valor-secreto'],
    });
    const wrapped = new Error('turn failed', { cause: raw });
    for (const error of [raw, wrapped]) {
      const logged = serializeLoggedError(error);
      expect(logged).toMatchObject({ query: 'select $1::uuid', code: '22P02' });
      expect(JSON.stringify(logged)).not.toContain('valor-secreto');
    }
  });

  it('leaves every other error to pino', () => {
    const logged = serializeLoggedError(Object.assign(new Error('SMTP down'), { code: 'ECONNREFUSED' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'SMTP down', code: 'ECONNREFUSED' });
  });
});

describe('withSafeErrorLogs', () => {
  it('adds the serializer to the logger options and keeps the rest', () => {
    expect(withSafeErrorLogs(false)).toBe(false);
    const options = withSafeErrorLogs({ level: 'info', serializers: { req: () => ({ url: '/' }) } });
    expect(options).toMatchObject({ level: 'info', serializers: { err: serializeLoggedError } });
    expect((options as { serializers: Record<string, unknown> }).serializers.req).toBeTypeOf('function');
  });
});
