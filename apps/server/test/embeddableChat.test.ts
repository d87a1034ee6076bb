import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createVerifiedUser } from './authHelpers';
import { openTestDatabase } from './testDatabases';

// The chat page may be framed by any site and the widget may read a bot's public settings from any
// site; the rest of the app stays same-origin.
describe('cross-origin rules of the sharing channels', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let publicId: string;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'plubot-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Plubot</title>');
    writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plubot-test-')),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_MAX: '10000',
    });
    const database = await openTestDatabase('pglite');
    app = await buildApp({ config, db: database.db, databaseKind: database.kind, webDistDir });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    const owner = await createVerifiedUser(app, 'frames@plubot.com');
    const created = await app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Marco', tone: 'servicial', initial_message: '¡Hola! Soy Marco <y> te ayudo.' },
    });
    publicId = created.json().plubot.public_id;
  });
  afterAll(async () => {
    await close?.();
  });

  it('lets any site frame the chat page', async () => {
    const response = await app.inject({ method: 'GET', url: `/chat/${publicId}?embed=1&theme=dark` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain("frame-ancestors 'self'");
    // The rest of the policy is unchanged.
    expect(policy).toContain("script-src 'self'");
  });

  it('gives a shared chat link a preview with the bot’s name and greeting, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/chat/${publicId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Marco · Plubot</title>');
    expect(response.body).toContain('<meta property="og:title" content="Marco · Plubot" />');
    expect(response.body).toContain('content="Marco: ¡Hola! Soy Marco &#60;y&#62; te ayudo."');
    expect(response.body).not.toContain('<y>');
    const unknown = await app.inject({ method: 'GET', url: '/chat/no-existe' });
    expect(unknown.body).toContain('<title>Plubot</title>');
  });

  it('keeps every other page and file unframeable', async () => {
    for (const url of ['/', '/pluniverse', '/chatroom', '/public-chat', '/assets/app.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
  });

  it('lets any site read a bot public settings, and nothing else', async () => {
    const settings = await app.inject({
      method: 'GET',
      url: `/api/public/plubots/${publicId}`,
      headers: { origin: 'https://shop.example' },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['access-control-allow-origin']).toBe('*');
    expect(settings.headers['access-control-allow-credentials']).toBeUndefined();

    const missing = await app.inject({ method: 'GET', url: '/api/public/plubots/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');

    for (const [method, url] of [
      ['GET', '/api/health'],
      ['POST', `/api/chat/${publicId}/start`],
      ['GET', '/api/plubots'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: 'https://shop.example' } });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
