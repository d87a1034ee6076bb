import * as oidc from 'openid-client';

const cached = new Map<string, Promise<oidc.Configuration>>();

/**
 * An OpenID provider's configuration for one client (discovery at `issuer`'s
 * `/.well-known/openid-configuration`, the client secret sent in the body), cached per issuer and
 * client; a failed discovery is forgotten so the next call tries again. A plain-HTTP issuer (a
 * local stand-in in tests) is allowed.
 */
export function discoverOidcIssuer(
  issuer: string,
  clientId: string,
  clientSecret: string,
): Promise<oidc.Configuration> {
  const key = `${issuer}|${clientId}`;
  const known = cached.get(key);
  if (known) return known;
  const url = new URL(issuer);
  const options = url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const promise = oidc.discovery(url, clientId, undefined, oidc.ClientSecretPost(clientSecret), options);
  cached.set(key, promise);
  promise.catch(() => {
    if (cached.get(key) === promise) cached.delete(key);
  });
  return promise;
}
