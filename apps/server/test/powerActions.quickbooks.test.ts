import {
  type Connection,
  connectionListSchema,
  connectionResponseSchema,
  type OAuthCredentials,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, integrationJobs, users } from '../src/db/schema';
import { discoverOidcIssuer } from '../src/lib/oidcIssuer';
import { openOwnedConnection } from '../src/modules/connections/connectionService';
import { processDueJobs } from '../src/modules/powers/integrationQueue';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { followToRedirectUri, type LocalAccount, startLocalOidcProvider } from './localOidcProvider';
import { QUICKBOOKS_REALM_ID, startQuickbooksStandIn } from './quickbooksStandIn';
import { testDatabaseKinds } from './testDatabases';

const APP_ORIGIN = 'http://localhost:3996';
const CONNECT_URI = `${APP_ORIGIN}/connections/oauth/callback`;
const CLIENT_ID = 'ABplubotQuickbooksClient';
const CLIENT_SECRET = 's3cr3t-intuit-client';
const OWNER_INTUIT: LocalAccount = {
  sub: 'intuit-owner',
  email: 'ana@reformas.test',
  email_verified: true,
  name: 'Ana',
};
const OTHER_INTUIT: LocalAccount = {
  sub: 'intuit-other',
  email: 'otra@reformas.test',
  email_verified: true,
  name: 'Otra',
};

