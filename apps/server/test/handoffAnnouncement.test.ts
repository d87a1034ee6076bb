import { handoffSettingsResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plubots, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { type VisitorSession, visitorHeaders } from './chatFixtures';
import { type Edge, edges, node } from './flowSpecs';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';
import { publishDraft } from './publishing';
import { nextVisitorAddress } from './visitorAddresses';

/** Waits until `ready()` holds, checking every 20 ms for up to 5 s. */
async function eventually(ready: () => boolean, what: string) {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

// Issue #29: a visitor asking for a person is announced at once — beyond the bell — by e-mail and
// on the channels of the bot's Slack, Telegram and Discord powers, as the bot's settings say.
describe('announcing a hand-off', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let receiver: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let host: string;

  beforeAll(async () => {
    receiver = await startLocalHttpReceiver((request) =>
      request.url.startsWith('/tg/') ? { body: '{"ok":true,"result":{}}' } : { body: '{}' },
    );
    host = `localhost:${receiver.port}`;
    ctx = await buildTestApp('pglite', {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: host,
      TELEGRAM_API_URL: `http://${host}/tg`,
      DISCORD_API_URL: `http://${host}/dc`,
      APP_ORIGIN: 'https://plubot.example',
    });
    owner = await createVerifiedUser(ctx.app, 'announce@plubot.test');
    // Telegram is a Pro power: the owner's plan covers it.
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  async function botWithFlow(name: string, nodes: unknown[], links: Edge[]) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral', powers: ['slack', 'telegram', 'discord'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { nodes, edges: links, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    return { id: bot.id, publicId: bot.public_id };
  }

  const start = async (publicId: string) => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    return started.json() as { sessionId: string; visitorToken: string; handoff?: { status: string } };
  };
  const reply = async (session: VisitorSession, text: string) => {
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${session.sessionId}/reply`,
      headers: visitorHeaders(session),
      payload: { text },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json();
  };
  const mailsTo = (email: string) => ctx.app.mailer.listOutbox().filter((mail) => mail.to === email);
  const posted = (prefix: string) => receiver.received.filter((request) => request.url.startsWith(prefix));

  it('e-mails the owner and posts on each Slack, Telegram and Discord channel of the bot, once', async () => {
    const bot = await botWithFlow(
      'Nova',
      [
        node('start', 'start'),
        node('message', 'ask', {
          message: '¿En qué te ayudo?',
          capture: { enabled: true, variable: 'duda' },
        }),
        node('end', 'end'),
        // The team's channels, elsewhere in the flow (a lead's alert): each is told once.
        node('power', 'slack-1', {
          powerId: 'slack',
          powerUrl: `http://${host}/slack`,
          powerMessage: 'Lead',
        }),
        node('power', 'slack-2', {
          powerId: 'slack',
          powerUrl: `http://${host}/slack`,
          powerMessage: 'Otro',
        }),
        node('power', 'slack-var', { powerId: 'slack', powerUrl: '{{webhook}}', powerMessage: 'x' }),
        node('power', 'tg', {
          powerId: 'telegram',
          powerToken: 'tg-secret',
          powerChannel: '777',
          powerMessage: 'x',
        }),
        node('discord', 'dc', { discordToken: 'dc-secret', channelId: '555', messageContent: 'x' }),
      ],
      edges('start->ask', 'ask->end'),
    );
    const before = receiver.received.length;
    const mailsBefore = mailsTo(owner.user.email).length;
    const session = await start(bot.publicId);
    const { sessionId } = session;
    const asked = await reply(session, 'Quiero hablar con una persona <!channel> @everyone');
    expect(asked.handoff).toMatchObject({ status: 'waiting' });

    await eventually(() => mailsTo(owner.user.email).length === mailsBefore + 1, 'the owner’s e-mail');
    await eventually(() => receiver.received.length - before === 3, 'three posts');
    const link = `https://plubot.example/plubot/${bot.id}/inbox?c=${sessionId}`;
    const mail = mailsTo(owner.user.email).find((sent) => sent.subject.includes('Nova'));
    expect(mail?.subject).toBe('🙋 Alguien espera a una persona en Nova');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Quiero hablar con una persona');

    const slack = posted('/slack');
    expect(slack).toHaveLength(1);
    const slackText = (JSON.parse(slack[0]?.body ?? '{}') as { text: string }).text;
    expect(slackText).toContain('Alguien quiere hablar con una persona en Nova');
    expect(slackText).toContain(link);
    // What the visitor wrote cannot ping the team's channel.
    expect(slackText).not.toContain('<!channel>');
    expect(slackText).not.toContain('@everyone');
    const telegram = posted('/tg/') as ReceivedRequest[];
    expect(telegram.map((request) => request.url)).toEqual(['/tg/bottg-secret/sendMessage']);
    expect(JSON.parse(telegram[0]?.body ?? '{}')).toMatchObject({ chat_id: '777' });
    const discord = posted('/dc/');
    expect(discord.map((request) => request.url)).toEqual(['/dc/channels/555/messages']);
    expect(discord[0]?.headers.authorization).toBe('Bot dc-secret');
  });

  it('tells nobody but the bell when the bot’s settings say so, and keeps those settings', async () => {
    const bot = await botWithFlow(
      'Silencio',
      [
        node('start', 'start'),
        node('message', 'ask', { message: '¿Sí?', capture: { enabled: true, variable: 'duda' } }),
        node('end', 'end'),
        node('power', 'slack-1', { powerId: 'slack', powerUrl: `http://${host}/quiet`, powerMessage: 'x' }),
      ],
      edges('start->ask', 'ask->end'),
    );
    // Settings saved before the switches existed read as both on.
    await ctx.db
      .update(plubots)
      .set({ handoffSettings: { phrases: ['persona'], timeoutMinutes: 5 } })
      .where(eq(plubots.id, bot.id));
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/inbox/settings`,
      headers: owner.auth,
    });
    expect(handoffSettingsResponseSchema.parse(stored.json()).settings).toEqual({
      phrases: ['persona'],
      timeoutMinutes: 5,
      notifyByEmail: true,
      notifyChannels: true,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/inbox/settings`,
      headers: owner.auth,
      payload: { phrases: ['persona'], timeoutMinutes: 5, notifyByEmail: false, notifyChannels: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ notifyByEmail: false, notifyChannels: false });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/inbox/settings`,
      headers: owner.auth,
      payload: { phrases: [], timeoutMinutes: 5, notifyByEmail: 'sí' },
    });
    expect(refused.statusCode).toBe(422);

    const mailsBefore = mailsTo(owner.user.email).length;
    expect((await reply(await start(bot.publicId), 'una persona por favor')).handoff).toMatchObject({
      status: 'waiting',
    });
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    expect(bell.body).toContain('Alguien quiere hablar con una persona en Silencio');
    // Announcements go after the answer: give them time to (wrongly) go out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posted('/quiet')).toEqual([]);
    expect(mailsTo(owner.user.email)).toHaveLength(mailsBefore);
  });

  it('waits for a person from the first turn when the flow starts with «Hablar con una persona»', async () => {
    const bot = await botWithFlow(
      'Directo',
      [
        node('start', 'start'),
        node('handoff', 'person', { message: 'Te atiende alguien del equipo.' }),
        node('end', 'end'),
      ],
      edges('start->person', 'person->end'),
    );
    const mailsBefore = mailsTo(owner.user.email).length;
    const started = await start(bot.publicId);
    expect(started.handoff).toMatchObject({ status: 'waiting' });
    const listed = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/plubots/${bot.id}/inbox?status=needsPerson`,
          headers: owner.auth,
        })
      )
        .json()
        .conversations.map((c: { sessionId: string }) => c.sessionId);
    // A page view is not a visitor asking: nobody is called until they write.
    expect(await listed()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(owner.user.email)).toHaveLength(mailsBefore);

    expect((await reply(started, 'Hola, ¿hay alguien?')).handoff).toMatchObject({
      status: 'waiting',
    });
    expect(await listed()).toEqual([started.sessionId]);
    await eventually(() => mailsTo(owner.user.email).length === mailsBefore + 1, 'the owner’s e-mail');
    expect(mailsTo(owner.user.email).find((sent) => sent.subject.includes('Directo'))?.text).toContain(
      '¿hay alguien?',
    );
  });
});
