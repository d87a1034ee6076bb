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
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();
  let nextAccount: LocalAccount | undefined;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  });

  const callback = provider.callback();
  server.on('request', async (req, res) => {
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
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
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
