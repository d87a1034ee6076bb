import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE, ERROR_MESSAGES, type ServerErrorCode } from '@plubot/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/AppError';
import { SERVER_ROOT } from '../src/lib/serverRoot';
import { errorHandlerPlugin } from '../src/plugins/errorHandler';

const SERVER_CODES = (Object.keys(ERROR_CATALOGUE) as ServerErrorCode[]).filter(
  (code) => ERROR_CATALOGUE[code].side === 'server',
);

describe('every API error is a code of the catalogue', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/throw/:code', async (request) => {
      throw new AppError((request.params as { code: ServerErrorCode }).code, {
        params: { type: 'text/plain', method: 'GET', url: '/x' },
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers each server code with its catalogue status and its text, in Spanish and English', async () => {
    for (const code of SERVER_CODES) {
      const { status, messageKey } = ERROR_CATALOGUE[code];
      for (const language of ['es', 'en'] as const) {
        const response = await app.inject({
          url: `/throw/${code}`,
          headers: { 'accept-language': language },
        });
        expect(response.statusCode, code).toBe(status);
        const body = response.json();
        expect(body).toMatchObject({ success: false, status: 'error', code });
        const expected = ERROR_MESSAGES[language][messageKey]
          .replace('{{type}}', 'text/plain')
          .replace('{{method}}', 'GET')
          .replace('{{url}}', '/x');
        expect(body.message, `${code} ${language}`).toBe(expected);
      }
    }
  });

  it('is the only way the server sends an error status', () => {
    const offenders: string[] = [];
    for (const file of listSourceFiles(path.join(SERVER_ROOT, 'src'))) {
      if (file.endsWith(path.join('plugins', 'errorHandler.ts'))) continue;
      const source = readFileSync(file, 'utf8');
      // An error status set by hand, or an error body written by hand, bypasses the catalogue.
      // (A row's own `status: 'error'`, as a knowledge source's, is not an error body.)
      if (/\.code\(\s*[45]\d\d\s*\)|\.status\(\s*[45]\d\d\s*\)|success:\s*false/.test(source)) {
        offenders.push(path.relative(SERVER_ROOT, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(child);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [child] : [];
  });
}
