import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatSessions } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';
import { createFakeWhatsApp, type FakeSocket } from './whatsappFakeTransport';
import { createBot, EVENTUALLY, linkNumber, MENU_GREETING } from './whatsappFixtures';

const CHOSE_PRICES = ['El plan Pro cuesta 10 €.', '¡Hasta pronto!'];
const CHOSE_HOURS = ['Abrimos de 9 a 18.', '¡Hasta pronto!'];
const jid = (number: string) => `${number}@s.whatsapp.net`;

describe.each(testDatabaseKinds)('WhatsApp conversations on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let botId: string;
  let socket: FakeSocket;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  const fake = createFakeWhatsApp();

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {}, { whatsappTransportFactory: fake.factory });
    owner = await createVerifiedUser(ctx.app, 'wa-chat@plubot.com', 'Secreta123!', 'Leo Lunar');
    botId = await createBot(ctx.app, owner);
    socket = await linkNumber(ctx.app, owner, fake, botId, '34699000000');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sessionsOf = (contact: string) =>
    ctx.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.plubotId, botId), eq(chatSessions.contact, contact)))
      .orderBy(asc(chatSessions.createdAt));

  it('answers two messages that arrive together once each, in order, with buttons as a numbered list', async () => {
    const from = jid('34611111111');
    socket.receive({ from, text: 'hola' }, { from, text: '2' });
    // Done once the conversation is recorded as ended: no extra answer was sent before or with it.
    await vi.waitFor(async () => {
      const sessions = await sessionsOf('+34611111111');
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ channel: 'whatsapp', ended: true });
      expect(socket.textsTo(from)).toEqual([...MENU_GREETING, ...CHOSE_PRICES]);
    }, EVENTUALLY);
  });

  it('hands a contact who asks for a person to the team, whose answers arrive as normal messages', async () => {
    const from = jid('34615151515');
    socket.receive({ from, text: 'hola' });
    await vi.waitFor(() => expect(socket.textsTo(from)).toEqual(MENU_GREETING), EVENTUALLY);
    socket.receive({ from, text: 'humano' });
    const notice = 'Te paso con una persona del equipo. Te responderá aquí mismo en cuanto pueda.';
    await vi.waitFor(() => expect(socket.textsTo(from)).toEqual([...MENU_GREETING, notice]), EVENTUALLY);
    const [session] = await sessionsOf('+34615151515');
    expect(session?.handoffStatus).toBe('waiting');
    const act = (path: string, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${session?.id}/${path}`,
        headers: owner.auth,
        ...(payload ? { payload } : {}),
      });
    expect((await act('take')).statusCode).toBe(200);
    expect((await act('messages', { text: 'Hola, soy Leo. ¿Qué necesitas?' })).statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(socket.textsTo(from).slice(2)).toEqual([
          notice,
          'Leo Lunar se ha unido a la conversación.',
          'Hola, soy Leo. ¿Qué necesitas?',
        ]),
      EVENTUALLY,
    );
    // The contact's answer goes to the person: the bot says nothing.
    socket.receive({ from, text: 'Un presupuesto' });
    await vi.waitFor(async () => {
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/conversations/${session?.id}`,
        headers: owner.auth,
      });
      expect(detail.json().messages.at(-1)).toMatchObject({ from: 'visitor', text: 'Un presupuesto' });
    }, EVENTUALLY);
    expect(socket.textsTo(from)).toHaveLength(5);
  });

  it('follows the branch of the number typed', async () => {
    const from = jid('34622222222');
    socket.receive({ from, text: 'Buenas' });
    await vi.waitFor(() => expect(socket.textsTo(from)).toEqual(MENU_GREETING), EVENTUALLY);
    socket.receive({ from, text: '1' });
    await vi.waitFor(
      () => expect(socket.textsTo(from)).toEqual([...MENU_GREETING, ...CHOSE_HOURS]),
      EVENTUALLY,
    );
  });

  it('asks again, with the list, when the reply matches no option, and accepts the label too', async () => {
    const from = jid('34633333333');
    socket.receive({ from, text: 'hola' }, { from, text: 'quiero pizza' }, { from, text: 'precios' });
    await vi.waitFor(() => expect(socket.textsTo(from)).toHaveLength(5), EVENTUALLY);
    const texts = socket.textsTo(from);
    expect(texts.slice(0, 2)).toEqual(MENU_GREETING);
    expect(texts[2]).toMatch(/\n\n1\. Horarios\n2\. Precios$/);
    expect(texts.slice(3)).toEqual(CHOSE_PRICES);
  });

  it('starts a new conversation when the visitor writes again after the end', async () => {
    const from = jid('34644444444');
    socket.receive({ from, text: 'hola' }, { from, text: '1' }, { from, text: 'otra vez' });
    await vi.waitFor(
      () => expect(socket.textsTo(from)).toEqual([...MENU_GREETING, ...CHOSE_HOURS, ...MENU_GREETING]),
      EVENTUALLY,
    );
    const sessions = await sessionsOf('+34644444444');
    expect(sessions.map((session) => session.ended)).toEqual([true, false]);
  });

  it('keeps one conversation per contact', async () => {
    const ana = jid('34655555555');
    const luis = jid('34666666666');
    socket.receive(
      { from: ana, text: 'hola' },
      { from: luis, text: 'hola' },
      { from: luis, text: '2' },
      { from: ana, text: '1' },
    );
    await vi.waitFor(() => {
      expect(socket.textsTo(ana)).toEqual([...MENU_GREETING, ...CHOSE_HOURS]);
      expect(socket.textsTo(luis)).toEqual([...MENU_GREETING, ...CHOSE_PRICES]);
    }, EVENTUALLY);
    expect(await sessionsOf('+34655555555')).toHaveLength(1);
    expect(await sessionsOf('+34666666666')).toHaveLength(1);
  });

  it('ignores groups, status updates, channels and its own messages', async () => {
    const group = '120363025246125244@g.us';
    const me = jid('34699000000');
    socket.receive(
      { from: group, text: 'hola grupo' },
      { from: 'status@broadcast', text: 'mi estado' },
      { from: '120363111111111111@newsletter', text: 'canal' },
      { from: jid('34677777777'), text: 'hola', fromMe: true },
      { from: me, text: 'nota para mí', fromMe: true },
      { from: jid('34688888888'), text: 'hola' },
    );
    await vi.waitFor(() => expect(socket.textsTo(jid('34688888888'))).toEqual(MENU_GREETING), EVENTUALLY);
    const addresses = new Set(socket.sent.map((message) => message.to));
    for (const ignored of [
      group,
      'status@broadcast',
      '120363111111111111@newsletter',
      jid('34677777777'),
      me,
    ]) {
      expect(addresses.has(ignored)).toBe(false);
    }
    expect(await sessionsOf('+34677777777')).toHaveLength(0);
  });

  it('answers a privacy address (@lid) there, filed under the sender’s number', async () => {
    socket.receive({ from: '211234567890123@lid', fromPhone: jid('34612121212'), text: 'hola' });
    await vi.waitFor(() => expect(socket.textsTo('211234567890123@lid')).toEqual(MENU_GREETING), EVENTUALLY);
    expect(await sessionsOf('+34612121212')).toHaveLength(1);
  });

  it('lets each bot answer only its own number, with its own flow', async () => {
    const owner = await createVerifiedUser(ctx.app, 'wa-chat-2@plubot.com');
    const otherBot = await createBot(ctx.app, owner, {
      name: 'Orion',
      initialMessage: 'Soy Orion.',
      menu: false,
    });
    const other = await linkNumber(ctx.app, owner, fake, otherBot, '34698000000');
    const from = jid('34613131313');
    const sentBefore = socket.sent.length;
    other.receive({ from, text: 'hola' });
    await vi.waitFor(() => expect(other.textsTo(from)).toEqual(['Soy Orion.']), EVENTUALLY);
    expect(socket.sent.length).toBe(sentBefore);
    const sessions = await ctx.db.select().from(chatSessions).where(eq(chatSessions.contact, '+34613131313'));
    expect(sessions.map((session) => session.plubotId)).toEqual([otherBot]);
  });
  it('tells a contact over the hourly limit why the bot is silent, once, and then stays silent', async () => {
    const from = jid('34614141414');
    // The free plan answers one visitor 20 bot turns an hour: the welcome and 19 answers.
    const flood = Array.from({ length: 25 }, () => ({ from, text: 'quiero pizza' }));
    socket.receive({ from, text: 'hola' }, ...flood);
    // 26 turns one after another: a loaded machine takes longer than for one message.
    await vi.waitFor(() => expect(socket.textsTo(from)).toHaveLength(2 + 19 + 1), {
      ...EVENTUALLY,
      timeout: 45_000,
    });
    // Every message has been read by then: the queue answers them one at a time, in order.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = socket.textsTo(from);
    expect(texts).toHaveLength(22);
    expect(texts.slice(0, 2)).toEqual(MENU_GREETING);
    expect(texts[21]).toMatch(
      /muchos mensajes a este Plubot en poco tiempo: responde como mucho 20 por hora/,
    );
  });
});
