import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PRODUCT_SLUG } from '../../config/product';

/** Old and alternative paths and where they lead now (spec §2 Redirects). */
export const REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  [`/${PRODUCT_SLUG}/about`, `/about-${PRODUCT_SLUG}`],
  [`/${PRODUCT_SLUG}/about-chat-byte`, '/byte-embajador'],
  [`/${PRODUCT_SLUG}/create`, '/welcome'],
  [`/${PRODUCT_SLUG}/create/factory`, '/factory'],
  [`/${PRODUCT_SLUG}/edit/training`, '/training'],
  ['/pluniverse/academy', '/academy'],
  ['/pluniverse/marketplace', '/marketplace'],
  ['/pluniverse/coliseum', '/coliseum'],
  ['/pluniverse/tower', '/tower'],
  ['/pluniverse/sanctuary', '/sanctuary'],
  ['/auth/login', '/login'],
  ['/auth/register', '/register'],
  // Any other path in the auth area; the more specific auth routes win over this splat.
  ['/auth/*', '/login'],
];

/** Redirects before anything renders and keeps the query string (e.g. ?message=verified). */
function redirectTo(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${target}${new URL(request.url).search}`);
}

export const redirectRoutes: RouteObject[] = REDIRECTS.map(([from, to]) => ({
  path: from,
  loader: redirectTo(to),
}));
