import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createVerifiedUser } from './authHelpers';
import { openTestDatabase, testDatabaseKinds } from './testDatabases';

const INDEX_HTML = '<!doctype html><head><title>Plubot</title><script src="/assets/app.js"></script></head>';

// Issue #24 point 14: `$'`, "$`" and `$&` in a bot's name or greeting are text in the link preview,
// never String.replace patterns that splice the page's HTML into its title and Open Graph tags.
describe.each(testDatabaseKinds)('the shared chat page preview on %s', (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'plubot-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plubot-test-')),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_MAX: '10000',
    });
    const database = await openTestDatabase(kind);
    app = await buildApp({ config, db: database.db, databaseKind: database.kind, webDistDir });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    owner = await createVerifiedUser(app, 'preview@plubot.com');
  });
  afterAll(async () => {
    await close?.();
  });

  async function chatPageOf(name: string, greeting: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral', initial_message: greeting },
    });
    expect(created.statusCode).toBe(201);
    return (await app.inject({ method: 'GET', url: `/chat/${created.json().plubot.public_id}` })).body;
  }

  it("shows a bot named $' or $` with a greeting holding $& as typed", async () => {
    const quoted = await chatPageOf("Bot $'", 'Hola $& amigo');
    expect(quoted.match(/<title>/g)).toHaveLength(1);
    expect(quoted.match(/<script/g)).toHaveLength(1);
    expect(quoted).toContain('<title>Bot $&#39; · Plubot</title>');
    expect(quoted).toContain('<meta property="og:title" content="Bot $&#39; · Plubot" />');
    expect(quoted).toContain('<meta property="og:description" content="Bot $&#39;: Hola $&#38; amigo" />');

    const backtick = await chatPageOf('Bot $`', 'Hola');
    expect(backtick.startsWith('<!doctype html><head><title>Bot $` · Plubot</title>')).toBe(true);
    expect(backtick.match(/<!doctype/g)).toHaveLength(1);
  });
});
