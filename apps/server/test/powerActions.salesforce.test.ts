import {
  type Connection,
  connectionListSchema,
  connectionResponseSchema,
  integrationFailuresResponseSchema,
  type OAuthCredentials,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, integrationJobs, users } from '../src/db/schema';
import { openOwnedConnection } from '../src/modules/connections/connectionService';
import { processDueJobs } from '../src/modules/powers/integrationQueue';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { followToRedirectUri, type LocalAccount, startLocalOidcProvider } from './localOidcProvider';
import { startSalesforceStandIn } from './salesforceStandIn';
import { testDatabaseKinds } from './testDatabases';

const APP_ORIGIN = 'http://localhost:3997';
const CONNECT_URI = `${APP_ORIGIN}/connections/oauth/callback`;
const LEADS_PATH = '/services/data/v60.0/sobjects/Lead';
const OWNER_SALESFORCE: LocalAccount = {
  sub: 'salesforce-owner',
  email: 'ventas@empresa.test',
  email_verified: true,
  name: 'Ventas',
};
const OTHER_SALESFORCE: LocalAccount = {
  sub: 'salesforce-other',
  email: 'otra@empresa.test',
  email_verified: true,
  name: 'Otra',
};

// Issue #31: Salesforce connects through its own consent (the Web Server flow with PKCE at
// SALESFORCE_LOGIN_URL; a real local OpenID provider stands in for login.salesforce.com, its token
// answers carrying `instance_url` as Salesforce's do) and creates leads through the public chat
// against a stand-in of the org's REST API, which accepts only tokens that provider issued.
describe.each(testDatabaseKinds)('Salesforce power on %s', (kind) => {
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let salesforce: Awaited<ReturnType<typeof startSalesforceStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let org: Connection;
  let leadBot: { id: string; publicId: string };

  beforeAll(async () => {
    salesforce = await startSalesforceStandIn(
      async (token) =>
        (await fetch(`${oidc.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })).ok,
    );
    oidc = await startLocalOidcProvider({
      redirectUri: CONNECT_URI,
      clientId: 'plubot-salesforce',
      clientSecret: 's3cr3t-salesforce',
      connections: { redirectUris: [], scopes: ['api', 'refresh_token'] },
      tokenResponseExtras: { instance_url: salesforce.url, signature: 'c2lnbmF0dXJl' },
    });
    ctx = await buildTestApp(kind, {
      APP_ORIGIN,
      SALESFORCE_CLIENT_ID: 'plubot-salesforce',
      SALESFORCE_CLIENT_SECRET: 's3cr3t-salesforce',
      SALESFORCE_LOGIN_URL: oidc.issuer,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${salesforce.port}`,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `salesforce-powers-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `salesforce-other-${kind}@plubot.test`);
    // Salesforce is a Pro power.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    oidc.signInAs(OWNER_SALESFORCE);
    org = await connect(owner.auth);
    leadBot = await createLeadBot(org.id);
  });
  afterAll(async () => {
    await ctx?.close();
    await salesforce?.close();
    await oidc?.close();
  });

  /** 'Conectar con Salesforce': the consent page, the provider's redirect back, and the callback. */
  async function consent(auth: Record<string, string>, name?: string) {
    const query = name ? `?name=${encodeURIComponent(name)}` : '';
    const started = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/salesforce/oauth/start${query}`,
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().url);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CONNECT_URI);
    expect(url.searchParams.get('scope')).toBe('api refresh_token openid email');
    expect(url.searchParams.get('prompt')).toBe('login consent');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.startsWith('salesforce.')).toBe(true);
    return followToRedirectUri(url.toString(), CONNECT_URI);
  }

  function callback(returned: URL, auth: Record<string, string>) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/connections/salesforce/oauth/callback${returned.search}`,
      headers: auth,
    });
  }

  async function connect(auth: Record<string, string>, name?: string) {
    const finished = await callback(await consent(auth, name), auth);
    expect(finished.statusCode, finished.body).toBe(200);
    return connectionResponseSchema.parse(finished.json()).connection;
  }

  /** A bot asking the visitor's name, surname, e-mail and interest, then creating their lead. */
  function createLeadBot(connectionId: string, name = 'Ventas') {
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('message', 'name', {
          message: '¿Tu nombre?',
          capture: { enabled: true, variable: 'nombre', inputType: 'text' },
        }),
        node('message', 'surname', {
          message: '¿Tus apellidos?',
          capture: { enabled: true, variable: 'apellido', inputType: 'text' },
        }),
        node('message', 'mail', {
          message: '¿Tu correo?',
          capture: { enabled: true, variable: 'email', inputType: 'email' },
        }),
        node('message', 'interest', {
          message: '¿Qué te interesa?',
          capture: { enabled: true, variable: 'interes', inputType: 'text' },
        }),
        node('power', 'lead', {
          powerId: 'salesforce',
          connectionId,
          action: 'createLead',
          inputs: {
            lastName: '{{apellido}}',
            firstName: '{{nombre}}',
            email: '{{email}}',
            company: '',
            description: 'Le interesa: {{interes}}',
            leadSource: 'Chatbot Plubot',
          },
          fields: { Industry: 'Retail', Origen__c: 'Chat de la web' },
        }),
        node('message', 'thanks', { message: 'Gracias, te llamamos pronto.' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->name',
        'name->surname',
        'surname->mail',
        'mail->interest',
        'interest->lead',
        'lead->thanks',
        'thanks->end',
      ),
    });
  }

  const jobsOf = (plubotId: string) =>
    ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, plubotId));
  const statusOf = async (id: string) =>
    (await ctx.db.select().from(connections).where(eq(connections.id, id)))[0];
  /** A connection's credentials as the server keeps them (sealed), opened. */
  async function credentialsOf(id: string): Promise<OAuthCredentials> {
    const opened = await openOwnedConnection(ctx.db, ctx.app.config.ENCRYPTION_KEY, owner.user.id, id);
    if (!opened) throw new Error(`connection ${id} does not open`);
    return opened.credentials as OAuthCredentials;
  }
  const leadPosts = () =>
    salesforce.received.filter((request) => request.method === 'POST' && request.url === LEADS_PATH);

  it('connects Salesforce through its consent, showing the account and the org, never a token', async () => {
    expect(org).toMatchObject({
      service: 'salesforce',
      name: 'ventas@empresa.test',
      status: 'active',
      maskedSecret: '••••',
      settings: { account: 'ventas@empresa.test', instance: `127.0.0.1:${salesforce.port}` },
      error: null,
    });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    // Only Salesforce's client is configured on this server.
    expect(connectionListSchema.parse(listed.json()).oauthServices).toEqual(['salesforce']);
    // The check asked the org's own host, with the token the provider issued.
    const checkCall = salesforce.received.find((request) => request.method === 'GET');
    expect(checkCall?.url).toBe(LEADS_PATH);
    expect(checkCall?.headers.authorization).toMatch(/^Bearer .{20,}/);
  });

  it('refuses an unticked API scope, an answer without the org’s host and a pasted token', async () => {
    oidc.declineScopes(['api']);
    try {
      const partial = await callback(await consent(owner.auth), owner.auth);
      expect(partial.statusCode).toBe(422);
      expect(partial.json().message).toBe(
        'Para usar Salesforce tienes que marcar todos los permisos que pide Plubot en la pantalla de Salesforce. Vuelve a conectar y deja las casillas marcadas.',
      );
    } finally {
      oidc.declineScopes([]);
    }
    oidc.setTokenResponseExtras({});
    try {
      const hostless = await callback(await consent(owner.auth), owner.auth);
      expect(hostless.statusCode).toBe(422);
      expect(hostless.json().message).toBe(
        'Salesforce no indicó la dirección de tu organización. Vuelve a pulsar «Conectar con Salesforce».',
      );
    } finally {
      oidc.setTokenResponseExtras({ instance_url: salesforce.url });
    }
    // Another account cannot finish the owner's consent.
    const stolen = await callback(await consent(owner.auth), stranger.auth);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toContain('Vuelve a pulsar «Conectar con Salesforce»');
    const pasted = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: owner.auth,
      payload: { service: 'salesforce', credentials: { accessToken: '00D5g000004XyZ!AQ4AQ' } },
    });
    expect(pasted.statusCode).toBe(422);
    // Google's client is not configured here: its services say which variables it needs.
    const google = await ctx.app.inject({
      method: 'GET',
      url: '/api/connections/gmail/oauth/start',
      headers: owner.auth,
    });
    expect(google.statusCode).toBe(422);
    expect(google.json().message).toContain('cliente de Google (GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET)');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    expect(connectionListSchema.parse(listed.json()).connections).toHaveLength(1);
  });

  it('creates the lead of a stranger’s conversation after the reply, with exactly its answers', async () => {
    const texts = await chatAsStranger(ctx.app, leadBot.publicId, [
      'Ana',
      'García López',
      'Ana@Empresa.test',
      'una demo para 20 personas',
    ]);
    expect(texts).toContain('Gracias, te llamamos pronto.');
    await eventually(() => salesforce.leads.length === 1);
    const [post] = leadPosts();
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      Industry: 'Retail',
      Origen__c: 'Chat de la web',
      LastName: 'García López',
      FirstName: 'Ana',
      Email: 'ana@empresa.test',
      Company: 'empresa.test',
      Description: 'Le interesa: una demo para 20 personas',
      LeadSource: 'Chatbot Plubot',
    });
    await eventually(async () => (await jobsOf(leadBot.id)).every((job) => job.status === 'done'));
  });

  it('tries again when the org is over its API limit, without calling the connection refused', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, leadBot.id));
    const before = salesforce.leads.length;
    salesforce.failNext({
      status: 403,
      errorCode: 'REQUEST_LIMIT_EXCEEDED',
      message: 'TotalRequests Limit exceeded.',
    });
    await chatAsStranger(ctx.app, leadBot.publicId, ['Leo', 'Ruiz', 'leo@gmail.com', 'precios']);
    await eventually(async () => (await jobsOf(leadBot.id))[0]?.attempts === 1);
    const [waiting] = await jobsOf(leadBot.id);
    expect(waiting).toMatchObject({
      status: 'pending',
      error: 'HTTP 403: TotalRequests Limit exceeded. (REQUEST_LIMIT_EXCEEDED)',
    });
    expect((await statusOf(org.id))?.status).toBe('active');
    const deps = { db: ctx.db, config: ctx.app.config, log: ctx.app.log };
    expect(await processDueJobs(deps, () => new Date(Date.now() + 31_000))).toBe(1);
    expect((await jobsOf(leadBot.id))[0]).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(salesforce.leads).toHaveLength(before + 1);
    // A personal mailbox says nothing of a company: Salesforce still gets the one it requires.
    expect(salesforce.leads.at(-1)).toMatchObject({ LastName: 'Ruiz', Company: 'Chatbot' });
  });

  it('lists a lead Salesforce refused for a missing required field among the bot’s failures', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, leadBot.id));
    salesforce.requireField('Website');
    try {
      await chatAsStranger(ctx.app, leadBot.publicId, ['Eva', 'Sanz', 'eva@tienda.test', 'soporte']);
      await eventually(async () => (await jobsOf(leadBot.id))[0]?.status === 'failed');
    } finally {
      salesforce.dropRequiredField('Website');
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${leadBot.id}/integration-failures`,
      headers: owner.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(integrationFailuresResponseSchema.parse(listed.json())).toEqual({
      pending: 0,
      failures: [
        {
          id: expect.any(String),
          service: 'salesforce',
          action: 'createLead',
          nodeId: 'lead',
          connectionName: 'ventas@empresa.test',
          error: 'HTTP 400: Required fields are missing: [Website] (REQUIRED_FIELD_MISSING)',
          attempts: 1,
          failedAt: expect.any(String),
        },
      ],
    });
    expect((await statusOf(org.id))?.status).toBe('active');
    const strangers = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${leadBot.id}/integration-failures`,
      headers: stranger.auth,
    });
    expect(strangers.statusCode).toBe(404);
  });

  it('refreshes a token before it ends, and once more when the org ended its session', async () => {
    oidc.setAccessTokenTtl(30);
    const shortLived = await connect(owner.auth, 'Sesión corta');
    oidc.setAccessTokenTtl(3600);
    const before = oidc.grants.refreshToken;
    const first = await credentialsOf(shortLived.id);
    const tested = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${shortLived.id}/test`,
      headers: owner.auth,
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().connection.status).toBe('active');
    expect(oidc.grants.refreshToken).toBe(before + 1);
    // A new access token is kept with the same refresh token (never rotated) and the org's host.
    const refreshed = await credentialsOf(shortLived.id);
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect(refreshed).toMatchObject({ refreshToken: first.refreshToken, instanceUrl: salesforce.url });

    // The org's session timeout ends the main connection's session before the time it was given.
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, leadBot.id));
    salesforce.endSessions();
    const leads = salesforce.leads.length;
    await chatAsStranger(ctx.app, leadBot.publicId, ['Iris', 'Mora', 'iris@mora.test', 'una visita']);
    await eventually(async () => (await jobsOf(leadBot.id))[0]?.status === 'done');
    expect(salesforce.leads).toHaveLength(leads + 1);
    expect(oidc.grants.refreshToken).toBe(before + 2);
    expect((await statusOf(org.id))?.status).toBe('active');
    // 'Probar conexión' after another timeout refreshes once more and finds it working.
    salesforce.endSessions();
    const retested = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${org.id}/test`,
      headers: owner.auth,
    });
    expect(retested.json().connection).toMatchObject({ status: 'active', error: null });
    expect(oidc.grants.refreshToken).toBe(before + 3);
  });

  it('marks the connection refused once the owner revoked the app’s access in Salesforce', async () => {
    oidc.signInAs(OTHER_SALESFORCE);
    const revoked = await connect(owner.auth, 'Revocada');
    oidc.signInAs(OWNER_SALESFORCE);
    const bot = await createLeadBot(revoked.id, 'Revocada');
    await oidc.revokeAccount(OTHER_SALESFORCE.sub);
    const posts = leadPosts().length;
    await chatAsStranger(ctx.app, bot.publicId, ['Noa', 'Gil', 'noa@gil.test', 'nada']);
    await eventually(async () => (await jobsOf(bot.id))[0]?.status === 'failed');
    const row = await statusOf(revoked.id);
    expect(row?.status).toBe('error');
    expect(row?.error).toContain('Salesforce ya no da acceso a esta cuenta (invalid_grant');
    // Its one call was refused (401) and the refresh then was too: no lead was tried again.
    expect(leadPosts()).toHaveLength(posts + 1);
    expect((await statusOf(org.id))?.status).toBe('active');
  });

  it('never lets an access or refresh token out', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    const secrets = new Set(
      salesforce.received.map((request) => request.headers.authorization?.slice(7) ?? '').filter(Boolean),
    );
    for (const connection of connectionListSchema.parse(listed.json()).connections) {
      const credentials = await credentialsOf(connection.id);
      secrets.add(credentials.accessToken);
      if (credentials.refreshToken) secrets.add(credentials.refreshToken);
    }
    expect(secrets.size).toBeGreaterThan(4);
    const path = `/api/plubots/${leadBot.id}`;
    const urls = ['/api/connections', '/api/auth/export', `${path}/flow`, `${path}/integration-failures`];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }
    const stored = JSON.stringify(await ctx.db.select().from(integrationJobs));
    const sealed = JSON.stringify(await ctx.db.select().from(connections));
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(sealed).not.toContain(secret);
    }
  });
});
