import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelDeliveries, channelMessageStatuses } from '../src/db/schema';
import { retryChannelDeliveries } from '../src/modules/channels/retryChannelDeliveries';
import { createSessionLock } from '../src/modules/chat/sessionLock';
import { createVerifiedUser } from './authHelpers';
import { eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow } from './chatFixtures';
import {
  META_APP_SECRET,
  META_INSTAGRAM_ID,
  META_PAGE_ID,
  META_PAGE_TOKEN,
  messagingBody,
  signedDelivery,
  startMetaGraphStandIn,
} from './metaGraphStandIn';
import { testDatabaseKinds } from './testDatabases';

type Product = 'messenger' | 'instagram';

// Issue #33: what the bot sends on Messenger and Instagram is noted as sent, and the person's
// delivery and read receipts move it on (a Messenger watermark covers every message sent before
// it); a message whose turn failed runs again through the same Meta receiver.
describe.each(testDatabaseKinds)('Messenger and Instagram receipts on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let meta: Awaited<ReturnType<typeof startMetaGraphStandIn>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  let contactSeq = 7_200_000_000_000_000 + (kind === 'pglite' ? 0 : 500_000);

  const newContact = () => String(contactSeq++);
  const deliver = (body: unknown) => {
    const delivery = signedDelivery(body, META_APP_SECRET);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/channels/meta/${bot.id}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
    });
  };
  const write = (product: Product, from: string, text: string) =>
    deliver(messagingBody({ product, from, event: { kind: 'text', text } }));
  /** A receipt (`delivery`, `read`) from `from` on `product`, as Meta posts it. */
  const receipt = (product: Product, from: string, event: Record<string, unknown>) => {
    const accountId = product === 'messenger' ? META_PAGE_ID : META_INSTAGRAM_ID;
    const time = Date.now();
    return deliver({
      object: product === 'messenger' ? 'page' : 'instagram',
      entry: [
        {
          id: accountId,
          time,
          messaging: [{ sender: { id: from }, recipient: { id: accountId }, timestamp: time, ...event }],
        },
      ],
    });
  };
  const sentIds = (to: string) =>
    meta.sent
      .filter((sent) => (sent.body.recipient as { id: string } | undefined)?.id === to)
      .map((sent) => sent.id);
  const statuses = async (product: Product, contact: string) => {
    const rows = await ctx.db
      .select()
      .from(channelMessageStatuses)
      .where(
        and(
          eq(channelMessageStatuses.plubotId, bot.id),
          eq(channelMessageStatuses.channel, product),
          eq(channelMessageStatuses.contact, contact),
        ),
      );
    return Object.fromEntries(rows.map((row) => [row.externalId, row.status]));
  };
  /** The contact wrote and the bot answered with two messages: their ids, as Meta gave them. */
  async function talk(product: Product) {
    const contact = newContact();
    expect((await write(product, contact, 'Hola')).statusCode).toBe(200);
    await eventually(async () => Object.keys(await statuses(product, contact)).length === 2);
    const ids = sentIds(contact);
    expect(ids).toHaveLength(2);
    return { contact, ids };
  }

  beforeAll(async () => {
    meta = await startMetaGraphStandIn();
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: meta.allowedHost,
      ...meta.env,
      APP_ORIGIN: 'https://plubot.example.com',
      CHANNEL_RETRY_SWEEP_MS: '0',
    });
    owner = await createVerifiedUser(ctx.app, `receipts-owner-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
    for (const product of ['messenger', 'instagram'] as const) {
      const connected = await ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/${bot.id}/channels/${product}`,
        headers: owner.auth,
        payload: { pageId: META_PAGE_ID, accessToken: META_PAGE_TOKEN, appSecret: META_APP_SECRET },
      });
      expect(connected.statusCode, connected.body).toBe(200);
    }
  });
  afterAll(async () => {
    await ctx?.close();
    await meta?.close();
  });

  it('notes what the bot sent on Messenger, and moves it on with delivery and read receipts', async () => {
    const { contact, ids } = await talk('messenger');
    const [first, second] = ids as [string, string];
    expect(await statuses('messenger', contact)).toEqual({ [first]: 'sent', [second]: 'sent' });

    // A delivery receipt naming the first message.
    expect((await receipt('messenger', contact, { delivery: { mids: [first] } })).statusCode).toBe(200);
    expect(await statuses('messenger', contact)).toEqual({ [first]: 'delivered', [second]: 'sent' });

    // A read watermark from before anything was sent reads nothing.
    await receipt('messenger', contact, { read: { watermark: Date.now() - 60 * 60_000 } });
    expect(await statuses('messenger', contact)).toEqual({ [first]: 'delivered', [second]: 'sent' });

    // A read watermark: everything sent to the person before it was read.
    await receipt('messenger', contact, { read: { watermark: Date.now() } });
    expect(await statuses('messenger', contact)).toEqual({ [first]: 'read', [second]: 'read' });

    // A late delivery receipt never takes a status back; another person's receipt is theirs only.
    await receipt('messenger', contact, { delivery: { mids: [first, second], watermark: Date.now() } });
    expect(await statuses('messenger', contact)).toEqual({ [first]: 'read', [second]: 'read' });
    const other = await talk('messenger');
    await receipt('messenger', contact, { read: { watermark: Date.now() } });
    expect(Object.values(await statuses('messenger', other.contact))).toEqual(['sent', 'sent']);

    // A delivery watermark alone (Meta may leave the mids out) covers what was sent before it.
    await receipt('messenger', other.contact, { delivery: { watermark: Date.now() } });
    expect(Object.values(await statuses('messenger', other.contact))).toEqual(['delivered', 'delivered']);
  });

  it('marks the Instagram message a read receipt names as read', async () => {
    const { contact, ids } = await talk('instagram');
    const [first, second] = ids as [string, string];
    expect((await receipt('instagram', contact, { read: { mid: first } })).statusCode).toBe(200);
    expect(await statuses('instagram', contact)).toEqual({ [first]: 'read', [second]: 'sent' });
  });

  it('answers a Messenger message whose turn failed once on the retry sweeper’s next pass', async () => {
    const contact = newContact();
    await ctx.db.execute(sql`
      create function plubot_test_fail_once() returns trigger language plpgsql as $$
      begin
        if new.contact = ${sql.raw(`'${contact}'`)} and nextval('plubot_test_fail_once_seq') = 1 then
          raise exception 'forced failure';
        end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`create sequence plubot_test_fail_once_seq`);
    await ctx.db.execute(sql`
      create trigger plubot_test_fail_once before insert on chat_sessions
      for each row execute function plubot_test_fail_once()`);
    expect((await write('messenger', contact, 'Hola')).statusCode).toBe(200);
    const delivery = async () =>
      (
        await ctx.db
          .select()
          .from(channelDeliveries)
          .where(and(eq(channelDeliveries.plubotId, bot.id), eq(channelDeliveries.channel, 'messenger')))
      ).find((row) => row.payload !== null || row.state !== 'done');
    await eventually(async () => (await delivery())?.state === 'failed');
    expect(sentIds(contact)).toEqual([]);

    const deps = {
      config: ctx.app.config,
      db: ctx.db,
      mailer: ctx.app.mailer,
      log: ctx.app.log,
      withSessionLock: createSessionLock(),
      sessionCache: ctx.app.chatSessionCache,
      bus: ctx.app.liveBus,
      kickIntegrations: ctx.app.kickIntegrations,
    };
    expect(await retryChannelDeliveries(deps, new Date(Date.now() + 60_000))).toBe(1);
    expect(sentIds(contact)).toHaveLength(2);
    expect(await delivery()).toBeUndefined();
    await ctx.db.execute(sql`drop trigger plubot_test_fail_once on chat_sessions`);
  });
});
