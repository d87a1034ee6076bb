import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/renderMail';

/**
 * `/dev/mail` (HTML) and `/dev/mail.json`: the local outbox, for development and tests only — it
 * is never registered in production, since it shows every verification and reset link.
 */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ mails: app.mailer.listOutbox() }));
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = app.mailer
      .listOutbox()
      .map(
        (mail) => `<article style="border:1px solid #27306b;border-radius:12px;margin:16px 0;padding:16px">
<p><strong>${escapeHtml(mail.subject)}</strong> → ${escapeHtml(mail.to)} <small>${escapeHtml(mail.sentAt)}</small></p>
${mail.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}
<pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="es"><meta charset="utf-8"><title>Buzón local</title><body style="font-family:sans-serif;max-width:800px;margin:auto;padding:16px"><h1>Buzón local de Plubot</h1>${rows || '<p>No hay correos.</p>'}</body></html>`,
      );
  });
};
