import { type Connection, connectionListSchema, connectionResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, integrationJobs, users } from '../src/db/schema';
import { processDueJobs } from '../src/modules/powers/integrationQueue';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { startGoogleApisStandIn } from './googleApisStandIn';
import { followToRedirectUri, type LocalAccount, startLocalOidcProvider } from './localOidcProvider';
import { testDatabaseKinds } from './testDatabases';

const APP_ORIGIN = 'http://localhost:3998';
const CONNECT_URI = `${APP_ORIGIN}/connections/oauth/callback`;
const SHEETS_SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
];
const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
const OWNER_GOOGLE: LocalAccount = {
  sub: 'google-owner',
  email: 'duena@tienda.test',
  email_verified: true,
  name: 'Dueña',
};

// Issue #31: Google Sheets and Gmail connect through Google's consent (authorisation code + PKCE,
// refresh tokens sealed and refreshed) against a real local OpenID provider, and act through the
// public chat against a stand-in speaking Drive's, Sheets' and Gmail's APIs — which accepts only
// tokens that provider issued.
describe.each(testDatabaseKinds)('Google Sheets and Gmail powers on %s', (kind) => {
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let google: Awaited<ReturnType<typeof startGoogleApisStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let sheets: Connection;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider({
      redirectUri: `${APP_ORIGIN}/auth/google/callback`,
      clientId: 'plubot-web',
      clientSecret: 's3cr3t',
      connections: { redirectUris: [CONNECT_URI], scopes: [...SHEETS_SCOPES, GMAIL_SCOPE] },
    });
    const issuer = new URL(oidc.issuer);
    // Only a token the provider issued passes: the stand-in asks the provider's userinfo.
    google = await startGoogleApisStandIn(
      async (token) =>
        (await fetch(`${oidc.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })).ok,
    );
    ctx = await buildTestApp(kind, {
      APP_ORIGIN,
      GOOGLE_CLIENT_ID: 'plubot-web',
      GOOGLE_CLIENT_SECRET: 's3cr3t',
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_SHEETS_API_URL: google.url,
      GOOGLE_DRIVE_API_URL: google.url,
      GMAIL_API_URL: google.url,
      GOOGLE_USERINFO_URL: `${oidc.issuer}/me`,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${google.port},${issuer.host}`,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `google-powers-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `google-other-${kind}@plubot.test`);
    oidc.signInAs(OWNER_GOOGLE);
    sheets = await connect('google-sheets', owner.auth);
  });
  afterAll(async () => {
    await ctx?.close();
    await google?.close();
    await oidc?.close();
  });

  /** 'Conectar con Google': the consent page, the provider's redirect back, and the callback. */
  async function consent(service: string, auth: Record<string, string>, name?: string) {
    const query = name ? `?name=${encodeURIComponent(name)}` : '';
    const started = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${service}/oauth/start${query}`,
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().url);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CONNECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('state')?.startsWith(`${service}.`)).toBe(true);
    return followToRedirectUri(url.toString(), CONNECT_URI);
  }

  function callback(service: string, returned: URL, auth: Record<string, string>) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${service}/oauth/callback${returned.search}`,
      headers: auth,
    });
  }

  async function connect(service: string, auth: Record<string, string>, name?: string) {
    const finished = await callback(service, await consent(service, auth, name), auth);
    expect(finished.statusCode, finished.body).toBe(200);
    return connectionResponseSchema.parse(finished.json()).connection;
  }

  it('connects Google Sheets through the consent, and shows the account, never a token', async () => {
    expect(sheets).toMatchObject({
      service: 'google-sheets',
      name: 'duena@tienda.test',
      status: 'active',
      maskedSecret: '••••',
      settings: { account: 'duena@tienda.test' },
    });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    const list = connectionListSchema.parse(listed.json());
    expect(list.oauthServices).toEqual(['google-sheets', 'gmail', 'google-calendar']);
    // The check went to Drive with the token the provider issued.
    expect(google.received.some((request) => request.url.startsWith('/drive/v3/about'))).toBe(true);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: owner.auth });
    const tokens = google.received.map((request) => request.headers.authorization?.slice(7) ?? '');
    for (const token of tokens.filter(Boolean)) {
      expect(listed.body).not.toContain(token);
      expect(exported.body).not.toContain(token);
    }
  });

  it('refuses a consent that is not this owner’s, a used one, an unticked scope, and bad input', async () => {
    const returned = await consent('google-sheets', owner.auth);
    // Another account cannot finish it (nor learn anything from trying).
    const stolen = await callback('google-sheets', returned, stranger.auth);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toContain('Este enlace de conexión ya no es válido');
    // The state was this owner's, so the other account's attempt did not use it up… but it is single use.
    const own = await callback('google-sheets', returned, owner.auth);
    expect(own.statusCode, own.body).toBe(200);
    const again = await callback('google-sheets', returned, owner.auth);
    expect(again.statusCode).toBe(422);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/connections/${connectionResponseSchema.parse(own.json()).connection.id}`,
      headers: owner.auth,
    });

    oidc.declineScopes([SHEETS_SCOPES[1] ?? '']);
    try {
      const partial = await callback('google-sheets', await consent('google-sheets', owner.auth), owner.auth);
      expect(partial.statusCode).toBe(422);
      expect(partial.json().message).toContain('tienes que marcar todos los permisos');
    } finally {
      oidc.declineScopes([]);
    }

    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/connections/google-sheets/oauth/start' })).statusCode,
    ).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/connections/notion/oauth/start',
      headers: owner.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const noCode = await ctx.app.inject({
      method: 'GET',
      url: '/api/connections/google-sheets/oauth/callback?state=google-sheets.x',
      headers: owner.auth,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe('INVALID_PARAMS');
    // A pasted token is not how Google connects.
    const pasted = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: owner.auth,
      payload: { service: 'google-sheets', credentials: { accessToken: 'ya29.x' } },
    });
    expect(pasted.statusCode).toBe(422);
  });

  it('offers the spreadsheets, their sheets and their columns from Google', async () => {
    const choices = async (query: string, auth = owner.auth) =>
      ctx.app.inject({ method: 'GET', url: `/api/connections/${sheets.id}/choices?${query}`, headers: auth });
    expect((await choices('kind=googleSpreadsheet')).json()).toEqual({
      choices: [{ id: 'hoja-clientes', label: 'Clientes de la tienda' }],
    });
    expect((await choices('kind=googleSheet&parent=hoja-clientes')).json().choices).toEqual([
      { id: 'Contactos', label: 'Contactos' },
      { id: "Pedidos d'Ana", label: "Pedidos d'Ana" },
    ]);
    const columns = await choices(
      `kind=googleSheetColumn&parent=${encodeURIComponent('hoja-clientes/Contactos')}`,
    );
    expect(columns.json().choices.map((choice: { id: string }) => choice.id)).toEqual([
      'Nombre',
      'Email',
      'Teléfono',
      'Pedidos',
    ]);
    expect((await choices('kind=googleSpreadsheet', stranger.auth)).statusCode).toBe(404);
  });

  it('appends the visitor’s answers as a row after the reply, and finds it in the next conversation', async () => {
    const bot = await createPublishedBot(ctx.app, owner.auth, 'Tienda', {
      nodes: [
        node('start', 'start'),
        node('message', 'name', {
          message: '¿Tu nombre?',
          capture: { enabled: true, variable: 'nombre', inputType: 'text' },
        }),
        node('message', 'mail', {
          message: '¿Tu correo?',
          capture: { enabled: true, variable: 'email', inputType: 'email' },
        }),
        node('power', 'find', {
          powerId: 'google-sheets',
          connectionId: sheets.id,
          action: 'findRow',
          inputs: { spreadsheetId: 'hoja-clientes', sheet: 'Contactos', column: 'Email', value: '{{email}}' },
          outputs: { Pedidos: 'pedidos', row: 'fila' },
        }),
        node('message', 'known', { message: 'Hola de nuevo: llevas {{pedidos}} pedidos (fila {{fila}}).' }),
        node('power', 'save', {
          powerId: 'google-sheets',
          connectionId: sheets.id,
          action: 'appendRow',
          inputs: { spreadsheetId: 'hoja-clientes', sheet: 'Contactos' },
          fields: { Nombre: '{{nombre}}', email: '{{email}}', Pedidos: '0', Teléfono: '=HYPERLINK("x")' },
        }),
        node('message', 'saved', { message: 'Te he apuntado.' }),
        node('message', 'oops', { message: 'La hoja no responde.' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->name',
        'name->mail',
        'mail->find',
        'find->known@found',
        'find->save@notFound',
        'find->oops@onError',
        'save->saved',
        'known->end',
        'saved->end',
        'oops->end',
      ),
    });
    expect(await chatAsStranger(ctx.app, bot.publicId, ['Ana', 'ana@example.com'])).toContain(
      'Te he apuntado.',
    );
    await eventually(() => google.rowsOf('hoja-clientes', 'Contactos').length === 2);
    // RAW: the number is a number, the formula stays text; columns matched by name, accents and case aside.
    const append = google.received.find((request) => request.url.includes(':append'));
    expect(append?.url).toBe(
      `/v4/spreadsheets/hoja-clientes/values/${encodeURIComponent("'Contactos'!A1")}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
    );
    expect(JSON.parse(append?.body ?? '{}')).toEqual({
      majorDimension: 'ROWS',
      values: [['Ana', 'ana@example.com', '=HYPERLINK("x")', 0]],
    });
    expect(await chatAsStranger(ctx.app, bot.publicId, ['Ana', 'ANA@example.com'])).toContain(
      'Hola de nuevo: llevas 0 pedidos (fila 2).',
    );
    google.failNext({ status: 503, message: 'The service is currently unavailable.' });
    expect(await chatAsStranger(ctx.app, bot.publicId, ['Leo', 'leo@example.com'])).toContain(
      'La hoja no responde.',
    );
    await eventually(async () => {
      const jobs = await ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
      // Only the first conversation saved a row: the second found it, the third met the error.
      return jobs.length === 1 && jobs[0]?.status === 'done';
    });
  });

  it('refreshes an expiring access token, and marks the connection when Google revokes it', async () => {
    oidc.setAccessTokenTtl(30);
    const shortLived = await connect('google-sheets', owner.auth, 'Hoja corta');
    oidc.setAccessTokenTtl(3600);
    const before = oidc.grants.refreshToken;
    const tested = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${shortLived.id}/test`,
      headers: owner.auth,
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().connection.status).toBe('active');
    expect(oidc.grants.refreshToken).toBe(before + 1);
    // The refreshed token is kept: the next use does not refresh again.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${shortLived.id}/test`,
      headers: owner.auth,
    });
    expect(oidc.grants.refreshToken).toBe(before + 1);

    oidc.setAccessTokenTtl(30);
    const revoked = await connect('google-sheets', owner.auth, 'Hoja revocada');
    oidc.setAccessTokenTtl(3600);
    await oidc.revokeAccount(OWNER_GOOGLE.sub);
    const bot = await createPublishedBot(ctx.app, owner.auth, 'Revocada', {
      nodes: [
        node('start', 'start'),
        node('power', 'save', {
          powerId: 'google-sheets',
          connectionId: revoked.id,
          action: 'appendRow',
          inputs: { spreadsheetId: 'hoja-clientes', sheet: 'Contactos' },
          fields: { Nombre: 'x' },
        }),
        node('end', 'end'),
      ],
      edges: edges('start->save', 'save->end'),
    });
    await chatAsStranger(ctx.app, bot.publicId, []);
    await processDueJobs({ db: ctx.db, config: ctx.app.config, log: ctx.app.log });
    await eventually(async () => {
      const [job] = await ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
      return job?.status === 'failed';
    });
    const [row] = await ctx.db.select().from(connections).where(eq(connections.id, revoked.id));
    expect(row?.status).toBe('error');
    expect(row?.error).toContain('Google Sheets ya no da acceso a esta cuenta (invalid_grant');
    oidc.signInAs(OWNER_GOOGLE);
    sheets = await connect('google-sheets', owner.auth, 'Hoja de nuevo');
  });

  it('sends an e-mail from the owner’s Gmail to the visitor who typed the address, and no one else', async () => {
    // Gmail is a Pro power.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    oidc.signInAs(OWNER_GOOGLE);
    const gmail = await connect('gmail', owner.auth);
    expect(gmail).toMatchObject({
      service: 'gmail',
      status: 'active',
      settings: { account: 'duena@tienda.test' },
    });
    const mailNode = (id: string, to: string) =>
      node('power', id, {
        powerId: 'gmail',
        connectionId: gmail.id,
        action: 'sendEmail',
        inputs: {
          to,
          subject: 'Tu reserva, {{nombre}} ✨',
          body: 'Hola {{nombre}}:\nTe esperamos el lunes.',
        },
      });
    const bot = await createPublishedBot(ctx.app, owner.auth, 'Reservas', {
      nodes: [
        node('start', 'start'),
        node('message', 'name', {
          message: '¿Tu nombre?',
          capture: { enabled: true, variable: 'nombre', inputType: 'text' },
        }),
        node('message', 'mail', {
          message: '¿Tu correo?',
          capture: { enabled: true, variable: 'email', inputType: 'email' },
        }),
        mailNode('toVisitor', '{{email}}'),
        mailNode('toSomeoneElse', 'victima@example.com'),
        node('message', 'done', { message: 'Listo.' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->name',
        'name->mail',
        'mail->toVisitor',
        'toVisitor->toSomeoneElse',
        'toSomeoneElse->done',
        'done->end',
      ),
    });
    await chatAsStranger(ctx.app, bot.publicId, ['Eva', 'eva@example.com']);
    await eventually(() => google.sent.length === 1);
    const [message = ''] = google.sent;
    expect(message).toContain('From: duena@tienda.test\r\nTo: eva@example.com\r\n');
    expect(message).toContain(`Subject: =?UTF-8?B?${Buffer.from('Tu reserva, Eva ✨').toString('base64')}?=`);
    const body = message.split('\r\n\r\n')[1] ?? '';
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(
      'Hola Eva:\r\nTe esperamos el lunes.',
    );
    const jobs = await ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
    expect(jobs).toHaveLength(1);
  });
});
