import { matchPath } from 'react-router';

/**
 * The title and description of each screen that does not name itself (content pages, plans,
 * contact, a bot's chat do): its `routeMeta.{key}` texts. First match wins.
 */
export const ROUTE_META = [
  ['/', 'home'],
  ['/welcome', 'welcome'],
  ['/factory', 'factory'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-password/:token', 'resetPassword'],
  ['/verify-email', 'verifyEmail'],
  ['/auth/verify-email', 'verifyEmail'],
  ['/auth/verify-email/:token', 'verifyEmail'],
  ['/resend-verification', 'resendVerification'],
  ['/change-password', 'changePassword'],
  ['/auth/google/callback', 'googleCallback'],
  ['/public-chat', 'publicChat'],
  ['/profile', 'profile'],
  ['/connections/oauth/callback', 'connectionCallback'],
  ['/personalization', 'personalization'],
  ['/training', 'training'],
  ['/plubot/edit/flow/:plubotId', 'editor'],
  ['/plubot/edit/identity/:plubotId', 'editIdentity'],
  ['/plubot/create/:templateId', 'createFromTemplate'],
  ['/plubot/conversations/:plubotId', 'conversations'],
  ['/plubot/analytics/:plubotId', 'analytics'],
  ['/logout', 'logout'],
] as const;

/** A screen's key under `routeMeta` in the translations. */
export type RouteMetaKey = (typeof ROUTE_META)[number][1];

/** The `routeMeta` key of a path, or undefined when the screen names itself. */
export function findRouteMeta(pathname: string): RouteMetaKey | undefined {
  return ROUTE_META.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
}
