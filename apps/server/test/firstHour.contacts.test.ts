import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, notifications, progressEvents, users } from '../src/db/schema';
import { sendDueDigests } from '../src/modules/notifications/sendDigests';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { type VisitorSession, visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

/** start → ask the name → ask the e-mail (validated) → end: no «Guardar datos» anywhere. */
function askingFlow() {
  return {
    flowName: 'Contacto',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
      {
        id: 'ask-name',
        type: 'message',
        position: { x: 0, y: 150 },
        data: {
          label: 'Nombre',
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        },
      },
      {
        id: 'ask-email',
        type: 'message',
        position: { x: 0, y: 300 },
        data: { label: 'Correo', message: '¿Tu correo?', capture: { variable: 'dato', validation: 'email' } },
      },
      { id: 'end', type: 'end', position: { x: 0, y: 450 }, data: { label: 'Fin', endMessage: '¡Gracias!' } },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'ask-name' },
      { id: 'e2', source: 'ask-name', target: 'ask-email' },
      { id: 'e3', source: 'ask-email', target: 'end' },
    ],
  };
}

describe.each(testDatabaseKinds)(
  'the first hour: contacts, results, views and the owner told on %s',
  (kind) => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>;
    let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
    let bot: { id: string; public_id: string };

    const get = (url: string, headers: Record<string, string> = owner.auth) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const open = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/chat/${bot.public_id}/start`,
        headers,
        remoteAddress: nextVisitorAddress(),
      });
    const say = (session: VisitorSession, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${session.sessionId}/reply`,
        headers: visitorHeaders(session),
        payload: { text },
      });
    const usedReplies = async () => (await get('/api/usage')).json().replies as number;
    const bell = async () =>
      (await get('/api/notifications')).json().notifications as {
        kind: string;
        title: string;
        body: string;
      }[];

    beforeAll(async () => {
      ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
      owner = await createVerifiedUser(ctx.app, `first-hour-${kind}@plubot.com`);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name: 'Lumen', tone: 'servicial', initial_message: 'Hola' },
      });
      bot = created.json().plubot;
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/${bot.id}/flow`,
        headers: owner.auth,
        payload: { ...askingFlow(), baseRevision: 1 },
      });
      expect(saved.statusCode).toBe(200);
      await publishDraft(ctx.app, owner.auth, bot.id);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('does not bill, list or count a visit where nobody wrote', async () => {
      const opened = await open();
      expect(opened.statusCode).toBe(200);
      expect(await usedReplies()).toBe(0);
      expect((await get(`/api/plubots/${bot.id}/conversations`)).json().total).toBe(0);
      expect((await get(`/api/plubots/${bot.id}/analytics/funnel`)).json()).toMatchObject({
        opened: 1,
        started: 0,
      });
      expect(await bell()).toEqual([]);
    });

    it('keeps the e-mail a visitor types as a contact, with no extra node, and tells the owner', async () => {
      const session: VisitorSession = (await open()).json();
      const { sessionId } = session;
      await say(session, 'Ana');
      const done = await say(session, ' Ana@Ejemplo.com ');
      expect(done.json().ended).toBe(true);
      // Two answered messages: two replies of the month; the conversation is listed and counted.
      expect(await usedReplies()).toBe(2);
      expect((await get(`/api/plubots/${bot.id}/conversations`)).json().total).toBe(1);

      const leads = (await get(`/api/plubots/${bot.id}/leads`)).json().leads;
      expect(leads).toEqual([
        expect.objectContaining({
          session_id: sessionId,
          email: 'ana@ejemplo.com',
          name: 'Ana',
          phone: null,
          conversations: 1,
          data: { nombre: 'Ana', dato: 'Ana@Ejemplo.com' },
        }),
      ]);
      const results = (await get(`/api/plubots/${bot.id}/results`)).json();
      expect(results).toMatchObject({
        total: 1,
        results: [
          {
            session_id: sessionId,
            lead_id: leads[0].id,
            channel: 'web',
            data: { nombre: 'Ana', dato: 'Ana@Ejemplo.com' },
          },
        ],
      });

      const kinds = (await bell()).map((notification) => notification.kind).sort();
      expect(kinds).toEqual(['first_conversation', 'new_lead']);
      expect((await bell()).find((n) => n.kind === 'new_lead')).toMatchObject({
        title: 'Nuevo contacto en Lumen',
        body: 'Ana dejó sus datos a Lumen. Lo tienes en Contactos.',
      });
      // The first real contact pays `first_lead` once.
      const rewards = await ctx.db
        .select()
        .from(progressEvents)
        .where(eq(progressEvents.userId, owner.user.id));
      expect(rewards.filter((event) => event.reason === 'first_lead')).toHaveLength(1);
    });

    it('keeps one contact per e-mail: the same person again updates it', async () => {
      const session: VisitorSession = (await open()).json();
      await say(session, 'Ana María');
      await say(session, 'ana@ejemplo.com');
      const leads = (await get(`/api/plubots/${bot.id}/leads`)).json().leads;
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ email: 'ana@ejemplo.com', name: 'Ana María', conversations: 2 });
      expect((await get(`/api/plubots/${bot.id}/results`)).json().total).toBe(2);
      // No second «new contact» for a person already known.
      expect((await bell()).filter((n) => n.kind === 'new_lead')).toHaveLength(1);
    });

    it('keeps the owner’s own test as a contact without announcing or rewarding it', async () => {
      const session: VisitorSession = (await open(owner.auth)).json();
      await say(session, 'Yo');
      await say(session, 'yo@plubot.com');
      const emails = (await get(`/api/plubots/${bot.id}/leads`))
        .json()
        .leads.map((lead: { email: string }) => lead.email);
      expect(emails).toContain('yo@plubot.com');
      expect((await bell()).filter((n) => n.kind === 'new_lead')).toHaveLength(1);
    });

    it('exports contacts and results as CSV', async () => {
      const contacts = await get(`/api/plubots/${bot.id}/leads.csv`);
      expect(contacts.statusCode).toBe(200);
      const header = contacts.body.replace(/^\uFEFF/, '').split('\r\n')[0];
      expect(header).toBe('fecha,actualizado,nombre,email,telefono,conversaciones,dato,nombre');
      const results = await get(`/api/plubots/${bot.id}/results.csv`);
      expect(results.statusCode).toBe(200);
      const lines = results.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('fecha,actualizado,canal,conversacion,dato,nombre');
      expect(lines.filter((line) => line.toLowerCase().includes('ana@ejemplo.com'))).toHaveLength(2);
    });

    it('mails the owner one digest of what waited, once, unless switched off', async () => {
      const digestContext = {
        db: ctx.db,
        mailer: ctx.app.mailer,
        log: ctx.app.log,
        origin: ctx.config.APP_ORIGIN,
        delayMs: 60 * 60 * 1000,
      };
      const digests = () =>
        ctx.app.mailer
          .listOutbox()
          .filter((mail) => mail.to === owner.user.email && mail.subject.includes('novedades'));
      // Not yet: the oldest item waits an hour for others.
      expect(await sendDueDigests(digestContext)).toBe(0);
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await sendDueDigests(digestContext, later)).toBe(1);
      expect(digests().map((mail) => mail.subject)).toEqual(['Plubot: 2 novedades de tus bots']);
      expect(digests()[0]?.text).toContain(
        '¡Lumen tuvo su primera conversación! Una persona acaba de escribir a Lumen.',
      );
      expect(digests()[0]?.text).toContain('Nuevo contacto en Lumen. Ana dejó sus datos a Lumen.');
      expect(await sendDueDigests(digestContext, later)).toBe(0);

      // Switched off in the profile: the next items are dropped, never mailed.
      const boundary = '----plubot';
      const switched = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-profile',
        headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="preferences"\r\n\r\n{"leadDigest":false}\r\n--${boundary}--\r\n`,
      });
      expect(switched.statusCode).toBe(200);
      const [stored] = await ctx.db
        .select({ preferences: users.preferences })
        .from(users)
        .where(eq(users.id, owner.user.id));
      expect(stored?.preferences.leadDigest).toBe(false);
      const session: VisitorSession = (await open()).json();
      await say(session, 'Luis');
      await say(session, 'luis@ejemplo.com');
      expect(await sendDueDigests(digestContext, new Date(Date.now() + 3 * 60 * 60 * 1000))).toBe(0);
      expect(digests()).toHaveLength(1);
      const waiting = await ctx.db.select().from(notifications).where(eq(notifications.digestPending, true));
      expect(waiting).toEqual([]);
    });

    it('asks again for a valid e-mail in the visitor’s language', async () => {
      const english = (await open({ 'accept-language': 'en-GB,en;q=0.9' })).json();
      await say(english, 'Jo');
      expect((await say(english, 'not-an-email')).json().messages[0].text).toBe(
        'Please enter a valid email.',
      );
      const spanish = (await open({ 'accept-language': 'es-ES' })).json();
      await say(spanish, 'Pepa');
      expect((await say(spanish, 'no-es-correo')).json().messages[0].text).toBe(
        'Por favor ingresa un email válido.',
      );
    });

    it('answers 404 to another owner, 401 anonymous, 400 to a bad page', async () => {
      const stranger = await createVerifiedUser(ctx.app, `first-hour-stranger-${kind}@plubot.com`);
      for (const path of ['results', 'results.csv', 'leads', 'leads.csv']) {
        expect((await get(`/api/plubots/${bot.id}/${path}`, stranger.auth)).statusCode).toBe(404);
        expect((await get(`/api/plubots/${bot.id}/${path}`, {})).statusCode).toBe(401);
      }
      const bad = await get(`/api/plubots/${bot.id}/results?offset=-1`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INVALID_PARAMS');
    });

    it('counts the engaged flag on old rows: a visit is never listed', async () => {
      const rows = await ctx.db.select().from(chatSessions).where(eq(chatSessions.plubotId, bot.id));
      const listed = (await get(`/api/plubots/${bot.id}/conversations?limit=100`)).json().total;
      expect(listed).toBe(rows.filter((row) => row.engaged).length);
      expect(rows.some((row) => !row.engaged)).toBe(true);
    });
  },
);
