export interface BuildLoginPathOptions {
  /** Adds `session_expired=true`, so the login screen says why the visitor is there. */
  sessionExpired?: boolean;
}

/** The login URL that remembers where the visitor wanted to go, so a reload keeps it. */
export function buildLoginPath(
  from: { pathname: string; search: string; hash: string },
  options: BuildLoginPathOptions = {},
): string {
  const target = `${from.pathname}${from.search}${from.hash}`;
  const params = new URLSearchParams({ redirect: target });
  if (options.sessionExpired) params.set('session_expired', 'true');
  return `/login?${params.toString()}`;
}
