import {
  channelListResponseSchema,
  conversationDetailResponseSchema,
  whatsAppTemplateListResponseSchema,
} from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelContactWindows, chatSessions } from '../src/db/schema';
import { setChannelError } from '../src/modules/channels/channelRepository';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import {
  META_APP_SECRET,
  META_PAGE_ID,
  META_PAGE_TOKEN,
  META_PHONE_NUMBER_ID,
  META_TEMPLATES,
  META_WABA_ID,
  META_WHATSAPP_TOKEN,
  type MetaTemplate,
  messagingBody,
  signedDelivery,
  startMetaGraphStandIn,
  whatsAppMessageBody,
} from './metaGraphStandIn';
import { testDatabaseKinds } from './testDatabases';

const HOUR = 60 * 60 * 1000;

/** start → the name (captured) → 'Gracias, {{nombre}}.' → end. */
function askNameFlow() {
  return {
    nodes: [
      node('start', 'start-1', { label: 'Inicio' }),
      node('message', 'ask-name', {
        label: 'Nombre',
        message: '¿Cómo te llamas?',
        capture: { variable: 'nombre', validation: 'text' },
      }),
      node('message', 'thanks', { label: 'G', message: 'Gracias, {{nombre}}.' }),
      node('end', 'end-1', { label: 'Fin', endMessage: 'Adiós.' }),
    ],
    edges: edges('start-1->ask-name@output', 'ask-name->thanks', 'thanks->end-1'),
  };
}

