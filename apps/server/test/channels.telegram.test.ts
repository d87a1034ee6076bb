import { channelListResponseSchema } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConnections, chatSessions } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow } from './chatFixtures';
import { type StandInTelegramBot, startTelegramStandIn } from './telegramStandIn';
import { testDatabaseKinds } from './testDatabases';

const TELEGRAM_BOT: StandInTelegramBot = {
  token: '7000000001:AAFakeTokenForTheLocalStandIn_0123456',
  id: 7000000001,
  username: 'nova_plubot_bot',
  firstName: 'Nova',
};
/** A token of the right shape that the stand-in (Telegram) does not know. */
const UNKNOWN_TOKEN = '7000000002:AAThisTokenWasRevokedLongAgo_abcdefg';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

// The Telegram channel (issue #33): the owner connects a BotFather token, Telegram posts updates to
// the webhook with the connection's secret, the bot answers with inline keyboards, and the inbox's
// people reach the contact there too.
describe.each(testDatabaseKinds)('the Telegram channel on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  let updateId = 1000;
  let chatSeq = 500_000;

  const channelsUrl = () => `/api/plubots/${bot.id}/channels`;
  const webhookUrl = () => `/api/channels/telegram/${bot.id}`;
  const secret = () => String(telegram.webhookOf(TELEGRAM_BOT.token)?.secret_token ?? '');
  const post = (update: object, headers: Record<string, string> = { [SECRET_HEADER]: secret() }) =>
    ctx.app.inject({ method: 'POST', url: webhookUrl(), headers, payload: update });
  const textUpdate = (chatId: string, text: string, id = updateId++) => ({
    update_id: id,
    message: {
      message_id: id,
      from: { id: Number(chatId), is_bot: false, first_name: 'Ana', language_code: 'es' },
      chat: { id: Number(chatId), type: 'private', first_name: 'Ana' },
      date: 1767225600,
      text,
    },
  });
  const buttonUpdate = (chatId: string, data: string) => ({
    update_id: updateId++,
    callback_query: {
      id: `cb-${updateId}`,
      from: { id: Number(chatId), is_bot: false, first_name: 'Ana' },
      message: { message_id: 1, chat: { id: Number(chatId), type: 'private' }, date: 1767225600, text: '…' },
      chat_instance: '1',
      data,
    },
  });
  const texts = (chatId: string) => telegram.sentTo(chatId).map((payload) => payload.text as string);
  const newChat = () => String(chatSeq++);
  async function connect() {
    const connected = await ctx.app.inject({
      method: 'PUT',
      url: `${channelsUrl()}/telegram`,
      headers: owner.auth,
      payload: { token: TELEGRAM_BOT.token },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    return connected;
  }

  beforeAll(async () => {
    telegram = await startTelegramStandIn([TELEGRAM_BOT]);
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${telegram.port}`,
      TELEGRAM_API_URL: telegram.url,
      APP_ORIGIN: 'https://plubot.example.com',
    });
    owner = await createVerifiedUser(
      ctx.app,
      `telegram-owner-${kind}@plubot.com`,
      'Secreta123!',
      'Ana Estelar',
    );
    stranger = await createVerifiedUser(ctx.app, `telegram-stranger-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await telegram?.close();
  });

  it('connects a BotFather token after Telegram accepts it, and refuses what it cannot', async () => {
    const put = (headers: Record<string, string>, payload: object, url = `${channelsUrl()}/telegram`) =>
      ctx.app.inject({ method: 'PUT', url, headers, payload });
    expect((await put({}, { token: TELEGRAM_BOT.token })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: channelsUrl() })).statusCode).toBe(401);
    expect((await put(stranger.auth, { token: TELEGRAM_BOT.token })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: stranger.auth })).statusCode,
    ).toBe(404);
    const malformed = await put(owner.auth, { token: 'not-a-token' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body).toContain('BotFather');
    expect((await put(owner.auth, {})).statusCode).toBe(422);
    // A channel this server does not serve is not a route's channel at all.
    expect((await put(owner.auth, { token: TELEGRAM_BOT.token }, `${channelsUrl()}/sms`)).statusCode).toBe(
      400,
    );
    // Messenger's body is its own: a Telegram token there is a 422 on its fields.
    expect(
      (await put(owner.auth, { token: TELEGRAM_BOT.token }, `${channelsUrl()}/messenger`)).statusCode,
    ).toBe(422);
    const refused = await put(owner.auth, { token: UNKNOWN_TOKEN });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Telegram no aceptó el token');
    expect(refused.json().message).toContain('Unauthorized');
    expect(refused.body).not.toContain(UNKNOWN_TOKEN);
    expect(telegram.webhookOf(TELEGRAM_BOT.token)).toBeUndefined();

    const connected = await connect();
    expect(connected.body).not.toContain(TELEGRAM_BOT.token);
    expect(connected.json().channel).toMatchObject({
      channel: 'telegram',
      status: 'connected',
      error: null,
      available: true,
      details: { username: 'nova_plubot_bot', name: 'Nova' },
      webhookUrl: `https://plubot.example.com/api/channels/telegram/${bot.id}`,
    });
    const webhook = telegram.webhookOf(TELEGRAM_BOT.token);
    expect(webhook).toMatchObject({
      url: `https://plubot.example.com/api/channels/telegram/${bot.id}`,
      allowed_updates: ['message', 'callback_query'],
      drop_pending_updates: true,
    });
    expect(String(webhook?.secret_token)).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    const [row] = await ctx.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.plubotId, bot.id));
    expect(JSON.stringify(row)).not.toContain(TELEGRAM_BOT.token);
    expect(JSON.stringify(row)).not.toContain(String(webhook?.secret_token));

    const listed = channelListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })).json(),
    );
    expect(listed.channels.map((channel) => [channel.channel, channel.status, channel.available])).toEqual([
      ['whatsapp-cloud', 'notConfigured', true],
      ['telegram', 'connected', true],
      ['messenger', 'notConfigured', true],
      ['instagram', 'notConfigured', true],
    ]);
  });

  it('reads nothing without the webhook secret', async () => {
    const chatId = newChat();
    expect((await post(textUpdate(chatId, 'Hola'), {})).statusCode).toBe(401);
    expect((await post(textUpdate(chatId, 'Hola'), { [SECRET_HEADER]: 'otro-secreto' })).statusCode).toBe(
      401,
    );
    const unknownBot = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels/telegram/00000000-0000-4000-8000-000000000000',
      headers: { [SECRET_HEADER]: secret() },
      payload: textUpdate(chatId, 'Hola'),
    });
    expect(unknownBot.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(texts(chatId)).toEqual([]);
  });

  it('talks with a contact: text, a menu as an inline keyboard answered by a button, the end', async () => {
    const chatId = newChat();
    expect((await post(textUpdate(chatId, 'Hola'))).statusCode).toBe(200);
    await eventually(() => texts(chatId).includes('¿Cómo te llamas?'));
    expect((await post(textUpdate(chatId, 'Ana'))).statusCode).toBe(200);
    await eventually(() => texts(chatId).some((text) => text.startsWith('Encantado, Ana')));
    const menu = telegram.sentTo(chatId).at(-1) ?? {};
    const markup = menu.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] };
    const keyboard = markup.inline_keyboard;
    expect(keyboard.map((row) => row.map((button) => button.text))).toEqual([['Precios'], ['Soporte']]);

    const pressed = buttonUpdate(chatId, keyboard[0]?.[0]?.callback_data ?? '');
    expect((await post(pressed)).statusCode).toBe(200);
    await eventually(() => texts(chatId).includes('¡Hasta pronto, Ana!'));
    expect(texts(chatId).slice(-2)).toEqual(['El plan Pro cuesta 10 €.', '¡Hasta pronto, Ana!']);
    expect(
      telegram.calls.some(
        (call) =>
          call.method === 'answerCallbackQuery' &&
          call.payload.callback_query_id === pressed.callback_query.id,
      ),
    ).toBe(true);
    const sessions = await ctx.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.plubotId, bot.id), eq(chatSessions.contact, chatId)));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ channel: 'telegram', engaged: true, completed: true });
  });

  it('answers an update Telegram delivers twice only once', async () => {
    const chatId = newChat();
    const update = textUpdate(chatId, 'Hola');
    const [first, second] = await Promise.all([post(update), post(update)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    await eventually(() => texts(chatId).includes('¿Cómo te llamas?'));
    expect((await post(update)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(texts(chatId).filter((text) => text === '¿Cómo te llamas?')).toHaveLength(1);
    const sessions = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, chatId));
    expect(sessions).toHaveLength(1);
  });

  it('starts a new conversation on /start', async () => {
    const chatId = newChat();
    await post(textUpdate(chatId, 'Hola'));
    await eventually(() => texts(chatId).includes('¿Cómo te llamas?'));
    await post(textUpdate(chatId, '/start'));
    await eventually(() => texts(chatId).filter((text) => text === '¿Cómo te llamas?').length === 2);
    const sessions = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, chatId));
    expect(sessions).toHaveLength(2);
  });

  it("delivers the inbox's person on Telegram", async () => {
    const chatId = newChat();
    await post(textUpdate(chatId, 'Hola'));
    await eventually(() => texts(chatId).includes('¿Cómo te llamas?'));
    await post(textUpdate(chatId, 'Quiero hablar con una persona'));
    await eventually(() => texts(chatId).some((text) => text.startsWith('Te paso con una persona')));
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, chatId));
    const sessionId = session?.id ?? '';
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/take`,
      headers: owner.auth,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/messages`,
      headers: owner.auth,
      payload: { text: 'Hola, soy Ana <del equipo> & te ayudo.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(() => texts(chatId).includes('Hola, soy Ana <del equipo> & te ayudo.'));
    expect(texts(chatId).filter((text) => text === 'Hola, soy Ana <del equipo> & te ayudo.')).toHaveLength(1);
  });

  it('shows a failing reply as the channel error, and clears it when replies go through again', async () => {
    const chatId = newChat();
    telegram.failing.add('sendMessage');
    try {
      await post(textUpdate(chatId, 'Hola'));
      await eventually(async () => {
        const listed = (
          await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })
        ).json();
        const state = listed.channels.find((channel: { channel: string }) => channel.channel === 'telegram');
        return state.status === 'error' && String(state.error).includes('Internal Server Error');
      });
    } finally {
      telegram.failing.delete('sendMessage');
    }
    await post(textUpdate(chatId, 'Ana'));
    await eventually(async () => {
      const listed = (
        await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })
      ).json();
      return (
        listed.channels.find((channel: { channel: string }) => channel.channel === 'telegram').status ===
        'connected'
      );
    });
  });

  it('disconnects: the webhook is deleted and the updates refused', async () => {
    const oldSecret = secret();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${channelsUrl()}/telegram`,
      headers: stranger.auth,
    });
    expect(removed.statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${channelsUrl()}/telegram`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(telegram.webhookOf(TELEGRAM_BOT.token)).toBeUndefined();
    expect(telegram.calls.some((call) => call.method === 'deleteWebhook')).toBe(true);
    expect((await post(textUpdate(newChat(), 'Hola'), { [SECRET_HEADER]: oldSecret })).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${channelsUrl()}/telegram`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    const listed = (await ctx.app.inject({ method: 'GET', url: channelsUrl(), headers: owner.auth })).json();
    expect(listed.channels[1]).toMatchObject({ channel: 'telegram', status: 'notConfigured' });
  });
});
