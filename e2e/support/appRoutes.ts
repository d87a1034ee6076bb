/**
 * The routes with a screen of their own, as a signed-in owner of `bot` opens them (`:params` filled
 * in with that bot). Shared by the every-route check and the accessibility check.
 */
export function routesFor(bot: { id: string; publicId: string }): string[] {
  return [
    '/',
    '/welcome',
    '/factory',
    '/pluniverse',
    '/academy',
    '/marketplace',
    '/coliseum',
    '/tower',
    '/sanctuary',
    '/historyverse',
    '/profile',
    '/personalization',
    '/plans',
    '/pricing',
    '/poderes',
    '/poderes/about',
    '/about-plubot',
    '/byte-embajador',
    '/faq',
    '/blog',
    '/blog/disena-tu-primer-bot',
    '/terms',
    '/privacy',
    '/seguridad',
    '/contact',
    '/tu-opinion',
    '/tutoriales',
    '/tutoriales/flujos',
    '/tutoriales/aprendizaje',
    '/tutoriales/automatizacion',
    '/tutoriales/expansion',
    '/tutoriales/discord',
    '/tutoriales/discord/channel-id',
    '/training',
    '/public-chat',
    '/change-password',
    '/benchmark',
    `/chat/${bot.publicId}`,
    `/plubot/conversations/${bot.id}`,
    '/inbox',
    `/plubot/${bot.id}/inbox`,
    `/plubot/${bot.id}/knowledge`,
    `/plubot/analytics/${bot.id}`,
    `/plubot/edit/identity/${bot.id}`,
    `/plubot/edit/flow/${bot.id}`,
    '/una-ruta-que-no-existe',
  ];
}

/** The screens only a signed-out visitor sees (a signed-in one is sent on). */
export const SIGNED_OUT_ROUTES = ['/login', '/register', '/forgot-password', '/resend-verification'];