// The approved WhatsApp template of a bot (issue #33): the owner connects the number with its
// WhatsApp Business Account, chooses one of the account's approved templates, and outside the
// 24-hour window the inbox's replies go as that template; the inbox says what happens.
describe.each(testDatabaseKinds)('the WhatsApp template outside the 24-hour window on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let meta: Awaited<ReturnType<typeof startMetaGraphStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  let contactSeq = 34_622_000_000 + (kind === 'pglite' ? 0 : 500_000);

  const channelsUrl = (id = bot.id) => `/api/plubots/${id}/channels`;
  const templatesUrl = (id = bot.id) => `${channelsUrl(id)}/whatsapp-cloud/templates`;
  const templateUrl = (id = bot.id) => `${channelsUrl(id)}/whatsapp-cloud/template`;
  const credentials = {
    phoneNumberId: META_PHONE_NUMBER_ID,
    accessToken: META_WHATSAPP_TOKEN,
    appSecret: META_APP_SECRET,
  };
  const connect = (payload: object, headers = owner.auth) =>
    ctx.app.inject({ method: 'PUT', url: `${channelsUrl()}/whatsapp-cloud`, headers, payload });
  const listTemplates = (headers: Record<string, string> = owner.auth, id = bot.id) =>
    ctx.app.inject({ method: 'GET', url: templatesUrl(id), headers });
  const choose = (payload: unknown, headers: Record<string, string> = owner.auth, id = bot.id) =>
    ctx.app.inject({ method: 'PUT', url: templateUrl(id), headers, payload: payload as object });
  const channelState = async (channel = 'whatsapp-cloud') => {
    const listed = channelListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })).json(),
    );
    const state = listed.channels.find((candidate) => candidate.channel === channel);
    if (!state) throw new Error(`no ${channel} state`);
    return state;
  };
  const deliver = (body: unknown) => {
    const delivery = signedDelivery(body);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/channels/meta/${bot.id}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
    });
  };
  const sentTo = (to: string) => meta.sent.filter((sent) => sent.body.to === to).map((sent) => sent.body);
  const texts = (to: string) =>
    sentTo(to).flatMap((body) => (body.type === 'text' ? [(body.text as { body: string }).body] : []));
  const templatesTo = (to: string) =>
    sentTo(to).flatMap((body) =>
      body.type === 'template'
        ? [body.template as { name: string; language: { code: string }; components?: unknown }]
        : [],
    );
  const detail = async (sessionId: string) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversations/${sessionId}`,
      headers: owner.auth,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return conversationDetailResponseSchema.parse(answer.json());
  };
  const lastWrote = (contact: string, ago: number, channel = 'whatsapp-cloud') =>
    ctx.db
      .update(channelContactWindows)
      .set({ lastInboundAt: new Date(Date.now() - ago) })
      .where(and(eq(channelContactWindows.contact, contact), eq(channelContactWindows.channel, channel)));

  /** A contact wrote, the bot asked its name, and the owner took the conversation: its id. */
  async function takenConversation(contact: string): Promise<string> {
    await deliver(whatsAppMessageBody({ from: contact, message: { kind: 'text', text: 'Hola' } }));
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, contact));
    const sessionId = session?.id ?? '';
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/take`,
      headers: owner.auth,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await eventually(() => texts(contact).some((text) => text.includes('se ha unido')));
    return sessionId;
  }
  const say = (sessionId: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/messages`,
      headers: owner.auth,
      payload: { text },
    });

  beforeAll(async () => {
    meta = await startMetaGraphStandIn();
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: meta.allowedHost,
      ...meta.env,
      APP_ORIGIN: 'https://plubot.example.com',
    });
    owner = await createVerifiedUser(ctx.app, `wat-owner-${kind}@plubot.com`, 'Secreta123!', 'Ana Estelar');
    stranger = await createVerifiedUser(ctx.app, `wat-stranger-${kind}@plubot.com`);
    bot = await createPublishedBot(ctx.app, owner.auth, 'Pizzería', askNameFlow());
  });
  beforeEach(() => meta.setTemplates(META_TEMPLATES));
  afterAll(async () => {
    await ctx?.close();
    await meta?.close();
  });

  it('connects with the WhatsApp Business Account: the app is subscribed to it and its id kept', async () => {
    const malformed = await connect({ ...credentials, wabaId: 'mi-cuenta' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.wabaId[0]).toContain('solo cifras');

    // An account the token cannot reach: Meta refuses the subscription, nothing is stored.
    const refused = await connect({ ...credentials, wabaId: '999999999999' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.wabaId[0]).toContain('Meta no suscribió la app');
    expect((await channelState()).status).toBe('notConfigured');

    // Connected without it, the templates cannot be listed yet.
    expect((await connect(credentials)).statusCode).toBe(200);
    const noAccount = await listTemplates();
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json().message).toContain('identificador de la cuenta de WhatsApp Business');
    expect((await choose({ template: { name: 'respuesta_pendiente', languageCode: 'es' } })).statusCode).toBe(
      422,
    );

    const connected = await connect({ ...credentials, wabaId: META_WABA_ID });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().channel.details).toMatchObject({ wabaId: META_WABA_ID });
    expect(meta.subscriptions).toContainEqual({ accountId: META_WABA_ID, fields: '' });
  });

  it('lists only the approved templates, marking those Plubot cannot fill', async () => {
    expect((await listTemplates({})).statusCode).toBe(401);
    expect((await listTemplates(stranger.auth)).statusCode).toBe(404);
    // A bot of the owner's without a WhatsApp Cloud connection.
    const other = await createPublishedBot(ctx.app, owner.auth, 'Otra', askNameFlow());
    expect((await listTemplates(owner.auth, other.id)).statusCode).toBe(404);

    const listed = await listTemplates();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(META_WHATSAPP_TOKEN);
    expect(whatsAppTemplateListResponseSchema.parse(listed.json()).templates).toEqual([
      {
        name: 'pedido_listo',
        languageCode: 'es',
        category: 'UTILITY',
        bodyText: '{{1}}, tu pedido {{2}} está listo.',
        parameterCount: 2,
        usable: false,
      },
      {
        name: 'respuesta_pendiente',
        languageCode: 'es',
        category: 'UTILITY',
        bodyText: 'Pizzería Ana te respondió: {{1}}. Escríbenos para seguir.',
        parameterCount: 1,
        usable: true,
      },
      {
        name: 'te_echamos_de_menos',
        languageCode: 'es_MX',
        category: 'MARKETING',
        bodyText: '¡Hola! Tenemos novedades para ti. Responde a este mensaje para verlas.',
        parameterCount: 0,
        usable: true,
      },
    ]);
  });

  it("follows Meta's pages of templates, up to a cap", async () => {
    const many = (count: number): MetaTemplate[] =>
      Array.from({ length: count }, (_, index) => ({
        name: `plantilla_${String(index).padStart(3, '0')}`,
        language: 'es',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: `Aviso ${index}` }],
      }));
    meta.setTemplates(many(130));
    const asked = () => meta.received.filter((request) => request.url.includes('/message_templates')).length;
    const before = asked();
    const listed = await listTemplates();
    expect(listed.json().templates).toHaveLength(130);
    expect(asked() - before).toBe(2);
    meta.setTemplates(many(700));
    expect((await listTemplates()).json().templates).toHaveLength(500);
  });

  it('chooses an approved template, refuses others, and clears it', async () => {
    const chosen = { template: { name: 'respuesta_pendiente', languageCode: 'es' } };
    expect((await choose(chosen, {})).statusCode).toBe(401);
    expect((await choose(chosen, stranger.auth)).statusCode).toBe(404);
    const badName = await choose({ template: { name: 'Con espacios', languageCode: 'es' } });
    expect(badName.statusCode).toBe(422);
    expect(badName.json().message).toContain('letras minúsculas');
    expect((await choose({})).statusCode).toBe(422);
    expect((await choose({ template: { name: 'respuesta_pendiente' } })).statusCode).toBe(422);

    const unknown = await choose({ template: { name: 'promo_verano', languageCode: 'es' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.template[0]).toContain('no está entre las aprobadas');
    const otherLanguage = await choose({ template: { name: 'respuesta_pendiente', languageCode: 'en_US' } });
    expect(otherLanguage.statusCode).toBe(422);
    const unusable = await choose({ template: { name: 'pedido_listo', languageCode: 'es' } });
    expect(unusable.statusCode).toBe(422);
    expect(unusable.json().message).toContain('más de un parámetro');

    const saved = await choose(chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().channel).toMatchObject({
      channel: 'whatsapp-cloud',
      status: 'connected',
      details: {
        wabaId: META_WABA_ID,
        templateName: 'respuesta_pendiente',
        templateLanguage: 'es',
        templateParameters: '1',
      },
    });
    expect((await channelState()).details.templateName).toBe('respuesta_pendiente');

    // Connecting the same account again keeps the choice.
    expect((await connect({ ...credentials, wabaId: META_WABA_ID })).statusCode).toBe(200);
    expect((await channelState()).details.templateName).toBe('respuesta_pendiente');

    const cleared = await choose({ template: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().channel.details.templateName).toBeUndefined();
    expect(cleared.json().channel.details).toMatchObject({
      wabaId: META_WABA_ID,
      phoneNumberId: META_PHONE_NUMBER_ID,
    });
  });

  it("sends the inbox's reply as the chosen template outside the window, and says so in the inbox", async () => {
    expect((await choose({ template: { name: 'respuesta_pendiente', languageCode: 'es' } })).statusCode).toBe(
      200,
    );
    const contact = String(contactSeq++);
    const sessionId = await takenConversation(contact);

    const open = (await detail(sessionId)).channelWindow;
    expect(open).toMatchObject({
      open: true,
      reply: 'free',
      template: { name: 'respuesta_pendiente', carriesText: true },
      humanAgentUntil: null,
    });
    expect(Date.parse(open?.closesAt ?? '') - Date.now()).toBeGreaterThan(23 * HOUR);

    await lastWrote(contact, 25 * HOUR);
    meta.closeWindow(contact);
    expect((await detail(sessionId)).channelWindow).toMatchObject({
      open: false,
      reply: 'template',
      template: { name: 'respuesta_pendiente', carriesText: true },
    });
    expect((await say(sessionId, '¿Sigues ahí?\nTe guardamos la mesa.')).statusCode).toBe(200);
    await eventually(() => templatesTo(contact).length === 1);
    expect(templatesTo(contact)[0]).toEqual({
      name: 'respuesta_pendiente',
      language: { code: 'es' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '¿Sigues ahí? Te guardamos la mesa.' }] },
      ],
    });
    expect(texts(contact)).not.toContain('¿Sigues ahí?\nTe guardamos la mesa.');
    expect((await channelState()).status).toBe('connected');

    // A template Meta no longer has: the channel says so.
    meta.setTemplates(META_TEMPLATES.filter((template) => template.name !== 'respuesta_pendiente'));
    expect((await say(sessionId, 'Hola de nuevo')).statusCode).toBe(200);
    await eventually(async () => (await channelState()).status === 'error');
    expect((await channelState()).error).toContain('«respuesta_pendiente»');
  });

  it('sends nothing outside the window without a template, and the inbox says nothing can go', async () => {
    expect((await choose({ template: null })).statusCode).toBe(200);
    const contact = String(contactSeq++);
    const sessionId = await takenConversation(contact);
    await lastWrote(contact, 25 * HOUR);
    meta.closeWindow(contact);
    expect((await detail(sessionId)).channelWindow).toMatchObject({
      open: false,
      reply: 'none',
      template: null,
    });

    const before = meta.received.length;
    expect((await say(sessionId, '¿Sigues ahí?')).statusCode).toBe(200);
    await eventually(async () => (await channelState()).error?.includes(`+${contact}`) === true);
    expect((await channelState()).status).toBe('error');
    expect((await channelState()).error).toContain('24 horas');
    expect(sentTo(contact).filter((body) => body.type === 'template')).toEqual([]);
    expect(meta.received.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('drops a note of the inbox outside the window: no template, no error', async () => {
    expect((await choose({ template: { name: 'respuesta_pendiente', languageCode: 'es' } })).statusCode).toBe(
      200,
    );
    const contact = String(contactSeq++);
    await deliver(whatsAppMessageBody({ from: contact, message: { kind: 'text', text: 'Hola' } }));
    await eventually(() => texts(contact).includes('¿Cómo te llamas?'));
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, contact));
    await lastWrote(contact, 25 * HOUR);
    meta.closeWindow(contact);
    await setChannelError(ctx.db, bot.id, 'whatsapp-cloud', null);
    const before = meta.received.length;

    // Taking the conversation only tells the contact «Ana se ha unido…»: a note.
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${session?.id}/take`,
      headers: owner.auth,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(meta.received.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
    expect(await channelState()).toMatchObject({ status: 'connected', error: null });
  });

  it("tells the inbox of a Messenger conversation until when a person's reply still goes", async () => {
    const connected = await ctx.app.inject({
      method: 'PUT',
      url: `${channelsUrl()}/messenger`,
      headers: owner.auth,
      payload: { pageId: META_PAGE_ID, accessToken: META_PAGE_TOKEN, appSecret: META_APP_SECRET },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const person = String(7_200_000_000_000_000 + contactSeq++);
    await deliver(
      messagingBody({ product: 'messenger', from: person, event: { kind: 'text', text: 'Hola' } }),
    );
    await eventually(async () => {
      const [row] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, person));
      return row !== undefined;
    });
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, person));
    await lastWrote(person, 3 * 24 * HOUR, 'messenger');
    const window = (await detail(session?.id ?? '')).channelWindow;
    expect(window).toMatchObject({ open: false, reply: 'humanAgent', template: null });
    const until = Date.parse(window?.humanAgentUntil ?? '') - Date.now();
    expect(until).toBeGreaterThan(3.9 * 24 * HOUR);
    expect(until).toBeLessThan(4.1 * 24 * HOUR);
  });
});
