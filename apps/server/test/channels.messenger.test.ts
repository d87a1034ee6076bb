import { channelListResponseSchema } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConnections, channelContactWindows, chatSessions } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import {
  META_APP_SECRET,
  META_INSTAGRAM_ID,
  META_INSTAGRAM_USERNAME,
  META_PAGE_ID,
  META_PAGE_NAME,
  META_PAGE_TOKEN,
  type MessagingInbound,
  type MetaDelivery,
  messagingBody,
  signedDelivery,
  startMetaGraphStandIn,
  unsignedDelivery,
  verificationQuery,
  wronglySignedDelivery,
} from './metaGraphStandIn';
import { testDatabaseKinds } from './testDatabases';

/** Instagram is connected with another Meta app than Messenger: its own secret signs its deliveries. */
const INSTAGRAM_APP_SECRET = '9a8b7c6d5e4f30211203f4e5d6c7b8a9';
const PRODUCTS = ['messenger', 'instagram'] as const;
type Product = (typeof PRODUCTS)[number];
const secretOf = (product: Product) => (product === 'messenger' ? META_APP_SECRET : INSTAGRAM_APP_SECRET);
const DAY = 24 * 60 * 60 * 1000;

/** start → the name (captured) → a menu of 2 (quick replies) → 'Anotado.' or an address → end. */
function pizzaFlow() {
  const option = (id: string, text: string, x: number) => ({
    id: `opt-${id}`,
    type: 'option',
    position: { x, y: 0 },
    data: { label: text, text, sourceNode: 'menu', sourceHandle: id, conditionId: id },
  });
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
      option('menu-1', 'Pizza', 0),
      option('menu-2', 'Soporte', 200),
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
      { id: 'e5', source: 'opt-menu-1', target: 'noted', type: 'eliteEdge' },
      { id: 'e6', source: 'opt-menu-2', target: 'say-soporte', type: 'eliteEdge' },
      { id: 'e-noted', source: 'noted', target: 'end-1' },
      { id: 'e-soporte', source: 'say-soporte', target: 'end-1' },
    ],
  };
}

type SentBody = {
  recipient: { id: string };
  messaging_type: string;
  tag?: string;
  message: { text: string; quick_replies?: { title: string; payload: string }[] };
};

