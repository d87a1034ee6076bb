import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, pickLanguage, translate } from '../i18n/translate';
import { SERVER_ROOT } from '../lib/serverRoot';
import { sendRouteNotFound } from './errorHandler';

export interface WebAppOptions {
  /** Folder of the built SPA (index.html, assets/, locales/); unset or missing = API only. */
  webDistDir?: string | undefined;
  /** Folder holding the built widget.js. */
  widgetDistDir?: string | undefined;
  /** A bot's name and greeting by public id, for the link preview of `/chat/{publicId}`. */
  findSharedBot?: (publicId: string) => Promise<SharedBot | null>;
  /** The app's public origin, for the preview's canonical link. */
  origin?: string | undefined;
}

/** What a shared chat link's preview shows. */
export interface SharedBot {
  name: string;
  greeting: string;
}

const CHAT_PATH = /^\/chat\/([A-Za-z0-9_-]{1,100})\/?$/;

/** Text made safe for an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * `index.html` with the head of a shared chat link: its title is the bot's name, and the
 * description and Open Graph tags (what messengers and social sites show in a link preview) say
 * whom the visitor will talk to and how the bot greets.
 */
export function withChatPreview(html: string, bot: SharedBot, url: string, language: Language): string {
  const title = escapeHtml(`${bot.name} · Plubot`);
  const description = escapeHtml(
    (bot.greeting
      ? `${bot.name}: ${bot.greeting}`
      : translate(language, 'chat.previewDescription', { name: bot.name })
    ).slice(0, 200),
  );
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  // A replacer function, so `$&`, `$'` or "$`" in a bot's name or greeting stay text, never a pattern.
  return html.replace(/<title>[^<]*<\/title>/, () => head);
}

export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '..', 'web', 'dist');
export const DEFAULT_WIDGET_DIST = path.join(SERVER_ROOT, '..', 'widget', 'dist');

const ONE_YEAR = 31_536_000;

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` never cached,
 * translations briefly cached, and every non-API path that is not a file answered with
 * `index.html` (history fallback). Unknown `/api/*` paths stay JSON 404s.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root =
    options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html'))
      ? options.webDistDir
      : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        if (relative.startsWith('assets/'))
          res.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
        else if (relative.startsWith('locales/')) res.header('cache-control', 'public, max-age=300');
        else res.header('cache-control', 'no-cache');
      },
    });
    // @fastify/static with wildcard:false registers a route per file found at start-up; new
    // files after a rebuild need a restart, which `npm start` does anyway.
  }
  const widgetFile = options.widgetDistDir ? path.join(options.widgetDistDir, 'widget.js') : undefined;
  if (widgetFile && existsSync(widgetFile) && options.widgetDistDir) {
    app.get('/widget.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .sendFile('widget.js', options.widgetDistDir as string),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!root || isApi || !wantsPage || looksLikeFile(pathname)) return sendRouteNotFound(request, reply);
    const chat = CHAT_PATH.exec(pathname);
    if (chat?.[1] && options.findSharedBot) {
      const language = pickLanguage(request.headers['accept-language']);
      return sendChatPage(reply, root, chat[1], pathname, language);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });

  let indexHtml: string | undefined;
  async function sendChatPage(
    reply: FastifyReply,
    folder: string,
    publicId: string,
    pathname: string,
    language: Language,
  ) {
    const bot = await options.findSharedBot?.(publicId).catch(() => null);
    if (!bot) return reply.header('cache-control', 'no-cache').sendFile('index.html', folder);
    indexHtml ??= await readFile(path.join(folder, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withChatPreview(indexHtml, bot, `${options.origin ?? ''}${pathname}`, language));
  }
});

function looksLikeFile(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}
