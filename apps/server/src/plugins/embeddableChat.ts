import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The two cross-origin exceptions of the sharing channels; everything else keeps helmet's rules.
 * - The chat page (`/chat/*` HTML) may be framed by any site: the widget and the iframe snippet
 *   show it inside other people's pages (`frame-ancestors *`, no `X-Frame-Options`).
 * - The public bot settings (`GET /api/public/*`) may be read by any site: the widget reads the
 *   bot's name and look from the host page (`access-control-allow-origin: *`, no credentials).
 */
export const embeddableChatPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && pathname.startsWith('/chat/') && isHtml(reply.getHeader('content-type'))) {
      reply.removeHeader('x-frame-options');
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      }
    }
    if (reading && pathname.startsWith('/api/public/')) {
      reply.header('access-control-allow-origin', '*');
    }
    return payload;
  });
});

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}