// Messenger and Instagram DMs (issue #33): the owner connects a Page (and, for Instagram, the
// professional account linked to it) with the Page token and the app secret; Meta posts signed
// deliveries for both to the bot's one Meta webhook, the bot answers with quick replies, and the
// inbox's people reach the person within Meta's windows (HUMAN_AGENT up to 7 days).
describe.each(testDatabaseKinds)('Messenger and Instagram on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let meta: Awaited<ReturnType<typeof startMetaGraphStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  const verifyTokens: Partial<Record<Product, string>> = {};
  let contactSeq = 7_100_000_000_000_000 + (kind === 'pglite' ? 0 : 500_000);

  const channelsUrl = () => `/api/plubots/${bot.id}/channels`;
  const webhookUrl = () => `/api/channels/meta/${bot.id}`;
  const newContact = () => String(contactSeq++);
  const deliver = (delivery: MetaDelivery, url = webhookUrl()) =>
    ctx.app.inject({ method: 'POST', url, headers: delivery.headers, payload: delivery.rawBody });
  const write = (product: Product, from: string, event: MessagingInbound, mid?: string) =>
    deliver(
      signedDelivery(messagingBody({ product, from, event, ...(mid ? { mid } : {}) }), secretOf(product)),
    );
  const sentTo = (to: string) =>
    meta.sent.map((sent) => sent.body as unknown as SentBody).filter((body) => body.recipient.id === to);
  const texts = (to: string) => sentTo(to).map((body) => body.message.text);
  const channelState = async (product: Product) => {
    const listed = channelListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })).json(),
    );
    const state = listed.channels.find((channel) => channel.channel === product);
    if (!state) throw new Error(`no ${product} state`);
    return state;
  };
  const put = (product: Product, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${channelsUrl()}/${product}`, headers, payload });
  const credentials = (product: Product) => ({
    pageId: META_PAGE_ID,
    accessToken: META_PAGE_TOKEN,
    appSecret: secretOf(product),
  });

  beforeAll(async () => {
    meta = await startMetaGraphStandIn();
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: meta.allowedHost,
      ...meta.env,
      APP_ORIGIN: 'https://plubot.example.com',
    });
    owner = await createVerifiedUser(ctx.app, `mpg-owner-${kind}@plubot.com`, 'Secreta123!', 'Ana Estelar');
    stranger = await createVerifiedUser(ctx.app, `mpg-stranger-${kind}@plubot.com`);
    bot = await createPublishedBot(ctx.app, owner.auth, 'Pizzería', pizzaFlow());
  });
  afterAll(async () => {
    await ctx?.close();
    await meta?.close();
  });

  it.each(PRODUCTS)(
    'connects %s after Meta accepts the Page, and refuses what it cannot',
    async (product) => {
      const good = credentials(product);
      expect((await put(product, {}, good)).statusCode).toBe(401);
      expect((await put(product, stranger.auth, good)).statusCode).toBe(404);
      const malformed = await put(product, owner.auth, { ...good, pageId: 'mi-página' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors.pageId[0]).toContain('solo cifras');
      expect((await put(product, owner.auth, {})).statusCode).toBe(422);
      const refused = await put(product, owner.auth, { ...good, accessToken: `EAAJB${'unknown'.repeat(6)}` });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain('Meta no aceptó los datos');
      expect(refused.json().message).toContain('Invalid OAuth access token');
      expect(refused.body).not.toContain('unknownunknown');
      expect(refused.body).not.toContain(good.appSecret);
      if (product === 'instagram') {
        meta.linkInstagram(false);
        const unlinked = await put(product, owner.auth, good);
        meta.linkInstagram(true);
        expect(unlinked.statusCode).toBe(422);
        expect(unlinked.json().message).toContain('cuenta profesional de Instagram');
      }
      expect((await channelState(product)).status).toBe('notConfigured');

      meta.subscriptions.length = 0;
      const connected = await put(product, owner.auth, good);
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.body).not.toContain(META_PAGE_TOKEN);
      expect(connected.body).not.toContain(good.appSecret);
      const channel = connected.json().channel;
      expect(channel).toMatchObject({
        channel: product,
        status: 'connected',
        error: null,
        available: true,
        details:
          product === 'messenger'
            ? { pageId: META_PAGE_ID, pageName: META_PAGE_NAME }
            : {
                pageId: META_PAGE_ID,
                pageName: META_PAGE_NAME,
                instagramId: META_INSTAGRAM_ID,
                username: META_INSTAGRAM_USERNAME,
              },
        webhookUrl: `https://plubot.example.com/api/channels/meta/${bot.id}`,
      });
      expect(channel.verifyToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      verifyTokens[product] = channel.verifyToken;
      expect(meta.subscriptions).toEqual([
        { accountId: META_PAGE_ID, fields: 'messages,messaging_postbacks,message_deliveries,message_reads' },
      ]);
      const [row] = await ctx.db
        .select()
        .from(channelConnections)
        .where(and(eq(channelConnections.plubotId, bot.id), eq(channelConnections.channel, product)));
      expect(JSON.stringify(row)).not.toContain(META_PAGE_TOKEN);
      expect(JSON.stringify(row)).not.toContain(good.appSecret);

      // Another bot cannot take the same Page (or Instagram account) on this channel.
      const other = await createPublishedBot(ctx.app, owner.auth, `Otra ${product}`, pizzaFlow());
      const taken = await ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/${other.id}/channels/${product}`,
        headers: owner.auth,
        payload: good,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().message).toContain('ya está conectada');
    },
  );

  it("answers Meta's subscription check with each channel's verify token", async () => {
    for (const product of PRODUCTS) {
      const good = await ctx.app.inject({
        method: 'GET',
        url: webhookUrl(),
        query: verificationQuery(verifyTokens[product] ?? '', '2158201444'),
      });
      expect(good.statusCode).toBe(200);
      expect(good.body).toBe('2158201444');
    }
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: webhookUrl(),
      query: verificationQuery('otro-token-123'),
    });
    expect(wrong.statusCode).toBe(403);
  });

  it.each(PRODUCTS)('reads no %s delivery without its own app’s signature', async (product) => {
    const contact = newContact();
    const body = messagingBody({ product, from: contact, event: { kind: 'text', text: 'Hola' } });
    expect((await deliver(unsignedDelivery(body))).statusCode).toBe(401);
    expect((await deliver(wronglySignedDelivery(body))).statusCode).toBe(401);
    expect(
      (
        await deliver(
          signedDelivery(body, secretOf(product)),
          '/api/channels/meta/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(401);
    // Signed by the other channel's app: a real delivery of that app, but not for this product.
    const otherApp = secretOf(product === 'messenger' ? 'instagram' : 'messenger');
    expect((await deliver(signedDelivery(body, otherApp))).statusCode).toBe(200);
    // Another Page's (or account's) events are not this bot's.
    const elsewhere = messagingBody({
      product,
      from: contact,
      event: { kind: 'text', text: 'Hola' },
      accountId: '999999999999999',
    });
    expect((await deliver(signedDelivery(elsewhere, secretOf(product)))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentTo(contact)).toEqual([]);
  });

  it.each(PRODUCTS)('talks on %s: a menu of quick replies answered by one', async (product) => {
    const contact = newContact();
    expect((await write(product, contact, { kind: 'text', text: 'Hola' })).statusCode).toBe(200);
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    await write(product, contact, { kind: 'text', text: 'Lucía' });
    await eventually(() => texts(contact).includes('Hola, Lucía. ¿Qué necesitas?'));
    const menu = sentTo(contact).at(-1);
    expect(menu?.messaging_type).toBe('RESPONSE');
    const replies = menu?.message.quick_replies ?? [];
    expect(replies.map((reply) => reply.title)).toEqual(['Pizza', 'Soporte']);
    const pizza = replies[0] ?? { title: '', payload: '' };
    await write(product, contact, { kind: 'quickReply', text: pizza.title, payload: pizza.payload });
    await eventually(() => texts(contact).includes('¡Hasta pronto, Lucía!'));
    expect(texts(contact).slice(-2)).toEqual(['Anotado.', '¡Hasta pronto, Lucía!']);
    const sessions = await ctx.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.plubotId, bot.id), eq(chatSessions.contact, contact)));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ channel: product, engaged: true, completed: true });

    // A postback button answers a menu too.
    const again = newContact();
    await write(product, again, { kind: 'text', text: 'Hola' });
    await eventually(() => texts(again).includes('¿Cómo te llamas?'));
    await write(product, again, { kind: 'text', text: 'Mario' });
    await eventually(() => texts(again).includes('Hola, Mario. ¿Qué necesitas?'));
    const soporte = sentTo(again).at(-1)?.message.quick_replies?.[1] ?? { title: '', payload: '' };
    await write(product, again, { kind: 'postback', title: soporte.title, payload: soporte.payload });
    await eventually(() => texts(again).includes('Escríbenos a ayuda@plubot.com.'));
  });

  it.each(PRODUCTS)('answers a %s message Meta delivers twice only once', async (product) => {
    const contact = newContact();
    const delivery = signedDelivery(
      messagingBody({
        product,
        from: contact,
        event: { kind: 'text', text: 'Hola' },
        mid: `m_dup${contact}`,
      }),
      secretOf(product),
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

  it.each(PRODUCTS)(
    "delivers the inbox's person on %s: freely within 24 hours, with HUMAN_AGENT within 7 days, not after",
    async (product) => {
      const contact = newContact();
      await write(product, contact, { kind: 'text', text: 'Hola' });
      await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
      await write(product, contact, { kind: 'text', text: 'Quiero hablar con una persona' });
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
      const lastWrote = (ago: number) =>
        ctx.db
          .update(channelContactWindows)
          .set({ lastInboundAt: new Date(Date.now() - ago) })
          .where(and(eq(channelContactWindows.contact, contact), eq(channelContactWindows.channel, product)));

      expect((await say('Hola, soy Ana del equipo.')).statusCode).toBe(200);
      await eventually(() => texts(contact).includes('Hola, soy Ana del equipo.'));
      expect(sentTo(contact).at(-1)).toMatchObject({ messaging_type: 'RESPONSE' });

      // Three days later Meta takes only a person's reply, tagged HUMAN_AGENT.
      await lastWrote(3 * DAY);
      meta.closeWindow(contact);
      expect((await say('¿Sigues ahí?')).statusCode).toBe(200);
      await eventually(() => texts(contact).includes('¿Sigues ahí?'));
      expect(sentTo(contact).at(-1)).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
      expect((await channelState(product)).status).toBe('connected');

      // Past 7 days nothing may be sent: the channel says why.
      await lastWrote(8 * DAY);
      const before = meta.received.length;
      expect((await say('¿Hola?')).statusCode).toBe(200);
      await eventually(async () => (await channelState(product)).status === 'error');
      expect((await channelState(product)).error).toContain('7 días');
      expect(texts(contact)).not.toContain('¿Hola?');
      expect(meta.received.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
    },
  );

  it.each(PRODUCTS)('disconnects %s: its deliveries and check are refused', async (product) => {
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${channelsUrl()}/${product}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const body = messagingBody({ product, from: newContact(), event: { kind: 'text', text: 'Hola' } });
    // Each channel has its own app here: no connection of the bot is left with this one's secret.
    expect((await deliver(signedDelivery(body, secretOf(product)))).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: webhookUrl(),
          query: verificationQuery(verifyTokens[product] ?? ''),
        })
      ).statusCode,
    ).toBe(403);
    expect((await channelState(product)).status).toBe('notConfigured');
  });
});
