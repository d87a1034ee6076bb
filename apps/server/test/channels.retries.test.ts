import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelDeliveries, chatSessions } from '../src/db/schema';
import type { ChannelTurnDeps } from '../src/modules/channels/answerChannelDelivery';
import { retryChannelDeliveries } from '../src/modules/channels/retryChannelDeliveries';
import { createSessionLock } from '../src/modules/chat/sessionLock';
import { createVerifiedUser } from './authHelpers';
import { eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow } from './chatFixtures';
import { type StandInTelegramBot, startTelegramStandIn } from './telegramStandIn';
import { testDatabaseKinds } from './testDatabases';

const TELEGRAM_BOT: StandInTelegramBot = {
  token: '7000000003:AAFakeTokenForTheRetriesStandIn_01234',
  id: 7000000003,
  username: 'reintentos_plubot_bot',
  firstName: 'Reintentos',
};
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Issue #33: an update whose turn fails (the database, here a trigger that makes opening the
// contact's conversation fail as a broken database would) is not lost: the retry sweeper runs it
// again through the same receiver, once, up to 5 times, then the owner sees it; old deliveries go.
describe.each(testDatabaseKinds)('retries of channel updates on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  let deps: ChannelTurnDeps;
  let updateId = 2000;
  let chatSeq = 600_000;
  let failureSeq = 0;

  const webhookUrl = () => `/api/channels/telegram/${bot.id}`;
  const secret = () => String(telegram.webhookOf(TELEGRAM_BOT.token)?.secret_token ?? '');
  const post = (update: object) =>
    ctx.app.inject({
      method: 'POST',
      url: webhookUrl(),
      headers: { [SECRET_HEADER]: secret() },
      payload: update,
    });
  const textUpdate = (chatId: string, text: string) => ({
    update_id: updateId++,
    message: {
      message_id: updateId,
      from: { id: Number(chatId), is_bot: false, first_name: 'Ana', language_code: 'es' },
      chat: { id: Number(chatId), type: 'private', first_name: 'Ana' },
      date: 1767225600,
      text,
    },
  });
  const texts = (chatId: string) => telegram.sentTo(chatId).map((payload) => payload.text as string);
  const newChat = () => String(chatSeq++);
  /** The sweeper's pass `minutes` from now (every copy runs the same one). */
  const sweep = (minutes: number) => retryChannelDeliveries(deps, new Date(Date.now() + minutes * MINUTE));
  const deliveryOf = async (update: { update_id: number }) => {
    const [row] = await ctx.db
      .select()
      .from(channelDeliveries)
      .where(
        and(
          eq(channelDeliveries.plubotId, bot.id),
          eq(channelDeliveries.externalId, `update:${update.update_id}`),
        ),
      );
    return row;
  };
  const telegramState = async () => {
    const listed = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/channels`, headers: owner.auth })
    ).json();
    return listed.channels.find((channel: { channel: string }) => channel.channel === 'telegram') as {
      status: string;
      error: string | null;
    };
  };
  /** Opening a conversation for `contact` fails the next `times` times, as a failing database would. */
  const failTurns = async (contact: string, times: number) => {
    const sequence = `plubot_test_failures_${failureSeq++}`;
    await ctx.db.execute(sql.raw(`create sequence ${sequence}`));
    await ctx.db.execute(
      sql`insert into plubot_test_failures (contact, times, sequence) values (${contact}, ${times}, ${sequence})`,
    );
  };

  beforeAll(async () => {
    telegram = await startTelegramStandIn([TELEGRAM_BOT]);
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${telegram.port}`,
      TELEGRAM_API_URL: telegram.url,
      APP_ORIGIN: 'https://plubot.example.com',
      // The tests run the sweeper's passes themselves, with a clock of their own.
      CHANNEL_RETRY_SWEEP_MS: '0',
    });
    deps = {
      config: ctx.app.config,
      db: ctx.db,
      mailer: ctx.app.mailer,
      log: ctx.app.log,
      withSessionLock: createSessionLock(),
      sessionCache: ctx.app.chatSessionCache,
      bus: ctx.app.liveBus,
      kickIntegrations: ctx.app.kickIntegrations,
    };
    owner = await createVerifiedUser(ctx.app, `retries-owner-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
    const connected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/channels/telegram`,
      headers: owner.auth,
      payload: { token: TELEGRAM_BOT.token },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    await ctx.db.execute(sql`
      create table plubot_test_failures (contact text primary key, times int not null, sequence text not null)`);
    // A sequence counts the failures: unlike a row, it is not rolled back with the failed insert.
    await ctx.db.execute(sql`
      create function plubot_test_fail_turn() returns trigger language plpgsql as $$
      declare failure record;
      begin
        select * into failure from plubot_test_failures where contact = new.contact;
        if found and nextval(failure.sequence::regclass) <= failure.times then
          raise exception 'forced failure';
        end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger plubot_test_fail_turn before insert on chat_sessions
      for each row execute function plubot_test_fail_turn()`);
  });
  afterAll(async () => {
    await ctx?.close();
    await telegram?.close();
  });

  it('answers an update whose turn failed once on the next pass, exactly once', async () => {
    const chatId = newChat();
    await failTurns(chatId, 1);
    const update = textUpdate(chatId, 'Hola');
    expect((await post(update)).statusCode).toBe(200);
    await eventually(async () => (await deliveryOf(update))?.state === 'failed');
    const failed = await deliveryOf(update);
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'database P0001',
      payload: { kind: 'text', chatId, text: 'Hola', updateId: update.update_id },
    });
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    expect(texts(chatId)).toEqual([]);
    // One failure is retried quietly: the owner is not told yet.
    expect((await telegramState()).status).toBe('connected');

    // Telegram delivers the update again while it waits: still nothing runs.
    expect((await post(update)).statusCode).toBe(200);
    expect(await sweep(0)).toBe(0);
    expect(texts(chatId)).toEqual([]);

    // The next pass past its wait runs it once, even with Telegram's retry arriving meanwhile.
    const [ran] = await Promise.all([sweep(1), post(update)]);
    expect(ran).toBe(1);
    expect(texts(chatId)).toEqual(['Hola', '¿Cómo te llamas?']);
    expect(await deliveryOf(update)).toMatchObject({ state: 'done', attempts: 2, payload: null });
    expect(await sweep(60)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(texts(chatId).filter((text) => text === '¿Cómo te llamas?')).toHaveLength(1);
    const sessions = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, chatId));
    expect(sessions).toHaveLength(1);

    // The contact's next message goes on with the same conversation.
    await post(textUpdate(chatId, 'Ana'));
    await eventually(() => texts(chatId).some((text) => text.startsWith('Encantado, Ana')));
  });

  it('runs again an update whose copy died mid-turn, once its lease is over', async () => {
    const chatId = newChat();
    const update = textUpdate(chatId, 'Hola');
    // What a copy leaves when it dies after the claim: the update pending, its turn never run.
    await ctx.db.insert(channelDeliveries).values({
      channel: 'telegram',
      plubotId: bot.id,
      externalId: `update:${update.update_id}`,
      state: 'pending',
      payload: { kind: 'text', updateId: update.update_id, chatId, text: 'Hola' },
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 5 * MINUTE),
    });
    expect(await sweep(1)).toBe(0);
    expect(await sweep(6)).toBe(1);
    expect(texts(chatId)).toEqual(['Hola', '¿Cómo te llamas?']);
    expect(await deliveryOf(update)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('deletes done deliveries after 7 days and given-up ones after 30, and keeps the rest', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const row = (externalId: string, values: Partial<typeof channelDeliveries.$inferInsert>) => ({
      channel: 'telegram',
      plubotId: bot.id,
      externalId,
      ...values,
    });
    await ctx.db.insert(channelDeliveries).values([
      row('prune:done-8', { state: 'done', updatedAt: at(8) }),
      row('out:prune-8', { state: 'done', updatedAt: at(8) }),
      row('prune:done-6', { state: 'done', updatedAt: at(6) }),
      row('prune:gave-up-31', { state: 'failed', attempts: 5, updatedAt: at(31) }),
      row('prune:gave-up-29', { state: 'failed', attempts: 5, updatedAt: at(29) }),
      // Still to run again (its wait is long): never deleted, whatever its age.
      row('prune:failed-40', {
        state: 'failed',
        attempts: 1,
        payload: { kind: 'text', updateId: 1, chatId: '1', text: 'x' },
        nextAttemptAt: new Date(Date.now() + DAY),
        updatedAt: at(40),
      }),
    ]);
    await retryChannelDeliveries(deps);
    const left = await ctx.db
      .select({ externalId: channelDeliveries.externalId })
      .from(channelDeliveries)
      .where(
        and(eq(channelDeliveries.plubotId, bot.id), sql`${channelDeliveries.externalId} like '%prune%'`),
      );
    expect(left.map((kept) => kept.externalId).sort()).toEqual([
      'prune:done-6',
      'prune:failed-40',
      'prune:gave-up-29',
    ]);
    await ctx.db.delete(channelDeliveries).where(eq(channelDeliveries.externalId, 'prune:failed-40'));
  });

  it('gives an update up after 5 failed runs, and the channel says a message went unanswered', async () => {
    const chatId = newChat();
    await failTurns(chatId, 100);
    const update = textUpdate(chatId, 'Hola');
    expect((await post(update)).statusCode).toBe(200);
    await eventually(async () => (await deliveryOf(update))?.state === 'failed');
    for (let pass = 2; pass <= 5; pass++) {
      expect((await telegramState()).status).toBe('connected');
      expect(await sweep(pass * 60)).toBe(1);
      expect(await deliveryOf(update)).toMatchObject({ attempts: pass, state: 'failed' });
    }
    expect((await deliveryOf(update))?.nextAttemptAt).toBeNull();
    const state = await telegramState();
    expect(state.status).toBe('error');
    expect(state.error).toContain('Un mensaje de un contacto no se pudo responder tras 5 intentos');
    expect(await sweep(24 * 60)).toBe(0);
    expect(texts(chatId)).toEqual([]);

    // The next good turn clears the error.
    const other = newChat();
    await post(textUpdate(other, 'Hola'));
    await eventually(async () => (await telegramState()).status === 'connected');
  });
});
