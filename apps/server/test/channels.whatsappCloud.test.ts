import { channelListResponseSchema } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelConnections,
  channelContactWindows,
  channelMessageStatuses,
  chatSessions,
  users,
} from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import {
  META_APP_SECRET,
  META_DISPLAY_PHONE_NUMBER,
  META_PHONE_NUMBER_ID,
  META_VERIFIED_NAME,
  META_VERIFY_TOKEN,
  META_WHATSAPP_TOKEN,
  type MetaDelivery,
  signedDelivery,
  startMetaGraphStandIn,
  unsignedDelivery,
  verificationQuery,
  type WhatsAppInbound,
  whatsAppMessageBody,
  whatsAppStatusBody,
  wronglySignedDelivery,
} from './metaGraphStandIn';
import { testDatabaseKinds } from './testDatabases';

const SIZES = ['Pequeña', 'Mediana', 'Grande', 'Familiar', 'Gigante'];

/**
 * start → the name (captured) → a menu of 2 (reply buttons on WhatsApp) → 'Pizza' → a menu of 5
 * (a list on WhatsApp) → 'Anotado.' → end. 'Soporte' says an address and ends.
 */
function pizzaFlow() {
  const option = (menu: string, id: string, text: string, x: number) => ({
    id: `opt-${id}`,
    type: 'option',
    position: { x, y: 0 },
    data: { label: text, text, sourceNode: menu, sourceHandle: id, conditionId: id },
  });
  const sizes = SIZES.map((text, index) => ({ id: `size-${index + 1}`, text, color: '#4facfe' }));
  return {
    nodes: [
      { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
      {
        id: 'ask-name',
        type: 'message',
        position: { x: 0, y: 100 },
        data: {
          label: 'Nombre',
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        },
      },
      {
        id: 'menu',
        type: 'decision',
        position: { x: 0, y: 200 },
        data: {
          label: 'Menú',
          question: 'Hola, {{nombre}}. ¿Qué necesitas?',
          conditions: [
            { id: 'menu-1', text: 'Pizza', color: '#4facfe' },
            { id: 'menu-2', text: 'Soporte', color: '#ef4444' },
          ],
        },
      },
      option('menu', 'menu-1', 'Pizza', 0),
      option('menu', 'menu-2', 'Soporte', 200),
      {
        id: 'sizes',
        type: 'decision',
        position: { x: 0, y: 400 },
        data: { label: 'Tamaño', question: '¿De qué tamaño?', conditions: sizes },
      },
      ...sizes.map((size, index) => option('sizes', size.id, size.text, index * 100)),
      { id: 'noted', type: 'message', position: { x: 0, y: 600 }, data: { label: 'N', message: 'Anotado.' } },
      {
        id: 'say-soporte',
        type: 'message',
        position: { x: 200, y: 600 },
        data: { label: 'S', message: 'Escríbenos a ayuda@plubot.com.' },
      },
      {
        id: 'end-1',
        type: 'end',
        position: { x: 0, y: 800 },
        data: { label: 'Fin', endMessage: '¡Hasta pronto, {{nombre}}!' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
      { id: 'e2', source: 'ask-name', target: 'menu' },
      { id: 'e3', source: 'menu', target: 'opt-menu-1', sourceHandle: 'output-menu-1', type: 'eliteEdge' },
      { id: 'e4', source: 'menu', target: 'opt-menu-2', sourceHandle: 'output-menu-2', type: 'eliteEdge' },
      { id: 'e5', source: 'opt-menu-1', target: 'sizes', type: 'eliteEdge' },
      { id: 'e6', source: 'opt-menu-2', target: 'say-soporte', type: 'eliteEdge' },
      ...sizes.flatMap((size) => [
        {
          id: `e-${size.id}`,
          source: 'sizes',
          target: `opt-${size.id}`,
          sourceHandle: `output-${size.id}`,
          type: 'eliteEdge',
        },
        { id: `e-${size.id}-n`, source: `opt-${size.id}`, target: 'noted', type: 'eliteEdge' },
      ]),
      { id: 'e-noted', source: 'noted', target: 'end-1' },
      { id: 'e-soporte', source: 'say-soporte', target: 'end-1' },
    ],
  };
}

type Interactive = {
  type: 'button' | 'list';
  body: { text: string };
  action: {
    buttons?: { reply: { id: string; title: string } }[];
    sections?: { rows: { id: string; title: string }[] }[];
  };
};

// The WhatsApp Cloud API channel (issue #33): the owner connects a number with its token and app
// secret, Meta checks the webhook with the verify token and posts signed deliveries, the bot answers
// with reply buttons and lists, statuses are kept, and the inbox's people reach the contact within
// the 24-hour window.
describe.each(testDatabaseKinds)('the WhatsApp Cloud API channel on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let meta: Awaited<ReturnType<typeof startMetaGraphStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  let contactSeq = 34_611_000_000 + (kind === 'pglite' ? 0 : 500_000);

  const channelsUrl = () => `/api/plubots/${bot.id}/channels`;
  const webhookUrl = () => `/api/channels/meta/${bot.id}`;
  const newContact = () => String(contactSeq++);
  const deliver = (delivery: MetaDelivery, url = webhookUrl()) =>
    ctx.app.inject({ method: 'POST', url, headers: delivery.headers, payload: delivery.rawBody });
  const write = (from: string, message: WhatsAppInbound, id?: string) =>
    deliver(signedDelivery(whatsAppMessageBody({ from, message, ...(id ? { id } : {}) })));
  const sentTo = (to: string) => meta.sent.filter((sent) => sent.body.to === to).map((sent) => sent.body);
  const texts = (to: string) =>
    sentTo(to).map((body) =>
      body.type === 'text'
        ? String((body.text as { body: string }).body)
        : String((body.interactive as Interactive | undefined)?.body.text ?? ''),
    );
  const channelState = async () => {
    const listed = channelListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })).json(),
    );
    const state = listed.channels.find((channel) => channel.channel === 'whatsapp-cloud');
    if (!state) throw new Error('no whatsapp-cloud state');
    return state;
  };
  const put = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${channelsUrl()}/whatsapp-cloud`, headers, payload });
  const credentials = {
    phoneNumberId: META_PHONE_NUMBER_ID,
    accessToken: META_WHATSAPP_TOKEN,
    appSecret: META_APP_SECRET,
  };

  beforeAll(async () => {
    meta = await startMetaGraphStandIn();
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: meta.allowedHost,
      ...meta.env,
      APP_ORIGIN: 'https://plubot.example.com',
    });
    owner = await createVerifiedUser(ctx.app, `wac-owner-${kind}@plubot.com`, 'Secreta123!', 'Ana Estelar');
    stranger = await createVerifiedUser(ctx.app, `wac-stranger-${kind}@plubot.com`);
    // A menu of five options (a WhatsApp list) needs a plan without the free plan's three.
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    bot = await createPublishedBot(ctx.app, owner.auth, 'Pizzería', pizzaFlow());
  });
  afterAll(async () => {
    await ctx?.close();
    await meta?.close();
  });

  it('connects a number after Meta accepts it, and refuses what it cannot', async () => {
    expect((await put({}, credentials)).statusCode).toBe(401);
    expect((await put(stranger.auth, credentials)).statusCode).toBe(404);
    const malformed = await put(owner.auth, { ...credentials, phoneNumberId: 'mi-número' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.phoneNumberId[0]).toContain('solo cifras');
    expect((await put(owner.auth, {})).statusCode).toBe(422);
    const refused = await put(owner.auth, { ...credentials, accessToken: `EAAJB${'unknown'.repeat(6)}` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Meta no aceptó los datos');
    expect(refused.json().message).toContain('Invalid OAuth access token');
    expect(refused.body).not.toContain('unknownunknown');
    expect(refused.body).not.toContain(META_APP_SECRET);
    expect((await channelState()).status).toBe('notConfigured');

    // Without a verify token of the owner's, one is made for them.
    const generated = await put(owner.auth, credentials);
    expect(generated.statusCode, generated.body).toBe(200);
    const generatedToken = generated.json().channel.verifyToken;
    expect(generatedToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const connected = await put(owner.auth, { ...credentials, verifyToken: META_VERIFY_TOKEN });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(META_WHATSAPP_TOKEN);
    expect(connected.body).not.toContain(META_APP_SECRET);
    expect(connected.json().channel).toMatchObject({
      channel: 'whatsapp-cloud',
      status: 'connected',
      error: null,
      available: true,
      details: {
        phoneNumberId: META_PHONE_NUMBER_ID,
        displayPhoneNumber: META_DISPLAY_PHONE_NUMBER,
        verifiedName: META_VERIFIED_NAME,
      },
      webhookUrl: `https://plubot.example.com/api/channels/meta/${bot.id}`,
      verifyToken: META_VERIFY_TOKEN,
    });
    const [row] = await ctx.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.plubotId, bot.id));
    expect(JSON.stringify(row)).not.toContain(META_WHATSAPP_TOKEN);
    expect(JSON.stringify(row)).not.toContain(META_APP_SECRET);
    expect(await channelState()).toMatchObject({ status: 'connected', verifyToken: META_VERIFY_TOKEN });

    // Another bot cannot take the same number.
    const other = await createPublishedBot(ctx.app, owner.auth, 'Otra', pizzaFlow());
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${other.id}/channels/whatsapp-cloud`,
      headers: owner.auth,
      payload: credentials,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toContain('ya está conectado');
  });

  it("answers Meta's subscription check only with the bot's verify token", async () => {
    const check = (query: Record<string, string>, url = webhookUrl()) =>
      ctx.app.inject({ method: 'GET', url, query });
    const good = await check(verificationQuery(META_VERIFY_TOKEN, '1158201444'));
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toContain('text/plain');
    expect(good.body).toBe('1158201444');
    expect((await check(verificationQuery('otro-token-123'))).statusCode).toBe(403);
    expect((await check({ 'hub.mode': 'subscribe', 'hub.challenge': '1' })).statusCode).toBe(403);
    expect(
      (await check(verificationQuery(), '/api/channels/meta/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(403);
  });

  it('reads nothing without the right signature', async () => {
    const contact = newContact();
    const body = whatsAppMessageBody({ from: contact, message: { kind: 'text', text: 'Hola' } });
    expect((await deliver(unsignedDelivery(body))).statusCode).toBe(401);
    expect((await deliver(wronglySignedDelivery(body))).statusCode).toBe(401);
    const unknownBot = await deliver(
      signedDelivery(body),
      '/api/channels/meta/00000000-0000-4000-8000-000000000000',
    );
    expect(unknownBot.statusCode).toBe(401);
    // Another number's events are not this bot's.
    const elsewhere = whatsAppMessageBody({
      from: contact,
      message: { kind: 'text', text: 'Hola' },
      phoneNumberId: '999999999999',
    });
    expect((await deliver(signedDelivery(elsewhere))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sentTo(contact)).toEqual([]);
  });

  it('talks with a contact: a menu answered by a reply button, then a list answered by a row', async () => {
    const contact = newContact();
    expect((await write(contact, { kind: 'text', text: 'Hola' })).statusCode).toBe(200);
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    await write(contact, { kind: 'text', text: 'Lucía' });
    await eventually(() => texts(contact).includes('Hola, Lucía. ¿Qué necesitas?'));
    const menu = sentTo(contact).at(-1)?.interactive as Interactive;
    expect(menu.type).toBe('button');
    const buttons = menu.action.buttons ?? [];
    expect(buttons.map((button) => button.reply.title)).toEqual(['Pizza', 'Soporte']);

    const pizza = buttons[0]?.reply ?? { id: '', title: '' };
    await write(contact, { kind: 'button', id: pizza.id, title: pizza.title });
    await eventually(() => texts(contact).includes('¿De qué tamaño?'));
    const list = sentTo(contact).at(-1)?.interactive as Interactive;
    expect(list.type).toBe('list');
    const rows = list.action.sections?.[0]?.rows ?? [];
    expect(rows.map((row) => row.title)).toEqual(SIZES);

    const grande = rows[2] ?? { id: '', title: '' };
    await write(contact, { kind: 'list', id: grande.id, title: grande.title });
    await eventually(() => texts(contact).includes('¡Hasta pronto, Lucía!'));
    expect(texts(contact).slice(-2)).toEqual(['Anotado.', '¡Hasta pronto, Lucía!']);
    const sessions = await ctx.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.plubotId, bot.id), eq(chatSessions.contact, contact)));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ channel: 'whatsapp-cloud', engaged: true, completed: true });
  });

  it('answers a message Meta delivers twice only once', async () => {
    const contact = newContact();
    const delivery = signedDelivery(
      whatsAppMessageBody({
        from: contact,
        message: { kind: 'text', text: 'Hola' },
        id: `wamid.dup${contact}`,
      }),
    );
    const [first, second] = await Promise.all([deliver(delivery), deliver(delivery)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    expect((await deliver(delivery)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(texts(contact).filter((text) => text === '¿Cómo te llamas?')).toHaveLength(1);
    const sessions = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, contact));
    expect(sessions).toHaveLength(1);
  });

  it("stores the statuses of what it sent, and shows a failed one as the channel's error", async () => {
    const contact = newContact();
    await write(contact, { kind: 'text', text: 'Hola' });
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    const messageId = meta.sent.filter((sent) => sent.body.to === contact).at(-1)?.id ?? '';
    const status = (
      value: 'sent' | 'delivered' | 'read' | 'failed',
      error?: { code: number; title: string },
    ) =>
      deliver(
        signedDelivery(
          whatsAppStatusBody({ recipient: contact, messageId, status: value, ...(error ? { error } : {}) }),
        ),
      );
    const stored = async () => {
      const [row] = await ctx.db
        .select()
        .from(channelMessageStatuses)
        .where(eq(channelMessageStatuses.externalId, messageId));
      return row;
    };
    expect((await status('delivered')).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ plubotId: bot.id, contact, status: 'delivered', error: null });
    // A late 'sent' does not go back.
    await status('sent');
    expect((await stored())?.status).toBe('delivered');
    await status('read');
    expect((await stored())?.status).toBe('read');

    await status('failed', { code: 131026, title: 'Message undeliverable' });
    expect(await stored()).toMatchObject({ status: 'failed' });
    expect((await stored())?.error).toContain('Message undeliverable');
    const state = await channelState();
    expect(state.status).toBe('error');
    expect(state.error).toContain('Message undeliverable');
    // The next good turn clears it.
    await write(contact, { kind: 'text', text: 'Lucía' });
    await eventually(async () => (await channelState()).status === 'connected');
  });

  it("delivers the inbox's person within the 24-hour window, and nothing outside it", async () => {
    const contact = newContact();
    await write(contact, { kind: 'text', text: 'Hola' });
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    await write(contact, { kind: 'text', text: 'Quiero hablar con una persona' });
    await eventually(() => texts(contact).some((text) => text.startsWith('Te paso con una persona')));
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, contact));
    const sessionId = session?.id ?? '';
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/take`,
      headers: owner.auth,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const say = (text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${sessionId}/messages`,
        headers: owner.auth,
        payload: { text },
      });
    expect((await say('Hola, soy Ana del equipo.')).statusCode).toBe(200);
    await eventually(() => texts(contact).includes('Hola, soy Ana del equipo.'));
    expect(texts(contact).filter((text) => text === 'Hola, soy Ana del equipo.')).toHaveLength(1);

    // A day and more later, WhatsApp would take only an approved template: nothing is sent.
    await ctx.db
      .update(channelContactWindows)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(channelContactWindows.contact, contact));
    meta.closeWindow(contact);
    const before = meta.received.length;
    expect((await say('¿Sigues ahí?')).statusCode).toBe(200);
    await eventually(async () => (await channelState()).status === 'error');
    expect((await channelState()).error).toContain('24 horas');
    expect(texts(contact)).not.toContain('¿Sigues ahí?');
    expect(meta.received.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('disconnects: the deliveries and the check are refused', async () => {
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${channelsUrl()}/whatsapp-cloud`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const body = whatsAppMessageBody({ from: newContact(), message: { kind: 'text', text: 'Hola' } });
    expect((await deliver(signedDelivery(body))).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: webhookUrl(), query: verificationQuery() })).statusCode,
    ).toBe(403);
    expect((await channelState()).status).toBe('notConfigured');
  });
});
