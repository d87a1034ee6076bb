import * as oidc from 'openid-client';

const cached = new Map<string, Promise<oidc.Configuration>>();

/** How a provider is discovered and how the client proves itself at its token endpoint. */
export interface OidcDiscoveryOptions {
  /**
   * The discovery document's own address, for a provider that does not publish it under the
   * issuer's `/.well-known/openid-configuration` (Intuit's); the issuer it names must be `issuer`.
   */
  discoveryUrl?: string;
  /** `basic`: the client's id and secret in an `Authorization: Basic` header (Intuit's way). */
  clientAuth?: 'post' | 'basic';
}

/**
 * An OpenID provider's configuration for one client (discovery at `issuer`'s
 * `/.well-known/openid-configuration`, or at `options.discoveryUrl`; the client secret sent in the
 * body unless `options.clientAuth` is `basic`), cached per issuer and client; a failed discovery is
 * forgotten so the next call tries again. A plain-HTTP issuer (a local stand-in in tests) is allowed.
 */
export function discoverOidcIssuer(
  issuer: string,
  clientId: string,
  clientSecret: string,
  options: OidcDiscoveryOptions = {},
): Promise<oidc.Configuration> {
  const key = `${issuer}|${options.discoveryUrl ?? ''}|${clientId}`;
  const known = cached.get(key);
  if (known) return known;
  const url = new URL(options.discoveryUrl ?? issuer);
  const insecure = url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const auth =
    options.clientAuth === 'basic'
      ? oidc.ClientSecretBasic(clientSecret)
      : oidc.ClientSecretPost(clientSecret);
  const promise = oidc.discovery(url, clientId, undefined, auth, insecure).then((configuration) => {
    // A document at its own address is not checked by discovery: its issuer must be the one expected.
    if (options.discoveryUrl && configuration.serverMetadata().issuer !== issuer) {
      throw new Error(`the discovery document names another issuer than ${issuer}`);
    }
    return configuration;
  });
  cached.set(key, promise);
  promise.catch(() => {
    if (cached.get(key) === promise) cached.delete(key);
  });
  return promise;
}