// Issue #32: QuickBooks connects through Intuit's consent (a real local OpenID provider stands in
// for Intuit as Intuit behaves: the client's secret as HTTP Basic, a discovery document at its own
// address, ID tokens without the e-mail and token answers without `scope`; the redirect carries the
// company's `realmId`), and makes customers and estimates through the public chat against a
// stand-in of the Accounting API, which accepts only tokens that provider issued.
describe.each(testDatabaseKinds)('QuickBooks power on %s', (kind) => {
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let qb: Awaited<ReturnType<typeof startQuickbooksStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let company: Connection;
  let estimateBot: { id: string; publicId: string };

  beforeAll(async () => {
    qb = await startQuickbooksStandIn(
      async (token) =>
        (await fetch(`${oidc.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })).ok,
    );
    oidc = await startLocalOidcProvider({
      redirectUri: CONNECT_URI,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      connections: { redirectUris: [], scopes: ['com.intuit.quickbooks.accounting'] },
      intuit: true,
    });
    ctx = await buildTestApp(kind, {
      APP_ORIGIN,
      QUICKBOOKS_CLIENT_ID: CLIENT_ID,
      QUICKBOOKS_CLIENT_SECRET: CLIENT_SECRET,
      QUICKBOOKS_ISSUER: oidc.issuer,
      QUICKBOOKS_DISCOVERY_URL: `${oidc.issuer}/.well-known/openid-configuration`,
      ...qb.env,
      HTTP_ALLOWED_HOSTS: qb.allowedHost,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `quickbooks-powers-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `quickbooks-other-${kind}@plubot.test`);
    // QuickBooks is a Pro power.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    oidc.signInAs(OWNER_INTUIT);
    company = await connect(owner.auth);
    estimateBot = await createEstimateBot(company.id);
  });
  afterAll(async () => {
    await ctx?.close();
    await qb?.close();
    await oidc?.close();
  });

  /** 'Conectar con Intuit': the consent page and Intuit's redirect back, with the company chosen. */
  async function consent(auth: Record<string, string>, name?: string) {
    const query = name ? `?name=${encodeURIComponent(name)}` : '';
    const started = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/quickbooks/oauth/start${query}`,
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().url);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CONNECT_URI);
    expect(url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting openid email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.startsWith('quickbooks.')).toBe(true);
    return followToRedirectUri(url.toString(), CONNECT_URI);
  }

  /** The callback as the web page calls it: what Intuit sent, `realmId` as given (none: left out). */
  function callback(
    returned: URL,
    auth: Record<string, string>,
    realmId: string | null = QUICKBOOKS_REALM_ID,
  ) {
    const search = new URLSearchParams(returned.search);
    if (realmId !== null) search.set('realmId', realmId);
    return ctx.app.inject({
      method: 'GET',
      url: `/api/connections/quickbooks/oauth/callback?${search}`,
      headers: auth,
    });
  }

  async function connect(auth: Record<string, string>, name?: string) {
    const finished = await callback(await consent(auth, name), auth);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.body).not.toContain(QUICKBOOKS_REALM_ID);
    return connectionResponseSchema.parse(finished.json()).connection;
  }

  /** A bot asking the visitor's name, e-mail and job, then making them an estimate of 1.250,50. */
  function createEstimateBot(connectionId: string, name = 'Presupuestos') {
    return createPublishedBot(ctx.app, owner.auth, name, {
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
        node('message', 'job', {
          message: '¿Qué quieres reformar?',
          capture: { enabled: true, variable: 'obra', inputType: 'text' },
        }),
        node('power', 'estimate', {
          powerId: 'quickbooks',
          connectionId,
          action: 'createEstimate',
          inputs: {
            customerName: '{{nombre}}',
            email: '{{email}}',
            phone: '',
            companyName: '',
            description: 'Reforma: {{obra}}',
            amount: '1.250,50',
          },
          fields: {},
        }),
        node('message', 'thanks', { message: 'Te enviamos el presupuesto por correo.' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->name',
        'name->mail',
        'mail->job',
        'job->estimate',
        'estimate->thanks',
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
  const estimatePosts = () =>
    qb.received.filter((request) => request.method === 'POST' && request.url.includes('/estimate?'));

  it('connects a company through Intuit’s consent, keeping its realmId sealed and never showing it', async () => {
    expect(company).toMatchObject({
      service: 'quickbooks',
      // Intuit's ID token names no e-mail: the userinfo gave it.
      name: 'ana@reformas.test',
      status: 'active',
      maskedSecret: '••••',
      settings: { account: 'ana@reformas.test' },
      error: null,
    });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    expect(connectionListSchema.parse(listed.json()).oauthServices).toEqual(['quickbooks']);
    expect(listed.body).not.toContain(QUICKBOOKS_REALM_ID);
    // The check asked the chosen company's record, with the token Intuit issued.
    const checkCall = qb.received.find((request) => request.method === 'GET');
    expect(checkCall?.url).toBe(
      `/v3/company/${QUICKBOOKS_REALM_ID}/companyinfo/${QUICKBOOKS_REALM_ID}?minorversion=75`,
    );
    expect(checkCall?.headers.authorization).toMatch(/^Bearer .{20,}/);
    // Kept with the tokens, sealed: the scopes asked count as granted (Intuit's answer names none).
    expect(await credentialsOf(company.id)).toMatchObject({
      realmId: QUICKBOOKS_REALM_ID,
      account: 'ana@reformas.test',
      scope: 'com.intuit.quickbooks.accounting openid email',
    });
    const [row] = await ctx.db.select().from(connections).where(eq(connections.id, company.id));
    expect(JSON.stringify(row)).not.toContain(QUICKBOOKS_REALM_ID);
  });

  it('refuses a callback without the company, with a malformed one or with another company’s', async () => {
    const missing = await callback(await consent(owner.auth), owner.auth, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(
      'Intuit no indicó qué empresa de QuickBooks conectaste. Vuelve a pulsar «Conectar con Intuit» y elige la empresa.',
    );
    const malformed = await callback(await consent(owner.auth), owner.auth, "934' or '1'='1");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'La empresa de QuickBooks que llegó con la autorización no es válida. Vuelve a conectar desde Perfil → Integraciones.',
    );
    // The token reaches only the company chosen: another one is refused by QuickBooks itself.
    const another = await callback(await consent(owner.auth), owner.auth, '123145');
    expect(another.statusCode).toBe(422);
    // Another account cannot finish the owner's consent.
    const stolen = await callback(await consent(owner.auth), stranger.auth);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toContain('Vuelve a pulsar «Conectar con Intuit»');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    expect(connectionListSchema.parse(listed.json()).connections).toHaveLength(1);
  });

  it('trusts a discovery document at its own address only when it names the expected issuer', async () => {
    const discoveryUrl = `${oidc.issuer}/.well-known/openid-configuration`;
    await expect(
      discoverOidcIssuer('https://oauth.platform.intuit.com/op/v1', CLIENT_ID, CLIENT_SECRET, {
        discoveryUrl,
      }),
    ).rejects.toThrow('another issuer');
    const found = await discoverOidcIssuer(oidc.issuer, CLIENT_ID, CLIENT_SECRET, { discoveryUrl });
    expect(found.serverMetadata().issuer).toBe(oidc.issuer);
  });

  it('makes the customer and the estimate of a stranger’s conversation after the reply', async () => {
    const texts = await chatAsStranger(ctx.app, estimateBot.publicId, [
      'Leo Ruiz',
      'Leo@Cliente.test',
      'la cocina',
    ]);
    expect(texts).toContain('Te enviamos el presupuesto por correo.');
    await eventually(() => qb.estimates.length === 1);
    expect(qb.customers).toEqual([
      expect.objectContaining({ DisplayName: 'Leo Ruiz', PrimaryEmailAddr: { Address: 'leo@cliente.test' } }),
    ]);
    expect(qb.estimates[0]).toMatchObject({
      CustomerRef: { value: qb.customers[0]?.Id },
      BillEmail: { Address: 'leo@cliente.test' },
      TotalAmt: 1250.5,
      Line: [{ Description: 'Reforma: la cocina', SalesItemLineDetail: { ItemRef: { value: '1' } } }],
    });
    await eventually(async () => (await jobsOf(estimateBot.id)).every((job) => job.status === 'done'));
  });

  it('tries again when QuickBooks is down, making the estimate once, the connection still active', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, estimateBot.id));
    const before = qb.estimates.length;
    qb.failNext({ status: 503, message: 'Service Unavailable', detail: 'Please try again later' });
    await chatAsStranger(ctx.app, estimateBot.publicId, ['Eva Sanz', 'eva@cliente.test', 'el baño']);
    await eventually(async () => (await jobsOf(estimateBot.id))[0]?.attempts === 1);
    expect((await jobsOf(estimateBot.id))[0]).toMatchObject({
      status: 'pending',
      error: 'HTTP 503: Service Unavailable: Please try again later (503)',
    });
    expect((await statusOf(company.id))?.status).toBe('active');
    const deps = { db: ctx.db, config: ctx.app.config, log: ctx.app.log };
    expect(await processDueJobs(deps, () => new Date(Date.now() + 31_000))).toBe(1);
    expect((await jobsOf(estimateBot.id))[0]).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(qb.estimates).toHaveLength(before + 1);
  });

  it('refreshes a token before it ends, keeping the company', async () => {
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
    expect(tested.body).not.toContain(QUICKBOOKS_REALM_ID);
    expect(oidc.grants.refreshToken).toBe(before + 1);
    const refreshed = await credentialsOf(shortLived.id);
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect(refreshed).toMatchObject({ realmId: QUICKBOOKS_REALM_ID, scope: first.scope });
  });

  it('marks the connection refused once the owner disconnected the app in QuickBooks', async () => {
    oidc.signInAs(OTHER_INTUIT);
    const revoked = await connect(owner.auth, 'Revocada');
    oidc.signInAs(OWNER_INTUIT);
    const bot = await createEstimateBot(revoked.id, 'Revocada');
    await oidc.revokeAccount(OTHER_INTUIT.sub);
    const posts = estimatePosts().length;
    await chatAsStranger(ctx.app, bot.publicId, ['Noa Gil', 'noa@gil.test', 'el tejado']);
    await eventually(async () => (await jobsOf(bot.id))[0]?.status === 'failed');
    const row = await statusOf(revoked.id);
    expect(row?.status).toBe('error');
    expect(row?.error).toContain('AuthenticationFailed');
    expect(estimatePosts()).toHaveLength(posts);
    expect((await statusOf(company.id))?.status).toBe('active');
  });

  it('never lets an access or refresh token, or the company’s id, out', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
    const secrets = new Set(
      qb.received.map((request) => request.headers.authorization?.slice(7) ?? '').filter(Boolean),
    );
    for (const connection of connectionListSchema.parse(listed.json()).connections) {
      const credentials = await credentialsOf(connection.id);
      secrets.add(credentials.accessToken);
      if (credentials.refreshToken) secrets.add(credentials.refreshToken);
    }
    expect(secrets.size).toBeGreaterThan(3);
    const path = `/api/plubots/${estimateBot.id}`;
    const urls = ['/api/connections', '/api/auth/export', `${path}/flow`, `${path}/integration-failures`];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of [...secrets, QUICKBOOKS_REALM_ID]) expect(response.body).not.toContain(secret);
    }
    const stored = JSON.stringify(await ctx.db.select().from(integrationJobs));
    const sealed = JSON.stringify(await ctx.db.select().from(connections));
    for (const secret of [...secrets, QUICKBOOKS_REALM_ID]) {
      expect(stored).not.toContain(secret);
      expect(sealed).not.toContain(secret);
    }
  });
});
