import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedback } from '../src/db/schema';
import {
  formatTable,
  listRecentContactMessages,
  listRecentFeedback,
} from '../src/modules/contact/contactReport';
import { lastMailTo } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

const OPERATOR = 'operador@plubot.com';

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Estelar',
  email: 'Ana@Ejemplo.com',
  subject: 'Una idea para Byte',
  message: 'Hola:\n\nMe encantaría que Byte hablara en verso.',
  website: '',
  ...overrides,
});

// The public contact form (/contact) and the feedback form (/tu-opinion).
describe.each(testDatabaseKinds)('contact and feedback on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { CONTACT_TO: OPERATOR });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stores a contact message and mails it to CONTACT_TO without revealing the address', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'success' });
    expect(response.body).not.toContain(OPERATOR);

    const [stored] = await ctx.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Ana Estelar',
      email: 'ana@ejemplo.com',
      subject: 'Una idea para Byte',
      language: 'es',
    });
    expect(stored?.mailedAt).toBeInstanceOf(Date);

    const { mail } = lastMailTo(ctx.app, OPERATOR);
    expect(mail.subject).toContain('Una idea para Byte');
    expect(mail.text).toContain('ana@ejemplo.com');
    expect(mail.text).toContain('Me encantaría que Byte hablara en verso.');
    expect(mail.html).not.toContain('<script');
  });

  it('escapes what the visitor wrote in the mailed HTML', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ subject: 'XSS', message: '<script>alert(1)</script>' }),
    });
    expect(response.statusCode).toBe(200);
    const { mail } = lastMailTo(ctx.app, OPERATOR);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await ctx.db.select().from(contactMessages)).length;
    const mailsBefore = ctx.app.mailer.listOutbox().length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ website: 'https://spam.example', email: 'not-an-email' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'success' });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(before);
    expect(ctx.app.mailer.listOutbox()).toHaveLength(mailsBefore);

    const trapped = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 5, comment: 'spam', website: 'x' },
    });
    expect(trapped.statusCode).toBe(200);
    expect(await ctx.db.select().from(feedback)).toHaveLength(0);
  });

  it('answers an invalid contact body with 422 and one message per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '  ', email: 'no-es-correo', subject: '', message: 'x'.repeat(5001) },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, status: 'error', code: 'VALIDATION_ERROR' });
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.errors.email).toEqual(['Por favor ingresa un email válido']);
  });

  it('stores feedback with and without an e-mail, and refuses a rating outside 1–5', async () => {
    const withEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'accept-language': 'en' },
      payload: { rating: 4, comment: 'Muy intuitivo', email: ' Luz@Ejemplo.com ', website: '' },
    });
    expect(withEmail.statusCode).toBe(200);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 5, comment: 'Me encanta', email: '' },
    });
    expect(anonymous.statusCode).toBe(200);

    const rows = await ctx.db.select().from(feedback);
    expect(
      rows.map(({ rating, comment, email, language }) => ({ rating, comment, email, language })),
    ).toEqual(
      expect.arrayContaining([
        { rating: 4, comment: 'Muy intuitivo', email: 'luz@ejemplo.com', language: 'en' },
        { rating: 5, comment: 'Me encanta', email: null, language: 'es' },
      ]),
    );

    for (const payload of [
      { rating: 0, comment: 'a' },
      { rating: 6, comment: 'a' },
      { rating: 2.5, comment: 'a' },
      { comment: 'a' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['rating']);
    }
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 3, comment: 'ok', email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);
  });

  it('lists the newest feedback and messages for `npm run feedback`', async () => {
    const opinions = await listRecentFeedback(ctx.db, 10);
    expect(opinions[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(
      opinions.at(-1)?.createdAt.getTime() ?? 0,
    );
    const table = formatTable(opinions);
    expect(table.split('\n')[0]).toMatch(/^createdAt\s+\| rating \| comment\s+\| email\s+\| language$/);
    expect(table).toContain('Muy intuitivo');
    expect(table).toContain('—');
    const messages = formatTable(await listRecentContactMessages(ctx.db, 1));
    expect(messages.split('\n')).toHaveLength(3);
    expect(messages).toContain('<script>alert(1)</script>');
  });
});

describe('contact without CONTACT_TO, and its rate limit', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stores the message and mails nobody when CONTACT_TO is unset', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    expect(response.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(contactMessages);
    expect(stored?.mailedAt).toBeNull();
    expect(ctx.app.mailer.listOutbox()).toEqual([]);
  });

  it('answers 429 with the catalogue text past the limit per IP', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: { rating: 3, comment: `intento ${i}` },
      });
      statuses.push(response.statusCode);
      last = response.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(JSON.parse(last)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
