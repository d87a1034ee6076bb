import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, standing in
 * for Google. Its interaction step signs in whichever account the test chose, so the rest of the
 * protocol — discovery, PKCE, state, code exchange, signed ID tokens — runs for real.
 */
export async function startLocalOidcProvider(options: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  /**
   * Show a sign-in page with a "Continuar como {name}" button (for browser tests) instead of
   * signing the chosen account in at once.
   */
  interactive?: boolean;
  /**
   * For connecting a service's account (issue #31): more redirect URIs, the API scopes it may grant
   * beyond OpenID's, and refresh tokens (Google's `access_type=offline`).
   */
  connections?: { redirectUris: string[]; scopes: string[] };
  /**
   * Fields the token endpoint's answers carry beyond OAuth's (Salesforce's `instance_url`); see
   * `setTokenResponseExtras` to change them.
   */
  tokenResponseExtras?: Record<string, unknown>;
  /**
   * Intuit's ways (QuickBooks): the client's secret taken only as HTTP Basic, ID tokens without the
   * e-mail (userinfo gives it) and token answers without `scope`.
   */
  intuit?: boolean;
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();
  let nextAccount: LocalAccount | undefined;
  /** The scopes the person unticks on the consent screen, and how long access tokens last. */
  let declinedScopes: string[] = [];
  let accessTokenTtl = 3600;
  const grants = { authorizationCode: 0, refreshToken: 0 };
  const grantIds = new Map<string, string[]>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri, ...(options.connections?.redirectUris ?? [])],
        grant_types: options.connections ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: options.intuit ? 'client_secret_basic' : 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    // As Google: the ID token itself carries the e-mail and name the scopes asked for (Intuit: only userinfo).
    conformIdTokenClaims: options.intuit === true,
    scopes: ['openid', 'email', 'profile', ...(options.connections?.scopes ?? [])],
    // As Google with access_type=offline: every code exchange of a client allowed to gives one.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    ttl: { AccessToken: () => accessTokenTtl },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  });

  let tokenResponseExtras = options.tokenResponseExtras ?? {};
  provider.use(async (ctx: { path: string; status: number; body: unknown }, next: () => Promise<void>) => {
    await next();
    if (ctx.path === '/token' && ctx.status === 200 && typeof ctx.body === 'object' && ctx.body !== null) {
      Object.assign(ctx.body, tokenResponseExtras);
      if (options.intuit) delete (ctx.body as { scope?: unknown }).scope;
    }
  });

  provider.on('grant.success', (ctx: { oidc: { params?: { grant_type?: string } } }) => {
    if (ctx.oidc.params?.grant_type === 'refresh_token') grants.refreshToken++;
    else grants.authorizationCode++;
  });

  const callback = provider.callback();
  server.on('request', async (req, res) => {
    // The person unticks scopes on the consent screen: the provider never grants them.
    if (declinedScopes.length > 0 && req.url?.startsWith('/auth?')) {
      const url = new URL(req.url, issuer);
      const asked = (url.searchParams.get('scope') ?? '').split(' ');
      url.searchParams.set('scope', asked.filter((scope) => !declinedScopes.includes(scope)).join(' '));
      req.url = `${url.pathname}${url.search}`;
    }
    if (req.url?.startsWith('/interaction/')) {
      if (options.interactive && req.method === 'GET') {
        const name = (nextAccount?.name ?? '').replace(/[<>&"]/g, '');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><title>Cuenta de prueba</title><h1>Elige una cuenta</h1>` +
            `<form method="post" action="${req.url}"><button type="submit">Continuar como ${name}</button></form>`,
        );
        return;
      }
      try {
        const details = await provider.interactionDetails(req, res);
        const account = nextAccount;
        if (!account) throw new Error('no account chosen for the interaction');
        accounts.set(account.sub, account);
        const grant = new provider.Grant({
          accountId: account.sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
        const grantId = await grant.save();
        grantIds.set(account.sub, [...(grantIds.get(account.sub) ?? []), grantId]);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    /** The account the next sign-in will use. */
    signInAs(account: LocalAccount) {
      nextAccount = account;
    },
    /** The scopes the next consents leave unticked (none by default). */
    declineScopes(scopes: string[]) {
      declinedScopes = scopes;
    },
    /** The fields the next token answers carry beyond OAuth's. */
    setTokenResponseExtras(extras: Record<string, unknown>) {
      tokenResponseExtras = extras;
    },
    /** How long the next access tokens last, in seconds. */
    setAccessTokenTtl(seconds: number) {
      accessTokenTtl = seconds;
    },
    /** Tokens given so far, by grant: code exchanges and refreshes. */
    grants,
    /** Revokes every grant of the account (the owner removed the app's access in their Google account). */
    async revokeAccount(sub: string) {
      for (const grantId of grantIds.get(sub) ?? []) await (await provider.Grant.find(grantId))?.destroy();
      grantIds.delete(sub);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects like a browser (keeping cookies) until it lands on the
 * app's redirect URI, and returns that final URL.
 */
export async function followToRedirectUri(startUrl: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
