import { getDailyBotEmailLimit } from '@plubot/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botEmailDays } from '../src/db/schema';
import { createOwnerOverSmtp } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { type Edge, edges, node } from './flowSpecs';
import { startLocalSmtpCatcher } from './localSmtpCatcher';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

/**
 * Issue #24, point 6: a bot's sendEmail action is no mail relay. It writes only to its owner's
 * verified address or to the address the visitor typed in that conversation (once), under the plan's
 * daily cap counted in the database; every mail carries the bot's name as sender, replies go to the
 * owner, and a line says which bot sent it and why.
 */
describe.each(testDatabaseKinds)('bot e-mails (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpCatcher>>;
  let owner: { email: string; auth: { authorization: string } };
  let visitors = 0;

  beforeAll(async () => {
    smtp = await startLocalSmtpCatcher();
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Plubot <bots@plubot.test>',
    });
    owner = await createOwner('duena.correo@plubot.test');
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  /** Registers through the real mail (over SMTP), verifies with the mailed link and logs in. */
  const createOwner = (email: string) => createOwnerOverSmtp(ctx.app, smtp, email, 'Dueña Correo');

  async function botWithFlow(name: string, nodes: unknown[], links: Edge[]) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral' },
    });
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { nodes, edges: links, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    return { id: bot.id, publicId: bot.public_id };
  }

  /** A new visitor (their own address) opens a conversation and sends `replies`; the bot's last words. */
  async function chat(publicId: string, replies: string[]) {
    visitors += 1;
    const remoteAddress = `198.51.100.${visitors}`;
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: {},
      remoteAddress,
    });
    expect(started.statusCode).toBe(200);
    let last = started.json();
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${last.sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
        remoteAddress,
      });
      expect(answered.statusCode).toBe(200);
      last = answered.json();
    }
    return last.messages.map((message: { text: string }) => message.text) as string[];
  }

  const mail = (id: string, to: string, subject = `Asunto ${id}`) =>
    node('action', id, {
      actionType: 'sendEmail',
      parameters: { to, subject, body: 'Pulsa https://plubot.example/oferta para tu premio.' },
    });

  it('writes to the visitor who typed the address (once) and to the owner, and to no one else', async () => {
    const bot = await botWithFlow(
      'Cuponera',
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('message', 'ask', {
          message: '¿Tu correo?',
          capture: { variable: 'email', validation: 'email' },
        }),
        mail('m1', '{{email}}', 'Tu cupón'),
        mail('m2', '{{email}}', 'Otra vez'),
        mail('m3', 'DUENA.correo@plubot.test ', 'Nuevo cupón pedido'),
        mail('m4', 'victima@example.com', 'Tu cuenta'),
        node('end', 'end-1', { endMessage: 'Listo' }),
      ],
      edges('start-1->ask@output', 'ask->m1', 'm1->m2', 'm2->m3', 'm3->m4', 'm4->end-1'),
    );
    const before = smtp.received.length;
    expect(await chat(bot.publicId, ['Visitante@Example.com'])).toEqual(['Listo']);

    const sent = smtp.received.slice(before);
    expect(sent.map((m) => [m.to.map((to) => to.toLowerCase()), m.subject])).toEqual([
      [['visitante@example.com'], 'Tu cupón'],
      [['duena.correo@plubot.test'], 'Nuevo cupón pedido'],
    ]);
    const [toVisitor, toOwner] = sent;
    // The bot's name as sender with MAIL_FROM's address; replies go to the owner.
    expect(toVisitor?.from).toBe('bots@plubot.test');
    expect(toVisitor?.headers.get('from')).toMatch(/^"?Cuponera vía Plubot"? <bots@plubot\.test>$/);
    expect(toVisitor?.headers.get('reply-to')).toBe('duena.correo@plubot.test');
    expect(toVisitor?.text).toContain('Pulsa https://plubot.example/oferta para tu premio.');
    expect(toVisitor?.text).toContain(
      'Este correo lo envió el bot «Cuponera» de Plubot porque escribiste esta dirección en una conversación con él.',
    );
    expect(toOwner?.text).toContain(
      'Este correo lo envió el bot «Cuponera» de Plubot porque eres quien lo administra',
    );
    expect(smtp.mailsTo('victima@example.com')).toEqual([]);
  });

  it('refuses an address the visitor did not type in this conversation, even one typed in another', async () => {
    const bot = await botWithFlow(
      'Eco',
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('message', 'ask', { message: '¿Algo más?', capture: { variable: 'nota', validation: 'text' } }),
        mail('fixed', 'lector@example.com', 'Hola lector'),
        node('end', 'end-1', { endMessage: 'Adiós' }),
      ],
      edges('start-1->ask@output', 'ask->fixed', 'fixed->end-1'),
    );
    expect(await chat(bot.publicId, ['lector@example.com'])).toEqual(['Adiós']);
    expect(smtp.mailsTo('lector@example.com')).toHaveLength(1);
    // Another conversation, where nobody typed that address: the action fails, the conversation goes on.
    expect(await chat(bot.publicId, ['nada'])).toEqual(['Adiós']);
    expect(smtp.mailsTo('lector@example.com')).toHaveLength(1);
  });

  it("stops at the plan's daily number of e-mails per bot, counted in the database", async () => {
    const limit = getDailyBotEmailLimit('free');
    const bot = await botWithFlow(
      'Avisador',
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        mail('owner-mail', owner.email, 'Aviso diario'),
        node('end', 'end-1', { endMessage: 'Hecho' }),
      ],
      edges('start-1->owner-mail@output', 'owner-mail->end-1'),
    );
    const day = new Date().toISOString().slice(0, 10);
    // Another copy of the server already sent all but one of today's e-mails.
    await ctx.db.insert(botEmailDays).values({ plubotId: bot.id, day, sent: limit - 1 });
    const count = () => smtp.mailsTo(owner.email).filter((m) => m.subject === 'Aviso diario').length;
    await Promise.all([chat(bot.publicId, []), chat(bot.publicId, [])]);
    expect(count()).toBe(1);
    expect(await chat(bot.publicId, [])).toEqual(['Hola', 'Hecho']);
    expect(count()).toBe(1);
  });
});
