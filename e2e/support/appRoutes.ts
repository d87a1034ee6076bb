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

/**
 * The public content pages and the heading each opens with, in Spanish and English: both passes
 * over every screen (accessibility.spec.ts in Spanish, everyRoute.spec.ts in English) check that
 * each shows its heading and real text, not a stub.
 */
export const CONTENT_HEADINGS: Readonly<Record<string, { es: string; en: string }>> = {
  '/about-plubot': { es: 'Acerca de Plubot', en: 'About Plubot' },
  '/byte-embajador': { es: 'Byte, Embajador del Pluniverse', en: 'Byte' },
  '/faq': { es: 'Preguntas Frecuentes', en: 'Frequently Asked Questions' },
  '/blog': { es: 'Blog', en: 'Blog' },
  '/terms': { es: 'Términos y Condiciones', en: 'Terms' },
  '/privacy': { es: 'Política de Privacidad', en: 'Privacy' },
  '/seguridad': { es: 'Seguridad', en: 'Security' },
  '/tutoriales': { es: 'Tutoriales', en: 'Tutorials' },
  '/tutoriales/flujos': { es: 'Diseñar un flujo', en: 'Design a flow' },
  '/tutoriales/automatizacion': { es: 'Automatizar con acciones', en: 'Automate with actions' },
  '/tutoriales/aprendizaje': { es: 'Añadir inteligencia artificial', en: 'Add artificial intelligence' },
  '/tutoriales/expansion': { es: 'Compartir tu bot', en: 'Share your bot' },
  '/tutoriales/discord': { es: 'Conectar un bot de Discord', en: 'Connect a Discord bot' },
  '/tutoriales/discord/channel-id': { es: 'ID de un canal de Discord', en: 'Discord channel ID' },
};
